// The operator's details that the legal pages (mentions légales, confidentialité, accessibilité)
// must state: set by the operator's configuration (OPERATOR_* variables), written into the pages
// where their text holds `{{exploitant:<key>}}`. A detail not set shows as « [À compléter : …] »
// naming the variable that sets it; a hosted server says at start which ones are missing.
import { escapeHtml } from "@fuse/html";

export interface OperatorDetail {
  /** The key in the pages' text: `{{exploitant:<key>}}`. */
  key: string;
  /** The environment variable that sets it. */
  env: `OPERATOR_${string}`;
  /** What it is, in the placeholder shown while it is not set. */
  label: string;
  /** Required by law on these pages: a hosted server warns at start while it is missing. */
  required: boolean;
}

export const operatorDetails: readonly OperatorDetail[] = [
  { key: "denomination", env: "OPERATOR_NAME", label: "dénomination sociale de l'exploitant", required: true },
  { key: "forme", env: "OPERATOR_LEGAL_FORM", label: "forme juridique et capital social", required: true },
  { key: "siege", env: "OPERATOR_ADDRESS", label: "adresse postale complète du siège", required: true },
  { key: "immatriculation", env: "OPERATOR_REGISTRATION", label: "RCS et numéro SIRET", required: true },
  { key: "tva", env: "OPERATOR_VAT_NUMBER", label: "numéro de TVA intracommunautaire", required: true },
  { key: "telephone", env: "OPERATOR_PHONE", label: "numéro de téléphone", required: true },
  { key: "email", env: "OPERATOR_EMAIL", label: "adresse électronique", required: true },
  {
    key: "directeur",
    env: "OPERATOR_PUBLICATION_DIRECTOR",
    label: "prénom, nom et fonction du représentant légal de l'exploitant",
    required: true,
  },
  {
    key: "hebergeur",
    env: "OPERATOR_HOST",
    label: "nom, adresse, pays et téléphone de l'hébergeur du serveur",
    required: true,
  },
  {
    key: "hebergeur-donnees",
    env: "OPERATOR_DATA_HOST",
    label: "hébergeur de la base de données et des fichiers, et sa région (par exemple Supabase, Inc.)",
    required: true,
  },
  {
    key: "envoi-emails",
    env: "OPERATOR_EMAIL_PROVIDER",
    label: "nom et pays du prestataire d'envoi des e-mails",
    required: true,
  },
  {
    key: "mediateur",
    env: "OPERATOR_MEDIATOR",
    label: "nom, site internet et adresse du médiateur de la consommation",
    required: true,
  },
  {
    key: "transcription",
    env: "OPERATOR_SPEECH_PROVIDER",
    label: "nom et pays du prestataire de transcription",
    required: false,
  },
  {
    key: "dpo",
    env: "OPERATOR_DPO",
    label: "nom et adresse de contact du délégué à la protection des données, le cas échéant",
    required: false,
  },
];

/** The operator's details as configured, by key (see `operatorDetails`). */
export type OperatorConfig = Partial<Record<string, string>>;

/** The details read from the environment: OPERATOR_NAME → `denomination`, and so on. */
export function readOperatorConfig(env: Record<string, string | undefined>): OperatorConfig {
  return Object.fromEntries(
    operatorDetails.flatMap(({ key, env: name }) => {
      const value = env[name]?.trim();
      return value ? [[key, value]] : [];
    }),
  );
}

/** The required details not set: their variables, for the start-up warning. */
export function missingOperatorDetails(config: OperatorConfig | undefined): string[] {
  return operatorDetails.filter(({ key, required }) => required && !config?.[key]).map(({ env }) => env);
}

const token = /\{\{exploitant:([a-z-]+)\}\}/g;

/**
 * A legal page's sanitised HTML with the operator's details written in (escaped). A detail not set
 * reads « [À compléter : <what> (<VARIABLE>)] »; `{{exploitant:a-completer}}`, the sentence that
 * says so, shows only while a required detail is missing.
 */
export function fillOperatorDetails(html: string, config: OperatorConfig | undefined): string {
  const missing = missingOperatorDetails(config).length > 0;
  return html.replace(token, (whole, key: string) => {
    if (key === "a-completer")
      return missing ? "Les mentions entre crochets sont à compléter par l'exploitant de ce site." : "";
    const detail = operatorDetails.find((entry) => entry.key === key);
    if (!detail) return whole;
    const value = config?.[key];
    return value ? escapeHtml(value) : escapeHtml(`[À compléter : ${detail.label} (${detail.env})]`);
  });
}
