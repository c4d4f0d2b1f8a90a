// Speech to text behind one interface: a hosted, OpenAI-compatible transcription API configured by
// SPEECH_API_URL / SPEECH_API_KEY / SPEECH_MODEL, or none (the embedded default: the candidate types
// their transcript). Tests pass their own provider.
import type { SpeechConfig } from "@fuse/server-core/context.ts";

export interface SpeechProvider {
  readonly name: string;
  /** The words of a recording, in French. Rejects with `SpeechProviderError` when the service fails. */
  transcribe(audio: Uint8Array, mimeType: string, signal?: AbortSignal): Promise<string>;
}

/** The transcription service failed: unreachable, refused the request, or answered something else. */
export class SpeechProviderError extends Error {
  readonly status: number | undefined;

  constructor(message: string, status?: number) {
    super(message);
    this.name = "SpeechProviderError";
    this.status = status;
  }
}

const extensions: Record<string, string> = {
  "audio/webm": "webm",
  "audio/ogg": "ogg",
  "audio/mp4": "m4a",
  "audio/mpeg": "mp3",
  "audio/wav": "wav",
};

/**
 * OpenAI's `POST /audio/transcriptions` (and every service copying it): a multipart form with the
 * `file` (its name's extension and its type tell the format), `model`, `language=fr` and
 * `response_format=json`, a bearer key; answers `{"text": "…"}`, or `{"error": {"message"}}`.
 */
export class OpenAiCompatibleSpeechProvider implements SpeechProvider {
  readonly name: string;
  readonly #endpoint: string;
  readonly #config: SpeechConfig;

  constructor(config: SpeechConfig) {
    this.#config = config;
    this.#endpoint = `${config.url.replace(/\/+$/, "")}/audio/transcriptions`;
    this.name = `openai-compatible (${new URL(config.url).host}, ${config.model})`;
  }

  async transcribe(audio: Uint8Array, mimeType: string, signal?: AbortSignal): Promise<string> {
    const type = mimeType.split(";")[0]!.trim().toLowerCase();
    const form = new FormData();
    form.set(
      "file",
      new Blob([audio as Uint8Array<ArrayBuffer>], { type }),
      `presentation.${extensions[type] ?? "webm"}`,
    );
    form.set("model", this.#config.model);
    form.set("language", "fr");
    form.set("response_format", "json");
    let response: Response;
    try {
      response = await fetch(this.#endpoint, {
        method: "POST",
        headers: this.#config.apiKey ? { authorization: `Bearer ${this.#config.apiKey}` } : {},
        body: form,
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new SpeechProviderError(`transcription service unreachable: ${(error as Error).message}`);
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    if (!response.ok) {
      const message = (body as { error?: { message?: unknown } } | undefined)?.error?.message;
      throw new SpeechProviderError(
        `transcription service answered ${response.status}${typeof message === "string" ? `: ${message}` : ""}`,
        response.status,
      );
    }
    const transcript = (body as { text?: unknown } | undefined)?.text;
    if (typeof transcript !== "string") throw new SpeechProviderError("transcription service answered without text");
    return transcript.trim();
  }
}

/** The provider the configuration names, or null when none is (embedded default). */
export function speechProviderFrom(config: SpeechConfig | undefined): SpeechProvider | null {
  return config ? new OpenAiCompatibleSpeechProvider(config) : null;
}
