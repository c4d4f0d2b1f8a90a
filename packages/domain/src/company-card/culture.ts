// The company analyzer's answers (questionnaire « companyAnalyzer ») in plain French, as a card
// shows them. The codes are those of the questionnaire's options.

const choices: Record<string, { question: string; answers: Record<string, string> }> = {
  management: {
    question: "Management",
    answers: {
      autonomie: "Autonomie et confiance",
      accompagnement: "Accompagnement au quotidien",
      cadre: "Objectifs et cadre clairs",
      collectif: "Décisions prises collectivement",
    },
  },
  pace: {
    question: "Rythme de travail",
    answers: {
      soutenu: "Soutenu, avec des pics d'activité",
      regulier: "Régulier et prévisible",
      projet: "Rythmé par les projets",
    },
  },
  remotePolicy: {
    question: "Télétravail",
    answers: {
      aucun: "Pas de télétravail",
      partiel: "Un à deux jours par semaine",
      majoritaire: "Télétravail majoritaire",
      total: "Entièrement à distance",
    },
  },
  onboarding: {
    question: "Accueil des nouveaux arrivants",
    answers: {
      parrain: "Un parrain ou une marraine accompagne chaque arrivée",
      parcours: "Un parcours d'intégration structuré",
      terrain: "Directement sur le terrain, avec l'équipe",
    },
  },
  teamSize: {
    question: "Taille d'une équipe type",
    answers: { "1-5": "1 à 5 personnes", "6-15": "6 à 15 personnes", "16+": "Plus de 15 personnes" },
  },
};

const valueLabels: Record<string, string> = {
  bienveillance: "Bienveillance",
  exigence: "Exigence",
  innovation: "Innovation",
  transparence: "Transparence",
  rse: "Responsabilité sociale et environnementale",
  equipe: "Esprit d'équipe",
  client: "Sens du client",
};

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
    const answer = typeof code === "string" ? choices[id]?.answers[code] : undefined;
    if (answer) lines.push({ id, question: choices[id]!.question, answer });
  };
  choice("management");
  choice("pace");
  choice("remotePolicy");
  const values = Array.isArray(culture.values)
    ? culture.values.flatMap((code) => (typeof code === "string" && valueLabels[code] ? [valueLabels[code]] : []))
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
