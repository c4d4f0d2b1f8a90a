import type { AddressSuggestion, CitySuggestion, PlaceDetails, PlacesProvider } from "@fuse/domain/places/contract";

import {
  buildCommuneIndex,
  parseCommuneDataset,
  searchCommunes,
  type Commune,
  type CommuneDataset,
  type CommuneIndex,
  type CommuneMatch,
} from "./commune-index.ts";

interface OfflinePlacesOptions {
  /** Most suggestions per list (default 8). */
  limit?: number;
}

/** The offline provider, plus a way to load its data ahead of the first keystroke. */
interface OfflinePlacesProvider extends PlacesProvider {
  /** Loads the commune table; resolves false when it could not be loaded (the failure is logged). */
  preload(): Promise<boolean>;
}

const PLACE_ID_PREFIX = "insee:";
const COUNTRY = "France";

let loading: Promise<CommuneIndex> | undefined;

/** The commune table is ~600 KB gzipped: a separate chunk, fetched on first use and shared. */
function loadCommuneIndex() {
  loading ??= import("./.generated/communes.js").then(
    // packages/api/scripts/build-communes.mjs writes a CommuneDataset (its tests read it back).
    (module) => buildCommuneIndex(parseCommuneDataset(module.default as CommuneDataset)),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

async function withIndex<T>(fallback: T, run: (index: CommuneIndex) => T): Promise<T> {
  try {
    return run(await loadCommuneIndex());
  } catch (error) {
    console.error("Offline places: the commune table could not be loaded", error);
    return fallback;
  }
}

function toCitySuggestion({ commune, postalCode }: CommuneMatch): CitySuggestion {
  return {
    description: `${commune.name} (${postalCode ?? commune.departement}), ${commune.region}, ${COUNTRY}`,
    city: commune.name,
    region: commune.region,
    place_id: `${PLACE_ID_PREFIX}${commune.insee}`,
    lat: commune.lat,
    lng: commune.lng,
    country: COUNTRY,
  };
}

/** A commune under one of its postal codes, as an address without a street: "75001 Paris". */
function toCommuneAddress({ commune, postalCode }: CommuneMatch): AddressSuggestion {
  const code = postalCode ?? commune.postalCodes[0] ?? "";
  return {
    description: `${code} ${commune.name}`.trim(),
    streetAddress: "",
    city: commune.name,
    postal_code: code,
    latitude: commune.lat,
    longitude: commune.lng,
    country: COUNTRY,
  };
}

/**
 * Communes by name or postal code, one per postal code. A street typed in the text finds nothing:
 * this table knows no streets, and placing one in a commune that merely shares a word with it
 * (« 8 rue Saint-Honoré » in Saint-Honoré, Isère) would invent an address.
 */
function suggestCommunes(index: CommuneIndex, input: string, limit: number): AddressSuggestion[] {
  return searchCommunes(index, input, { limit, perPostalCode: true }).map(toCommuneAddress);
}

function placeDetails(commune: Commune): PlaceDetails {
  const single = commune.postalCodes.length === 1 ? commune.postalCodes[0] : undefined;
  return {
    geometry: { location: { lat: commune.lat, lng: commune.lng } },
    formatted_address: `${single ? `${single} ` : ""}${commune.name}, ${COUNTRY}`,
    address_components: [
      { long_name: commune.name, short_name: commune.name, types: ["locality", "political"] },
      ...(single ? [{ long_name: single, short_name: single, types: ["postal_code"] }] : []),
      {
        long_name: commune.departementName,
        short_name: commune.departement,
        types: ["administrative_area_level_2", "political"],
      },
      { long_name: commune.region, short_name: commune.region, types: ["administrative_area_level_1", "political"] },
      { long_name: COUNTRY, short_name: "FR", types: ["country", "political"] },
    ],
  };
}

/**
 * Place suggestions for France with no maps service: every current commune (INSEE), located
 * with GeoNames points. Cities are searched by name or postal code. It knows no streets
 * (`suggestsStreets: false`): its address suggestions are communes, one per postal code, with no
 * street, and the street is typed beside the chosen commune. Place ids look like "insee:69123".
 */
function createOfflinePlacesProvider({ limit = 8 }: OfflinePlacesOptions = {}): OfflinePlacesProvider {
  return {
    preload: () => withIndex(false, () => true),
    suggestCities: (input, { signal } = {}) =>
      withIndex([], (index) => (signal?.aborted ? [] : searchCommunes(index, input, { limit }).map(toCitySuggestion))),
    suggestsStreets: false,
    suggestAddresses: (input, { signal } = {}) =>
      withIndex([], (index) => (signal?.aborted ? [] : suggestCommunes(index, input, limit))),
    suggestCommunes: (input, { signal } = {}) =>
      withIndex([], (index) => (signal?.aborted ? [] : suggestCommunes(index, input, limit))),
    getPlaceDetails: async (placeId) => {
      if (!placeId.startsWith(PLACE_ID_PREFIX)) return null;
      return withIndex(null, (index) => {
        const commune = index.byInsee.get(placeId.slice(PLACE_ID_PREFIX.length));
        return commune ? placeDetails(commune) : null;
      });
    },
  };
}

export { createOfflinePlacesProvider, loadCommuneIndex };
export type { OfflinePlacesOptions, OfflinePlacesProvider };
