import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";

import {
  createFakeCommunesProvider,
  createFakeGoogleProvider,
  createRejectingProvider,
  createUnavailableProvider,
  createUnloadableGoogleProvider,
  withLatency,
} from "../places/test-utils/fake-providers";
import { AddressAutocomplete } from "./place-autocomplete";

// A provider of a few French communes (as the product's server answers them) and the Google one on a
// fake Places library that follows Google's documentation: no key, no network.
const communes = createFakeCommunesProvider();
const slow = { timeout: 10_000 };

const meta = {
  title: "Forms/AddressAutocomplete",
  component: AddressAutocomplete,
  tags: ["autodocs"],
  args: {
    id: "address",
    provider: communes,
    placeholder: "12 rue de la Paix, 75002 Paris",
    onSelect: fn(),
    onValueChange: fn(),
  },
  argTypes: { provider: { control: false } },
  render: (args) => (
    <div className="flex h-80 w-96 flex-col gap-2">
      <label htmlFor={args.id} className="text-sm font-medium text-foreground">
        Adresse
      </label>
      <AddressAutocomplete {...args} />
    </div>
  ),
} satisfies Meta<typeof AddressAutocomplete>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A provider that knows no streets suggests communes only, one per postal code, and never places a
 * typed street in a commune (see `CommuneStreetFields` for the street).
 */
export const CommunesOnly: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("combobox", { name: "Adresse" });
    await userEvent.type(input, "8 rue Saint-Honoré");
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("Aucun résultat"), slow);
    await expect(canvas.queryByRole("option", { name: /Saint-Honoré/ })).toBeNull();
    await userEvent.clear(input);
    await userEvent.type(input, "Paris");
    await canvas.findByRole("option", { name: "75001 Paris" }, slow);
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ streetAddress: "", postal_code: "75001", city: "Paris" }),
    );
  },
};

/** Google Places (here a fake library): suggestions with their fetched details. */
export const Google: Story = {
  args: { provider: createFakeGoogleProvider({ latency: 150 }).provider },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: "Adresse" }), "12 rue de la paix");
    await userEvent.click(await canvas.findByRole("option", { name: "12 Rue de la Paix, Paris, France" }, slow));
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ streetAddress: "12 Rue de la Paix", postal_code: "75002", latitude: 48.869 }),
    );
  },
};

/** Google: an address whose details fail is left out, silently. */
export const GoogleDetailsFail: Story = {
  args: { provider: createFakeGoogleProvider({ failDetailsFor: ["ChIJ-gare-de-lyon"] }).provider },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: "Adresse" }), "lyon");
    await canvas.findByRole("option", { name: "Lyon, France" }, slow);
    await expect(canvas.queryByRole("option", { name: /Gare de Lyon/ })).toBeNull();
  },
};

/** A slow service: the list says it is searching. */
export const Loading: Story = {
  args: { provider: withLatency(communes, 60_000) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: "Adresse" }), "12 rue de la Paix, Paris");
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("Recherche…"));
  },
};

export const NoResult: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: "Adresse" }), "12 rue de Nulle-Part, Xqzw");
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("Aucun résultat"), slow);
  },
};

/** Google's autocomplete fails (quota, network): the failure is logged and the list is empty. */
export const GoogleFails: Story = {
  args: { provider: createFakeGoogleProvider({ failAutocomplete: true }).provider },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: "Adresse" }), "12 rue de la paix");
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("Aucun résultat"), slow);
  },
};

/** The Maps script cannot load (blocked, offline): lookups come back empty. */
export const MapsScriptNotLoaded: Story = {
  args: { provider: createUnloadableGoogleProvider() },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: "Adresse" }), "12 rue de la paix");
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("Aucun résultat"), slow);
  },
};

/** The search cannot be made (its service is down): the field says so, and stays valid. */
export const Unavailable: Story = {
  args: { provider: createUnavailableProvider(communes).provider, onUnavailable: fn() },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("combobox", { name: "Adresse" });
    await userEvent.type(input, "12 rue de la paix");
    await waitFor(
      () =>
        expect(canvas.getByRole("status")).toHaveTextContent(
          "Recherche de lieux indisponible pour le moment. Réessayez dans un instant.",
        ),
      slow,
    );
    await expect(input).toHaveAttribute("aria-expanded", "true");
    await expect(input).not.toBeInvalid();
    await expect(args.onUnavailable).toHaveBeenCalled();
  },
};

/** A provider that throws an unexpected error: the field copes and says the search is unavailable. */
export const BrokenProvider: Story = {
  args: { provider: createRejectingProvider() },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: "Adresse" }), "12 rue de la paix");
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent(/indisponible/), slow);
  },
};

/** Wired like a form field: description and error read with the input. */
export const Invalid: Story = {
  args: { "aria-describedby": "address-error", "aria-invalid": true, required: true },
  render: (args) => (
    <div className="flex h-80 w-96 flex-col gap-2">
      <label htmlFor={args.id} className="text-sm font-medium text-foreground">
        Adresse
      </label>
      <AddressAutocomplete {...args} />
      <p id="address-error" className="text-sm font-medium text-destructive">
        Choisissez une adresse dans la liste.
      </p>
    </div>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole("combobox", { name: "Adresse" });
    await expect(input).toHaveAccessibleDescription("Choisissez une adresse dans la liste.");
    await expect(input).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "12 rue de la Paix, 75002 Paris" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Adresse" })).toBeDisabled();
  },
};

/** Texts are props: here in English. */
export const EnglishTexts: Story = {
  args: { emptyText: "No address found", loadingText: "Searching…", listLabel: "Addresses" },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: "Adresse" }), "1 Nowhere Street, Xqzw");
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("No address found"), slow);
  },
};
