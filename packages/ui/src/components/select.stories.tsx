import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import {
  SearchableSelect,
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
  type SearchableSelectOption,
} from "./select";

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

const labelClassName = "text-sm font-medium text-foreground";

const meta = {
  title: "Forms/Select",
  component: SearchableSelect,
  subcomponents: {
    Select,
    SelectTrigger,
    SelectValue,
    SelectContent,
    SelectGroup,
    SelectLabel,
    SelectItem,
    SelectSeparator,
  },
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
  render: (args) => (
    <div className="flex flex-col gap-2">
      <label htmlFor="contract" className={labelClassName}>
        Type de contrat
      </label>
      <Select onValueChange={args.onValueChange}>
        <SelectTrigger id="contract" className="w-64">
          <SelectValue placeholder="Choisir un contrat" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="cdi">CDI</SelectItem>
          <SelectItem value="cdd">CDD</SelectItem>
          <SelectItem value="interim">Intérim</SelectItem>
          <SelectItem value="stage">Stage</SelectItem>
        </SelectContent>
      </Select>
    </div>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    const screen = screenOf(canvasElement);
    const trigger = canvas.getByRole("combobox", { name: "Type de contrat" });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("option", { name: "CDI" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(screen.getByRole("option", { name: "CDD" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await expect(args.onValueChange).toHaveBeenCalledWith("cdd");
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent("CDD");
  },
};

export const Groups: Story = {
  render: () => (
    <Select>
      <SelectTrigger aria-label="Secteur" className="w-64">
        <SelectValue placeholder="Choisir un secteur" />
      </SelectTrigger>
      <SelectContent>
        <SelectGroup>
          <SelectLabel>Tech</SelectLabel>
          <SelectItem value="dev">Développement</SelectItem>
          <SelectItem value="data">Data</SelectItem>
        </SelectGroup>
        <SelectSeparator />
        <SelectGroup>
          <SelectLabel>Commerce</SelectLabel>
          <SelectItem value="sales">Vente</SelectItem>
          <SelectItem value="marketing">Marketing</SelectItem>
        </SelectGroup>
      </SelectContent>
    </Select>
  ),
  play: async ({ canvas, canvasElement }) => {
    const screen = screenOf(canvasElement);
    canvas.getByRole("combobox", { name: "Secteur" }).focus();
    await userEvent.keyboard("{ArrowDown}");
    const commerce = await screen.findByRole("group", { name: "Commerce" });
    await expect(within(commerce).getAllByRole("option")).toHaveLength(2);
    await expect(screen.getByRole("group", { name: "Tech" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.getByRole("combobox", { name: "Secteur" })).toHaveFocus());
  },
};

export const DisabledItems: Story = {
  render: (args) => (
    <Select onValueChange={args.onValueChange}>
      <SelectTrigger aria-label="Disponibilité" className="w-64">
        <SelectValue placeholder="Choisir une date" />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="now">Immédiate</SelectItem>
        <SelectItem value="1m" disabled>
          Sous 1 mois (complet)
        </SelectItem>
        <SelectItem value="3m">Sous 3 mois</SelectItem>
      </SelectContent>
    </Select>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    const screen = screenOf(canvasElement);
    canvas.getByRole("combobox", { name: "Disponibilité" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("option", { name: "Immédiate" })).toHaveFocus());
    await expect(screen.getByRole("option", { name: "Sous 1 mois (complet)" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    // The disabled item is skipped.
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(screen.getByRole("option", { name: "Sous 3 mois" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith("3m");
  },
};

export const LongList: Story = {
  render: () => (
    <Select>
      <SelectTrigger aria-label="Département" className="w-64">
        <SelectValue placeholder="Choisir un département" />
      </SelectTrigger>
      <SelectContent>
        {departments.map((department) => (
          <SelectItem key={department.value} value={department.value}>
            {department.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  ),
  play: async ({ canvas, canvasElement }) => {
    const screen = screenOf(canvasElement);
    canvas.getByRole("combobox", { name: "Département" }).focus();
    await userEvent.keyboard("{Enter}");
    const listbox = await screen.findByRole("listbox", { name: "Département" });
    // 15rem at a 16px root.
    await expect(listbox.getBoundingClientRect().height).toBeLessThanOrEqual(240);
    await userEvent.keyboard("{End}");
    await waitFor(() => expect(screen.getByRole("option", { name: "Département 40" })).toHaveFocus());
    const viewport = listbox.querySelector("[data-slot=select-viewport]");
    await expect(viewport?.scrollTop).toBeGreaterThan(0);
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("combobox", { name: "Département" })).toHaveTextContent("Département 40");
  },
};

export const Empty: Story = {
  render: () => (
    <Select>
      <SelectTrigger aria-label="Offre" className="w-64">
        <SelectValue placeholder="Choisir une offre" />
      </SelectTrigger>
      <SelectContent />
    </Select>
  ),
  play: async ({ canvas, canvasElement }) => {
    canvas.getByRole("combobox", { name: "Offre" }).focus();
    await userEvent.keyboard("{Enter}");
    const listbox = await screenOf(canvasElement).findByRole("listbox", { name: "Offre" });
    await expect(within(listbox).getByText("No options.")).toBeVisible();
    await expect(listbox).toHaveAccessibleDescription("No options.");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.getByRole("combobox", { name: "Offre" })).toHaveFocus());
  },
};

export const Disabled: Story = {
  render: () => (
    <Select disabled defaultValue="cdi">
      <SelectTrigger aria-label="Type de contrat" className="w-64">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="cdi">CDI</SelectItem>
      </SelectContent>
    </Select>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Type de contrat" })).toBeDisabled();
  },
};

export const Searchable: Story = {
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

export const SearchableLongList: Story = {
  args: { "aria-label": "Département", options: departments, placeholder: "Choisir un département" },
  play: async ({ canvas, canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.click(canvas.getByRole("combobox", { name: "Département" }));
    const list = await screen.findByRole("listbox", { name: "Département" });
    await expect(list.getBoundingClientRect().height).toBeLessThanOrEqual(240);
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
  },
};

export const SearchableNoResults: Story = {
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

export const SearchableEmpty: Story = {
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
  render: (args) => (
    <div className="flex flex-col gap-4">
      <SearchableSelect {...args} />
      <Select>
        <SelectTrigger aria-label="Offre" className="w-64">
          <SelectValue placeholder="Choisir une offre" />
        </SelectTrigger>
        <SelectContent emptyText="Aucune offre publiée." />
      </Select>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const screen = screenOf(canvasElement);
    canvas.getByRole("combobox", { name: "Offre" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(await screen.findByText("Aucune offre publiée.")).toBeVisible();
    await userEvent.keyboard("{Escape}");

    canvas.getByRole("combobox", { name: "Ville" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByPlaceholderText("Rechercher…")).toHaveFocus());
    await userEvent.keyboard("Brest");
    await expect(await screen.findByRole("status")).toHaveTextContent("Aucun résultat pour « Brest ».");
  },
};

function ControlledDemo(props: React.ComponentProps<typeof SearchableSelect>) {
  const [city, setCity] = React.useState("lyon");
  const [contract, setContract] = React.useState("cdi");
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
      <Select value={contract} onValueChange={setContract}>
        <SelectTrigger aria-label="Type de contrat" className="w-64">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="cdi">CDI</SelectItem>
          <SelectItem value="cdd">CDD</SelectItem>
        </SelectContent>
      </Select>
      <p className="text-sm text-muted-foreground">
        Valeurs : <output aria-label="Valeur ville">{city || "aucune"}</output>,{" "}
        <output aria-label="Valeur contrat">{contract}</output>
      </p>
      <button
        type="button"
        className="text-sm text-primary underline"
        onClick={() => {
          setCity("");
          setContract("cdd");
        }}
      >
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
    await expect(canvas.getByRole("combobox", { name: "Type de contrat" })).toHaveTextContent("CDD");
  },
};

function FormDemo(props: React.ComponentProps<typeof SearchableSelect>) {
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [sent, setSent] = React.useState<string>();
  return (
    <form
      aria-label="Candidature"
      // The browser's own messages, shown under each field rather than in a bubble.
      noValidate
      className="flex w-72 flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const invalid = Array.from(form.querySelectorAll("select")).filter((select) => !select.validity.valid);
        setErrors(Object.fromEntries(invalid.map((select) => [select.name, select.validationMessage])));
        setSent(
          invalid.length === 0
            ? Array.from(new FormData(form), ([key, value]) => `${key}=${String(value)}`).join("&")
            : undefined,
        );
      }}
    >
      <div className="flex flex-col gap-2">
        <label htmlFor="form-city" className={labelClassName}>
          Ville
        </label>
        <SearchableSelect
          {...props}
          id="form-city"
          name="city"
          required
          className="w-full"
          aria-invalid={errors.city ? true : undefined}
          aria-describedby={errors.city ? "form-city-error" : undefined}
        />
        {errors.city ? (
          <p id="form-city-error" className="text-sm text-destructive">
            {errors.city}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor="form-contract" className={labelClassName}>
          Type de contrat
        </label>
        <Select name="contract" required>
          <SelectTrigger
            id="form-contract"
            className="w-full"
            aria-invalid={errors.contract ? true : undefined}
            aria-describedby={errors.contract ? "form-contract-error" : undefined}
          >
            <SelectValue placeholder="Choisir un contrat" />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="cdi">CDI</SelectItem>
            <SelectItem value="cdd">CDD</SelectItem>
          </SelectContent>
        </Select>
        {errors.contract ? (
          <p id="form-contract-error" className="text-sm text-destructive">
            {errors.contract}
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
    const contract = canvas.getByRole("combobox", { name: "Type de contrat" });
    // The browser's own required-field messages.
    await expect(city).toHaveAttribute("aria-invalid", "true");
    await expect(city).toHaveAccessibleDescription(/.+/);
    await expect(contract).toHaveAttribute("aria-invalid", "true");
    await expect(contract).toHaveAccessibleDescription(/.+/);
    await expect(sent).toBeEmptyDOMElement();

    city.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByPlaceholderText("Search...")).toHaveFocus());
    await userEvent.keyboard("nice{Enter}");
    await expect(city).toHaveTextContent("Nice");
    contract.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("option", { name: "CDI" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(contract).toHaveTextContent("CDI"));
    await userEvent.click(canvas.getByRole("button", { name: "Envoyer" }));
    await expect(sent).toHaveTextContent("city=nice&contract=cdi");
    await expect(city).not.toHaveAttribute("aria-invalid");
  },
};
