import { describe, expect, it } from "vitest";

import {
  analyseTranscript,
  countWords,
  formatDuration,
  splitSentences,
  spokenLanguages,
  tradePhrases,
} from "./analyse.ts";

const presentation =
  "Bonjour, je suis développeuse web à Lyon. Je travaille avec React et TypeScript. Je parle anglais couramment.";

describe("countWords and splitSentences", () => {
  it("counts elided and hyphenated words once, and splits sentences at their ends", () => {
    expect(countWords("Aujourd'hui, je suis aide-soignante.")).toBe(4);
    expect(countWords("")).toBe(0);
    expect(splitSentences("Bonjour. Je suis là ! Et vous ?\nMerci")).toEqual([
      "Bonjour.",
      "Je suis là !",
      "Et vous ?",
      "Merci",
    ]);
  });
});

describe("tradePhrases", () => {
  it("reads the trade after « je suis », « je travaille comme », « en tant que » and « I am a »", () => {
    expect(tradePhrases(presentation)).toEqual(["développeuse web"]);
    expect(tradePhrases("Je travaille comme comptable chez Dupont depuis 2019.")).toEqual(["comptable"]);
    expect(tradePhrases("J'ai travaillé en tant que chef de projet pendant cinq ans.")).toEqual([
      "chef de projet pendant cinq ans",
    ]);
    expect(tradePhrases("I am a software engineer in Paris.")).toEqual(["software engineer"]);
    expect(tradePhrases("Je suis une infirmière diplômée.")).toEqual(["infirmière diplômée"]);
  });

  it("leaves out what describes a person or a place rather than a trade", () => {
    expect(tradePhrases("Je suis basée à Lyon. Je suis passionnée et motivée. Je suis à l'écoute.")).toEqual([]);
  });
});

describe("spokenLanguages", () => {
  it("reads spoken levels (« couramment ») and each language's level in its own sentence", () => {
    expect(spokenLanguages("Je parle anglais couramment. L'espagnol, j'ai des notions.")).toEqual([
      { language: "Anglais", level: "Courant" },
      { language: "Espagnol", level: "Notions" },
    ]);
    expect(spokenLanguages("Je parle allemand. Je suis bilingue en informatique.")).toEqual([
      { language: "Allemand", level: null },
    ]);
  });
});

describe("analyseTranscript", () => {
  it("finds skills, languages, the trade (through the given lookup) and the length of a presentation", () => {
    const analysis = analyseTranscript(presentation, {
      findTrade: (phrase) =>
        phrase === "développeuse web" ? { title: "Développeur / Développeuse web", rome: "M1805" } : null,
    });
    expect(analysis.skills).toEqual(["TypeScript", "React"]);
    expect(analysis.languages).toEqual([{ language: "Anglais", level: "Courant" }]);
    expect(analysis.trades).toEqual([
      { phrase: "développeuse web", title: "Développeur / Développeuse web", rome: "M1805" },
    ]);
    expect(analysis.length).toEqual({ words: 17, sentences: 3, estimated_seconds: 7 });
    // Without a lookup, the phrase itself is the trade.
    expect(analyseTranscript(presentation).trades).toEqual([
      { phrase: "développeuse web", title: "développeuse web", rome: null },
    ]);
  });

  it("notes a presentation too short, short, long, or made of long sentences — from its length and structure only", () => {
    expect(analyseTranscript("Bonjour.").clarity).toMatchObject({ level: "too_short" });
    const sentence = "Je suis comptable et je travaille avec Excel depuis longtemps.";
    expect(analyseTranscript(Array(5).fill(sentence).join(" ")).clarity.level).toBe("short");
    expect(analyseTranscript(Array(12).fill(sentence).join(" ")).clarity).toMatchObject({
      level: "good",
      note: "Longueur adaptée (120 mots) et phrases de longueur raisonnable.",
    });
    expect(analyseTranscript(Array(40).fill(sentence).join(" ")).clarity.level).toBe("long");
    const oneLongSentence = Array(10).fill("je travaille avec Excel et avec les clients").join(" et ");
    expect(analyseTranscript(`${oneLongSentence}.`).clarity.level).toBe("long_sentences");
  });

  it("hints at what is missing, and never says anything about the person", () => {
    const analysis = analyseTranscript("Bonjour à tous, merci de m'écouter aujourd'hui.");
    expect(analysis.clarity.hints).toHaveLength(3);
    expect(Object.keys(analysis).sort()).toEqual(["clarity", "languages", "length", "skills", "trades"]);
    expect(JSON.stringify(analysis)).not.toMatch(/émotion|confian|personnalit|ton de voix|stress|enthousias/i);
  });
});

describe("formatDuration", () => {
  it("writes durations the French way", () => {
    expect(formatDuration(8)).toBe("8 s");
    expect(formatDuration(65)).toBe("1 min 05 s");
  });
});
