import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from "./select";

const departments = Array.from({ length: 40 }, (_, index) => {
  const code = String(index + 1).padStart(2, "0");
  return { value: code, label: `Département ${code}` };
});

const labelClassName = "text-sm font-medium text-foreground";

const meta = {
  title: "Forms/Select",
  component: Select,
  subcomponents: {
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
    onValueChange: fn(),
  },
} satisfies Meta<typeof Select>;

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

/** The texts are defaults; the app passes its own. */
export const FrenchTexts: Story = {
  render: () => (
    <Select>
      <SelectTrigger aria-label="Offre" className="w-64">
        <SelectValue placeholder="Choisir une offre" />
      </SelectTrigger>
      <SelectContent emptyText="Aucune offre publiée." />
    </Select>
  ),
  play: async ({ canvas, canvasElement }) => {
    canvas.getByRole("combobox", { name: "Offre" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(await screenOf(canvasElement).findByText("Aucune offre publiée.")).toBeVisible();
    await userEvent.keyboard("{Escape}");
  },
};

function ControlledDemo() {
  const [contract, setContract] = React.useState("cdi");
  return (
    <div className="flex flex-col items-start gap-3">
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
        Valeur : <output aria-label="Valeur contrat">{contract}</output>
      </p>
      <button type="button" className="text-sm text-primary underline" onClick={() => setContract("cdd")}>
        Changer depuis l’extérieur
      </button>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledDemo />,
  play: async ({ canvas }) => {
    const contract = canvas.getByRole("combobox", { name: "Type de contrat" });
    await expect(contract).toHaveTextContent("CDI");
    await userEvent.click(canvas.getByRole("button", { name: "Changer depuis l’extérieur" }));
    await expect(contract).toHaveTextContent("CDD");
    await expect(canvas.getByRole("status", { name: "Valeur contrat" })).toHaveTextContent("cdd");
  },
};

function FormDemo() {
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
  render: () => <FormDemo />,
  play: async ({ canvas, canvasElement }) => {
    const screen = screenOf(canvasElement);
    const sent = canvas.getByRole("status", { name: "Données envoyées" });
    await userEvent.click(canvas.getByRole("button", { name: "Envoyer" }));
    const contract = canvas.getByRole("combobox", { name: "Type de contrat" });
    // The browser's own required-field message.
    await expect(contract).toHaveAttribute("aria-invalid", "true");
    await expect(contract).toHaveAccessibleDescription(/.+/);
    await expect(sent).toBeEmptyDOMElement();

    contract.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("option", { name: "CDI" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(contract).toHaveTextContent("CDI"));
    await userEvent.click(canvas.getByRole("button", { name: "Envoyer" }));
    await expect(sent).toHaveTextContent("contract=cdi");
    await expect(contract).not.toHaveAttribute("aria-invalid");
  },
};
