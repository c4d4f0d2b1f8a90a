import { SuggestionInput, type SuggestionInputProps } from "@fuse/ui/suggestion-input";

export type JobTitleInputProps = Omit<
  SuggestionInputProps,
  "loadSuggestions" | "keepTypedLabel" | "pendingText" | "listLabel" | "loadingText"
> & {
  /** ROME job titles beginning with the typed words (`GET /api/rome/titles`). */
  suggestJobTitles: (text: string, signal: AbortSignal) => Promise<readonly string[]>;
};

/**
 * The trade a person looks for: a ROME job title picked from the suggestions, or their own words
 * kept on purpose (« Garder « … » tel quel »). A title typed half-way is no answer.
 */
export function JobTitleInput({ suggestJobTitles, ...props }: JobTitleInputProps) {
  return (
    <SuggestionInput
      maxLength={200}
      {...props}
      loadSuggestions={suggestJobTitles}
      listLabel="Métiers proposés"
      loadingText="Recherche des métiers…"
      keepTypedLabel={(text) => `Garder « ${text} » tel quel`}
      pendingText="Choisissez un métier proposé, ou gardez votre intitulé tel quel en dernier choix de la liste."
    />
  );
}
