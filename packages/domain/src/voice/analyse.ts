// The voice presentation's analysis: what the words SAY (skills, languages, trade), how long they
// are and how they are built. Pure (no Node API): the server gives it its ROME lookup. Never
// anything about emotions, personality, tone or confidence (EU AI Act, art. 5): only the text is read.
import { findLanguages, findSkills } from "../analysis/index.ts";
import type { VoiceAnalysis, VoiceClarityLevel, VoiceLanguage, VoiceTrade } from "./contract.ts";

/** Words a minute of an ordinary spoken presentation. */
export const wordsPerMinute = 150;

/** Fewer words than this say too little for a recruiter to learn anything. */
export const minimumWords = 40;
/** Fewer words than this are short (about 30 seconds spoken). */
export const shortWords = 80;
/** More than this is over two and a half minutes spoken. */
export const maximumWords = 375;
/** Sentences longer than this, on average, are hard to follow. */
export const longSentenceWords = 35;

const wordPattern = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** The words of a text (« aujourd'hui » and « Aide-soignante » count once). */
export function countWords(text: string): number {
  return text.match(wordPattern)?.length ?? 0;
}

/** The sentences of a text: ended by . ! ? … or a line break; one at least when there are words. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\n+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => countWords(sentence) > 0);
}

/** What introduces a trade in a presentation, French and English. */
const tradeIntroductions =
  /(?<![\p{L}])(?:je suis(?: actuellement| aujourd'hui| aujourd’hui)?|je travaille (?:comme|en tant que)|j'exerce (?:comme|en tant que)|j’exerce (?:comme|en tant que)|en tant que|mon métier(?: est| c'est| c’est)?|i am an?|i'm an?|i’m an?|i work as an?)\s+/giu;

/** Words that end a trade's phrase: where the place, the employer or the next clause begins. */
const phraseEnd = new Set(
  "à a au aux chez dans depuis avec et pour sur ou mais car qui que où since at in for with and from who which since but or".split(
    " ",
  ),
);
/** Articles and adverbs before the trade itself. */
const leadingWords = new Set(["un", "une", "le", "la", "l", "actuellement", "aujourd'hui", "aujourd’hui", "the"]);
/** Words after "je suis" that describe a person or a situation, not a trade. */
const notTrades =
  /^(?:basée?s?|passionnée?s?|motivée?s?|curieux|curieuse|disponible|originaire|installée?s?|née?|ravie?|heureux|heureuse|contente?|ici|là|très|quelqu'un|quelqu’un|personne|homme|femme|de|du|des|en|sur|titulaire|diplômée?|à|la|le|actuellement|toujours|également|aussi|souvent|vraiment|looking|based|from|very|really|happy|passionate|motivated|currently|also)$/iu;

/** The phrases after "je suis", "je travaille comme", "en tant que", "I am a"…, each once, at most six words. */
export function tradePhrases(transcript: string): string[] {
  const phrases: string[] = [];
  for (const match of transcript.matchAll(tradeIntroductions)) {
    const rest = transcript.slice(match.index + match[0].length);
    const clause = rest.split(/[.,;:!?…()\n"«»]/u)[0] ?? "";
    const words: string[] = [];
    for (const word of clause.split(/\s+/u).filter(Boolean)) {
      const lower = word.toLowerCase();
      if (words.length === 0 && (leadingWords.has(lower) || /^l['’]/u.test(lower))) {
        const elided = word.replace(/^l['’]/iu, "");
        if (elided !== word && elided) words.push(elided);
        continue;
      }
      if (phraseEnd.has(lower) || words.length >= 6) break;
      words.push(word);
    }
    if (words.length === 0 || notTrades.test(words[0]!)) continue;
    const phrase = words.join(" ");
    if (!phrases.some((known) => known.toLowerCase() === phrase.toLowerCase())) phrases.push(phrase);
  }
  return phrases;
}

/** Spoken level words that the dictionary of written levels does not hold. */
const spokenLevels: [RegExp, string][] = [
  [/\bcouramment\b/giu, "courant"],
  [/\bfluently\b/giu, "fluent"],
  [/\bparfaitement\b/giu, "bilingue"],
];

/** The languages said, each with the level said after it in the same sentence. */
export function spokenLanguages(transcript: string): VoiceLanguage[] {
  let text = splitSentences(transcript).join("\n");
  for (const [pattern, word] of spokenLevels) text = text.replace(pattern, word);
  return findLanguages(text);
}

function clarityOf(words: number, sentences: number): { level: VoiceClarityLevel; note: string } {
  const perSentence = sentences > 0 ? words / sentences : words;
  if (words < minimumWords) {
    return {
      level: "too_short",
      note: `Votre présentation est trop courte (${words} mot${words > 1 ? "s" : ""}) : ${minimumWords} mots au moins permettent à un recruteur de vous découvrir.`,
    };
  }
  if (words > maximumWords) {
    return {
      level: "long",
      note: `Votre présentation est longue (${words} mots) : gardez l'essentiel pour tenir en deux minutes.`,
    };
  }
  if (sentences > 0 && perSentence > longSentenceWords) {
    return {
      level: "long_sentences",
      note: `Vos phrases sont longues (${Math.round(perSentence)} mots en moyenne) : des phrases plus courtes se suivent plus facilement.`,
    };
  }
  if (words < shortWords) {
    return {
      level: "short",
      note: `Votre présentation est un peu courte (${words} mots) : quelques phrases de plus sur votre parcours la compléteraient.`,
    };
  }
  return { level: "good", note: `Longueur adaptée (${words} mots) et phrases de longueur raisonnable.` };
}

export interface AnalyseOptions {
  /** The ROME job title closest to a trade's phrase, or null when none is (the server's ROME index). */
  findTrade?: (phrase: string) => Omit<VoiceTrade, "phrase"> | null;
}

/**
 * Analyses a presentation's transcript, its words only: the dictionary's skills, the languages and
 * their levels, the trade after "je suis"/"je travaille comme"/"en tant que"/"I am a", the length
 * (words, sentences, speaking time at 150 words a minute) and a note on length and structure.
 */
export function analyseTranscript(transcript: string, { findTrade }: AnalyseOptions = {}): VoiceAnalysis {
  const words = countWords(transcript);
  const sentences = splitSentences(transcript).length;
  const skills = findSkills(transcript);
  const languages = spokenLanguages(transcript);
  const trades: VoiceTrade[] = [];
  for (const phrase of tradePhrases(transcript)) {
    const found = findTrade ? findTrade(phrase) : { title: phrase, rome: null };
    if (found && !trades.some((trade) => trade.title === found.title)) trades.push({ phrase, ...found });
  }
  const hints: string[] = [];
  if (trades.length === 0)
    hints.push("Dites quel métier vous exercez ou recherchez (« Je suis… », « Je travaille comme… »).");
  if (skills.length === 0) hints.push("Citez quelques compétences ou outils que vous maîtrisez.");
  if (languages.length === 0) hints.push("Précisez les langues que vous parlez et votre niveau.");
  return {
    skills,
    languages,
    trades,
    length: { words, sentences, estimated_seconds: Math.round((words / wordsPerMinute) * 60) },
    clarity: { ...clarityOf(words, sentences), hints },
  };
}

/** A duration in seconds, the French way: « 45 s », « 1 min 05 s ». */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  if (minutes === 0) return `${rest} s`;
  return `${minutes} min ${String(rest).padStart(2, "0")} s`;
}
