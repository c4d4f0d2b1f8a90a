import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { proposedInterview } from "../lib/fixtures.ts";
import { InterviewProposalForm } from "./interview-proposal-form.tsx";

type Canvas = ReturnType<typeof within>;

const slot = (canvas: Canvas, index: number) => within(canvas.getByRole("group", { name: `Créneau ${index}` }));

/** Types a slot's date and time, as the browser's inputs take them. */
const fillSlot = async (canvas: Canvas, index: number, date: string, time: string) => {
  await userEvent.type(slot(canvas, index).getByLabelText("Date"), date);
  await userEvent.type(slot(canvas, index).getByLabelText("Heure"), time);
};

/** The instant a date and a time name on this browser's clock, as the form sends it. */
const local = (dateTime: string) => new Date(dateTime).toISOString();

const meta = {
  title: "Features/Workflow/InterviewProposalForm",
  component: InterviewProposalForm,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  args: { onSubmit: fn(), now: new Date("2026-11-25T12:00:00Z") },
  decorators: [
    (Story) => (
      <div className="w-[min(36rem,92vw)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InterviewProposalForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two slots, a duration, a place: the proposal goes out with each slot as an instant. */
export const Propose: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { name: "Proposer un entretien" })).toBeVisible();
    await fillSlot(canvas, 1, "2026-12-01", "14:00");
    await userEvent.click(canvas.getByRole("button", { name: "Ajouter un créneau" }));
    await expect(slot(canvas, 2).getByLabelText("Date")).toHaveFocus();
    await fillSlot(canvas, 2, "2026-12-02", "09:30");
    await userEvent.click(canvas.getByRole("combobox", { name: /Durée/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole("option", { name: "45 min" }));
    await userEvent.click(canvas.getByRole("textbox", { name: "Lieu" }));
    await userEvent.paste("12 rue de la Paix, 75002 Paris");
    await userEvent.click(canvas.getByRole("button", { name: "Proposer ces créneaux" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        slots: [local("2026-12-01T14:00"), local("2026-12-02T09:30")],
        duration_minutes: 45,
        location: "12 rue de la Paix, 75002 Paris",
      }),
    );
    await expect(await canvas.findByText("Les créneaux ont été envoyés au candidat.")).toBeVisible();
  },
};

/** Nothing filled: each missing piece is said beside its field, and the first one takes the focus. */
export const MissingPieces: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Proposer ces créneaux" }));
    const date = slot(canvas, 1).getByLabelText("Date");
    await waitFor(() => expect(date).toHaveAccessibleDescription("Indiquez la date du créneau."));
    await expect(date).toHaveFocus();
    await expect(slot(canvas, 1).getByLabelText("Heure")).toHaveAccessibleDescription("Indiquez l'heure du créneau.");
    await expect(canvas.getByRole("textbox", { name: "Lieu" })).toHaveAccessibleDescription(
      /Indiquez un lieu ou un lien de visioconférence\./,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A slot already past, the same slot twice, a link that is not https: each refused in French. */
export const Rules: Story = {
  play: async ({ args, canvas }) => {
    await fillSlot(canvas, 1, "2026-11-20", "10:00");
    await userEvent.click(canvas.getByRole("button", { name: "Ajouter un créneau" }));
    await fillSlot(canvas, 2, "2026-12-01", "14:00");
    await userEvent.click(canvas.getByRole("button", { name: "Ajouter un créneau" }));
    await fillSlot(canvas, 3, "2026-12-01", "14:00");
    await userEvent.click(canvas.getByRole("textbox", { name: "Lien de visioconférence" }));
    await userEvent.paste("http://visio.example.fr/a");
    await userEvent.click(canvas.getByRole("button", { name: "Proposer ces créneaux" }));

    const past = slot(canvas, 1);
    await waitFor(() =>
      expect(past.getByLabelText("Date")).toHaveAccessibleDescription(
        "Ce créneau est déjà passé : choisissez une date à venir.",
      ),
    );
    await expect(past.getByLabelText("Date")).toHaveFocus();
    await expect(slot(canvas, 2).getByLabelText("Date")).not.toHaveAttribute("aria-invalid");
    await expect(slot(canvas, 3).getByLabelText("Heure")).toHaveAccessibleDescription(
      "Ce créneau est proposé deux fois : changez la date ou l'heure.",
    );
    await expect(canvas.getByRole("textbox", { name: "Lien de visioconférence" })).toHaveAccessibleDescription(
      "Le lien de visioconférence doit commencer par https://.",
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Five slots at most: a sixth is refused with a word; « Retirer » takes one away. */
export const FiveSlotsAtMost: Story = {
  play: async ({ canvas }) => {
    const add = canvas.getByRole("button", { name: "Ajouter un créneau" });
    for (let count = 1; count < 5; count += 1) await userEvent.click(add);
    await expect(canvas.getAllByRole("group", { name: /^Créneau \d$/ })).toHaveLength(5);
    await userEvent.click(add);
    await expect(canvas.getAllByRole("group", { name: /^Créneau \d$/ })).toHaveLength(5);
    await expect(canvas.getByRole("status")).toHaveTextContent("Proposez 5 créneaux au plus.");
    await userEvent.click(canvas.getByRole("button", { name: "Retirer le créneau 2" }));
    await expect(canvas.getAllByRole("group", { name: /^Créneau \d$/ })).toHaveLength(4);
    await expect(add).toHaveFocus();
  },
};

/** Other slots for an interview under way: the form starts from it. */
export const Reschedule: Story = {
  args: { initial: proposedInterview },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Proposer d'autres créneaux" })).toBeVisible();
    await expect(canvas.getAllByRole("group", { name: /^Créneau \d$/ })).toHaveLength(3);
    await expect(canvas.getByRole("textbox", { name: "Lien de visioconférence" })).toHaveValue(
      "https://visio.example.fr/entretien-lea",
    );
    await expect(canvas.getByRole("combobox", { name: /Durée/ })).toHaveTextContent("45 min");
    await userEvent.click(canvas.getByRole("button", { name: "Envoyer les nouveaux créneaux" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        slots: proposedInterview.slots.map((instant) => new Date(instant).toISOString()),
        duration_minutes: 45,
        video_url: "https://visio.example.fr/entretien-lea",
      }),
    );
  },
};

/** The server refuses: its message is shown, the form keeps what was typed. */
export const Failure: Story = {
  args: {
    initial: proposedInterview,
    onSubmit: fn(async () => {
      throw new Error("Cette candidature est close : aucun entretien ne peut être proposé.");
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Envoyer les nouveaux créneaux" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Cette candidature est close : aucun entretien ne peut être proposé.",
    );
    await expect(canvas.getAllByRole("group", { name: /^Créneau \d$/ })).toHaveLength(3);
  },
};

/** A phone's width: every field fits. */
export const Narrow: Story = {
  args: { initial: proposedInterview, onCancel: fn() },
  decorators: [
    (Story) => (
      <div data-testid="phone" className="w-[360px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const form = canvas.getByRole("form", { name: "Proposer d'autres créneaux" });
    await expect(form.scrollWidth).toBeLessThanOrEqual(360);
    await expect(canvas.getByRole("button", { name: "Annuler" })).toBeVisible();
  },
};
