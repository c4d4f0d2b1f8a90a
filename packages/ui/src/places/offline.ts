import { parseAddressInput } from "./address-input.ts";
import {
  buildCommuneIndex,
  isCommuneName,
  parseCommuneDataset,
  searchCommunes,
  type Commune,
  type CommuneDataset,
  type CommuneIndex,
  type CommuneMatch,
} from "./commune-index.ts";
import type { AddressSuggestion, CitySuggestion, PlaceDetails, PlacesProvider } from "./types";

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
    // scripts/build-communes.mjs writes a CommuneDataset (its tests read it back).
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

function toAddressSuggestion(street: string, commune: Commune, postalCode: string): AddressSuggestion {
  const locality = `${postalCode} ${commune.name}`;
  return {
    description: street ? `${street}, ${locality}` : locality,
    streetAddress: street,
    city: commune.name,
    postal_code: postalCode,
    latitude: commune.lat,
    longitude: commune.lng,
    country: COUNTRY,
  };
}

function suggestAddresses(index: CommuneIndex, input: string, limit: number): AddressSuggestion[] {
  const address = parseAddressInput(input, (name) => isCommuneName(index, name));
  if (!address) return [];
  const { street, postalCode = "", city = "" } = address;
  const search = (query: string) => searchCommunes(index, query, { limit, perPostalCode: true });
  let matches = search(`${postalCode} ${city}`);
  // A full postal code is more reliable than a misspelt town: fall back to the code alone.
  if (matches.length === 0 && postalCode.length === 5 && city) matches = search(postalCode);
  return matches.map(({ commune, postalCode: code }) =>
    toAddressSuggestion(street, commune, code ?? commune.postalCodes[0] ?? ""),
  );
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
 * with GeoNames points. Cities are searched by name or postal code; an address keeps the street
 * as typed and takes its commune's point. Place ids look like "insee:69123".
 */
function createOfflinePlacesProvider({ limit = 8 }: OfflinePlacesOptions = {}): OfflinePlacesProvider {
  return {
    preload: () => withIndex(false, () => true),
    suggestCities: (input, { signal } = {}) =>
      withIndex([], (index) => (signal?.aborted ? [] : searchCommunes(index, input, { limit }).map(toCitySuggestion))),
    suggestAddresses: (input, { signal } = {}) =>
      withIndex([], (index) => (signal?.aborted ? [] : suggestAddresses(index, input, limit))),
    getPlaceDetails: async (placeId) => {
      if (!placeId.startsWith(PLACE_ID_PREFIX)) return null;
      return withIndex(null, (index) => {
        const commune = index.byInsee.get(placeId.slice(PLACE_ID_PREFIX.length));
        return commune ? placeDetails(commune) : null;
      });
    },
  };
}

export { createOfflinePlacesProvider };
export type { OfflinePlacesOptions, OfflinePlacesProvider };
