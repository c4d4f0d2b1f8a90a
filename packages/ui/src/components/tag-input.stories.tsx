import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";

import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "./field";
import { TagInput } from "./tag-input";

const skills = ["JavaScript", "TypeScript", "Java", "Python", "Go", "Rust", "SQL", "React", "Node.js"];

/** A fake lookup with latency, as a server would answer. */
const loadSkills = async (query: string, signal: AbortSignal) => {
  await new Promise((resolve) => setTimeout(resolve, 300));
  if (signal.aborted) return [];
  return skills.filter((skill) => skill.toLowerCase().includes(query.toLowerCase()));
};

const meta = {
  title: "Forms/TagInput",
  component: TagInput,
  tags: ["autodocs"],
  args: {
    "aria-label": "Compétences",
    placeholder: "Ajouter une compétence",
    onValueChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-96">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TagInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("combobox", { name: "Compétences" });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard("React{Enter}Node.js,");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["React", "Node.js"]);
    await expect(canvas.getByRole("status")).toHaveTextContent("Ajouté : Node.js.");
    await userEvent.keyboard("{Backspace}");
    await expect(canvas.queryByRole("button", { name: "Retirer Node.js" })).not.toBeInTheDocument();
  },
};

export const Filled: Story = {
  args: { defaultValue: ["JavaScript", "TypeScript", "SQL"] },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Retirer JavaScript" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("combobox", { name: "Compétences" })).toHaveFocus();
    await expect(canvas.getByRole("status")).toHaveTextContent("Retiré : JavaScript.");
  },
};

/** Suggestions from a list: type, then arrows and Enter. */
export const WithSuggestions: Story = {
  args: { suggestions: skills },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Compétences" }));
    await userEvent.keyboard("script");
    await expect(canvas.getByRole("option", { name: "JavaScript" })).toBeVisible();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["TypeScript"]);
  },
};

/** Suggestions fetched as the user types; a spinner shows while they load. */
export const Loading: Story = {
  args: { loadSuggestions: loadSkills },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Compétences" }));
    await userEvent.keyboard("ja");
    await expect(await canvas.findByText("Recherche…")).toBeVisible();
    await expect(await canvas.findByRole("option", { name: "JavaScript" })).toBeVisible();
  },
};

/** Duplicates (case and accents ignored), a full list and a long tag are refused with a message. */
export const Limits: Story = {
  args: { defaultValue: ["Développement"], maxTags: 3, maxLength: 20 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("combobox", { name: "Compétences" });
    await userEvent.click(input);
    await userEvent.keyboard("developpement{Enter}");
    await expect(canvas.getByText("« developpement » est déjà dans la liste.")).toBeVisible();
    await expect(input).toHaveAccessibleDescription("« developpement » est déjà dans la liste.");
  },
};

/** Inside the kit's Field, with an error. */
export const WithError: Story = {
  args: { "aria-label": undefined, defaultValue: ["SQL"] },
  render: (args) => (
    <Field invalid required>
      <FieldLabel>Compétences</FieldLabel>
      <FieldControl>
        <TagInput {...args} />
      </FieldControl>
      <FieldDescription>Entrée ou virgule pour ajouter.</FieldDescription>
      <FieldError>Ajoutez au moins deux compétences.</FieldError>
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole("combobox", { name: "Compétences" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(
      "Entrée ou virgule pour ajouter. Ajoutez au moins deux compétences.",
    );
  },
};

export const Disabled: Story = {
  args: { defaultValue: ["SQL", "Excel"], disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Compétences" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Retirer SQL" })).toBeDisabled();
  },
};

/** Every text is a prop: here in English. */
export const English: Story = {
  args: {
    "aria-label": "Skills",
    placeholder: "Add a skill",
    defaultValue: ["Go"],
    suggestions: skills,
    removeLabel: (tag) => `Remove ${tag}`,
    duplicateMessage: (tag) => `"${tag}" is already in the list.`,
    maxTagsMessage: (max) => `No more than ${max}.`,
    maxLengthMessage: (max) => `At most ${max} characters.`,
    addedMessage: (tag) => `${tag} added.`,
    removedMessage: (tag) => `${tag} removed.`,
    loadingText: "Loading…",
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Skills" }));
    await userEvent.keyboard("go{Enter}");
    await expect(canvas.getByText('"go" is already in the list.')).toBeVisible();
    await userEvent.clear(canvas.getByRole("combobox", { name: "Skills" }));
    await userEvent.keyboard("Rust{Enter}");
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("Rust added."));
    await expect(canvas.getByRole("button", { name: "Remove Rust" })).toBeVisible();
  },
};
