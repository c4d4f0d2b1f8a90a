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
import { CityAutocomplete } from "./place-autocomplete";

// A provider of a few French communes (as the product's server answers them) and the Google one on a
// fake Places library that follows Google's documentation: no key, no network.
const communes = createFakeCommunesProvider();
const slow = { timeout: 10_000 };

const meta = {
  title: "Forms/CityAutocomplete",
  component: CityAutocomplete,
  tags: ["autodocs"],
  args: {
    id: "city",
    provider: communes,
    placeholder: "Lyon, 69003…",
    onSelect: fn(),
    onValueChange: fn(),
  },
  argTypes: { provider: { control: false } },
  render: (args) => (
    <div className="flex h-80 w-96 flex-col gap-2">
      <label htmlFor={args.id} className="text-sm font-medium text-foreground">
        Ville
      </label>
      <CityAutocomplete {...args} />
    </div>
  ),
} satisfies Meta<typeof CityAutocomplete>;

export default meta;
type Story = StoryObj<typeof meta>;

/** French communes, each with its département and région; the one chosen is handed over. */
export const Communes: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("combobox", { name: "Ville" });
    await userEvent.type(input, "saint-etienne");
    await canvas.findByRole("option", { name: "Saint-Étienne (42), Auvergne-Rhône-Alpes, France" }, slow);
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ city: "Saint-Étienne", place_id: "insee:42218", country: "France" }),
    );
  },
};

/** By postal code: the city under the code that matched. */
export const CommunesByPostalCode: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: "Ville" }), "69003");
    await canvas.findByRole("option", { name: "Lyon (69003), Auvergne-Rhône-Alpes, France" }, slow);
  },
};

/** Google Places (here a fake library): cities, régions and départements only. */
export const Google: Story = {
  args: { provider: createFakeGoogleProvider({ latency: 150 }).provider },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: "Ville" }), "lyon");
    await userEvent.click(await canvas.findByRole("option", { name: "Lyon, France" }, slow));
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ city: "Lyon", region: "Auvergne-Rhône-Alpes", lat: 45.764, lng: 4.8357 }),
    );
  },
};

/** Google: a city whose details fail is still offered, in France at 0, 0. */
export const GoogleDetailsFail: Story = {
  args: { provider: createFakeGoogleProvider({ failDetailsFor: ["ChIJ-lyon"] }).provider },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: "Ville" }), "lyon");
    await userEvent.click(await canvas.findByRole("option", { name: "Lyon, France" }, slow));
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ city: "Lyon", lat: 0, lng: 0, country: "France" }),
    );
  },
};

/** A slow service: the list says it is searching. */
export const Loading: Story = {
  args: { provider: withLatency(communes, 60_000) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: "Ville" }), "lyon");
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("Recherche…"));
  },
};

export const NoResult: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: "Ville" }), "xqzw");
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("Aucun résultat"), slow);
  },
};

/** Google's autocomplete fails (quota, network): the failure is logged and the list is empty. */
export const GoogleFails: Story = {
  args: { provider: createFakeGoogleProvider({ failAutocomplete: true }).provider },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: "Ville" }), "lyon");
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("Aucun résultat"), slow);
  },
};

/** The Maps script cannot load (blocked, offline): lookups come back empty. */
export const MapsScriptNotLoaded: Story = {
  args: { provider: createUnloadableGoogleProvider() },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: "Ville" }), "lyon");
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("Aucun résultat"), slow);
  },
};

/** The search cannot be made (its service is down): the field says so, and stays valid. */
export const Unavailable: Story = {
  args: { provider: createUnavailableProvider(communes).provider },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("combobox", { name: "Ville" });
    await userEvent.type(input, "lyon");
    await waitFor(
      () =>
        expect(canvas.getByRole("status")).toHaveTextContent(
          "Recherche de lieux indisponible pour le moment. Réessayez dans un instant.",
        ),
      slow,
    );
    await expect(input).toHaveAttribute("aria-expanded", "true");
    await expect(input).not.toBeInvalid();
  },
};

/** A provider that throws an unexpected error: the field copes and says the search is unavailable. */
export const BrokenProvider: Story = {
  args: { provider: createRejectingProvider() },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: "Ville" }), "lyon");
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent(/indisponible/), slow);
  },
};

/** Labelled by another element, whose name the list takes too. */
export const LabelledBy: Story = {
  args: { id: undefined, "aria-labelledby": "city-heading" },
  render: (args) => (
    <div className="flex h-80 w-96 flex-col gap-2">
      <h3 id="city-heading" className="text-sm font-medium text-foreground">
        Ville
      </h3>
      <CityAutocomplete {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: "Ville" }), "nantes");
    await canvas.findByRole("option", { name: "Nantes (44), Pays de la Loire, France" }, slow);
    await expect(canvas.getByRole("listbox", { name: "Ville" })).toBeVisible();
  },
};
