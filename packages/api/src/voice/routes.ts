import { Hono, type Context } from "hono";
import { z } from "zod/mini";

import { mergeSkills } from "@fuse/domain/analysis";
import type { ApiResponse } from "@fuse/domain/api/contract";
import { chosenRomeCode } from "@fuse/domain/rome/trade";
import { languageLevelCodes } from "@fuse/domain/vocabulary";
import { storageBuckets } from "@fuse/domain/vocabulary/storage-buckets";
import type { SavedVoiceAnalysis } from "@fuse/domain/voice/contract";
import { maxTranscriptLength, voiceAudioTypes, voicePathPattern } from "@fuse/domain/voice/contract";
import type { RouteModule, ServerContext } from "@fuse/server-core/context.ts";
import type { Sql } from "@fuse/server-core/db/database.ts";
import { bearerToken } from "@fuse/server-core/jwt.ts";

import { answer, refuse, type Outcome } from "../http/outcome.ts";
import { ownProfileOfType } from "../http/ownership.ts";
import { downloadAsCaller, StorageReadError } from "../http/storage.ts";
import type { FieldLabels } from "../http/validation.ts";
import { validated } from "../http/validator.ts";
import { requireUser, type AuthEnv } from "../http/verify.ts";
import { candidateForm, writeCandidateInfo } from "../profile/candidate-info.ts";
import { knownTrade } from "../rome/trade-columns.ts";
import { analyseVoice } from "./analyse.ts";
import { SpeechProviderError, speechProviderFrom, type SpeechProvider } from "./speech-provider.ts";

/** The `voice` bucket's limit: a recording larger than this is not read. */
const maxAudioBytes = 20 * 1024 * 1024;
/** How long the transcription service may take. */
const transcriptionTimeoutMs = 120_000;

const labels: FieldLabels = {
  path: "Enregistrement",
  transcript: "Transcription",
  skills: "Compétences",
  languages: "Langues",
  language: "Langue",
  level: "Niveau",
  target_title: "Métier recherché",
  rome_code: "Métier",
};

const voicePath = z
  .string()
  .check(
    z.maxLength(200),
    z.regex(
      voicePathPattern,
      "« Enregistrement » doit être un fichier audio de votre dossier (<votre identifiant>/….webm).",
    ),
  );

const transcript = z
  .pipe(
    z.string().check(z.maxLength(maxTranscriptLength)),
    z.transform((text: string) => text.trim()),
  )
  .check(z.refine((text) => text.length > 0, "« Transcription » ne peut pas être vide."));

const transcribeBody = z.strictObject({ path: voicePath });
const analyseBody = z.strictObject({ transcript, path: z.optional(voicePath) });
const applyBody = z.strictObject({
  transcript,
  path: z.optional(voicePath),
  skills: z.optional(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))).check(z.maxLength(50))),
  languages: z.optional(
    z
      .array(
        z.strictObject({
          language: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
          level: z.nullable(z.enum(languageLevelCodes)),
        }),
      )
      .check(z.maxLength(20)),
  ),
  target_title: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
  rome_code: z.optional(chosenRomeCode),
});

const notYourFolder = {
  error: "Cet enregistrement n'est pas dans votre dossier : envoyez votre propre enregistrement.",
  field: "path",
};
const noProvider =
  "La transcription automatique n'est pas disponible sur cette installation : saisissez (ou corrigez) le texte de votre présentation vous-même.";
const providerFailed =
  "Le service de transcription n'a pas pu traiter votre enregistrement. Réessayez, ou saisissez le texte de votre présentation.";

/** The path is the caller's own folder's (the pattern already checked its shape). */
const isOwnPath = (c: Context<AuthEnv>, path: string | undefined) =>
  path === undefined || path.split("/")[0] === c.var.user.id;

const mimeTypeOf = (path: string) =>
  voiceAudioTypes[path.slice(path.lastIndexOf(".") + 1) as keyof typeof voiceAudioTypes];

/** "Anglais (C1)", or "Anglais" without a level: how the profile keeps a language. */
const languageText = ({ language, level }: { language: string; level: string | null }) =>
  level ? `${language} (${level})` : language;

/** The language a profile entry names ("Anglais" of "Anglais (C1)"), folded for comparison. */
const languageKey = (entry: string) =>
  entry
    .replace(/\s*\(.*\)\s*$/u, "")
    .trim()
    .toLocaleLowerCase("fr");

type Applied = ApiResponse<"POST /api/voice/apply">;

async function apply(tx: Sql, body: z.output<typeof applyBody>): Promise<Outcome<Applied>> {
  const own = await ownProfileOfType(tx, "candidate");
  if (!own.ok) return own;
  const profileId = own.value.id;
  const trade = knownTrade(body.rome_code, "rome_code");
  if (!trade.ok) return trade;
  const { rows } = await tx.query<{ skills: string[]; languages: string[] }>(
    "select skills, languages from public.candidate_infos where profile_id = $1 for update",
    [profileId],
  );
  const before = rows[0] ?? { skills: [], languages: [] };

  // One entry per skill: « Excel » does not join « Excel avancé ».
  const skills = mergeSkills(before.skills, body.skills);
  let languages = [...before.languages];
  for (const spoken of body.languages ?? []) {
    const key = languageKey(spoken.language);
    languages = [...languages.filter((entry) => languageKey(entry) !== key), languageText(spoken)];
  }

  const saved: SavedVoiceAnalysis = {
    transcript: body.transcript,
    path: body.path ?? null,
    analysis: analyseVoice(body.transcript),
    analysed_at: new Date().toISOString(),
    applied: {
      skills: body.skills ?? [],
      languages: (body.languages ?? []).map(languageText),
      target_title: body.target_title ?? null,
    },
  };
  const form = z.partial(candidateForm).safeParse({
    ...(body.skills?.length ? { skills } : {}),
    ...(body.languages?.length ? { languages } : {}),
    ...(body.target_title ? { target_title: body.target_title } : {}),
    voice_analysis: saved,
  });
  if (!form.success) {
    const column = String(form.error.issues[0]?.path[0] ?? "");
    if (column === "skills") {
      return refuse(400, { error: "Votre profil compterait trop de compétences (50 au plus).", field: "skills" });
    }
    if (column === "languages") {
      return refuse(400, { error: "Votre profil compterait trop de langues (20 au plus).", field: "languages" });
    }
    return refuse(400, { error: "Votre présentation est trop longue pour être enregistrée.", field: "transcript" });
  }
  const info = await writeCandidateInfo(tx, profileId, {
    ...form.data,
    ...(body.rome_code !== undefined ? { rome_code: body.rome_code } : {}),
  });
  return {
    ok: true,
    value: {
      saved,
      skills: info.skills,
      languages: info.languages,
      target_title: info.target_title,
      rome_code: info.rome_code,
    },
  };
}

export interface VoiceRouteOptions {
  /** The transcription service; by default the one `ctx.config.speech` names, or none. */
  provider?: SpeechProvider | null;
}

/**
 * The candidate's voice presentation (/register/candidate/voice). The recording is uploaded by the
 * browser to the private `voice` bucket (`<user id>/…`); these routes read it as the caller:
 * `GET /api/voice` (is transcription available, the saved analysis), `POST /api/voice/transcribe`
 * (the recording's words, from the speech provider), `POST /api/voice/analyse` (what the words say:
 * skills, languages, trade, length; never emotions, personality or tone) and `POST /api/voice/apply`
 * (the chosen findings onto the profile, the analysis saved). Everything runs as the caller (RLS).
 */
export function voiceRoutes(ctx: ServerContext, options: VoiceRouteOptions = {}): RouteModule {
  const provider = options.provider === undefined ? speechProviderFrom(ctx.config.speech) : options.provider;
  const voice = new Hono<AuthEnv>();
  voice.use("*", requireUser(ctx), async (c, next) => {
    await next();
    c.header("cache-control", "no-store");
  });

  voice.get("/", async (c) => {
    const outcome = await ctx.db.asRole(c.var.user.claims, async (tx) => {
      const own = await ownProfileOfType(tx, "candidate");
      if (!own.ok) return own;
      const { rows } = await tx.query<{ voice_analysis: SavedVoiceAnalysis | null }>(
        "select voice_analysis from public.candidate_infos where profile_id = $1",
        [own.value.id],
      );
      return {
        ok: true as const,
        value: {
          transcription: provider !== null,
          analysis: rows[0]?.voice_analysis ?? null,
        } satisfies ApiResponse<"GET /api/voice">,
      };
    });
    return answer(c, outcome);
  });

  voice.post("/transcribe", validated("json", transcribeBody, labels), async (c) => {
    const { path } = c.req.valid("json");
    const own = await ctx.db.asRole(c.var.user.claims, (tx) => ownProfileOfType(tx, "candidate"));
    if (!own.ok) return answer(c, own);
    if (!isOwnPath(c, path)) return c.json(notYourFolder, 400);
    if (!provider) return c.json({ error: noProvider }, 501);
    const signal = AbortSignal.any([c.req.raw.signal, AbortSignal.timeout(transcriptionTimeoutMs)]);
    let audio: Uint8Array;
    try {
      // As the caller, through Storage's API: its row-level security decides, not this server.
      audio = await downloadAsCaller(ctx, bearerToken(c.req.header("authorization"))!, storageBuckets.voice, path, {
        signal,
        maxBytes: maxAudioBytes,
      });
    } catch (error) {
      if (!(error instanceof StorageReadError)) throw error;
      if (error.status === 413)
        return c.json({ error: "Enregistrement trop volumineux (20 Mo au plus).", field: "path" }, 413);
      if (error.status === 403)
        return c.json({ error: "Vous n'avez pas accès à cet enregistrement.", field: "path" }, 403);
      if (error.status === 400 || error.status === 404) {
        return c.json({ error: "Enregistrement introuvable : enregistrez-vous à nouveau.", field: "path" }, 404);
      }
      return c.json({ error: "L'enregistrement n'a pas pu être lu. Réessayez dans un instant." }, 502);
    }
    try {
      const text = await provider.transcribe(audio, mimeTypeOf(path), signal);
      return c.json({
        transcript: text.slice(0, maxTranscriptLength),
      } satisfies ApiResponse<"POST /api/voice/transcribe">);
    } catch (error) {
      if (!(error instanceof SpeechProviderError) && !signal.aborted) throw error;
      console.warn(`voice: ${provider.name}: ${(error as Error).message}`);
      return c.json({ error: providerFailed }, 502);
    }
  });

  voice.post("/analyse", validated("json", analyseBody, labels), async (c) => {
    const body = c.req.valid("json");
    const own = await ctx.db.asRole(c.var.user.claims, (tx) => ownProfileOfType(tx, "candidate"));
    if (!own.ok) return answer(c, own);
    if (!isOwnPath(c, body.path)) return c.json(notYourFolder, 400);
    return c.json(analyseVoice(body.transcript) satisfies ApiResponse<"POST /api/voice/analyse">);
  });

  voice.post("/apply", validated("json", applyBody, labels), async (c) => {
    const body = c.req.valid("json");
    if (!isOwnPath(c, body.path)) return c.json(notYourFolder, 400);
    const outcome = await ctx.db.asRole(c.var.user.claims, (tx) => apply(tx, body));
    return answer(c, outcome);
  });

  const routes = new Hono();
  routes.route("/voice", voice);
  return { path: "/api", routes };
}
