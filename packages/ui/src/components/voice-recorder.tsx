import { MicIcon, RotateCcwIcon, SquareIcon } from "lucide-react";
import * as React from "react";

import { cn } from "../lib/utils";
import { Alert, AlertDescription, AlertTitle } from "./alert";
import { Button } from "./button";

type VoiceRecorderStatus = "idle" | "requesting" | "recording" | "recorded" | "error";

/** Why recording is impossible: microphone refused, none found, no recording in this browser, or it failed. */
type VoiceRecorderUnavailableReason = "denied" | "absent" | "unsupported" | "failed";

/** « 1 min 30 s », « 45 s », « 2 minutes »: a duration as it is read out. */
function spokenDuration(seconds: number) {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  if (minutes === 0) return `${rest} seconde${rest > 1 ? "s" : ""}`;
  const minuteText = `${minutes} minute${minutes > 1 ? "s" : ""}`;
  return rest === 0 ? minuteText : `${minuteText} ${rest}`;
}

/** « 1:05 »: a duration as a clock shows it. */
function clock(seconds: number) {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

const defaultLabels = {
  start: "Enregistrer ma présentation",
  stop: "Arrêter l'enregistrement",
  rerecord: "Réenregistrer",
  retry: "Réessayer",
  requesting: "Autorisation du micro…",
  hint: (maxSeconds: number) =>
    `Parlez jusqu'à ${spokenDuration(maxSeconds)}. Vous pourrez réécouter votre enregistrement et recommencer.`,
  elapsed: "Temps écoulé",
  remaining: "Temps restant",
  recording: "Enregistrement en cours",
  started: (maxSeconds: number) => `Enregistrement en cours, ${spokenDuration(maxSeconds)} au plus.`,
  remainingAnnouncement: (seconds: number) => `Il reste ${spokenDuration(seconds)}.`,
  recorded: (seconds: number) => `Enregistrement terminé : ${spokenDuration(seconds)}.`,
  player: "Écouter votre enregistrement",
  duration: (seconds: number) => `Durée : ${clock(seconds)}`,
  unavailable: {
    denied: {
      title: "Accès au micro refusé",
      description:
        "Autorisez le micro pour ce site dans les réglages de votre navigateur, puis réessayez. Vous pouvez aussi écrire votre présentation.",
    },
    absent: {
      title: "Aucun micro détecté",
      description: "Branchez un micro puis réessayez, ou écrivez votre présentation.",
    },
    unsupported: {
      title: "Enregistrement impossible dans ce navigateur",
      description:
        "Ce navigateur ne permet pas d'enregistrer du son : écrivez votre présentation, ou utilisez un navigateur récent.",
    },
    failed: {
      title: "L'enregistrement a échoué",
      description: "Réessayez, ou écrivez votre présentation.",
    },
  } satisfies Record<VoiceRecorderUnavailableReason, { title: string; description: string }>,
};

type VoiceRecorderLabels = typeof defaultLabels;

/** Audio formats in order of preference; the browser records the first it supports. */
const preferredTypes = ["audio/webm;codecs=opus", "audio/webm", "audio/ogg;codecs=opus", "audio/mp4"];

/** A monotonic clock in milliseconds, for the elapsed time. */
const now = () => performance.now();

/** Announced while recording, at these remaining times (seconds). */
const announcedRemaining = [60, 30, 10];

function reasonOf(error: unknown): VoiceRecorderUnavailableReason {
  const name = error instanceof DOMException || error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError" || name === "PermissionDeniedError") return "denied";
  if (name === "NotFoundError" || name === "DevicesNotFoundError" || name === "OverconstrainedError") return "absent";
  return "failed";
}

type VoiceRecorderProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The longest recording, in seconds: it stops by itself then (default 2 minutes). */
  maxSeconds?: number;
  /** A recording was made: its audio and its length in seconds. */
  onRecorded?: (blob: Blob, durationSeconds: number) => void;
  /** The recording was discarded to record again. */
  onReset?: () => void;
  /** Recording is impossible (microphone refused or absent, browser without recording): offer another way. */
  onUnavailable?: (reason: VoiceRecorderUnavailableReason) => void;
  disabled?: boolean;
  /** Replaces some of the texts (French by default). */
  labels?: Partial<VoiceRecorderLabels>;
};

/**
 * Records a short audio presentation with the browser's microphone (MediaRecorder): a button to
 * start, the elapsed and remaining time with a Stop button while recording (it stops by itself at
 * `maxSeconds`), then an audio player to listen back and « Réenregistrer ». A refused or missing
 * microphone shows a French alert and calls `onUnavailable`, so the page can offer to type instead.
 * Focus follows the action (Stop, then the player); a polite live region announces each step.
 */
function VoiceRecorder({
  maxSeconds = 120,
  onRecorded,
  onReset,
  onUnavailable,
  disabled = false,
  labels: labelOverrides,
  className,
  ...props
}: VoiceRecorderProps) {
  const labels = { ...defaultLabels, ...labelOverrides };
  const [status, setStatus] = React.useState<VoiceRecorderStatus>("idle");
  const [reason, setReason] = React.useState<VoiceRecorderUnavailableReason | null>(null);
  const [elapsed, setElapsed] = React.useState(0);
  const [recording, setRecording] = React.useState<{ url: string; seconds: number } | null>(null);
  const [announcement, setAnnouncement] = React.useState("");

  const recorderRef = React.useRef<MediaRecorder | null>(null);
  const streamRef = React.useRef<MediaStream | null>(null);
  const timerRef = React.useRef<ReturnType<typeof setInterval> | null>(null);
  const startedAtRef = React.useRef(0);
  const announcedRef = React.useRef(new Set<number>());
  const stopButtonRef = React.useRef<HTMLButtonElement>(null);
  const playerRef = React.useRef<HTMLAudioElement>(null);
  const urlRef = React.useRef<string | null>(null);
  // The latest callbacks, read by the recorder's events without restarting anything.
  const callbacks = React.useRef({ onRecorded, onUnavailable, labels, maxSeconds });
  React.useEffect(() => {
    callbacks.current = { onRecorded, onUnavailable, labels, maxSeconds };
  });

  const releaseDevice = React.useCallback(() => {
    if (timerRef.current) clearInterval(timerRef.current);
    timerRef.current = null;
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
  }, []);

  const releaseUrl = React.useCallback(() => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
  }, []);

  React.useEffect(
    () => () => {
      const recorder = recorderRef.current;
      if (recorder) {
        recorder.ondataavailable = null;
        recorder.onstop = null;
        if (recorder.state !== "inactive") recorder.stop();
      }
      releaseDevice();
      releaseUrl();
    },
    [releaseDevice, releaseUrl],
  );

  React.useEffect(() => {
    if (status === "recording") stopButtonRef.current?.focus();
    if (status === "recorded") playerRef.current?.focus();
  }, [status]);

  const fail = (why: VoiceRecorderUnavailableReason) => {
    releaseDevice();
    setReason(why);
    setStatus("error");
    setAnnouncement("");
    callbacks.current.onUnavailable?.(why);
  };

  const stop = () => {
    const recorder = recorderRef.current;
    if (recorder && recorder.state !== "inactive") recorder.stop();
  };

  const start = async () => {
    if (disabled) return;
    const Recorder = typeof window === "undefined" ? undefined : window.MediaRecorder;
    if (!Recorder || typeof navigator === "undefined" || !navigator.mediaDevices?.getUserMedia) {
      fail("unsupported");
      return;
    }
    setReason(null);
    setStatus("requesting");
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      fail(reasonOf(error));
      return;
    }
    streamRef.current = stream;
    let recorder: MediaRecorder;
    try {
      const mimeType = preferredTypes.find((type) => Recorder.isTypeSupported?.(type));
      recorder = new Recorder(stream, mimeType ? { mimeType } : undefined);
    } catch {
      fail("failed");
      return;
    }
    recorderRef.current = recorder;
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      const seconds = Math.min(callbacks.current.maxSeconds, Math.max(0, (now() - startedAtRef.current) / 1000));
      releaseDevice();
      recorderRef.current = null;
      const blob = new Blob(chunks, { type: recorder.mimeType || chunks[0]?.type || "audio/webm" });
      if (blob.size === 0) {
        fail("failed");
        return;
      }
      releaseUrl();
      const url = URL.createObjectURL(blob);
      urlRef.current = url;
      setRecording({ url, seconds });
      setElapsed(seconds);
      setStatus("recorded");
      setAnnouncement(callbacks.current.labels.recorded(seconds));
      callbacks.current.onRecorded?.(blob, Math.round(seconds * 10) / 10);
    };
    recorder.onerror = () => {
      recorder.onstop = null;
      if (recorder.state !== "inactive") recorder.stop();
      recorderRef.current = null;
      fail("failed");
    };
    announcedRef.current = new Set();
    startedAtRef.current = now();
    setElapsed(0);
    recorder.start(1000);
    setStatus("recording");
    setAnnouncement(callbacks.current.labels.started(callbacks.current.maxSeconds));
    timerRef.current = setInterval(() => {
      const seconds = (now() - startedAtRef.current) / 1000;
      const { maxSeconds: max, labels: texts } = callbacks.current;
      setElapsed(Math.min(seconds, max));
      const left = Math.ceil(max - seconds);
      const due = announcedRemaining.find((mark) => left <= mark && mark < max && !announcedRef.current.has(mark));
      if (due !== undefined) {
        announcedRef.current.add(due);
        for (const mark of announcedRemaining) if (mark >= due) announcedRef.current.add(mark);
        setAnnouncement(texts.remainingAnnouncement(due));
      }
      if (seconds >= max) stop();
    }, 250);
  };

  const restart = () => {
    releaseUrl();
    setRecording(null);
    setElapsed(0);
    onReset?.();
    void start();
  };

  const remaining = Math.max(0, maxSeconds - elapsed);
  const unavailable = reason ? labels.unavailable[reason] : null;

  return (
    <div
      role="group"
      data-slot="voice-recorder"
      data-status={status}
      className={cn("flex w-full flex-col gap-3", className)}
      {...props}
    >
      {status === "idle" || status === "requesting" || status === "error" ? (
        <div className="flex flex-col items-start gap-2">
          <p className="text-sm text-muted-foreground">{labels.hint(maxSeconds)}</p>
          <Button
            type="button"
            onClick={() => void start()}
            disabled={disabled}
            loading={status === "requesting"}
            data-slot="voice-recorder-start"
          >
            {status === "requesting" ? null : <MicIcon aria-hidden />}
            {status === "requesting" ? labels.requesting : status === "error" ? labels.retry : labels.start}
          </Button>
        </div>
      ) : null}

      {status === "recording" ? (
        <div className="flex flex-col gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4">
          <p className="flex items-center gap-2 text-sm font-medium text-foreground">
            <span
              aria-hidden
              className="size-2.5 animate-pulse rounded-full bg-destructive motion-reduce:animate-none"
            />
            {labels.recording}
          </p>
          <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
            <div className="flex gap-1">
              <dt className="text-muted-foreground">{labels.elapsed} :</dt>
              <dd className="font-medium tabular-nums" data-slot="voice-recorder-elapsed">
                {clock(elapsed)}
              </dd>
            </div>
            <div className="flex gap-1">
              <dt className="text-muted-foreground">{labels.remaining} :</dt>
              <dd className="font-medium tabular-nums" data-slot="voice-recorder-remaining">
                {clock(Math.ceil(remaining))}
              </dd>
            </div>
          </dl>
          <div aria-hidden className="h-1.5 w-full overflow-hidden rounded-full bg-muted">
            <div
              className="h-full bg-destructive transition-[width] motion-reduce:transition-none"
              style={{ width: `${Math.min(100, (elapsed / maxSeconds) * 100)}%` }}
            />
          </div>
          <Button
            ref={stopButtonRef}
            type="button"
            variant="destructive"
            onClick={stop}
            className="self-start"
            data-slot="voice-recorder-stop"
          >
            <SquareIcon aria-hidden />
            {labels.stop}
          </Button>
        </div>
      ) : null}

      {status === "recorded" && recording ? (
        <div className="flex flex-col gap-3">
          {/* The candidate's own recording, just made: its words are the transcript they read beside it. */}
          {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
          <audio
            ref={playerRef}
            controls
            src={recording.url}
            aria-label={labels.player}
            data-slot="voice-recorder-player"
            className="w-full"
          />
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-muted-foreground tabular-nums">{labels.duration(recording.seconds)}</p>
            <Button
              type="button"
              variant="outline"
              onClick={restart}
              disabled={disabled}
              data-slot="voice-recorder-restart"
            >
              <RotateCcwIcon aria-hidden />
              {labels.rerecord}
            </Button>
          </div>
        </div>
      ) : null}

      {unavailable ? (
        <Alert variant="destructive" data-slot="voice-recorder-error">
          <AlertTitle>{unavailable.title}</AlertTitle>
          <AlertDescription>{unavailable.description}</AlertDescription>
        </Alert>
      ) : null}

      <div role="status" data-slot="voice-recorder-status" className="sr-only">
        {announcement}
      </div>
    </div>
  );
}

export { VoiceRecorder, spokenDuration };
export type { VoiceRecorderLabels, VoiceRecorderProps, VoiceRecorderStatus, VoiceRecorderUnavailableReason };
