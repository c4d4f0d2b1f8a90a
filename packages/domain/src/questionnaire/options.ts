// A choice question's options: its own, or those of the vocabulary it names.
import { isVocabularyName, vocabularyOptions } from "../vocabulary/registry.ts";
import type { Question } from "./contract.ts";

/**
 * The question as it is asked: one naming a vocabulary offers that vocabulary's codes and labels,
 * never a copy of them that could drift.
 */
export function withVocabularyOptions(question: Question): Question {
  return isVocabularyName(question.vocabulary)
    ? { ...question, options: vocabularyOptions(question.vocabulary) }
    : question;
}

/** Each question as it is asked (see `withVocabularyOptions`). */
export const askedQuestions = (questions: readonly Question[]): Question[] => questions.map(withVocabularyOptions);
