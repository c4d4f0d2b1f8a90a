import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";

import { composePortraitDraft } from "@fuse/domain/portrait/draft";

import { PortraitEditor } from "./portrait-editor.tsx";

const draft = composePortraitDraft({
  firstName: "Camille",
  targetTitle: "Développeur / Développeuse web",
  romeCode: "M1805",
  experienceYears: 6,
  city: "Lyon",
  contractTypes: ["CDI"],
  skills: ["React", "TypeScript"],
  motivation: "Rendre le web utilisable par tout le monde",
});

const meta = {
  title: "Portrait/PortraitEditor",
  component: PortraitEditor,
  tags: ["autodocs"],
  args: { loadDraft: fn(async () => draft), onSave: fn(async () => {}) },
  decorators: [
    (Story) => (
      <div className="w-[min(48rem,92vw)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PortraitEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const editorOf = (canvas: { findByRole: typeof screen.findByRole }) =>
  canvas.findByRole("textbox", { name: "Mon portrait" }, { timeout: 10_000 });

/** Empty: saving is refused at the field and nothing is sent. */
export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const editor = await editorOf(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer" }));
    await expect(editor).toHaveAttribute("aria-invalid", "true");
    await expect(editor).toHaveAccessibleDescription(
      /Écrivez votre portrait avant de l'enregistrer : quelques lignes suffisent\./,
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** « Partir d'un brouillon » fills the editor with the candidate's own facts; saving sends it. */
export const FromADraft: Story = {
  play: async ({ args, canvas }) => {
    const editor = await editorOf(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Partir d'un brouillon" }));
    await waitFor(() =>
      expect(editor).toHaveTextContent(
        /Je suis Camille, développeur \/ développeuse web avec 6 ans d'expérience, et j'habite à Lyon\./,
      ),
    );
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(args.onSave).toHaveBeenCalledWith(expect.stringContaining("<p>Je suis Camille, "));
  },
};

/** « Aperçu » shows the portrait as recruiters read it. */
export const Preview: Story = {
  args: { defaultValue: "<p>Développeuse <strong>front-end</strong> à Lyon.</p>" },
  play: async ({ canvas }) => {
    await editorOf(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Aperçu" }));
    const preview = canvas.getByRole("region", { name: "Aperçu : ce que verront les recruteurs" });
    await expect(preview).toHaveTextContent(/Développeuse front-end à Lyon\./);
    await expect(canvas.getByRole("button", { name: "Revenir à l'édition" })).toHaveAttribute("aria-pressed", "true");
  },
};

/** A draft over text already written asks first; « Garder mon texte » keeps it. */
export const DraftOverText: Story = {
  args: { defaultValue: "<p>Mon texte à moi.</p>" },
  play: async ({ canvas }) => {
    const editor = await editorOf(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Partir d'un brouillon" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Remplacer votre texte par le brouillon ?" });
    await expect(dialog).toHaveAccessibleDescription(/sera remplacé/);
    await userEvent.click(screen.getByRole("button", { name: "Garder mon texte" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(editor).toHaveTextContent("Mon texte à moi.");
  },
};

/** Too little known about the candidate: the draft says so instead of inventing. */
export const NothingToDraft: Story = {
  args: { loadDraft: fn(async () => "") },
  play: async ({ canvas }) => {
    await editorOf(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Partir d'un brouillon" }));
    await expect(
      await canvas.findByText(/pas encore assez d'informations sur vous pour préparer un brouillon/),
    ).toBeVisible();
  },
};

/** The server refuses the portrait: its French message shows at the field. */
export const RefusedByTheServer: Story = {
  args: {
    defaultValue: "<p>Un portrait.</p>",
    onSave: fn(async () => {
      throw Object.assign(new Error("« Mon portrait » est trop long une fois nettoyé (20000 caractères au plus)."), {
        field: "form.memo",
      });
    }),
  },
  play: async ({ canvas }) => {
    const editor = await editorOf(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(editor).toHaveAttribute("aria-invalid", "true"));
    await expect(editor).toHaveAccessibleDescription(/est trop long une fois nettoyé/);
  },
};
