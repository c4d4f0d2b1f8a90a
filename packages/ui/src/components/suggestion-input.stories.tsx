import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { Field, FieldControl, FieldDescription, FieldLabel } from "./field";
import { SuggestionInput, type SuggestionInputProps } from "./suggestion-input";

const titles = ["Comptable", "Comptable analytique", "Comptable clientèle", "Contrôleur de gestion", "Aide-comptable"];

/** A fake lookup with latency, as a server would answer. */
const loadTitles = async (query: string, signal: AbortSignal) => {
  await new Promise((resolve) => setTimeout(resolve, 150));
  if (signal.aborted) return [];
  const search = query.toLowerCase();
  return titles.filter((title) => title.toLowerCase().includes(search));
};

/** The input as a form holds it: the value chosen, and how. */
function Controlled(props: Omit<SuggestionInputProps, "value" | "onValueChange"> & Partial<SuggestionInputProps>) {
  const [value, setValue] = React.useState<string | null>(props.value ?? null);
  const [source, setSource] = React.useState<string | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <Field>
        <FieldLabel>Intitulé</FieldLabel>
        <FieldControl>
          <SuggestionInput
            {...props}
            value={value}
            onValueChange={(next, how) => {
              setValue(next);
              setSource(how);
              props.onValueChange?.(next, how);
            }}
          />
        </FieldControl>
        <FieldDescription>Choisissez un intitulé proposé.</FieldDescription>
      </Field>
      <output aria-label="Valeur choisie">{value === null ? "aucune" : `${value} (${source ?? "initiale"})`}</output>
    </div>
  );
}

const meta = {
  title: "Forms/SuggestionInput",
  component: SuggestionInput,
  tags: ["autodocs"],
  args: { value: null, onValueChange: fn(), loadSuggestions: loadTitles },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div className="w-[min(24rem,90vw)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SuggestionInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A suggestion picked is the value. */
export const PickASuggestion: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("combobox", { name: "Intitulé" });
    await userEvent.type(input, "compta");
    await userEvent.click(await canvas.findByRole("option", { name: "Comptable analytique" }));
    await expect(input).toHaveValue("Comptable analytique");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("Comptable analytique", "suggestion");
    await expect(canvas.getByRole("status", { name: "Valeur choisie" })).toHaveTextContent(
      "Comptable analytique (suggestion)",
    );
  },
};

/** Text typed half-way is no value: a hint says so, and the last option keeps it only on purpose. */
export const KeepTyped: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("combobox", { name: "Intitulé" });
    await userEvent.type(input, "Gestionnaire paie");
    const keep = await canvas.findByRole("option", { name: "Garder « Gestionnaire paie » tel quel" });
    await expect(canvas.getByText("Choisissez une suggestion dans la liste.")).toBeVisible();
    await expect(input).toHaveAccessibleDescription(/Choisissez une suggestion dans la liste\./);
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.click(keep);
    await expect(args.onValueChange).toHaveBeenLastCalledWith("Gestionnaire paie", "typed");
    await expect(canvas.queryByText("Choisissez une suggestion dans la liste.")).not.toBeInTheDocument();
  },
};

/** By keyboard: arrows through the suggestions to the last option, Enter chooses. */
export const ByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("combobox", { name: "Intitulé" });
    await userEvent.click(input);
    await userEvent.keyboard("comptab");
    const list = await canvas.findByRole("listbox");
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole("option")
          .map((option) => option.textContent),
      ).toEqual([
        "Comptable",
        "Comptable analytique",
        "Comptable clientèle",
        "Aide-comptable",
        "Garder « comptab » tel quel",
      ]),
    );
    await userEvent.keyboard("{ArrowUp}{Enter}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("comptab", "typed");
  },
};

/** Typing again after a choice leaves it: the value is null until a new one is chosen. */
export const TypingLeavesTheChoice: Story = {
  args: { value: "Comptable" },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("combobox", { name: "Intitulé" });
    await expect(input).toHaveValue("Comptable");
    await userEvent.type(input, "{Backspace}{Backspace}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null, null);
    await expect(canvas.getByRole("status", { name: "Valeur choisie" })).toHaveTextContent("aucune");
  },
};

/** Without `allowTyped`, only a suggestion can be the value. */
export const SuggestionsOnly: Story = {
  args: { allowTyped: false, pendingText: "Choisissez un intitulé dans la liste." },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: "Intitulé" }), "compta");
    await canvas.findByRole("option", { name: "Comptable" });
    await expect(canvas.queryByRole("option", { name: /tel quel/ })).not.toBeInTheDocument();
  },
};

/** A long typed text wraps in the list on a 360 px phone. */
export const OnAPhone: Story = {
  globals: { viewport: { value: "mobile1" } },
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByRole("combobox", { name: "Intitulé" }),
      "Responsable de la comptabilité fournisseurs et de la trésorerie",
    );
    const keep = await canvas.findByRole("option", { name: /^Garder « Responsable de la comptabilité/ });
    await expect(keep.scrollWidth).toBeLessThanOrEqual(keep.clientWidth);
  },
};
