import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { ApiError } from "@fuse/domain/api/client";
import type { Interview } from "@fuse/domain/workflow/contract";

import { bookedInterview, cancelledInterview } from "../lib/application-fixtures.ts";
import { InterviewSummary } from "./interview-summary.tsx";

const meta = {
  title: "Features/Workflow/InterviewSummary",
  component: InterviewSummary,
  tags: ["autodocs"],
  parameters: { layout: "padded", a11y: { test: "error" } },
  args: { interview: bookedInterview, onCancel: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-lg">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InterviewSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A booked interview: its date in Paris time, duration and video link. */
export const Booked: Story = {
  play: async ({ canvas, canvasElement }) => {
    const date = canvasElement.querySelector("time")!;
    await expect(date).toHaveTextContent("mercredi 2 décembre 2026 à 10 h 00");
    await expect(date).toHaveAttribute("datetime", "2026-12-02T09:00:00Z");
    await expect(date.closest("p")).toHaveTextContent("Entretien confirmé le mercredi 2 décembre 2026 à 10 h 00");
    await expect(canvas.getByText("45 min")).toBeVisible();
    await expect(canvas.queryByText("Lieu")).toBeNull();
    const link = canvas.getByRole("link", { name: "Rejoindre la visioconférence (nouvel onglet)" });
    await expect(link).toHaveAttribute("href", "https://visio.example.fr/studio-lumiere");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(canvas.getByText(/^Vous échangerez avec la directrice artistique/)).toBeVisible();
  },
};

/** Cancelling with a message: confirmed in a dialog, then the interview reads as cancelled and holds focus. */
export const CancelWithAMessage: Story = {
  render: function CancelledOnConfirm(args) {
    const [interview, setInterview] = React.useState<Interview>(args.interview);
    return (
      <InterviewSummary
        interview={interview}
        onCancel={async (message) => {
          await args.onCancel?.(message);
          setInterview((current) => ({ ...current, status: "cancelled", updated_at: "2026-11-25T12:00:00Z" }));
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Annuler l'entretien" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Annuler l'entretien ?" });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent(/L'entretien du mercredi 2 décembre 2026 à 10 h 00 n'aura pas lieu/);
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: "Message au recruteur (facultatif)" }),
      "  Je suis souffrant : seriez-vous disponible la semaine prochaine ?  ",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Annuler l'entretien" }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).toHaveBeenCalledWith(
      "Je suis souffrant : seriez-vous disponible la semaine prochaine ?",
    );
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    const status = canvas.getByText("Entretien annulé").closest("p");
    await waitFor(() => expect(status).toHaveFocus());
    await expect(canvas.queryByRole("button", { name: "Annuler l'entretien" })).toBeNull();
  },
};

/** Without a message, the callback gets none. */
export const CancelWithoutMessage: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Annuler l'entretien" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Annuler l'entretien ?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Annuler l'entretien" }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).toHaveBeenCalledWith(undefined);
  },
};

/** Changing one's mind: Escape keeps the interview. */
export const KeepTheInterview: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Annuler l'entretien" });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole("alertdialog", { name: "Annuler l'entretien ?" });
    await expect(within(dialog).getByRole("button", { name: "Garder l'entretien" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** The server refuses: the dialog stays open with its message. */
export const CancelFails: Story = {
  args: { onCancel: fn(() => Promise.reject(new ApiError(409, "Cet entretien est déjà annulé."))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Annuler l'entretien" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Annuler l'entretien ?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Annuler l'entretien" }));
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent("Cet entretien est déjà annulé.");
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Annuler l'entretien" })).toHaveFocus());
  },
};

/** A network failure without the server's words gets ours. */
export const CancelFailsOffline: Story = {
  args: { onCancel: fn(() => Promise.reject(new TypeError("Failed to fetch"))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Annuler l'entretien" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Annuler l'entretien ?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Annuler l'entretien" }));
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "L'entretien n'a pas été annulé. Réessayez dans un instant.",
    );
  },
};

/** A cancelled interview, stated as such, with nothing left to do. */
export const Cancelled: Story = {
  args: { interview: cancelledInterview },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Entretien annulé")).toBeVisible();
    await expect(canvas.getByText(/^Cet entretien n'aura pas lieu/)).toHaveTextContent(
      "Cet entretien n'aura pas lieu (annulé le 24 nov. 2026).",
    );
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};
