// A stand-in for the Base Adresse Nationale's search (the Géoplateforme's `GET /geocodage/search`),
// written from its documentation (https://adresse.data.gouv.fr/outils/api-doc/adresse and
// https://geoservices.ign.fr/documentation/services/services-geoplateforme/geocodage), so that tests
// never reach the internet. It follows these documented behaviours:
// - `q` is required, 3 to 200 characters, starting with a letter or a digit; otherwise 400 with
//   `{code: 400, message}`;
// - `limit` caps the features (default 5), `autocomplete=1` matches the last word as a prefix;
// - the answer is a GeoCodeJSON FeatureCollection (`type`, `version: "draft"`, `features`,
//   `attribution`, `licence`, `query`, `limit`), each feature a Point [longitude, latitude] with
//   properties label, score, id, type (housenumber, street, locality, municipality), name,
//   housenumber (numbers only), street (numbers only), postcode, citycode, city, context, x, y,
//   importance — a commune ("municipality") has its name as `name` and `city`;
// - features come best score first.
// The addresses are a handful of real ones; the scoring is a simple word match, not the BAN's.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

interface Place {
  type: "housenumber" | "street" | "locality" | "municipality";
  name: string;
  housenumber?: string;
  street?: string;
  postcode: string;
  citycode: string;
  city: string;
  context: string;
  lon: number;
  lat: number;
}

const places: Place[] = [
  {
    type: "housenumber",
    name: "8 Rue Saint-Honoré",
    housenumber: "8",
    street: "Rue Saint-Honoré",
    postcode: "75001",
    citycode: "75101",
    city: "Paris",
    context: "75, Paris, Île-de-France",
    lon: 2.341468,
    lat: 48.860735,
  },
  {
    type: "street",
    name: "Rue du Faubourg Saint-Honoré",
    postcode: "75008",
    citycode: "75108",
    city: "Paris",
    context: "75, Paris, Île-de-France",
    lon: 2.311349,
    lat: 48.873219,
  },
  {
    type: "street",
    name: "Rue Saint-Honoré",
    postcode: "75001",
    citycode: "75101",
    city: "Paris",
    context: "75, Paris, Île-de-France",
    lon: 2.336876,
    lat: 48.862244,
  },
  {
    type: "municipality",
    name: "Saint-Honoré",
    postcode: "38350",
    citycode: "38407",
    city: "Saint-Honoré",
    context: "38, Isère, Auvergne-Rhône-Alpes",
    lon: 5.82839,
    lat: 44.946171,
  },
  {
    type: "housenumber",
    name: "10 Rue de la République",
    housenumber: "10",
    street: "Rue de la République",
    postcode: "69002",
    citycode: "69382",
    city: "Lyon",
    context: "69, Rhône, Auvergne-Rhône-Alpes",
    lon: 4.835995,
    lat: 45.763794,
  },
  {
    type: "locality",
    name: "Le Bourg",
    postcode: "38350",
    citycode: "38407",
    city: "Saint-Honoré",
    context: "38, Isère, Auvergne-Rhône-Alpes",
    lon: 5.8301,
    lat: 44.9452,
  },
];

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

function labelOf(place: Place) {
  return place.type === "municipality" ? place.name : `${place.name} ${place.postcode} ${place.city}`;
}

/** Share of the query's words found in the label (the last one as a prefix with autocomplete). */
function scoreOf(place: Place, words: string[], autocomplete: boolean) {
  const label = fold(labelOf(place));
  const found = words.filter((word, index) =>
    label.some((part) => (autocomplete && index === words.length - 1 ? part.startsWith(word) : part === word)),
  );
  return found.length / words.length;
}

export interface FakeAddressBase {
  url: string;
  /** Every `q` asked, in order. */
  queries: string[];
  /** Answers after `ms` from now on (0: at once). */
  delay(ms: number): void;
  /** Answers 502 from now on, or properly again. */
  fail(failing: boolean): void;
  close(): Promise<void>;
}

export async function startFakeAddressBase(): Promise<FakeAddressBase> {
  const queries: string[] = [];
  let delayMs = 0;
  let failing = false;
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const answer = (status: number, body: unknown) => {
      const send = () => {
        if (response.destroyed) return;
        response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
        response.end(JSON.stringify(body));
      };
      if (delayMs > 0) setTimeout(send, delayMs);
      else send();
    };
    if (url.pathname !== "/geocodage/search") return answer(404, { code: 404, message: "Not found" });
    const q = url.searchParams.get("q") ?? "";
    queries.push(q);
    if (failing) return answer(502, { code: 502, message: "Bad Gateway" });
    if (q.length < 3 || q.length > 200 || !/^[\p{L}\p{N}]/u.test(q))
      return answer(400, {
        code: 400,
        message: "q must contain between 3 and 200 chars and start with a number or a letter",
      });
    const limit = Number(url.searchParams.get("limit") ?? 5);
    const autocomplete = url.searchParams.get("autocomplete") !== "0";
    const words = fold(q);
    const features = places
      .map((place) => ({ place, score: scoreOf(place, words, autocomplete) }))
      .filter(({ score }) => score >= 0.5)
      .sort((a, b) => b.score - a.score)
      .slice(0, limit)
      .map(({ place, score }) => ({
        type: "Feature",
        geometry: { type: "Point", coordinates: [place.lon, place.lat] },
        properties: {
          label: labelOf(place),
          score,
          id: `${place.citycode}_${place.type}`,
          type: place.type,
          name: place.name,
          ...(place.housenumber ? { housenumber: place.housenumber, street: place.street } : {}),
          postcode: place.postcode,
          citycode: place.citycode,
          city: place.city,
          context: place.context,
          x: 0,
          y: 0,
          importance: 0.5,
        },
      }));
    answer(200, {
      type: "FeatureCollection",
      version: "draft",
      features,
      attribution: "BAN",
      licence: "ETALAB-2.0",
      query: q,
      limit,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/geocodage/search`,
    queries,
    delay: (ms) => {
      delayMs = ms;
    },
    fail: (value) => {
      failing = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
