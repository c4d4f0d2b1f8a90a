// Every concept of the vocabulary by name, for the questionnaires whose choice questions name one.
import {
  benefit,
  companyValue,
  hiringProcess,
  managementStyle,
  onboardingStyle,
  sector,
  teamSize,
  workPace,
} from "./company.ts";
import type { Concept } from "./concept.ts";
import {
  audience,
  companySize,
  contractType,
  jobStatus,
  languageLevel,
  profileType,
  refusalReason,
  remoteMode,
  remotePreference,
  subscriptionStatus,
  workflowStage,
} from "./index.ts";

/**
 * Every concept, by the name a questionnaire's choice question gives to offer its codes and labels
 * (`"vocabulary": "contractTypes"`) rather than copy them.
 */
export const vocabularies = {
  contractTypes: contractType,
  remoteModes: remoteMode,
  remotePreferences: remotePreference,
  profileTypes: profileType,
  subscriptionStatuses: subscriptionStatus,
  jobStatuses: jobStatus,
  workflowStages: workflowStage,
  refusalReasons: refusalReason,
  audiences: audience,
  companySizes: companySize,
  sectors: sector,
  managementStyles: managementStyle,
  workPaces: workPace,
  companyValues: companyValue,
  teamSizes: teamSize,
  benefits: benefit,
  onboardingStyles: onboardingStyle,
  hiringProcesses: hiringProcess,
  languageLevels: languageLevel,
} as const satisfies Record<string, Concept>;
export type VocabularyName = keyof typeof vocabularies;

/** Whether `name` is the name of a concept of the vocabulary. */
export const isVocabularyName = (name: unknown): name is VocabularyName =>
  typeof name === "string" && Object.hasOwn(vocabularies, name);

/** A concept's codes with their labels, in order: the options of a choice question naming it. */
export function vocabularyOptions(name: VocabularyName): { value: string; label: string }[] {
  const { codes, labels } = vocabularies[name] as Concept;
  return codes.map((code) => ({ value: code, label: (labels as Record<string, string>)[code]! }));
}
