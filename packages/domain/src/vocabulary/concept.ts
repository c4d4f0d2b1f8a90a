// How the vocabulary declares a concept: its codes and each code's words, and the views of them
// the code reads (codes, labels, phrases, plurals), as calls a bundler knows are pure.

/** One code's words: its label, and as needed how it reads inside a sentence and in the plural. */
export interface Term {
  readonly label: string;
  readonly phrase?: string;
  readonly plural?: string;
}

export type Terms = Readonly<Record<string, Term>>;

/** The codes of a concept, in their order of display. */
type Codes<T extends Terms> = readonly [keyof T & string, ...(keyof T & string)[]];

/** Each code's label. */
type LabelsOf<T extends Terms> = { readonly [C in keyof T & string]: T[C]["label"] };

/** Each code's phrase, for the codes that have one. */
type PhrasesOf<T extends Terms> = {
  readonly [C in keyof T & string as T[C] extends { phrase: string } ? C : never]: T[C] extends { phrase: infer P }
    ? P
    : never;
};

/** Each code's plural, for the codes that have one. */
type PluralsOf<T extends Terms> = {
  readonly [C in keyof T & string as T[C] extends { plural: string } ? C : never]: T[C] extends { plural: infer P }
    ? P
    : never;
};

/** A concept of the vocabulary: what it is called, its codes, and their labels, phrases and plurals. */
export interface Concept<T extends Terms = Terms> {
  /** How the concept is named (in the administrators' questionnaire editor). */
  readonly title: string;
  readonly codes: Codes<T>;
  readonly labels: LabelsOf<T>;
  readonly phrases: PhrasesOf<T>;
  readonly plurals: PluralsOf<T>;
}

/*#__NO_SIDE_EFFECTS__*/
function pick<T extends Terms>(terms: T, key: "label" | "phrase" | "plural") {
  return Object.fromEntries(
    Object.entries(terms).flatMap(([code, term]) => (term[key] === undefined ? [] : [[code, term[key]]])),
  );
}

/**
 * One of a concept's views (its codes, labels…), as a call the bundler knows is pure: a page keeps
 * only the views it uses, not every concept of the vocabulary.
 */
/*#__NO_SIDE_EFFECTS__*/
export function view<C extends Concept, K extends keyof C>(of: C, key: K): C[K] {
  return of[key];
}

/*#__NO_SIDE_EFFECTS__*/
export function concept<const T extends Terms>(title: string, terms: T): Concept<T> {
  return {
    title,
    codes: Object.keys(terms) as unknown as Codes<T>,
    labels: pick(terms, "label") as LabelsOf<T>,
    phrases: pick(terms, "phrase") as PhrasesOf<T>,
    plurals: pick(terms, "plural") as PluralsOf<T>,
  };
}
