// Real addresses from the Base Adresse Nationale (BAN), through its geocoding service: no key, public,
// at most 50 requests a second per address. Documented at https://adresse.data.gouv.fr/outils/api-doc/adresse
// and, since the service moved to the Géoplateforme (IGN), at
// https://geoservices.ign.fr/documentation/services/services-geoplateforme/geocodage:
// `GET {url}?q=…&autocomplete=1&limit=…` answers a GeoCodeJSON FeatureCollection whose features
// have a point geometry [longitude, latitude] and properties label, score, type (housenumber,
// street, locality, municipality), name, housenumber, street, postcode, city, citycode, context.
// A text under 3 characters, or not starting with a letter or a digit, is refused with 400.
import type { AddressSuggestion } from "@fuse/domain/places/contract";

/** The Géoplateforme's address search, where the BAN's API now answers. */
export const defaultAddressSearchUrl = "https://data.geopf.fr/geocodage/search";

/** One result of the BAN (the properties this product reads). */
export interface BanFeature {
  type: "Feature";
  geometry: { type: "Point"; coordinates: [number, number] };
  properties: {
    label: string;
    score?: number;
    type: "housenumber" | "street" | "locality" | "municipality" | string;
    /** The number and street ("8 Rue Saint-Honoré"), the street, the place or the commune's name. */
    name: string;
    housenumber?: string;
    street?: string;
    postcode?: string;
    city?: string;
    citycode?: string;
    context?: string;
  };
}

/** Why the address base gave no answer: unreachable, too slow, or an answer that is not its own. */
export class AddressSearchUnavailableError extends Error {
  override name = "AddressSearchUnavailableError";
}

const COUNTRY = "France";

/**
 * A BAN result as the kit's address suggestion, or null when it cannot place one (no postal code, no
 * point). A number or a street keeps its name as the street ("8 Rue Saint-Honoré"); a commune is an
 * address without a street, under its own postal code.
 */
export function toAddressSuggestion(feature: BanFeature): AddressSuggestion | null {
  const { properties, geometry } = feature;
  const [longitude, latitude] = geometry?.coordinates ?? [];
  const postcode = properties?.postcode ?? "";
  const city = properties?.city ?? (properties?.type === "municipality" ? properties.name : "");
  if (!/^\d{5}$/.test(postcode) || !city || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const street = properties.type === "municipality" ? "" : (properties.name ?? "").trim();
  const locality = `${postcode} ${city}`;
  return {
    description: street ? `${street}, ${locality}` : locality,
    streetAddress: street,
    city,
    postal_code: postcode,
    latitude: latitude as number,
    longitude: longitude as number,
    country: COUNTRY,
  };
}

/** What the BAN would refuse (under 3 characters, or not starting with a letter or a digit) is not asked. */
function searchableText(text: string) {
  const tidy = text
    .replace(/\s+/g, " ")
    .replace(/^[^\p{L}\p{N}]+/u, "")
    .trim();
  return tidy.length >= 3 ? tidy : null;
}

export interface AddressSearchOptions {
  /** The BAN's search endpoint (ADDRESS_SEARCH_URL). */
  url: string;
  /** How long one search may take before the field is told the search is unavailable (default 3 s). */
  timeoutMs?: number;
  /** How many answers are kept in memory (default 500), each for `cacheMs` (default 10 minutes). */
  cacheSize?: number;
  cacheMs?: number;
  /**
   * After a failure, how long the BAN is not asked (default 30 s): a server without internet answers
   * « unavailable » at once instead of making every keystroke wait for the timeout.
   */
  pauseAfterFailureMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * Address suggestions from the BAN, with a deadline, a small cache (people type the same starts) and
 * a pause after a failure. Rejects with `AddressSearchUnavailableError` when the BAN does not answer
 * properly: nothing is ever made up in its place.
 */
export function createAddressSearch({
  url,
  timeoutMs = 3000,
  cacheSize = 500,
  cacheMs = 10 * 60_000,
  pauseAfterFailureMs = 30_000,
  fetch: fetchImpl = fetch,
  now = Date.now,
}: AddressSearchOptions) {
  const cache = new Map<string, { at: number; addresses: AddressSuggestion[] }>();
  let pausedUntil = 0;

  async function ask(text: string, limit: number): Promise<AddressSuggestion[]> {
    const request = new URL(url);
    request.searchParams.set("q", text);
    request.searchParams.set("autocomplete", "1");
    request.searchParams.set("limit", String(limit));
    let response: Response;
    try {
      response = await fetchImpl(request, {
        headers: { accept: "application/json" },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new AddressSearchUnavailableError("The address base did not answer in time", { cause: error });
    }
    // The text passed our own checks: a 400 means the base reads it otherwise; nothing matches.
    if (response.status === 400) return [];
    if (!response.ok) throw new AddressSearchUnavailableError(`The address base answered ${response.status}`);
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw new AddressSearchUnavailableError("The address base's answer is not JSON", { cause: error });
    }
    const features = (body as { features?: unknown })?.features;
    if (!Array.isArray(features)) throw new AddressSearchUnavailableError("The address base's answer has no features");
    return (features as BanFeature[]).flatMap((feature) => toAddressSuggestion(feature) ?? []);
  }

  return {
    async search(input: string, limit: number): Promise<AddressSuggestion[]> {
      const text = searchableText(input);
      if (!text) return [];
      const key = `${limit}\u0000${text.toLowerCase()}`;
      const cached = cache.get(key);
      if (cached && now() - cached.at < cacheMs) return cached.addresses;
      if (now() < pausedUntil) throw new AddressSearchUnavailableError("The address base failed a moment ago");
      try {
        const addresses = await ask(text, limit);
        cache.delete(key);
        cache.set(key, { at: now(), addresses });
        // A Map keeps insertion order: the first key is the oldest.
        if (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
        return addresses;
      } catch (error) {
        pausedUntil = now() + pauseAfterFailureMs;
        throw error;
      }
    },
  };
}
