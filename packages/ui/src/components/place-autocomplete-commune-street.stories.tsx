import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";

import {
  createFakeCommunesProvider,
  createFakeGoogleProvider,
  createStreetSearchDownProvider,
} from "../places/test-utils/fake-providers";
import type { AddressSuggestion, PlacesProvider } from "../places/types";
import { AddressAutocomplete, CommuneStreetFields, useAddressEntry } from "./place-autocomplete";

// A provider of a few French communes that knows no streets, as the product's server answers them;
// nothing here reaches a network.
const communes = createFakeCommunesProvider();
const slow = { timeout: 10_000 };

type FieldsArgs = React.ComponentProps<typeof CommuneStreetFields>;

/** The fields with their texts held in state, as a form holds them. */
function Controlled(args: FieldsArgs) {
  const [commune, setCommune] = React.useState(args.communeValue);
  const [street, setStreet] = React.useState(args.streetValue);
  return (
    <CommuneStreetFields
      {...args}
      communeValue={commune}
      onCommuneValueChange={(text) => {
        setCommune(text);
        args.onCommuneValueChange(text);
      }}
      streetValue={street}
      onStreetValueChange={(text) => {
        setStreet(text);
        args.onStreetValueChange(text);
      }}
    />
  );
}

const meta = {
  title: "Forms/CommuneStreetFields",
  component: CommuneStreetFields,
  tags: ["autodocs"],
  args: {
    provider: communes,
    legend: "Adresse",
    required: true,
    communeValue: "",
    streetValue: "",
    communeInputProps: { placeholder: "Paris, 75001…" },
    streetInputProps: { placeholder: "8 rue Saint-Honoré" },
    onCommuneValueChange: fn(),
    onCommuneSelect: fn(),
    onStreetValueChange: fn(),
  },
  argTypes: { provider: { control: false } },
  render: (args) => (
    <div className="h-96 w-[36rem]">
      <Controlled {...args} />
    </div>
  ),
} satisfies Meta<typeof CommuneStreetFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * No address base: the street is typed as text and the commune chosen among the communes, with its
 * postal code. Nothing places « 8 rue Saint-Honoré » in Saint-Honoré (Isère).
 */
export const CommuneChosen: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("group", { name: "Adresse" })).toBeVisible();
    const street = canvas.getByRole("textbox", { name: "Numéro et voie" });
    await userEvent.type(street, "8 rue Saint-Honoré");
    await expect(args.onStreetValueChange).toHaveBeenLastCalledWith("8 rue Saint-Honoré");
    const commune = canvas.getByRole("combobox", { name: /Commune/ });
    await expect(commune).toBeRequired();
    await userEvent.type(commune, "75001");
    await canvas.findByRole("option", { name: "75001 Paris" }, slow);
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onCommuneSelect).toHaveBeenCalledWith(
      expect.objectContaining({ streetAddress: "", postal_code: "75001", city: "Paris", country: "France" }),
    );
    await expect(commune).toHaveValue("75001 Paris");
    await expect(street).toHaveValue("8 rue Saint-Honoré");
  },
};

/** A commune named without a postal code: each of its postal codes is offered. */
export const EachPostalCode: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: /Commune/ }), "Lyon");
    await canvas.findByRole("option", { name: "69001 Lyon" }, slow);
    await expect(canvas.getByRole("option", { name: "69002 Lyon" })).toBeVisible();
  },
};

/** Both parts required, both wrong: each says so under itself, read with its input. */
export const Invalid: Story = {
  args: {
    streetRequired: true,
    streetError: "Saisissez le numéro et la voie.",
    communeError: "Choisissez la commune dans les suggestions.",
  },
  play: async ({ canvas }) => {
    const street = canvas.getByRole("textbox", { name: /Numéro et voie/ });
    await expect(street).toBeInvalid();
    await expect(street).toHaveAccessibleDescription("Saisissez le numéro et la voie.");
    const commune = canvas.getByRole("combobox", { name: /Commune/ });
    await expect(commune).toBeInvalid();
    await expect(commune).toHaveAccessibleDescription("Choisissez la commune dans les suggestions.");
  },
};

/** A notice under the legend says why the street is typed; it describes the group. */
export const WithNotice: Story = {
  args: { notice: "La recherche d'adresses ne répond pas : choisissez la commune et saisissez la voie." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "Adresse" })).toHaveAccessibleDescription(
      "La recherche d'adresses ne répond pas : choisissez la commune et saisissez la voie.",
    );
  },
};

/** An address field that picks its way of entry with `useAddressEntry`, as the product's forms do. */
function AddressEntry({ provider, onSelect }: { provider: PlacesProvider; onSelect: (a: AddressSuggestion) => void }) {
  const entry = useAddressEntry(provider);
  const [text, setText] = React.useState("");
  const [street, setStreet] = React.useState("");
  if (entry.mode === "address")
    return (
      <div className="flex flex-col gap-2">
        <label htmlFor="entry-address" className="text-sm font-medium text-foreground">
          Adresse
        </label>
        <AddressAutocomplete
          id="entry-address"
          provider={provider}
          value={text}
          onValueChange={setText}
          onSelect={onSelect}
          onUnavailable={entry.onUnavailable}
        />
      </div>
    );
  return (
    <CommuneStreetFields
      provider={provider}
      legend="Adresse"
      notice={
        entry.unavailable
          ? "La recherche d'adresses ne répond pas : choisissez la commune, puis saisissez la voie."
          : null
      }
      communeValue={text}
      onCommuneValueChange={setText}
      onCommuneSelect={(commune) => onSelect({ ...commune, streetAddress: street })}
      streetValue={street}
      onStreetValueChange={setStreet}
    />
  );
}

/** With a provider that knows streets (Google, the Base Adresse Nationale), one address autocomplete. */
export const EntryWithStreets: StoryObj<typeof AddressEntry> = {
  args: { provider: createFakeGoogleProvider().provider, onSelect: fn() },
  render: (args) => (
    <div className="h-80 w-[36rem]">
      <AddressEntry {...args} />
    </div>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: "Adresse" }), "12 rue de la paix");
    await userEvent.click(await canvas.findByRole("option", { name: "12 Rue de la Paix, Paris, France" }, slow));
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ streetAddress: "12 Rue de la Paix", postal_code: "75002" }),
    );
    await expect(canvas.queryByRole("textbox", { name: "Numéro et voie" })).toBeNull();
  },
};

/** With a provider that knows no streets, the commune and the street from the start. */
export const EntryWithoutStreets: StoryObj<typeof AddressEntry> = {
  ...EntryWithStreets,
  args: { provider: communes, onSelect: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Numéro et voie" })).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "Commune" })).toBeVisible();
    await expect(canvas.getByRole("group", { name: "Adresse" })).not.toHaveAccessibleDescription(/ne répond pas/);
  },
};

/**
 * The address base does not answer: the field turns into the commune and the street, says why,
 * and communes still come (from the provider's communes).
 */
export const EntryWhenStreetSearchIsDown: StoryObj<typeof AddressEntry> = {
  ...EntryWithStreets,
  args: { provider: createStreetSearchDownProvider(communes), onSelect: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: "Adresse" }), "8 rue Saint-Honoré");
    const group = await canvas.findByRole("group", { name: "Adresse" }, slow);
    await expect(group).toHaveAccessibleDescription(/La recherche d'adresses ne répond pas/);
    await userEvent.type(canvas.getByRole("textbox", { name: "Numéro et voie" }), "8 rue Saint-Honoré");
    const commune = canvas.getByRole("combobox", { name: "Commune" });
    await userEvent.clear(commune);
    await userEvent.type(commune, "Paris");
    await userEvent.click(await canvas.findByRole("option", { name: "75001 Paris" }, slow));
    await waitFor(() =>
      expect(args.onSelect).toHaveBeenCalledWith(
        expect.objectContaining({ streetAddress: "8 rue Saint-Honoré", postal_code: "75001", city: "Paris" }),
      ),
    );
  },
};
