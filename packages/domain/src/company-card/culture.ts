// The company analyzer's answers (questionnaire « companyAnalyzer ») in plain French, as a card
// shows them: the questionnaire's choice questions name these vocabularies.
import {
  companyValueLabels,
  managementStyleLabels,
  onboardingStyleLabels,
  teamSizeLabels,
  workPaceLabels,
} from "../vocabulary/company.ts";
import { remoteModeLabels } from "../vocabulary/index.ts";

/** Each choice question a card shows: its heading, and the vocabulary its codes come from. */
const choices: Record<string, { question: string; answers: Readonly<Record<string, string>> }> = {
  management: { question: "Management", answers: managementStyleLabels },
  pace: { question: "Rythme de travail", answers: workPaceLabels },
  remotePolicy: { question: "Télétravail", answers: remoteModeLabels },
  onboarding: { question: "Accueil des nouveaux arrivants", answers: onboardingStyleLabels },
  teamSize: { question: "Taille d'une équipe type", answers: teamSizeLabels },
};

const valueLabels: Readonly<Record<string, string>> = companyValueLabels;

const trainingLabels = ["", "Peu présente", "Ponctuelle", "Régulière", "Importante", "Au cœur de l'entreprise"];

export interface CultureLine {
  id: string;
  question: string;
  answer: string;
}

/** Each answered question as « question : answer », in the questionnaire's order; unknown codes are skipped. */
export function cultureLinesOf(culture: Record<string, unknown>): CultureLine[] {
  const lines: CultureLine[] = [];
  const choice = (id: keyof typeof choices & string) => {
    const code = culture[id];
    const answers = choices[id]!.answers;
    const answer = typeof code === "string" && Object.hasOwn(answers, code) ? answers[code] : undefined;
    if (answer) lines.push({ id, question: choices[id]!.question, answer });
  };
  choice("management");
  choice("pace");
  choice("remotePolicy");
  const values = Array.isArray(culture.values)
    ? culture.values.flatMap((code) =>
        typeof code === "string" && Object.hasOwn(valueLabels, code) ? [valueLabels[code]!] : [],
      )
    : [];
  if (values.length > 0) lines.push({ id: "values", question: "Valeurs mises en avant", answer: values.join(", ") });
  const training = culture.training;
  if (typeof training === "number" && Number.isInteger(training) && training >= 1 && training <= 5) {
    lines.push({
      id: "training",
      question: "Place de la formation",
      answer: `${trainingLabels[training]} (${training}/5)`,
    });
  }
  choice("onboarding");
  choice("teamSize");
  if (typeof culture.unique === "string" && culture.unique.trim()) {
    lines.push({ id: "unique", question: "Ce qui la rend unique", answer: culture.unique.trim() });
  }
  return lines;
}
