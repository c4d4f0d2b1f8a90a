import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";

import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "./field";
import { RichTextEditor } from "./rich-text-editor";

const meta = {
  title: "Forms/RichTextEditor",
  component: RichTextEditor,
  tags: ["autodocs"],
  args: {
    "aria-label": "Description du poste",
    onChange: fn(),
    imageOrigins: ["https://images.example.com"],
  },
  decorators: [
    (Story) => (
      <div className="w-[36rem]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loads TipTap on first render, then makes text bold from the keyboard. */
export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const box = await canvas.findByRole("textbox", { name: "Description du poste" }, { timeout: 10_000 });
    await userEvent.click(box);
    await userEvent.keyboard("Bonjour{Control>}a{/Control}{Shift>}{Tab}{/Shift}");
    await expect(canvas.getByRole("button", { name: "Gras" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith("<p><strong>Bonjour</strong></p>"));
    await expect(canvas.getByRole("button", { name: "Gras" })).toHaveAttribute("aria-pressed", "true");
  },
};

export const Filled: Story = {
  args: {
    defaultValue:
      '<p>Nous cherchons une <strong>développeuse</strong> ou un <em>développeur</em> :</p><ul><li>React</li><li>TypeScript</li></ul><p>Voir <a href="https://fuse.example.com">notre site</a>.</p>',
  },
  play: async ({ canvas }) => {
    const box = await canvas.findByRole("textbox", { name: "Description du poste" }, { timeout: 10_000 });
    await expect(box).toHaveTextContent(/TypeScript/);
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await expect(canvas.getByRole("button", { name: "Liste à puces" })).toHaveFocus();
  },
};

export const WithCharacterCount: Story = {
  args: { maxLength: 200, defaultValue: "<p>Quelques mots.</p>" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("14 / 200 caractères", {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** Inside the kit's Field, with an error. */
export const WithError: Story = {
  args: { "aria-label": undefined },
  render: (args) => (
    <Field invalid required>
      <FieldLabel>Présentation</FieldLabel>
      <FieldControl>
        <RichTextEditor {...args} />
      </FieldControl>
      <FieldDescription>Quelques lignes sur vous.</FieldDescription>
      <FieldError>La présentation est obligatoire.</FieldError>
    </Field>
  ),
  play: async ({ canvas }) => {
    const box = await canvas.findByRole("textbox", { name: "Présentation" }, { timeout: 10_000 });
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box).toHaveAccessibleDescription("Quelques lignes sur vous. La présentation est obligatoire.");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "<p>Texte figé.</p>" },
  play: async ({ canvas }) => {
    const box = await canvas.findByRole("textbox", { name: "Description du poste" }, { timeout: 10_000 });
    await expect(box).toHaveAttribute("contenteditable", "false");
    await expect(canvas.getByRole("button", { name: "Gras" })).toBeDisabled();
  },
};

/** Links accept http, https and mailto only. */
export const AddingALink: Story = {
  args: { defaultValue: "<p>Fuse</p>" },
  play: async ({ args, canvas, canvasElement }) => {
    const box = await canvas.findByRole("textbox", { name: "Description du poste" }, { timeout: 10_000 });
    await userEvent.click(box);
    await userEvent.keyboard("{Control>}a{/Control}");
    await userEvent.click(canvas.getByRole("button", { name: "Lien" }));
    const body = canvasElement.ownerDocument.body;
    const url = body.querySelector<HTMLInputElement>("[data-slot=rich-text-editor-popover] input")!;
    await waitFor(() => expect(url).toHaveFocus());
    await userEvent.keyboard("mailto:contact@fuse.example.com{Enter}");
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith('<p><a href="mailto:contact@fuse.example.com">Fuse</a></p>'),
    );
  },
};

/** Every text is a prop: here in English. */
export const English: Story = {
  args: {
    "aria-label": "Job description",
    maxLength: 500,
    texts: {
      toolbar: "Formatting",
      bold: "Bold",
      italic: "Italic",
      bulletList: "Bulleted list",
      orderedList: "Numbered list",
      link: "Link",
      image: "Image",
      hardBreak: "Line break",
      linkUrl: "Link address",
      applyLink: "Apply",
      removeLink: "Remove link",
      invalidLink: "Invalid address: http, https or mailto only.",
      imageUrl: "Image address",
      imageAlt: "Alternative text",
      insertImage: "Insert",
      missingAlt: "Alternative text is required.",
      imageOriginRefused: (origins) => `Images are accepted only from: ${origins}.`,
      loading: "Loading the editor…",
      characterCount: (count, max) => `${count} / ${max} characters`,
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole("textbox", { name: "Job description" }, { timeout: 10_000 });
    await expect(canvas.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
    await expect(canvas.getByText("0 / 500 characters")).toBeVisible();
  },
};
