import { PlusIcon } from "lucide-react";
import * as React from "react";

import { formatNumber } from "@fuse/domain/format/number";
import { languageLevelCodes, languageLevelLabels, type LanguageLevel } from "@fuse/domain/vocabulary";
import { countWords, formatDuration, wordsPerMinute } from "@fuse/domain/voice/analyse";
import {
  maxRecordingSeconds,
  maxTranscriptLength,
  type ApplyVoiceResponse,
  type SavedVoiceAnalysis,
  type VoiceAnalysis,
} from "@fuse/domain/voice/contract";
import { Alert, AlertDescription, AlertTitle } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";
import { Checkbox } from "@fuse/ui/checkbox";
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "@fuse/ui/field";
import { Input } from "@fuse/ui/input";
import { Label } from "@fuse/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@fuse/ui/select";
import { Textarea } from "@fuse/ui/textarea";
import { VoiceRecorder, type VoiceRecorderUnavailableReason } from "@fuse/ui/voice-recorder";

import { ApiError, type ApiClient } from "../../api/index.ts";
import { TitleTradeField, type ShownTrade, type TradeServices } from "../../rome/index.ts";
import { useAnalyseVoiceMutation, useApplyVoiceMutation, useTranscribeMutation } from "../api/queries.ts";

export interface VoicePresentationProps {
  api: ApiClient;
  userId: string;
  /** Whether a speech provider turns recordings into text (`GET /api/voice`). */
  transcription: boolean;
  /** The analysis saved before, to start from its transcript. */
  saved?: SavedVoiceAnalysis | null;
  /**
   * Stores the recording in the private `voice` bucket (`<user id>/…`) and resolves with its path;
   * throws a `VoiceUploadError` whose message the candidate should read as it is (their storage is full).
   */
  uploadRecording: (blob: Blob) => Promise<string>;
  /** The longest recording, in seconds (2 minutes). */
  maxSeconds?: number;
  /** Shown under the success message once the profile is updated (e.g. a link to the dashboard). */
  appliedActions?: React.ReactNode;
  onApplied?: (result: ApplyVoiceResponse) => void;
  /**
   * The ROME families: under the trade sought, the family it is filed under (« Métier : … »), which
   * the candidate may change. Without them no family is shown and the server files the title itself.
   */
  trades?: TradeServices;
}

type Review = {
  skills: { name: string; checked: boolean }[];
  languages: { language: string; level: LanguageLevel | null; checked: boolean }[];
  title: string;
  applyTitle: boolean;
  /** The family picked in the trade line; null while the title's own family stands. */
  trade: ShownTrade | null;
};

const noLevel = "none";

function reviewOf(analysis: VoiceAnalysis): Review {
  return {
    skills: analysis.skills.map((name) => ({ name, checked: true })),
    languages: analysis.languages.map((language) => ({ ...language, checked: true })),
    title: analysis.trades[0]?.title ?? "",
    applyTitle: analysis.trades.length > 0,
    trade: null,
  };
}

/** The server's French message, or the fallback for a failure without one (network). */
const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/**
 * The candidate's voice presentation: record (or type) it, read its transcript, have its WORDS
 * analysed (skills, languages, trade, length; never the voice, tone, emotions or personality), then
 * tick what goes on the profile and apply it. Without a speech provider, the candidate types (or
 * corrects) the text themselves; a refused or missing microphone leaves the typed path open.
 */
export function VoicePresentation({
  api,
  userId,
  transcription,
  saved = null,
  uploadRecording,
  maxSeconds = maxRecordingSeconds,
  appliedActions,
  onApplied,
  trades,
}: VoicePresentationProps) {
  const id = React.useId();
  const [transcript, setTranscript] = React.useState(saved?.transcript ?? "");
  const [path, setPath] = React.useState<string | null>(saved?.path ?? null);
  const [recordingState, setRecordingState] = React.useState<"none" | "uploading" | "uploaded" | "failed">("none");
  const [pendingBlob, setPendingBlob] = React.useState<Blob | null>(null);
  const [uploadFailure, setUploadFailure] = React.useState<string | null>(null);
  const [microphone, setMicrophone] = React.useState<VoiceRecorderUnavailableReason | null>(null);
  const [transcriptError, setTranscriptError] = React.useState<string | null>(null);
  const [analysis, setAnalysis] = React.useState<VoiceAnalysis | null>(null);
  const [review, setReview] = React.useState<Review | null>(null);
  const [newSkill, setNewSkill] = React.useState("");
  const [applied, setApplied] = React.useState<ApplyVoiceResponse | null>(null);
  const transcriptRef = React.useRef<HTMLTextAreaElement>(null);
  const reviewHeadingRef = React.useRef<HTMLHeadingElement>(null);
  const appliedRef = React.useRef<HTMLDivElement>(null);

  const transcribe = useTranscribeMutation(api);
  const analyse = useAnalyseVoiceMutation(api);
  const apply = useApplyVoiceMutation(api, userId);

  const send = async (blob: Blob) => {
    setRecordingState("uploading");
    transcribe.reset();
    let stored: string;
    try {
      stored = await uploadRecording(blob);
    } catch (caught) {
      setUploadFailure(caught instanceof Error && caught.name === "VoiceUploadError" ? caught.message : null);
      setRecordingState("failed");
      return;
    }
    setPath(stored);
    setPendingBlob(null);
    setRecordingState("uploaded");
    if (!transcription) return;
    try {
      const { transcript: text } = await transcribe.mutateAsync({ path: stored });
      setTranscript(text);
      setTranscriptError(null);
      transcriptRef.current?.focus();
    } catch {
      // Shown below from the mutation's state; the candidate may type the text.
    }
  };

  const words = countWords(transcript);
  const tooLong = transcript.length > maxTranscriptLength;

  const runAnalysis = async () => {
    if (transcript.trim() === "") {
      setTranscriptError("Écrivez ou enregistrez votre présentation avant de l'analyser.");
      transcriptRef.current?.focus();
      return;
    }
    if (tooLong) {
      setTranscriptError(`Votre texte dépasse ${formatNumber(maxTranscriptLength)} caractères.`);
      transcriptRef.current?.focus();
      return;
    }
    setTranscriptError(null);
    setApplied(null);
    try {
      const result = await analyse.mutateAsync({ transcript, ...(path ? { path } : {}) });
      setAnalysis(result);
      setReview(reviewOf(result));
      // The results appear below: focus their heading so keyboard and screen-reader users land there.
      requestAnimationFrame(() => reviewHeadingRef.current?.focus());
    } catch (error) {
      if (error instanceof ApiError && error.field === "transcript") setTranscriptError(error.message);
    }
  };

  const runApply = async () => {
    if (!review) return;
    const skills = review.skills.filter((skill) => skill.checked).map((skill) => skill.name);
    const languages = review.languages
      .filter((language) => language.checked)
      .map(({ language, level }) => ({ language, level }));
    const title = review.applyTitle ? review.title.trim() : "";
    try {
      const result = await apply.mutateAsync({
        transcript,
        ...(path ? { path } : {}),
        skills,
        languages,
        ...(title ? { target_title: title } : {}),
        ...(title && review.trade ? { rome_code: review.trade.rome } : {}),
      });
      setApplied(result);
      onApplied?.(result);
      requestAnimationFrame(() => appliedRef.current?.focus());
    } catch {
      // Shown below from the mutation's state.
    }
  };

  const addSkill = () => {
    const name = newSkill.trim();
    if (!name || !review) return;
    if (!review.skills.some((skill) => skill.name.toLocaleLowerCase("fr") === name.toLocaleLowerCase("fr"))) {
      setReview({ ...review, skills: [...review.skills, { name, checked: true }] });
    }
    setNewSkill("");
  };

  const nothingChosen =
    review !== null &&
    !review.skills.some((skill) => skill.checked) &&
    !review.languages.some((language) => language.checked) &&
    !(review.applyTitle && review.title.trim());

  return (
    <div className="flex flex-col gap-8">
      <Alert variant="info" role="note">
        <AlertTitle>Seuls les mots sont analysés</AlertTitle>
        <AlertDescription>
          Nous lisons uniquement le texte de votre présentation : compétences, langues, métier et longueur. Jamais votre
          voix, votre ton, vos émotions ni votre personnalité. Vous choisissez ce qui va sur votre profil.
        </AlertDescription>
      </Alert>

      <section aria-labelledby={`${id}-record`} className="flex flex-col gap-3">
        <h2 id={`${id}-record`} className="text-lg font-semibold text-foreground">
          1. Enregistrez votre présentation
        </h2>
        <p className="text-sm text-muted-foreground">
          Présentez-vous en deux minutes au plus : votre métier, vos compétences, les langues que vous parlez, ce que
          vous recherchez. L'enregistrement reste privé.
        </p>
        <VoiceRecorder
          aria-labelledby={`${id}-record`}
          maxSeconds={maxSeconds}
          onRecorded={(blob) => {
            setPendingBlob(blob);
            void send(blob);
          }}
          onReset={() => {
            setPath(null);
            setRecordingState("none");
            transcribe.reset();
          }}
          onUnavailable={setMicrophone}
        />
        {microphone ? (
          <p className="text-sm text-foreground">
            Pas de micro ? Écrivez simplement votre présentation dans le champ ci-dessous : l'analyse est la même.
          </p>
        ) : null}
        <div aria-live="polite" className="flex flex-col gap-2 empty:hidden">
          {recordingState === "uploading" ? (
            <p className="text-sm text-muted-foreground">Envoi de l'enregistrement…</p>
          ) : null}
          {recordingState === "uploaded" && !transcribe.isPending && !transcribe.isError ? (
            <p className="text-sm text-muted-foreground">
              {transcription && transcribe.isSuccess
                ? "Enregistrement envoyé et transcrit : relisez le texte ci-dessous."
                : "Enregistrement envoyé."}
            </p>
          ) : null}
          {transcribe.isPending ? <p className="text-sm text-muted-foreground">Transcription en cours…</p> : null}
        </div>
        {recordingState === "failed" ? (
          <Alert variant="destructive">
            <AlertTitle>L'envoi de l'enregistrement a échoué.</AlertTitle>
            <AlertDescription className="flex flex-col items-start gap-2">
              {uploadFailure ?? "Vérifiez votre connexion puis réessayez, ou écrivez votre présentation."}
              {pendingBlob ? (
                <Button type="button" variant="outline" size="sm" onClick={() => void send(pendingBlob)}>
                  Réessayer
                </Button>
              ) : null}
            </AlertDescription>
          </Alert>
        ) : null}
        {transcribe.isError ? (
          <Alert variant="destructive">
            <AlertTitle>La transcription a échoué.</AlertTitle>
            <AlertDescription>
              {messageOf(transcribe.error, "Réessayez plus tard, ou écrivez le texte de votre présentation.")}
            </AlertDescription>
          </Alert>
        ) : null}
      </section>

      <section aria-labelledby={`${id}-text`} className="flex flex-col gap-3">
        <h2 id={`${id}-text`} className="text-lg font-semibold text-foreground">
          2. Le texte de votre présentation
        </h2>
        {transcription ? null : (
          <Alert variant="info" role="note">
            <AlertTitle>Transcription automatique indisponible ici</AlertTitle>
            <AlertDescription>
              La transcription automatique n'est pas disponible sur cette installation : saisissez vous-même le texte de
              votre présentation (ou corrigez-le), puis lancez l'analyse.
            </AlertDescription>
          </Alert>
        )}
        <Field invalid={Boolean(transcriptError) || tooLong}>
          <FieldLabel>Texte de votre présentation</FieldLabel>
          <FieldControl>
            <Textarea
              ref={transcriptRef}
              rows={8}
              value={transcript}
              onChange={(event) => {
                setTranscript(event.target.value);
                if (transcriptError) setTranscriptError(null);
              }}
              placeholder="Bonjour, je suis… Je travaille avec… Je parle…"
            />
          </FieldControl>
          <FieldDescription>
            {words} mot{words > 1 ? "s" : ""} · environ {formatDuration((words / wordsPerMinute) * 60)} à l'oral ·{" "}
            {formatNumber(maxTranscriptLength)} caractères au plus
          </FieldDescription>
          <FieldError>
            {transcriptError ??
              (tooLong ? `Votre texte dépasse ${formatNumber(maxTranscriptLength)} caractères.` : null)}
          </FieldError>
        </Field>
        <Button type="button" className="self-start" onClick={() => void runAnalysis()} loading={analyse.isPending}>
          Analyser
        </Button>
        {analyse.isError && !(analyse.error instanceof ApiError && analyse.error.field === "transcript") ? (
          <Alert variant="destructive">
            <AlertTitle>L'analyse a échoué.</AlertTitle>
            <AlertDescription>{messageOf(analyse.error, "Vérifiez votre connexion puis réessayez.")}</AlertDescription>
          </Alert>
        ) : null}
      </section>

      {analysis && review ? (
        <section aria-labelledby={`${id}-review`} className="flex flex-col gap-5">
          <h2
            id={`${id}-review`}
            ref={reviewHeadingRef}
            tabIndex={-1}
            className="text-lg font-semibold text-foreground outline-none"
          >
            3. Ce que disent vos mots
          </h2>

          <div className="flex flex-col gap-1 rounded-lg border border-border p-4 text-sm">
            <h3 className="font-medium text-foreground">Longueur et structure</h3>
            <p>
              {analysis.length.words} mot{analysis.length.words > 1 ? "s" : ""}, {analysis.length.sentences} phrase
              {analysis.length.sentences > 1 ? "s" : ""}, environ {formatDuration(analysis.length.estimated_seconds)} à
              l'oral.
            </p>
            <p>{analysis.clarity.note}</p>
            {analysis.clarity.hints.length > 0 ? (
              <ul className="list-disc pl-5 text-muted-foreground">
                {analysis.clarity.hints.map((hint) => (
                  <li key={hint}>{hint}</li>
                ))}
              </ul>
            ) : null}
          </div>

          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-foreground">Compétences à ajouter à votre profil</legend>
            {review.skills.length === 0 ? (
              <p className="text-sm text-muted-foreground">Aucune compétence reconnue dans votre texte.</p>
            ) : null}
            {review.skills.map((skill, index) => (
              <div key={skill.name} className="flex items-center gap-2">
                <Checkbox
                  id={`${id}-skill-${index}`}
                  checked={skill.checked}
                  onCheckedChange={(checked) =>
                    setReview({
                      ...review,
                      skills: review.skills.map((item, at) =>
                        at === index ? { ...item, checked: checked === true } : item,
                      ),
                    })
                  }
                />
                <Label htmlFor={`${id}-skill-${index}`} className="font-normal">
                  {skill.name}
                </Label>
              </div>
            ))}
            <div className="flex flex-wrap items-end gap-2">
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <Label htmlFor={`${id}-new-skill`}>Autre compétence</Label>
                <Input
                  id={`${id}-new-skill`}
                  value={newSkill}
                  maxLength={100}
                  onChange={(event) => setNewSkill(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === "Enter") {
                      event.preventDefault();
                      addSkill();
                    }
                  }}
                />
              </div>
              <Button type="button" variant="outline" onClick={addSkill}>
                <PlusIcon aria-hidden />
                Ajouter
              </Button>
            </div>
          </fieldset>

          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1 text-sm font-medium text-foreground">Langues</legend>
            {review.languages.length === 0 ? (
              <p className="text-sm text-muted-foreground">Aucune langue citée dans votre texte.</p>
            ) : null}
            {review.languages.map((language, index) => (
              <div key={language.language} className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <div className="flex items-center gap-2">
                  <Checkbox
                    id={`${id}-language-${index}`}
                    checked={language.checked}
                    onCheckedChange={(checked) =>
                      setReview({
                        ...review,
                        languages: review.languages.map((item, at) =>
                          at === index ? { ...item, checked: checked === true } : item,
                        ),
                      })
                    }
                  />
                  <Label htmlFor={`${id}-language-${index}`} className="font-normal">
                    {language.language}
                  </Label>
                </div>
                <div className="flex items-center gap-2">
                  <Label id={`${id}-level-${index}`} className="font-normal text-muted-foreground">
                    Niveau en {language.language}
                  </Label>
                  <Select
                    value={language.level ?? noLevel}
                    onValueChange={(level) =>
                      setReview({
                        ...review,
                        languages: review.languages.map((item, at) =>
                          at === index ? { ...item, level: level === noLevel ? null : (level as LanguageLevel) } : item,
                        ),
                      })
                    }
                  >
                    <SelectTrigger aria-labelledby={`${id}-level-${index}`} className="w-48">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      <SelectItem value={noLevel}>Non précisé</SelectItem>
                      {languageLevelCodes.map((level) => (
                        <SelectItem key={level} value={level}>
                          {languageLevelLabels[level]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </div>
              </div>
            ))}
          </fieldset>

          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1 text-sm font-medium text-foreground">Métier</legend>
            {analysis.trades.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                Aucun métier reconnu dans votre texte : vous pouvez l'écrire ci-dessous.
              </p>
            ) : (
              <p className="text-sm text-muted-foreground">
                Vous avez dit : {analysis.trades.map((trade) => `« ${trade.phrase} »`).join(", ")}.
              </p>
            )}
            <div className="flex items-center gap-2">
              <Checkbox
                id={`${id}-apply-title`}
                checked={review.applyTitle}
                onCheckedChange={(checked) => setReview({ ...review, applyTitle: checked === true })}
              />
              <Label htmlFor={`${id}-apply-title`} className="font-normal">
                Mettre à jour mon métier recherché
              </Label>
            </div>
            <Field disabled={!review.applyTitle}>
              <FieldLabel>Métier recherché</FieldLabel>
              <FieldControl>
                <Input
                  value={review.title}
                  maxLength={200}
                  onChange={(event) => setReview({ ...review, title: event.target.value })}
                />
              </FieldControl>
              {analysis.trades.length > 1 ? (
                <FieldDescription>
                  Autres métiers cités :{" "}
                  {analysis.trades
                    .slice(1)
                    .map((trade) => trade.title)
                    .join(", ")}
                  .
                </FieldDescription>
              ) : null}
            </Field>
            {trades ? (
              <TitleTradeField
                title={review.title}
                shown={review.applyTitle && review.title.trim() !== ""}
                chosen={review.trade}
                trades={trades}
                onChoose={(trade) => setReview({ ...review, trade })}
              />
            ) : null}
          </fieldset>

          <div className="flex flex-col items-start gap-3">
            <Button type="button" onClick={() => void runApply()} loading={apply.isPending} disabled={nothingChosen}>
              Appliquer à mon profil
            </Button>
            {nothingChosen ? (
              <p className="text-sm text-muted-foreground">Cochez au moins un élément à ajouter à votre profil.</p>
            ) : null}
            {apply.isError ? (
              <Alert variant="destructive">
                <AlertTitle>Votre profil n'a pas été modifié.</AlertTitle>
                <AlertDescription>
                  {messageOf(apply.error, "Vérifiez votre connexion puis réessayez.")}
                </AlertDescription>
              </Alert>
            ) : null}
            {applied ? (
              <Alert variant="success" ref={appliedRef} tabIndex={-1} className="outline-none">
                <AlertTitle>Votre profil est à jour.</AlertTitle>
                <AlertDescription className="flex flex-col items-start gap-2">
                  <span>
                    Compétences : {applied.skills.join(", ") || "aucune"}. Langues :{" "}
                    {applied.languages.join(", ") || "aucune"}.
                    {applied.target_title ? ` Métier recherché : ${applied.target_title}.` : ""}
                  </span>
                  {appliedActions}
                </AlertDescription>
              </Alert>
            ) : null}
          </div>
        </section>
      ) : null}
    </div>
  );
}

/** An upload refusal whose message is meant for the candidate as it is (French). */
export class VoiceUploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "VoiceUploadError";
  }
}
