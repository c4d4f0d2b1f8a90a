import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";

import { ApiError } from "@fuse/domain/api/client";

import { fixtureNow, interviewWithPastSlot, proposedInterview } from "../lib/application-fixtures.ts";
import { InterviewSlotPicker } from "./interview-slot-picker.tsx";

const meta = {
  title: "Features/Workflow/InterviewSlotPicker",
  component: InterviewSlotPicker,
  tags: ["autodocs"],
  parameters: { layout: "padded", a11y: { test: "error" } },
  args: { interview: proposedInterview, now: fixtureNow, onBook: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-lg">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InterviewSlotPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A key held then released, as a person presses it: Radix checks a radio that arrow keys focus
 * only while the key is down, and the focus moves a task later.
 */
async function press(key: string) {
  await userEvent.keyboard(`{${key}>}`);
  await userEvent.keyboard(`{/${key}}`);
}

/** The slots in Paris time, the interview's details, and a slot picked and confirmed by keyboard alone. */
export const PickByKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole("radiogroup", { name: "Choisissez un créneau" });
    await expect(group).toBeVisible();
    await expect(canvas.getAllByRole("radio")).toHaveLength(3);
    await expect(canvas.getByRole("radio", { name: "mardi 1 décembre 2026 à 14 h 00" })).toBeEnabled();
    await expect(canvas.getByText("1 h")).toBeVisible();
    await expect(canvas.getByText("12 rue de la République, 69002 Lyon")).toBeVisible();
    await expect(canvas.getByRole("link", { name: /Rejoindre la visioconférence/ })).toHaveAttribute(
      "href",
      "https://visio.example.fr/entretien-data",
    );
    await expect(canvas.getByText(/^Demandez Claire Dubois à l'accueil/)).toBeVisible();

    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "mardi 1 décembre 2026 à 14 h 00" })).toHaveFocus();
    await press("ArrowDown");
    const thursday = canvas.getByRole("radio", { name: "jeudi 3 décembre 2026 à 9 h 30" });
    await waitFor(() => expect(thursday).toBeChecked());
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: /Rejoindre la visioconférence/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Confirmer ce créneau" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onBook).toHaveBeenCalledTimes(1);
    await expect(args.onBook).toHaveBeenCalledWith("2026-12-03T08:30:00Z");
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "Créneau confirmé : jeudi 3 décembre 2026 à 9 h 30.",
    );
  },
};

/** While the booking runs, the form says it is busy and cannot be sent twice. */
export const Booking: Story = {
  args: { onBook: fn(() => new Promise<never>(() => {})) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "vendredi 4 décembre 2026 à 16 h 00" }));
    await userEvent.click(canvas.getByRole("button", { name: "Confirmer ce créneau" }));
    const busy = await canvas.findByRole("button", { name: "Confirmation…" });
    await expect(busy).toBeDisabled();
    await expect(canvas.getByRole("radio", { name: "mardi 1 décembre 2026 à 14 h 00" })).toBeDisabled();
    await expect(args.onBook).toHaveBeenCalledTimes(1);
    await expect(args.onBook).toHaveBeenCalledWith("2026-12-04T15:00:00Z");
  },
};

/** The server refuses: its message is shown and focus goes back to the button for another try. */
export const BookingFails: Story = {
  args: {
    onBook: fn(() => Promise.reject(new ApiError(409, "Ce créneau est passé : demandez-en un autre au recruteur."))),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "mardi 1 décembre 2026 à 14 h 00" }));
    await userEvent.click(canvas.getByRole("button", { name: "Confirmer ce créneau" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Ce créneau est passé : demandez-en un autre au recruteur.",
    );
    const button = canvas.getByRole("button", { name: "Confirmer ce créneau" });
    await waitFor(() => expect(button).toHaveFocus());
    await expect(canvas.getByRole("radio", { name: "mardi 1 décembre 2026 à 14 h 00" })).toBeChecked();
    await expect(canvas.getByRole("status")).toHaveTextContent("");
  },
};

/** Confirming without a choice asks for one and puts focus on the slots. */
export const NothingChosen: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Confirmer ce créneau" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Choisissez l'un des créneaux proposés.");
    await expect(canvas.getByRole("radiogroup")).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByRole("radio", { name: "mardi 1 décembre 2026 à 14 h 00" })).toHaveFocus();
    await expect(args.onBook).not.toHaveBeenCalled();
  },
};

/** A slot already past is shown as such and cannot be picked, by arrow keys either. */
export const PastSlot: Story = {
  args: { interview: interviewWithPastSlot },
  play: async ({ args, canvas }) => {
    const past = canvas.getByRole("radio", { name: "mardi 24 novembre 2026 à 10 h 00 (passé)" });
    await expect(past).toBeDisabled();
    await userEvent.tab();
    const first = canvas.getByRole("radio", { name: "mardi 1 décembre 2026 à 14 h 00" });
    await expect(first).toHaveFocus();
    await press("ArrowDown");
    await press("ArrowDown");
    await waitFor(() => expect(first).toBeChecked());
    await expect(past).not.toBeChecked();
    await userEvent.click(canvas.getByRole("button", { name: "Confirmer ce créneau" }));
    await expect(args.onBook).toHaveBeenCalledTimes(1);
    await expect(args.onBook).toHaveBeenCalledWith("2026-12-01T13:00:00Z");
  },
};

/** Every slot has passed: nothing to confirm, the recruiter has to propose others. */
export const AllSlotsPast: Story = {
  args: { now: new Date("2026-12-10T08:00:00Z") },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole("radio")) await expect(radio).toBeDisabled();
    await expect(
      canvas.getByText("Les créneaux proposés sont passés : le recruteur doit vous en proposer d'autres."),
    ).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Confirmer ce créneau" })).toBeNull();
  },
};
