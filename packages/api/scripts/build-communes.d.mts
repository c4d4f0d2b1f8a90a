// Types of build-communes.mjs, for its tests.
export type Precision = "commune" | "former-commune" | "postal-code" | "arrondissement" | "departement" | "none";

export interface EtalabCommune {
  code: string;
  nom: string;
  type: string;
  departement: string;
  region?: string;
  arrondissement?: string;
  codesPostaux?: string[];
  population?: number;
  chefLieu?: string;
}

export interface GeoNamesRow {
  name: string;
  latitude: number;
  longitude: number;
  featureCode: string;
  country: string;
  admin2: string;
  admin4: string;
  population: number;
}

export interface CommuneRow {
  code: string;
  name: string;
  postalCodes: string[];
  population: number;
  departement: string;
  lat: number;
  lng: number;
  /** Index in PRECISIONS. */
  precision: number;
}

export interface CommuneTable {
  regions: [string, string][];
  departements: [string, string, string][];
  communes: CommuneRow[];
}

export const OUTPUT: string;
export const PRECISIONS: Precision[];
export function foldName(name: string): string;
export function parseGeoNames(text: string): GeoNamesRow[];
export function buildCommuneTable(input: {
  communes: EtalabCommune[];
  departements: { code: string; nom: string; region: string }[];
  regions: { code: string; nom: string }[];
  geonames: GeoNamesRow[];
}): CommuneTable;
export function serializeCommuneTable(table: CommuneTable, sources: string): string;
export function isUpToDate(output: string, inputs: string[]): boolean;
export function main(options?: { force?: boolean; output?: string; log?: (message: string) => void }): {
  skipped: boolean;
  output: string;
  table?: CommuneTable;
};
