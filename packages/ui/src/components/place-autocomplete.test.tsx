// Both autocompletes with two kinds of provider: one of communes that knows no streets (a fake of a
// few communes, as the product's server answers them), and the Google one over a fake Places library
// that follows Google's documentation (see ../places/test-utils/fake-google-places.ts).
import * as React from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";

import {
  createFakeCommunesProvider,
  createFakeGoogleProvider,
  createRejectingProvider,
  createUnavailableProvider,
  createUnloadableGoogleProvider,
  withLatency,
} from "../places/test-utils/fake-providers";
import {
  PlacesUnavailableError,
  type AddressSuggestion,
  type CitySuggestion,
  type PlacesProvider,
} from "../places/types";
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "./field";
import { AddressAutocomplete, CityAutocomplete, CommuneStreetFields } from "./place-autocomplete";

const communes = createFakeCommunesProvider();

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const addressBox = () => page.getByRole("combobox", { name: "Adresse" });
const cityBox = () => page.getByRole("combobox", { name: "Ville" });
const status = () => page.getByRole("status");
const unavailableText = "Recherche de lieux indisponible pour le moment. Réessayez dans un instant.";

/** A city lookup held until the test answers it (or fails it), with what it was asked. */
interface HeldLookup {
  input: string;
  signal: AbortSignal;
  answer: (cities: CitySuggestion[]) => void;
  fail: () => void;
}

/**
 * Renders a city field whose lookups wait for the test, then types "par" and "is" with a pause
 * between: two lookups, the first made stale by the second.
 */
async function typeParisInTwoLookups(): Promise<HeldLookup[]> {
  const lookups: HeldLookup[] = [];
  const provider: PlacesProvider = {
    ...communes,
    suggestCities: (input, { signal } = {}) =>
      new Promise((answer, reject) =>
        lookups.push({
          input,
          signal: signal as AbortSignal,
          answer,
          fail: () => reject(new PlacesUnavailableError()),
        }),
      ),
  };
  await renderCity({ provider, debounce: 150 });
  await userEvent.type(cityBox(), "par");
  await expect.poll(() => lookups.length).toBe(1);
  await userEvent.type(cityBox(), "is");
  await expect.poll(() => lookups.length).toBe(2);
  return lookups;
}

function renderAddress(props: Partial<React.ComponentProps<typeof AddressAutocomplete>> = {}) {
  return render(<AddressAutocomplete aria-label="Adresse" provider={communes} debounce={10} {...props} />);
}
function renderCity(props: Partial<React.ComponentProps<typeof CityAutocomplete>> = {}) {
  return render(<CityAutocomplete aria-label="Ville" provider={communes} debounce={10} {...props} />);
}

describe("AddressAutocomplete, a provider without streets", () => {
  it("suggests communes with their postal code, never a street, and picks one with the keyboard", async () => {
    const onSelect = vi.fn();
    await renderAddress({ onSelect });
    await userEvent.type(addressBox(), "75002");
    await expect.element(page.getByRole("option", { name: "75002 Paris" })).toBeVisible();
    await userEvent.keyboard("{ArrowDown}{Enter}");
    expect(onSelect).toHaveBeenCalledWith({
      description: "75002 Paris",
      streetAddress: "",
      city: "Paris",
      postal_code: "75002",
      latitude: 48.8534,
      longitude: 2.3488,
      country: "France",
    });
    await expect.element(addressBox()).toHaveValue("75002 Paris");
    await expect.element(addressBox()).toHaveAttribute("aria-expanded", "false");
  });

  it("finds nothing for a typed street: « 8 rue Saint-Honoré » is not put in Saint-Honoré (Isère)", async () => {
    await renderAddress();
    await userEvent.type(addressBox(), "8 rue Saint-Honoré");
    await expect.element(status()).toHaveTextContent("Aucun résultat");
    expect(page.getByRole("option").elements()).toHaveLength(0);
  });
});

describe("CommuneStreetFields, a provider without streets", () => {
  function Fields({ onCommuneSelect }: { onCommuneSelect: (commune: AddressSuggestion) => void }) {
    const [commune, setCommune] = React.useState("");
    const [street, setStreet] = React.useState("");
    return (
      <CommuneStreetFields
        provider={communes}
        legend="Lieu de travail"
        required
        debounce={10}
        communeValue={commune}
        onCommuneValueChange={setCommune}
        onCommuneSelect={onCommuneSelect}
        streetValue={street}
        onStreetValueChange={setStreet}
      />
    );
  }

  it("keeps the street as typed and takes the postal code, town and point from the commune chosen", async () => {
    const onCommuneSelect = vi.fn();
    await render(<Fields onCommuneSelect={onCommuneSelect} />);
    await userEvent.type(page.getByRole("combobox", { name: /Commune/ }), "Paris");
    await expect.element(page.getByRole("option", { name: "75001 Paris" })).toBeVisible();
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await userEvent.tab();
    const street = page.getByRole("textbox", { name: "Numéro et voie" });
    await expect.element(street).toHaveFocus();
    await userEvent.keyboard("8 rue Saint-Honoré");
    expect(onCommuneSelect).toHaveBeenCalledWith(
      expect.objectContaining({ streetAddress: "", city: "Paris", postal_code: "75001", latitude: 48.8534 }),
    );
    await expect.element(street).toHaveValue("8 rue Saint-Honoré");
    await expect.element(page.getByRole("combobox", { name: /Commune/ })).toHaveValue("75001 Paris");
    await expect.element(page.getByRole("group", { name: "Lieu de travail" })).toBeVisible();
  });
});

describe("CityAutocomplete, a provider of communes", () => {
  it("hands over the city suggestion chosen with the keyboard", async () => {
    const onSelect = vi.fn();
    await renderCity({ onSelect });
    await userEvent.type(cityBox(), "saint-etienne");
    const first = page.getByRole("option").first();
    await expect.element(first).toHaveTextContent("Saint-Étienne (42), Auvergne-Rhône-Alpes, France");
    await userEvent.keyboard("{ArrowDown}");
    await expect.element(first).toHaveAttribute("aria-selected", "true");
    await expect.element(cityBox()).toHaveAttribute("aria-activedescendant", first.element().id);
    await userEvent.keyboard("{Enter}");
    expect(onSelect).toHaveBeenCalledWith({
      description: "Saint-Étienne (42), Auvergne-Rhône-Alpes, France",
      city: "Saint-Étienne",
      region: "Auvergne-Rhône-Alpes",
      place_id: "insee:42218",
      lat: expect.any(Number),
      lng: expect.any(Number),
      country: "France",
    });
  });

  it("finds a city by postal code", async () => {
    await renderCity();
    await userEvent.type(cityBox(), "69003");
    await expect
      .element(page.getByRole("option", { name: "Lyon (69003), Auvergne-Rhône-Alpes, France" }))
      .toBeVisible();
  });

  it("shows the empty state for an unknown name", async () => {
    await renderCity();
    await userEvent.type(cityBox(), "xqzw");
    await expect.element(status()).toHaveTextContent("Aucun résultat");
  });
});

describe("AddressAutocomplete, Google provider (fake Places library)", () => {
  it("suggests addresses and hands over the mapped details", async () => {
    const { provider, calls } = createFakeGoogleProvider();
    const onSelect = vi.fn();
    await renderAddress({ provider, onSelect });
    await userEvent.type(addressBox(), "12 rue de la paix");
    await userEvent.click(page.getByRole("option", { name: "12 Rue de la Paix, Paris, France" }));
    expect(onSelect).toHaveBeenCalledWith({
      description: "12 Rue de la Paix, Paris, France",
      streetAddress: "12 Rue de la Paix",
      city: "Paris",
      postal_code: "75002",
      latitude: 48.869,
      longitude: 2.3316,
      country: "France",
    });
    expect(calls.autocompleteRequests.at(-1)).toMatchObject({
      input: "12 rue de la paix",
      includedRegionCodes: ["fr"],
      language: "fr",
    });
  });

  it("leaves out an address whose details fail", async () => {
    const { provider } = createFakeGoogleProvider({ failDetailsFor: ["ChIJ-gare-de-lyon"] });
    await renderAddress({ provider });
    await userEvent.type(addressBox(), "lyon");
    await expect.element(page.getByRole("option", { name: "Lyon, France" })).toBeVisible();
    expect(
      page
        .getByRole("option")
        .elements()
        .map((option) => option.textContent),
    ).toEqual(["10 Place Bellecour, Lyon, France", "Lyon, France", "Lyons-la-Forêt, France"]);
  });

  it("shows the empty state when the autocomplete request fails", async () => {
    const { provider } = createFakeGoogleProvider({ failAutocomplete: true });
    await renderAddress({ provider });
    await userEvent.type(addressBox(), "12 rue de la paix");
    await expect.element(status()).toHaveTextContent("Aucun résultat");
    expect(consoleError).toHaveBeenCalled();
  });

  it("shows the empty state when the maps script cannot load", async () => {
    await renderAddress({ provider: createUnloadableGoogleProvider() });
    await userEvent.type(addressBox(), "12 rue de la paix");
    await expect.element(status()).toHaveTextContent("Aucun résultat");
  });
});

describe("CityAutocomplete, Google provider (fake Places library)", () => {
  it("suggests cities only, and hands over the mapped details", async () => {
    const { provider, calls } = createFakeGoogleProvider();
    const onSelect = vi.fn();
    await renderCity({ provider, onSelect });
    await userEvent.type(cityBox(), "lyon");
    await expect.element(page.getByRole("option", { name: "Lyons-la-Forêt, France" })).toBeVisible();
    expect(page.getByRole("option").elements()).toHaveLength(2);
    await userEvent.keyboard("{ArrowDown}{Enter}");
    expect(onSelect).toHaveBeenCalledWith({
      description: "Lyon, France",
      city: "Lyon",
      region: "Auvergne-Rhône-Alpes",
      place_id: "ChIJ-lyon",
      lat: 45.764,
      lng: 4.8357,
      country: "France",
    });
    expect(calls.autocompleteRequests.at(-1)?.includedPrimaryTypes).toEqual([
      "locality",
      "administrative_area_level_1",
      "administrative_area_level_2",
    ]);
  });

  it("keeps a city whose details fail, in France at 0, 0", async () => {
    const { provider } = createFakeGoogleProvider({ failDetailsFor: ["ChIJ-lyon"] });
    const onSelect = vi.fn<(city: CitySuggestion) => void>();
    await renderCity({ provider, onSelect });
    await userEvent.type(cityBox(), "lyon");
    await userEvent.click(page.getByRole("option", { name: "Lyon, France" }));
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ city: "Lyon", place_id: "ChIJ-lyon", lat: 0, lng: 0, country: "France" }),
    );
  });

  it("shows the empty state when the autocomplete request fails or the script cannot load", async () => {
    const { provider } = createFakeGoogleProvider({ failAutocomplete: true });
    const screen = await renderCity({ provider });
    await userEvent.type(cityBox(), "lyon");
    await expect.element(status()).toHaveTextContent("Aucun résultat");

    await screen.rerender(
      <CityAutocomplete aria-label="Ville" provider={createUnloadableGoogleProvider()} debounce={10} />,
    );
    await userEvent.type(cityBox(), "n");
    await expect.element(status()).toHaveTextContent("Aucun résultat");
  });
});

describe("Place autocomplete, search unavailable", () => {
  it("says the search is unavailable, not that nothing matched, and keeps the input valid", async () => {
    await renderAddress({ provider: createUnavailableProvider(communes).provider });
    await userEvent.type(addressBox(), "12 rue de la Paix, Paris");
    await expect.element(status()).toHaveTextContent(unavailableText);
    await expect.element(addressBox()).toHaveAttribute("aria-expanded", "true");
    await expect.element(addressBox()).not.toHaveAttribute("aria-invalid");
    expect(page.getByRole("option").elements()).toHaveLength(0);
    expect(consoleError).toHaveBeenCalledWith(
      "Place autocomplete: the lookup failed",
      expect.any(PlacesUnavailableError),
    );
  });

  it("asks again on the next keystroke, and shows suggestions once the search answers", async () => {
    const { provider, recover } = createUnavailableProvider(communes);
    await renderCity({ provider });
    await userEvent.type(cityBox(), "lyo");
    await expect.element(status()).toHaveTextContent(unavailableText);
    recover();
    await userEvent.type(cityBox(), "n");
    await expect.element(page.getByRole("option", { name: "Lyon (69), Auvergne-Rhône-Alpes, France" })).toBeVisible();
    await expect.element(status()).toHaveTextContent("");
  });

  it("asks again when the field is clicked after a failure", async () => {
    const { provider, recover } = createUnavailableProvider(communes);
    await renderCity({ provider });
    await userEvent.type(cityBox(), "lyon");
    await expect.element(status()).toHaveTextContent(unavailableText);
    recover();
    await userEvent.click(cityBox());
    await expect.element(page.getByRole("option", { name: "Lyon (69), Auvergne-Rhône-Alpes, France" })).toBeVisible();
    await expect.element(cityBox()).toHaveAttribute("aria-expanded", "true");
  });

  it("asks again when the field is focused again after a failure", async () => {
    const { provider, recover } = createUnavailableProvider(communes);
    await render(
      <>
        <CityAutocomplete aria-label="Ville" provider={provider} debounce={10} />
        <button type="button">Suivant</button>
      </>,
    );
    await userEvent.type(cityBox(), "lyon");
    await expect.element(status()).toHaveTextContent(unavailableText);
    await userEvent.tab();
    await expect.element(page.getByRole("button", { name: "Suivant" })).toHaveFocus();
    recover();
    await userEvent.tab({ shift: true });
    await expect.element(cityBox()).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect.element(page.getByRole("option", { name: "Lyon (69), Auvergne-Rhône-Alpes, France" })).toBeVisible();
  });

  it("copes with a provider that throws an unexpected error", async () => {
    await renderCity({ provider: createRejectingProvider() });
    await userEvent.type(cityBox(), "lyon");
    await expect.element(status()).toHaveTextContent(unavailableText);
    await userEvent.type(cityBox(), "s");
    await expect.element(cityBox()).toHaveValue("lyons");
  });

  it("shows nothing for a stale lookup that rejects", async () => {
    const [stale, fresh] = await typeParisInTwoLookups();
    expect(stale?.signal.aborted).toBe(true);
    stale?.fail();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(status().element().textContent).toBe("Recherche…");
    fresh?.answer([]);
    await expect.element(status()).toHaveTextContent("Aucun résultat");
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("takes its unavailable text as a prop", async () => {
    await renderCity({ provider: createRejectingProvider(), unavailableText: "Search unavailable" });
    await userEvent.type(cityBox(), "lyon");
    await expect.element(status()).toHaveTextContent("Search unavailable");
  });
});

describe("Place autocomplete behaviour", () => {
  it("shows the loading state while a lookup is under way", async () => {
    await renderCity({ provider: withLatency(communes, 400) });
    await userEvent.type(cityBox(), "lyon");
    await expect.element(status()).toHaveTextContent("Recherche…");
    await expect.element(page.getByRole("listbox", { includeHidden: true })).toHaveAttribute("aria-busy", "true");
    await expect.element(page.getByRole("option", { name: "Lyon (69), Auvergne-Rhône-Alpes, France" })).toBeVisible();
    await expect.element(status()).toHaveTextContent("");
  });

  it("waits for a pause in typing before looking up", async () => {
    const suggestCities = vi.fn(communes.suggestCities);
    await renderCity({ provider: { ...communes, suggestCities }, debounce: 250 });
    await userEvent.type(cityBox(), "bordeaux");
    await expect.element(page.getByRole("option").first()).toMatchTextContent(/^Bordeaux \(33\)/);
    expect(suggestCities).toHaveBeenCalledTimes(1);
    expect(suggestCities).toHaveBeenCalledWith(
      "bordeaux",
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  });

  it("cancels a stale lookup and never shows its answer", async () => {
    const [stale, fresh] = await typeParisInTwoLookups();
    expect(stale?.signal.aborted).toBe(true);
    expect(fresh).toMatchObject({ input: "paris" });
    expect(fresh?.signal.aborted).toBe(false);
    const city = (name: string): CitySuggestion => ({
      description: `${name}, France`,
      city: name,
      region: "",
      place_id: name,
      lat: 0,
      lng: 0,
      country: "France",
    });
    fresh?.answer([city("Paris")]);
    stale?.answer([city("Parthenay")]);
    await expect.element(page.getByRole("option", { name: "Paris, France" })).toBeVisible();
    expect(page.getByRole("option", { name: "Parthenay, France" }).elements()).toHaveLength(0);
  });

  it("does not look up below the minimum length", async () => {
    const suggestCities = vi.fn(communes.suggestCities);
    await renderCity({ provider: { ...communes, suggestCities }, minLength: 3 });
    await userEvent.type(cityBox(), "ly");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(suggestCities).not.toHaveBeenCalled();
    await expect.element(cityBox()).toHaveAttribute("aria-expanded", "false");
    await userEvent.type(cityBox(), "o");
    await expect.poll(() => suggestCities.mock.calls.length).toBe(1);
  });

  it("closes the list with Escape", async () => {
    await renderCity();
    await userEvent.type(cityBox(), "lyon");
    await expect.element(page.getByRole("option").first()).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await expect.element(cityBox()).toHaveAttribute("aria-expanded", "false");
    await expect.element(page.getByRole("option").first()).not.toBeInTheDocument();
  });

  it("takes its texts as props", async () => {
    await renderCity({ emptyText: "No result", loadingText: "Searching…" });
    await userEvent.type(cityBox(), "xqzw");
    await expect.element(status()).toHaveTextContent("No result");
  });

  it("can be controlled", async () => {
    function Controlled() {
      const [value, setValue] = React.useState("Lyo");
      return (
        <>
          <CityAutocomplete
            aria-label="Ville"
            provider={communes}
            debounce={10}
            value={value}
            onValueChange={setValue}
          />
          <output aria-label="Valeur">{value}</output>
          <button type="button" onClick={() => setValue("")}>
            Effacer
          </button>
        </>
      );
    }
    await render(<Controlled />);
    await expect.element(cityBox()).toHaveValue("Lyo");
    await userEvent.type(cityBox(), "n");
    await expect.element(page.getByRole("status", { name: "Valeur" })).toHaveTextContent("Lyon");
    await userEvent.click(page.getByRole("option", { name: "Lyon (69), Auvergne-Rhône-Alpes, France" }));
    await expect
      .element(page.getByRole("status", { name: "Valeur" }))
      .toHaveTextContent("Lyon (69), Auvergne-Rhône-Alpes, France");
    await userEvent.click(page.getByRole("button", { name: "Effacer" }));
    await expect.element(cityBox()).toHaveValue("");
  });

  it("is named, described and marked invalid by the kit's Field", async () => {
    const ref = React.createRef<HTMLInputElement>();
    const onSelect = vi.fn();
    await render(
      <Field>
        <FieldLabel>Ville</FieldLabel>
        <FieldControl>
          <CityAutocomplete ref={ref} provider={communes} debounce={10} onSelect={onSelect} />
        </FieldControl>
        <FieldDescription>Commune de résidence</FieldDescription>
        <FieldError>Choisissez une commune dans la liste.</FieldError>
      </Field>,
    );
    const input = cityBox();
    await expect.element(input).toHaveAccessibleDescription(/Commune de résidence/);
    await expect.element(input).toHaveAccessibleDescription(/Choisissez une commune dans la liste\./);
    await expect.element(input).toHaveAttribute("aria-invalid", "true");
    expect(ref.current).toBe(input.element());
    await userEvent.click(page.getByText("Ville"));
    await expect.element(input).toHaveFocus();
    await userEvent.keyboard("lyon");
    await expect.element(page.getByRole("listbox")).toHaveAccessibleName("Suggestions");
    await userEvent.keyboard("{ArrowDown}{Enter}");
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ city: "Lyon", place_id: "insee:69123" }));
  });
});
