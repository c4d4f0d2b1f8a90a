// Voice presentation: recording, transcript, content analysis: the endpoints this feature adds to the API contract (see ../../api/contract.ts).
import type { LanguageLevel } from "../vocabulary/index.ts";

/** A language the presentation names, with the level said beside it when one is. */
export interface VoiceLanguage {
  /** The French name ("Anglais"). */
  language: string;
  level: LanguageLevel | null;
}

/** A trade the candidate says they do ("je suis développeuse web"), matched to a ROME job title. */
export interface VoiceTrade {
  /** The words as said, after "je suis", "je travaille comme", "en tant que"… */
  phrase: string;
  /** The closest ROME job title (France Travail — ROME, Licence Ouverte), or the phrase itself. */
  title: string;
  /** Its ROME family, when one is close. */
  rome: string | null;
}

/** How the length and the structure of the words read; never the voice, the tone or the person. */
export type VoiceClarityLevel = "too_short" | "short" | "good" | "long" | "long_sentences";

/**
 * What the presentation SAYS, read from its words only: skills, languages, trade, length and a
 * note on its length and structure. Nothing about emotions, personality, tone or confidence is
 * ever inferred (EU AI Act, art. 5).
 */
export interface VoiceAnalysis {
  skills: string[];
  languages: VoiceLanguage[];
  trades: VoiceTrade[];
  length: {
    words: number;
    sentences: number;
    /** At about 150 words a minute. */
    estimated_seconds: number;
  };
  clarity: {
    level: VoiceClarityLevel;
    /** One French sentence about the length and the structure. */
    note: string;
    /** What the presentation could add (a trade, skills, languages), in French. */
    hints: string[];
  };
}

/** The analysis saved on the candidate's profile (`candidate_infos.voice_analysis`). */
export interface SavedVoiceAnalysis {
  transcript: string;
  /** The recording in the private `voice` bucket (`<user id>/…`), when there is one. */
  path: string | null;
  analysis: VoiceAnalysis;
  analysed_at: string;
  /** What the candidate chose to put on their profile. */
  applied: { skills: string[]; languages: string[]; target_title: string | null };
}

export interface VoiceStatus {
  /** Whether a speech provider is configured: without one, the candidate types their transcript. */
  transcription: boolean;
  /** The analysis last applied, if any. */
  analysis: SavedVoiceAnalysis | null;
}

export interface TranscribeRequest {
  /** The recording's name in the `voice` bucket, in the caller's own folder: `<user id>/presentation-….webm`. */
  path: string;
}

export interface TranscribeResponse {
  transcript: string;
}

export interface AnalyseVoiceRequest {
  /** 1 to 10,000 characters. */
  transcript: string;
  path?: string;
}

export interface ApplyVoiceRequest {
  transcript: string;
  path?: string;
  /** Skills to add to the profile's (merged, each once). */
  skills?: string[];
  /** Languages to put on the profile, as "Anglais (C1)"; a language already there takes the new level. */
  languages?: { language: string; level: LanguageLevel | null }[];
  /** The trade sought, replacing the profile's. */
  target_title?: string;
  /** The ROME family the candidate picked for that trade (null: the title's own); kept when they reword it. */
  rome_code?: string | null;
}

export interface ApplyVoiceResponse {
  saved: SavedVoiceAnalysis;
  skills: string[];
  languages: string[];
  target_title: string | null;
  rome_code: string | null;
}

export interface VoiceEndpoints {
  "GET /api/voice": { response: VoiceStatus };
  "POST /api/voice/transcribe": { body: TranscribeRequest; response: TranscribeResponse };
  "POST /api/voice/analyse": { body: AnalyseVoiceRequest; response: VoiceAnalysis };
  "POST /api/voice/apply": { body: ApplyVoiceRequest; response: ApplyVoiceResponse };
}

/** This feature's endpoints that need no token. */
export const voicePublicEndpoints: readonly string[] = [];

/** The largest transcript, in characters. */
export const maxTranscriptLength = 10_000;

/** The longest recording, in seconds. */
export const maxRecordingSeconds = 120;

/** The audio types the `voice` bucket takes, by file extension. */
export const voiceAudioTypes = {
  webm: "audio/webm",
  ogg: "audio/ogg",
  m4a: "audio/mp4",
  mp4: "audio/mp4",
  mp3: "audio/mpeg",
  wav: "audio/wav",
} as const;

/**
 * A recording's name in the `voice` bucket: the owner's folder (their user id), then a plain file
 * name with one of the accepted extensions. Nothing else (no "..", no sub-folder).
 */
export const voicePathPattern =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[A-Za-z0-9][A-Za-z0-9_-]{0,100}\.(webm|ogg|m4a|mp4|mp3|wav)$/;
