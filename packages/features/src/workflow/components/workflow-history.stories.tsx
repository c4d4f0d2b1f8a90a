import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import {
  closedWithoutResponseApplication,
  recruiterHistory,
  rejectedApplication,
  withdrawnApplication,
} from "../lib/application-fixtures.ts";
import { WorkflowHistory } from "./workflow-history.tsx";

const meta = {
  title: "Features/Workflow/WorkflowHistory",
  component: WorkflowHistory,
  tags: ["autodocs"],
  parameters: { layout: "padded", a11y: { test: "error" } },
  args: { events: withdrawnApplication.events, viewer: "candidate" },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WorkflowHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sentence of each entry, in the order of the list. */
const sentences = (list: HTMLElement) =>
  within(list)
    .getAllByRole("listitem")
    .map((item) => item.querySelector("p")?.textContent);

/** The candidate's side, oldest first whatever the order received: « par vous » is the candidate. */
export const ForTheCandidate: Story = {
  // Out of order, but events at the same instant keep the order received (the server's).
  args: { events: [...withdrawnApplication.events.slice(3), ...withdrawnApplication.events.slice(0, 3)] },
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list", { name: "Historique" });
    await expect(sentences(list)).toEqual([
      "Match confirmé : candidature ouverte",
      "Passée de Nouveau match à Entretien",
      "Entretien proposé",
      "Créneau choisi",
      "Entretien annulé",
      "Candidature retirée",
    ]);
    const [entry, move, , booked, , withdrawal] = within(list).getAllByRole("listitem");
    await expect(entry).toHaveTextContent(/3 nov\. 2026 · par vous$/);
    await expect(within(entry!).getByText("3 nov. 2026")).toHaveAttribute("datetime", "2026-11-03T10:00:00Z");
    await expect(move).toHaveTextContent(/par le recruteur$/);
    await expect(booked).toHaveTextContent(/par vous$/);
    await expect(
      within(withdrawal!).getByText("J'ai accepté une autre proposition. Merci pour votre temps !"),
    ).toBeVisible();
  },
};

/** A refusal: its reason in words and the recruiter's message. */
export const Refusal: Story = {
  args: { events: rejectedApplication.events },
  play: async ({ canvas }) => {
    const refusal = canvas.getAllByRole("listitem")[1]!;
    await expect(within(refusal).getByText("Candidature refusée")).toBeVisible();
    await expect(within(refusal).getByText("Motif : Les compétences ne correspondent pas au poste")).toBeVisible();
    await expect(within(refusal).getByText(/^Nous cherchons quelqu'un d'expérimenté sur Kafka/)).toBeVisible();
    await expect(refusal).toHaveTextContent(/21 nov\. 2026 · par le recruteur$/);
  },
};

/** Closed « Sans suite » by Fuse after a long silence. */
export const ClosedWithoutResponse: Story = {
  args: { events: closedWithoutResponseApplication.events },
  play: async ({ canvas }) => {
    const closing = canvas.getAllByRole("listitem")[1]!;
    await expect(closing).toHaveTextContent(/^Candidature close sans suite, faute de réponse du recruteur/);
    await expect(closing).toHaveTextContent(/20 nov\. 2026 · par Fuse$/);
  },
};

/** The recruiter's side: private notes marked as such, « par vous » is the recruiter. */
export const ForTheRecruiter: Story = {
  args: { events: recruiterHistory, viewer: "recruiter" },
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list", { name: "Historique" });
    await expect(sentences(list)).toEqual([
      "Match confirmé : candidature ouverte",
      "Note privée",
      "Passée de Nouveau match à Présélection",
      "Passée de Présélection à Entretien",
      "Entretien proposé",
      "Créneau choisi",
      "Entretien annulé",
      "Nouveaux créneaux proposés",
    ]);
    const [entry, note, shortlisted, , , booked, cancelled] = within(list).getAllByRole("listitem");
    await expect(entry).toHaveTextContent(/par le candidat$/);
    await expect(within(note!).getByText("Le candidat ne la voit pas.")).toBeVisible();
    await expect(within(note!).getByText("Profil solide en SQL ; à interroger sur la visualisation.")).toBeVisible();
    await expect(note).toHaveTextContent(/17 nov\. 2026 · par vous$/);
    await expect(shortlisted).toHaveTextContent(/par vous$/);
    await expect(booked).toHaveTextContent(/par le candidat$/);
    await expect(within(cancelled!).getByText(/^Un imprévu familial/)).toBeVisible();
  },
};

/** A private note never reaches the candidate's screen. */
export const NotesHiddenFromTheCandidate: Story = {
  args: { events: recruiterHistory, viewer: "candidate" },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(recruiterHistory.length - 1);
    await expect(canvas.queryByText("Note privée")).toBeNull();
    await expect(canvas.queryByText(/Profil solide en SQL/)).toBeNull();
  },
};

/** Stage names starting with a vowel take « d' ». */
export const Elision: Story = {
  args: {
    events: [
      {
        id: "m1",
        kind: "move",
        from_stage: "offer",
        to_stage: "hired",
        reason: null,
        message: null,
        private: false,
        actor: "recruiter",
        at: "2026-11-24T10:00:00Z",
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Passée d'Offre à Embauché")).toBeVisible();
  },
};

/** Nothing happened yet. */
export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Aucun événement pour l'instant.")).toBeVisible();
    await expect(canvas.queryByRole("list")).toBeNull();
  },
};
