import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "./field";
import { SearchableSelect, type SearchableSelectOption } from "./searchable-select";

const cities: SearchableSelectOption[] = [
  { value: "paris", label: "Paris", group: "Île-de-France" },
  { value: "versailles", label: "Versailles", group: "Île-de-France" },
  { value: "lyon", label: "Lyon", group: "Auvergne-Rhône-Alpes" },
  { value: "grenoble", label: "Grenoble", group: "Auvergne-Rhône-Alpes", disabled: true },
  { value: "annecy", label: "Annecy", group: "Auvergne-Rhône-Alpes" },
  { value: "orleans", label: "Orléans", group: "Centre-Val de Loire" },
  { value: "tours", label: "Tours", group: "Centre-Val de Loire" },
  { value: "marseille", label: "Marseille", group: "Provence-Alpes-Côte d'Azur" },
  { value: "nice", label: "Nice", group: "Provence-Alpes-Côte d'Azur" },
];

const departments = Array.from({ length: 40 }, (_, index) => {
  const code = String(index + 1).padStart(2, "0");
  return { value: code, label: `Département ${code}` };
});

const meta = {
  title: "Forms/SearchableSelect",
  component: SearchableSelect,
  tags: ["autodocs"],
  args: {
    options: cities,
    placeholder: "Choisir une ville",
    onValueChange: fn(),
    className: "w-64",
  },
} satisfies Meta<typeof SearchableSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Portalled popups render in document.body, outside the canvas. */
const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  args: { "aria-label": "Ville" },
  play: async ({ args, canvas, canvasElement }) => {
    const screen = screenOf(canvasElement);
    const trigger = canvas.getByRole("combobox", { name: "Ville" });
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}");
    const search = await screen.findByPlaceholderText("Search...");
    await waitFor(() => expect(search).toHaveFocus());
    await expect(screen.getByRole("group", { name: "Île-de-France" })).toBeVisible();
    await expect(screen.getByRole("option", { name: "Grenoble" })).toHaveAttribute("aria-disabled", "true");
    // Case and accents do not matter.
    await userEvent.keyboard("orleans");
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(1));
    await userEvent.keyboard("{Enter}");
    await expect(args.onValueChange).toHaveBeenCalledWith("orleans");
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent("Orléans");
  },
};

export const LongList: Story = {
  args: { "aria-label": "Département", options: departments, placeholder: "Choisir un département" },
  play: async ({ canvas, canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.click(canvas.getByRole("combobox", { name: "Département" }));
    const list = await screen.findByRole("listbox", { name: "Département" });
    await expect(list.getBoundingClientRect().height).toBeLessThanOrEqual(240);
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
  },
};

export const NoResults: Story = {
  args: { "aria-label": "Ville" },
  play: async ({ canvas, canvasElement }) => {
    const screen = screenOf(canvasElement);
    canvas.getByRole("combobox", { name: "Ville" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByPlaceholderText("Search...")).toHaveFocus());
    await userEvent.keyboard("Brest");
    await expect(await screen.findByRole("status")).toHaveTextContent('No results for "Brest".');
  },
};

export const Empty: Story = {
  args: { "aria-label": "Ville", options: [] },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Ville" }));
    await expect(await screenOf(canvasElement).findByRole("status")).toHaveTextContent("No options.");
  },
};

/** The texts are defaults; the app passes its own. */
export const FrenchTexts: Story = {
  args: {
    "aria-label": "Ville",
    searchPlaceholder: "Rechercher…",
    emptyText: "Aucune option.",
    noResultsText: (query) => `Aucun résultat pour « ${query} ».`,
  },
  play: async ({ canvas, canvasElement }) => {
    const screen = screenOf(canvasElement);
    canvas.getByRole("combobox", { name: "Ville" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByPlaceholderText("Rechercher…")).toHaveFocus());
    await userEvent.keyboard("Brest");
    await expect(await screen.findByRole("status")).toHaveTextContent("Aucun résultat pour « Brest ».");
  },
};

/** English texts, as the spec fixes them, on an English list. */
export const English: Story = {
  args: {
    "aria-label": "Country",
    placeholder: "Choose a country",
    options: [
      { value: "fr", label: "France" },
      { value: "de", label: "Germany" },
      { value: "gb", label: "United Kingdom" },
    ],
  },
  play: async ({ args, canvas, canvasElement }) => {
    const screen = screenOf(canvasElement);
    canvas.getByRole("combobox", { name: "Country" }).focus();
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(screen.getByPlaceholderText("Search...")).toHaveFocus());
    await userEvent.keyboard("{End}{Enter}");
    await expect(args.onValueChange).toHaveBeenCalledWith("gb");
  },
};

export const Disabled: Story = {
  args: { "aria-label": "Ville", defaultValue: "lyon", disabled: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: "Ville" });
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveTextContent("Lyon");
  },
};

function ControlledDemo(props: React.ComponentProps<typeof SearchableSelect>) {
  const [city, setCity] = React.useState("lyon");
  return (
    <div className="flex flex-col items-start gap-3">
      <SearchableSelect
        {...props}
        aria-label="Ville"
        value={city}
        onValueChange={(value) => {
          setCity(value);
          props.onValueChange?.(value);
        }}
      />
      <p className="text-sm text-muted-foreground">
        Valeur : <output aria-label="Valeur ville">{city || "aucune"}</output>
      </p>
      <button type="button" className="text-sm text-primary underline" onClick={() => setCity("")}>
        Changer depuis l’extérieur
      </button>
    </div>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledDemo {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    const screen = screenOf(canvasElement);
    const city = canvas.getByRole("combobox", { name: "Ville" });
    await expect(city).toHaveTextContent("Lyon");
    city.focus();
    await userEvent.keyboard("{Enter}");
    // The current value is highlighted when the list opens.
    await waitFor(() => expect(screen.getByRole("option", { name: "Lyon" })).toHaveAttribute("aria-selected", "true"));
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onValueChange).toHaveBeenCalledWith("annecy");
    await expect(canvas.getByRole("status", { name: "Valeur ville" })).toHaveTextContent("annecy");

    await userEvent.click(canvas.getByRole("button", { name: "Changer depuis l’extérieur" }));
    await expect(city).toHaveTextContent("Choisir une ville");
  },
};

/** Inside the kit's Field: label, description and error reach the trigger. */
export const InAField: Story = {
  render: (args) => (
    <Field invalid required className="w-72">
      <FieldLabel>Ville</FieldLabel>
      <FieldControl>
        <SearchableSelect {...args} name="city" className="w-full" />
      </FieldControl>
      <FieldDescription>La ville où vous cherchez un poste.</FieldDescription>
      <FieldError>Choisissez une ville.</FieldError>
    </Field>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    const screen = screenOf(canvasElement);
    const trigger = canvas.getByRole("combobox", { name: "Ville" });
    await expect(trigger).toHaveAttribute("aria-invalid", "true");
    await expect(trigger).toHaveAttribute("aria-required", "true");
    await expect(trigger).toHaveAccessibleDescription("La ville où vous cherchez un poste. Choisissez une ville.");
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Ville", expanded: true })).toBeVisible());
    await userEvent.keyboard("tours{Enter}");
    await expect(args.onValueChange).toHaveBeenCalledWith("tours");
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

function FormDemo(props: React.ComponentProps<typeof SearchableSelect>) {
  const [error, setError] = React.useState<string>();
  const [sent, setSent] = React.useState<string>();
  return (
    <form
      aria-label="Candidature"
      // The browser's own message, shown under the field rather than in a bubble.
      noValidate
      className="flex w-72 flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const select = form.querySelector("select")!;
        setError(select.validity.valid ? undefined : select.validationMessage);
        setSent(
          select.validity.valid
            ? Array.from(new FormData(form), ([key, value]) => `${key}=${String(value)}`).join("&")
            : undefined,
        );
      }}
    >
      <div className="flex flex-col gap-2">
        <label htmlFor="form-city" className="text-sm font-medium text-foreground">
          Ville
        </label>
        <SearchableSelect
          {...props}
          id="form-city"
          name="city"
          required
          className="w-full"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "form-city-error" : undefined}
        />
        {error ? (
          <p id="form-city-error" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="h-10 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground">
        Envoyer
      </button>
      <output aria-label="Données envoyées" className="text-sm text-muted-foreground">
        {sent}
      </output>
    </form>
  );
}

export const InAForm: Story = {
  render: (args) => <FormDemo {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const screen = screenOf(canvasElement);
    const sent = canvas.getByRole("status", { name: "Données envoyées" });
    await userEvent.click(canvas.getByRole("button", { name: "Envoyer" }));
    const city = canvas.getByRole("combobox", { name: "Ville" });
    // The browser's own required-field message.
    await expect(city).toHaveAttribute("aria-invalid", "true");
    await expect(city).toHaveAccessibleDescription(/.+/);
    await expect(sent).toBeEmptyDOMElement();

    city.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByPlaceholderText("Search...")).toHaveFocus());
    await userEvent.keyboard("nice{Enter}");
    await expect(city).toHaveTextContent("Nice");
    await userEvent.click(canvas.getByRole("button", { name: "Envoyer" }));
    await expect(sent).toHaveTextContent("city=nice");
    await expect(city).not.toHaveAttribute("aria-invalid");
  },
};
