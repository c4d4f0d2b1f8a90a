// The voice presentation's analysis on the server: the pure analysis of @fuse/domain/voice with the
// shipped ROME index (France Travail — ROME, Licence Ouverte) to name the trades.
import { romeCodeOf, suggestJobTitles } from "@fuse/domain/rome/node";
import { analyseTranscript } from "@fuse/domain/voice/analyse";
import type { VoiceAnalysis, VoiceTrade } from "@fuse/domain/voice/contract";

/**
 * The ROME job title a trade's phrase names: the first suggestion when it falls in the family the
 * phrase itself reads as (or when the phrase reads as none), else the phrase with its family; null
 * when the words name no job at all.
 */
export function findTrade(phrase: string): Omit<VoiceTrade, "phrase"> | null {
  const rome = romeCodeOf(phrase);
  const [suggestion] = suggestJobTitles(phrase, 1);
  if (suggestion && (rome === null || suggestion.rome === rome))
    return { title: suggestion.label, rome: suggestion.rome };
  if (!rome) return null;
  return { title: phrase.charAt(0).toUpperCase() + phrase.slice(1), rome };
}

/** What a presentation's words say: skills, languages, trade, length, clarity of its structure. */
export function analyseVoice(transcript: string): VoiceAnalysis {
  return analyseTranscript(transcript, { findTrade });
}
