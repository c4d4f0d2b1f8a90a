import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, type screen } from "storybook/test";

import { composeCompanyDescription } from "@fuse/domain/company-analyzer/description-draft";

import { DescriptionDraftEditor } from "./description-draft-editor.tsx";

const draft = composeCompanyDescription({
  company: { name: "Atelier Lumière", city: "Lyon", sector: "Industrie", size: "10-49" },
  culture: {
    management: "autonomie",
    remotePolicy: "hybrid",
    values: ["bienveillance", "innovation"],
    benefits: ["mutuelle", "horaires"],
    hiringProcess: "deux",
  },
});

const meta = {
  title: "Company analyzer/DescriptionDraftEditor",
  component: DescriptionDraftEditor,
  tags: ["autodocs"],
  args: { draft, onSave: fn(async () => {}), onSkip: fn() },
  decorators: [
    (Story) => (
      <div className="w-[min(48rem,92vw)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DescriptionDraftEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const editorOf = (canvas: { findByRole: typeof screen.findByRole }) =>
  canvas.findByRole("textbox", { name: "Description de l'entreprise" }, { timeout: 10_000 });

/** The draft composed from the answers, ready to edit; saving sends the edited text. */
export const Draft: Story = {
  play: async ({ args, canvas }) => {
    const editor = await editorOf(canvas);
    await waitFor(() => expect(editor).toHaveTextContent(/Atelier Lumière est une entreprise de 10 à 49 salariés/));
    await expect(editor).toHaveTextContent(/Le télétravail est possible une partie de la semaine\./);
    await userEvent.click(editor);
    await userEvent.keyboard(" Venez nous voir !");
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer la description" }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(args.onSave).toHaveBeenCalledWith(expect.stringContaining("Venez nous voir !"));
    await expect(args.onSave).toHaveBeenCalledWith(expect.stringContaining("<p>Atelier Lumière est une entreprise"));
  },
};

/** « Passer cette étape » leaves without saving anything. */
export const Skipped: Story = {
  play: async ({ args, canvas }) => {
    await editorOf(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Passer cette étape" }));
    await expect(args.onSkip).toHaveBeenCalledTimes(1);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Emptied: saving is refused at the field, in French, and the editor takes the focus. */
export const Emptied: Story = {
  args: { draft: "" },
  play: async ({ args, canvas }) => {
    const editor = await editorOf(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer la description" }));
    await expect(editor).toHaveAttribute("aria-invalid", "true");
    await expect(editor).toHaveAccessibleDescription(/Écrivez quelques lignes, ou passez cette étape\./);
    await waitFor(() => expect(editor).toHaveFocus());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A refused save says why and keeps the text. */
export const SaveFailed: Story = {
  args: { onSave: fn(async () => Promise.reject(new Error("« Description » n'est pas valide."))) },
  play: async ({ canvas }) => {
    const editor = await editorOf(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer la description" }));
    await expect(await canvas.findByText("« Description » n'est pas valide.")).toBeVisible();
    await expect(canvas.getByText("Enregistrement impossible")).toBeVisible();
    await expect(editor).toHaveTextContent(/Atelier Lumière/);
  },
};
