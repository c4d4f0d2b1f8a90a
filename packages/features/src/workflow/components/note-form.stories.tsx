import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";

import { NoteForm } from "./note-form.tsx";

const meta = {
  title: "Features/Workflow/NoteForm",
  component: NoteForm,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  args: { onSubmit: fn() },
  decorators: [
    (Story) => (
      <div className="w-[min(32rem,92vw)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NoteForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A note is saved, then the field empties for the next one. */
export const AddNote: Story = {
  play: async ({ args, canvas }) => {
    const note = canvas.getByRole("textbox", { name: "Note privée" });
    await expect(note).toHaveAccessibleDescription("Pour vous seul : le candidat ne voit jamais vos notes.");
    await userEvent.type(note, "Très à l'aise sur React, à relancer lundi.");
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer la note" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith("Très à l'aise sur React, à relancer lundi."));
    await expect(await canvas.findByText("Note ajoutée à l'historique.")).toBeVisible();
    await expect(note).toHaveValue("");
  },
};

/** An empty note or one past 2000 characters is refused beside the field. */
export const Validation: Story = {
  play: async ({ args, canvas }) => {
    const note = canvas.getByRole("textbox", { name: "Note privée" });
    await userEvent.type(note, "   ");
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer la note" }));
    await waitFor(() => expect(note).toHaveAccessibleDescription(/Écrivez la note avant de l'enregistrer\./));
    await expect(note).toHaveFocus();
    await userEvent.paste("a".repeat(2001));
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer la note" }));
    await waitFor(() => expect(note).toHaveAccessibleDescription(/La note ne peut pas dépasser 2000 caractères\./));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refuses: its message is shown and the note is kept. */
export const Failure: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new Error("Un abonnement actif est nécessaire pour suivre vos recrutements.");
    }),
  },
  play: async ({ canvas }) => {
    const note = canvas.getByRole("textbox", { name: "Note privée" });
    await userEvent.type(note, "Relancer après l'entretien.");
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer la note" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Un abonnement actif est nécessaire pour suivre vos recrutements.",
    );
    await expect(note).toHaveValue("Relancer après l'entretien.");
  },
};

/** While the note is saved, the button says so. */
export const Pending: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Note privée" }), "À revoir.");
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer la note" }));
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: "Enregistrer la note" })).toHaveAttribute("aria-busy", "true"),
    );
  },
};
