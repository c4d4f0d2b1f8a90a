// A stand-in for the Places library of the Maps JavaScript API (`await importLibrary("places")`),
// for tests and stories: no network, no key. Each behaviour follows Google's documentation:
//
// - AutocompleteSuggestion.fetchAutocompleteSuggestions(request) resolves
//   `{ suggestions: AutocompleteSuggestion[] }`, each with a `placePrediction`; results honour
//   `includedRegionCodes` and `includedPrimaryTypes` ("a Place is only returned if its primary type
//   is included in this list"), at most 5 suggestions.
//   https://developers.google.com/maps/documentation/javascript/reference/autocomplete-data#AutocompleteSuggestion
//   https://developers.google.com/maps/documentation/javascript/reference/autocomplete-data#AutocompleteRequest
// - PlacePrediction: `placeId`, `text`/`mainText`/`secondaryText` as FormattableText
//   (`{ text, matches, toString() }`), `types`, `distanceMeters` (null without `origin`), and
//   `toPlace()`, a Place holding only its id: "a subsequent call to fetchFields is required".
//   https://developers.google.com/maps/documentation/javascript/reference/autocomplete-data#PlacePrediction
// - Place: `new Place({ id, requestedLanguage, requestedRegion })`; fields stay `undefined` until
//   `fetchFields({ fields })` loads them, which resolves `{ place }` (the same object) and rejects for
//   an unknown field or place. `location` is a LatLng (`lat()`, `lng()`), `addressComponents` are
//   `{ longText, shortText, types }`.
//   https://developers.google.com/maps/documentation/javascript/reference/place#Place
//   https://developers.google.com/maps/documentation/javascript/place-details
// - AutocompleteSessionToken: an opaque object created with `new`.
//   https://developers.google.com/maps/documentation/javascript/reference/autocomplete-data#AutocompleteSessionToken
// - Place types of results (locality, administrative_area_level_1/2, street_address, ...):
//   https://developers.google.com/maps/documentation/places/web-service/place-types
import type { GooglePlace, GooglePlacePrediction, GooglePlacesLibrary } from "../google";

interface FakeAddressComponent {
  longText: string;
  shortText: string;
  types: string[];
}

/** One place known to the fake. */
interface FakePlaceRecord {
  id: string;
  /** CLDR region code of the place ("fr", "us"). */
  regionCode: string;
  primaryType: string;
  mainText: string;
  secondaryText: string;
  formattedAddress: string;
  location: { lat: number; lng: number };
  addressComponents: FakeAddressComponent[];
}

interface FakePlacesOptions {
  places?: FakePlaceRecord[];
  /** `fetchAutocompleteSuggestions` rejects (quota exceeded, API not enabled, offline...). */
  failAutocomplete?: boolean;
  /** Ids of places whose `fetchFields` rejects. */
  failDetailsFor?: string[];
  /** Milliseconds before each answer. */
  latency?: number;
}

/** What the code under test asked of the fake. */
interface FakePlacesCalls {
  autocompleteRequests: google.maps.places.AutocompleteRequest[];
  fetchFields: { id: string; fields: string[] }[];
  placeOptions: google.maps.places.PlaceOptions[];
}

const KNOWN_FIELDS = new Set(["id", "location", "formattedAddress", "addressComponents"]);

const france = { longText: "France", shortText: "FR", types: ["country", "political"] };
const idf = { longText: "Île-de-France", shortText: "IDF", types: ["administrative_area_level_1", "political"] };
const ara = { longText: "Auvergne-Rhône-Alpes", shortText: "ARA", types: ["administrative_area_level_1", "political"] };
const parisDept = { longText: "Paris", shortText: "Paris", types: ["administrative_area_level_2", "political"] };
const rhone = { longText: "Rhône", shortText: "Rhône", types: ["administrative_area_level_2", "political"] };
const locality = (name: string) => ({ longText: name, shortText: name, types: ["locality", "political"] });
const postalCode = (code: string) => ({ longText: code, shortText: code, types: ["postal_code"] });

/** A few French places (and one American namesake the region restriction must exclude). */
const FAKE_PLACES: FakePlaceRecord[] = [
  {
    id: "ChIJ-rue-de-la-paix-12",
    regionCode: "fr",
    primaryType: "street_address",
    mainText: "12 Rue de la Paix",
    secondaryText: "Paris, France",
    formattedAddress: "12 Rue de la Paix, 75002 Paris, France",
    location: { lat: 48.869, lng: 2.3316 },
    addressComponents: [
      { longText: "12", shortText: "12", types: ["street_number"] },
      { longText: "Rue de la Paix", shortText: "Rue de la Paix", types: ["route"] },
      locality("Paris"),
      parisDept,
      idf,
      france,
      postalCode("75002"),
    ],
  },
  {
    id: "ChIJ-place-bellecour-10",
    regionCode: "fr",
    primaryType: "street_address",
    mainText: "10 Place Bellecour",
    secondaryText: "Lyon, France",
    formattedAddress: "10 Pl. Bellecour, 69002 Lyon, France",
    location: { lat: 45.7578, lng: 4.832 },
    addressComponents: [
      { longText: "10", shortText: "10", types: ["street_number"] },
      { longText: "Place Bellecour", shortText: "Pl. Bellecour", types: ["route"] },
      locality("Lyon"),
      rhone,
      ara,
      france,
      postalCode("69002"),
    ],
  },
  {
    id: "ChIJ-gare-de-lyon",
    regionCode: "fr",
    primaryType: "train_station",
    mainText: "Gare de Lyon",
    secondaryText: "Place Louis-Armand, Paris, France",
    formattedAddress: "Pl. Louis-Armand, 75012 Paris, France",
    location: { lat: 48.8443, lng: 2.3744 },
    addressComponents: [
      { longText: "Place Louis-Armand", shortText: "Pl. Louis-Armand", types: ["route"] },
      locality("Paris"),
      parisDept,
      idf,
      france,
      postalCode("75012"),
    ],
  },
  {
    id: "ChIJ-lyon",
    regionCode: "fr",
    primaryType: "locality",
    mainText: "Lyon",
    secondaryText: "France",
    formattedAddress: "Lyon, France",
    location: { lat: 45.764, lng: 4.8357 },
    addressComponents: [locality("Lyon"), rhone, ara, france],
  },
  {
    id: "ChIJ-lyons-la-foret",
    regionCode: "fr",
    primaryType: "locality",
    mainText: "Lyons-la-Forêt",
    secondaryText: "France",
    formattedAddress: "27480 Lyons-la-Forêt, France",
    location: { lat: 49.3989, lng: 1.4767 },
    addressComponents: [
      locality("Lyons-la-Forêt"),
      { longText: "Eure", shortText: "Eure", types: ["administrative_area_level_2", "political"] },
      { longText: "Normandie", shortText: "Normandie", types: ["administrative_area_level_1", "political"] },
      france,
      postalCode("27480"),
    ],
  },
  {
    id: "ChIJ-paris",
    regionCode: "fr",
    primaryType: "locality",
    mainText: "Paris",
    secondaryText: "France",
    formattedAddress: "Paris, France",
    location: { lat: 48.8575, lng: 2.3514 },
    addressComponents: [locality("Paris"), parisDept, idf, france],
  },
  {
    id: "ChIJ-paris-texas",
    regionCode: "us",
    primaryType: "locality",
    mainText: "Paris",
    secondaryText: "TX, USA",
    formattedAddress: "Paris, TX, USA",
    location: { lat: 33.6609, lng: -95.5555 },
    addressComponents: [
      locality("Paris"),
      { longText: "Texas", shortText: "TX", types: ["administrative_area_level_1", "political"] },
      { longText: "United States", shortText: "US", types: ["country", "political"] },
    ],
  },
  {
    id: "ChIJ-bretagne",
    regionCode: "fr",
    primaryType: "administrative_area_level_1",
    mainText: "Bretagne",
    secondaryText: "France",
    formattedAddress: "Bretagne, France",
    location: { lat: 48.202, lng: -2.9326 },
    addressComponents: [
      { longText: "Bretagne", shortText: "Bretagne", types: ["administrative_area_level_1", "political"] },
      france,
    ],
  },
  {
    id: "ChIJ-rhone",
    regionCode: "fr",
    primaryType: "administrative_area_level_2",
    mainText: "Rhône",
    secondaryText: "France",
    formattedAddress: "Rhône, France",
    location: { lat: 45.8, lng: 4.6 },
    addressComponents: [rhone, ara, france],
  },
];

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Google matches words and their starts ("lyon" finds "Lyons-la-Forêt"). */
function matches(record: FakePlaceRecord, input: string) {
  const words = fold(`${record.mainText} ${record.secondaryText} ${record.formattedAddress}`);
  return fold(input).every((typed) => words.some((word) => word.startsWith(typed)));
}

function formattable(text: string) {
  return { text, matches: [], toString: () => text };
}

/** Builds a fake Places library and the log of what was asked of it. */
function createFakePlacesLibrary(options: FakePlacesOptions = {}) {
  const { places = FAKE_PLACES, failAutocomplete = false, failDetailsFor = [], latency = 0 } = options;
  const calls: FakePlacesCalls = { autocompleteRequests: [], fetchFields: [], placeOptions: [] };
  const wait = () => new Promise((resolve) => setTimeout(resolve, latency));

  class FakePlace implements GooglePlace {
    id: string;
    location?: { lat(): number; lng(): number } | null;
    formattedAddress?: string | null;
    addressComponents?: FakeAddressComponent[];

    constructor(placeOptions: google.maps.places.PlaceOptions) {
      calls.placeOptions.push(placeOptions);
      this.id = placeOptions.id ?? "";
    }

    async fetchFields({ fields }: google.maps.places.FetchFieldsRequest) {
      const list = [...fields];
      calls.fetchFields.push({ id: this.id, fields: list });
      await wait();
      const unknown = list.find((field) => !KNOWN_FIELDS.has(field));
      if (unknown) throw new Error(`InvalidValueError: unknown field ${unknown}`);
      const record = places.find((place) => place.id === this.id);
      if (!record || failDetailsFor.includes(this.id)) throw new Error(`MapsRequestError: NOT_FOUND (${this.id})`);
      if (list.includes("location")) {
        const { lat, lng } = record.location;
        this.location = { lat: () => lat, lng: () => lng };
      }
      if (list.includes("formattedAddress")) this.formattedAddress = record.formattedAddress;
      if (list.includes("addressComponents")) this.addressComponents = record.addressComponents;
      return { place: this };
    }
  }

  class FakeSessionToken {}

  function prediction(record: FakePlaceRecord): GooglePlacePrediction & Record<string, unknown> {
    return {
      placeId: record.id,
      text: formattable(`${record.mainText}, ${record.secondaryText}`),
      mainText: formattable(record.mainText),
      secondaryText: formattable(record.secondaryText),
      types: [record.primaryType],
      distanceMeters: null,
      toPlace: () => new FakePlace({ id: record.id }),
    };
  }

  const library: GooglePlacesLibrary = {
    AutocompleteSuggestion: {
      async fetchAutocompleteSuggestions(request) {
        calls.autocompleteRequests.push(request);
        await wait();
        if (failAutocomplete) throw new Error("MapsRequestError: PLACES_AUTOCOMPLETE: OVER_QUERY_LIMIT");
        const regions = request.includedRegionCodes?.map((code) => code.toLowerCase()) ?? [];
        const types = request.includedPrimaryTypes ?? [];
        const found = places
          .filter((record) => regions.length === 0 || regions.includes(record.regionCode))
          .filter((record) => types.length === 0 || types.includes(record.primaryType))
          .filter((record) => matches(record, request.input))
          .slice(0, 5);
        return { suggestions: found.map((record) => ({ placePrediction: prediction(record) })) };
      },
    },
    AutocompleteSessionToken: FakeSessionToken,
    Place: FakePlace,
  };
  return { library, calls, FakeSessionToken };
}

export { createFakePlacesLibrary, FAKE_PLACES };
export type { FakePlaceRecord, FakePlacesCalls, FakePlacesOptions };
