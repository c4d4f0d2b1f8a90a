import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import type { Application } from "@fuse/domain/workflow/contract";

import {
  closedWithoutResponseApplication,
  fixtureNow,
  hiredApplication,
  interviewBookedApplication,
  interviewCancelledApplication,
  interviewToBookApplication,
  newMatchApplication,
  offerApplication,
  rejectedApplication,
  removedOfferApplication,
  silentApplication,
  withdrawnApplication,
} from "../lib/application-fixtures.ts";
import { ApplicationCard, type ApplicationCardProps } from "./application-card.tsx";

const meta = {
  title: "Features/Workflow/ApplicationCard",
  component: ApplicationCard,
  tags: ["autodocs"],
  parameters: { layout: "padded", a11y: { test: "error" } },
  args: {
    application: newMatchApplication,
    now: fixtureNow,
    onBook: fn(),
    onCancelInterview: fn(),
    onWithdraw: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ApplicationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const badge = (canvas: ReturnType<typeof within>) => canvas.getByText(/./, { selector: "[data-slot=badge]" });
const nextStep = (canvasElement: HTMLElement) => canvasElement.querySelector("[data-slot=application-next-step]");

/** A card whose callbacks change it as the server would answer: booking, withdrawing. */
function LiveCard(args: ApplicationCardProps) {
  const [application, setApplication] = React.useState<Application>(args.application);
  return (
    <ApplicationCard
      {...args}
      application={application}
      onBook={async (interview, slot) => {
        await args.onBook(interview, slot);
        setApplication((current) => ({ ...current, interview: { ...interview, status: "booked", chosen_slot: slot } }));
      }}
      onWithdraw={async (withdrawn, message) => {
        await args.onWithdraw(withdrawn, message);
        setApplication((current) => ({
          ...current,
          stage: "withdrawn",
          stage_changed_at: fixtureNow.toISOString(),
          interview: null,
        }));
      }}
    />
  );
}

/** Just matched: the offer, its stage and date, what comes next, the history folded. */
export const NewMatch: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("article", { name: "Développeur·se full-stack" })).toBeVisible();
    await expect(canvas.getByText("Atelier Numérique")).toBeVisible();
    await expect(badge(canvas)).toHaveTextContent("Nouveau match");
    await expect(canvas.getByText("24 nov. 2026")).toHaveAttribute("datetime", "2026-11-24T09:00:00Z");
    await expect(canvas.getByText("24 nov. 2026").parentElement).toHaveTextContent(
      "Nouveau match depuis le 24 nov. 2026",
    );
    await expect(nextStep(canvasElement)).toHaveTextContent(
      "Le recruteur découvre votre profil et reviendra vers vous.",
    );
    const history = canvas.getByRole("button", { name: "Historique (1 événement)" });
    await expect(history).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(history);
    const list = await canvas.findByRole("list", { name: "Historique : Développeur·se full-stack" });
    await expect(list).toHaveTextContent(/^Match confirmé : candidature ouverte24 nov\. 2026 · par vous$/);
    await expect(canvas.getByRole("button", { name: /^Retirer ma candidature/ })).toBeVisible();
  },
};

/** Shortlisted, then 23 days of silence: said on the card and exposed as a status. */
export const SilentForWeeks: Story = {
  args: { application: silentApplication },
  play: async ({ canvas, canvasElement }) => {
    await expect(badge(canvas)).toHaveTextContent("Présélection");
    const silence = canvas.getByRole("status");
    await expect(silence).toHaveTextContent(/^Sans réponse depuis 23 jours/);
    await expect(silence).toBeVisible();
    await expect(nextStep(canvasElement)).toHaveTextContent(
      "Votre candidature est présélectionnée : le recruteur va vous proposer un entretien.",
    );
  },
};

/** Slots to pick: one chosen and confirmed, the booked interview takes the picker's place and focus stays there. */
export const InterviewToBook: Story = {
  args: { application: interviewToBookApplication },
  render: LiveCard,
  play: async ({ args, canvas, canvasElement }) => {
    await expect(badge(canvas)).toHaveTextContent("Entretien");
    await expect(nextStep(canvasElement)).toHaveTextContent(
      "Choisissez un créneau parmi les 3 que le recruteur vous propose.",
    );
    const interview = canvas.getByRole("group", { name: "Entretien" });
    await userEvent.click(within(interview).getByRole("radio", { name: "jeudi 3 décembre 2026 à 9 h 30" }));
    await userEvent.click(within(interview).getByRole("button", { name: "Confirmer ce créneau" }));
    await expect(args.onBook).toHaveBeenCalledTimes(1);
    await expect(args.onBook).toHaveBeenCalledWith(interviewToBookApplication.interview, "2026-12-03T08:30:00Z");
    await expect(await within(interview).findByText(/^Entretien confirmé le/)).toHaveTextContent(
      "Entretien confirmé le jeudi 3 décembre 2026 à 9 h 30",
    );
    await expect(within(interview).queryByRole("radiogroup")).toBeNull();
    await waitFor(() => expect(within(interview).getByRole("heading", { name: "Entretien" })).toHaveFocus());
    await expect(nextStep(canvasElement)).toHaveTextContent(
      "Entretien le jeudi 3 décembre 2026 à 9 h 30 (12 rue de la République, 69002 Lyon, ou en visioconférence).",
    );
  },
};

/** A booked interview, with its cancellation. */
export const InterviewBooked: Story = {
  args: { application: interviewBookedApplication },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(nextStep(canvasElement)).toHaveTextContent(
      "Entretien le mercredi 2 décembre 2026 à 10 h 00 (en visioconférence).",
    );
    const interview = canvas.getByRole("group", { name: "Entretien" });
    await expect(within(interview).getByRole("link", { name: /Rejoindre la visioconférence/ })).toBeVisible();
    await userEvent.click(within(interview).getByRole("button", { name: "Annuler l'entretien" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Annuler l'entretien ?" });
    await userEvent.type(within(dialog).getByRole("textbox"), "Empêchement de dernière minute.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Annuler l'entretien" }));
    await expect(args.onCancelInterview).toHaveBeenCalledTimes(1);
    await expect(args.onCancelInterview).toHaveBeenCalledWith(
      interviewBookedApplication.interview,
      "Empêchement de dernière minute.",
    );
  },
};

/** The recruiter cancelled: stated, with new slots to come. */
export const InterviewCancelled: Story = {
  args: { application: interviewCancelledApplication },
  play: async ({ canvas, canvasElement }) => {
    const interview = canvas.getByRole("group", { name: "Entretien" });
    await expect(within(interview).getByText("Entretien annulé")).toBeVisible();
    await expect(nextStep(canvasElement)).toHaveTextContent("Le recruteur va vous proposer des créneaux d'entretien.");
  },
};

/** An offer. */
export const Offer: Story = {
  args: { application: offerApplication },
  play: async ({ canvas, canvasElement }) => {
    await expect(badge(canvas)).toHaveTextContent("Offre");
    await expect(nextStep(canvasElement)).toHaveTextContent(
      "Le recruteur vous fait une offre : il vous contactera pour en préciser les conditions.",
    );
    await expect(canvas.getByRole("button", { name: /^Retirer ma candidature/ })).toBeVisible();
  },
};

/** Hired: congratulations, and nothing left to withdraw. */
export const Hired: Story = {
  args: { application: hiredApplication },
  play: async ({ canvas, canvasElement }) => {
    await expect(badge(canvas)).toHaveTextContent("Embauché");
    await expect(canvas.getByText("10 nov. 2026").parentElement).toHaveTextContent("Embauché le 10 nov. 2026");
    await expect(nextStep(canvasElement)).toHaveTextContent(/^Félicitations, vous êtes embauché·e !/);
    await expect(canvas.queryByRole("button", { name: /^Retirer ma candidature/ })).toBeNull();
  },
};

/** Refused: the reason in words and the recruiter's message. */
export const Rejected: Story = {
  args: { application: rejectedApplication },
  play: async ({ canvas, canvasElement }) => {
    await expect(badge(canvas)).toHaveTextContent("Refusé");
    await expect(nextStep(canvasElement)).toHaveTextContent(
      "Le recruteur n'a pas retenu votre candidature. Motif : Les compétences ne correspondent pas au poste.",
    );
    const message = canvas.getByRole("figure", { name: "Message du recruteur" });
    await expect(message).toHaveTextContent(/Nous cherchons quelqu'un d'expérimenté sur Kafka/);
    await expect(canvas.queryByRole("button", { name: /^Retirer ma candidature/ })).toBeNull();
  },
};

/** Closed « Sans suite » after a long silence. */
export const ClosedWithoutResponse: Story = {
  args: { application: closedWithoutResponseApplication },
  play: async ({ canvas, canvasElement }) => {
    await expect(nextStep(canvasElement)).toHaveTextContent(
      "Candidature close sans suite : le recruteur n'a pas répondu pendant trop longtemps.",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Historique (2 événements)" }));
    await expect(await canvas.findByText(/par Fuse$/)).toBeVisible();
  },
};

/** Withdrawn by the candidate. */
export const Withdrawn: Story = {
  args: { application: withdrawnApplication },
  play: async ({ canvas, canvasElement }) => {
    await expect(badge(canvas)).toHaveTextContent("Retirée");
    await expect(nextStep(canvasElement)).toHaveTextContent("Vous avez retiré votre candidature.");
    await expect(canvas.queryByRole("group", { name: "Entretien" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: /^Retirer ma candidature/ })).toBeNull();
  },
};

/** The offer is gone: the card says so instead of a blank title. */
export const RemovedOffer: Story = {
  args: { application: removedOfferApplication },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Offre retirée" })).toBeVisible();
    await expect(canvas.getByRole("article", { name: "Offre retirée" })).toBeVisible();
  },
};

/** Withdrawing: confirmed in a dialog with a message, then the card reads « Retirée » and its title holds focus. */
export const Withdraw: Story = {
  args: { application: offerApplication },
  render: LiveCard,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Retirer ma candidature « Chef·fe de projet digital »" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Retirer votre candidature ?" });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole("button", { name: "Garder ma candidature" })).toHaveFocus();
    const message = within(dialog).getByRole("textbox", { name: "Un mot pour le recruteur (facultatif)" });
    await expect(message).toHaveAttribute("maxlength", "2000");
    await userEvent.type(message, "J'ai accepté un autre poste, merci pour vos échanges.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Retirer ma candidature" }));
    await expect(args.onWithdraw).toHaveBeenCalledTimes(1);
    await expect(args.onWithdraw).toHaveBeenCalledWith(
      offerApplication,
      "J'ai accepté un autre poste, merci pour vos échanges.",
    );
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(badge(canvas)).toHaveTextContent("Retirée");
    await waitFor(() => expect(canvas.getByRole("heading", { name: "Chef·fe de projet digital" })).toHaveFocus());
    await expect(canvas.queryByRole("button", { name: /^Retirer ma candidature/ })).toBeNull();
  },
};

/** A phone's width: the slots, the details and every button fit. */
export const Narrow: Story = {
  args: { application: { ...interviewToBookApplication, silent_days: 12 } },
  globals: { viewport: { value: "mobile1" } },
  decorators: [
    (Story) => (
      <div className="w-[360px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const card = canvasElement.querySelector<HTMLElement>("[data-slot=application-card]")!;
    await expect(card.scrollWidth).toBeLessThanOrEqual(360);
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await expect(canvas.getByRole("button", { name: "Confirmer ce créneau" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: /^Retirer ma candidature/ })).toBeVisible();
    await expect(canvas.getAllByRole("status")[0]).toHaveTextContent(/^Sans réponse depuis 12 jours/);
  },
};
