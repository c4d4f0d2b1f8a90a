import { CheckCircle2Icon, FileIcon, RotateCwIcon, UploadIcon, XIcon } from "lucide-react";
import * as React from "react";

import { cn } from "../lib/utils";

type FileDropStatus = "idle" | "uploading" | "done" | "error";

type FileRejection = { file: File; reason: "type" | "size"; message: string };

/** Names of common MIME types as users know them; other types show their subtype. */
const TYPE_NAMES: Record<string, string> = {
  "application/pdf": "PDF",
  "application/msword": "DOC",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "DOCX",
  "application/vnd.oasis.opendocument.text": "ODT",
  "text/plain": "TXT",
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "image/*": "images",
};

const UNITS = ["octets", "Ko", "Mo", "Go", "To"] as const;
const numberFormat = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 });

/** A size the French way, in powers of 1024: « 5 Mo », « 1,5 Ko », « 200 octets ». */
function formatBytes(bytes: number) {
  let size = Math.max(0, bytes);
  let unit = 0;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${numberFormat.format(size)} ${UNITS[unit]}`;
}

function acceptTokens(accept: string | undefined) {
  return (accept ?? "")
    .split(",")
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
}

/** « PDF ou DOCX » from ".pdf,.docx" or their MIME types. */
function describeAccept(accept: string | undefined) {
  const names = Array.from(
    new Set(
      acceptTokens(accept).map((token) =>
        token.startsWith(".")
          ? token.slice(1).toUpperCase()
          : (TYPE_NAMES[token] ?? token.split("/").pop()!.toUpperCase()),
      ),
    ),
  );
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} ou ${names.at(-1)}`;
}

/** The browser's own rule for `accept`: extensions, exact MIME types and `type/*`. */
function isAccepted(file: File, accept: string | undefined) {
  const tokens = acceptTokens(accept);
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith(".")) return name.endsWith(token);
    if (token.endsWith("/*")) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

const defaultTypeMessage = (accepted: string) =>
  accepted ? `Ce type de fichier n'est pas accepté (${accepted}).` : "Ce type de fichier n'est pas accepté.";
const defaultSizeMessage = (maxSize: string) => `Fichier trop volumineux : ${maxSize} au plus.`;
const defaultStatusText: Record<Exclude<FileDropStatus, "idle">, (name: string) => string> = {
  uploading: (name) => `Envoi de ${name}…`,
  done: (name) => `${name} envoyé.`,
  error: (name) => `Échec de l'envoi de ${name}.`,
};

type FileDropProps = Omit<React.ComponentProps<"div">, "onDrop" | "children" | "onChange"> & {
  /** Like the input's: extensions (".pdf") and MIME types ("application/pdf", "image/*"), comma-separated. */
  accept?: string;
  /** The largest file accepted, in bytes. */
  maxSize?: number;
  /** Handed down by a field; only the hidden file input carries it. */
  required?: boolean;
  multiple?: boolean;
  disabled?: boolean;
  /** Called with the files that pass `accept` and `maxSize` (dropped or picked). */
  onFilesAccepted?: (files: File[]) => void;
  /** Called with the files refused and why; their messages are shown too. */
  onFilesRejected?: (rejections: FileRejection[]) => void;
  /** The text beside the button. */
  hint?: React.ReactNode;
  /** The button's text. */
  buttonLabel?: React.ReactNode;
  /** Refusal of a type; gets the accepted types as text (« PDF ou DOCX »). */
  typeMessage?: (accepted: string) => string;
  /** Refusal of a size; gets the limit as text (« 5 Mo »). */
  sizeMessage?: (maxSize: string) => string;
  /** The file being (or last) uploaded, shown under the zone with `status` and `progress`. */
  file?: { name: string; size?: number };
  status?: FileDropStatus;
  /** Upload progress, 0 to 100, while `status` is "uploading". */
  progress?: number;
  /** Shown when `status` is "error"; the default says the upload failed. */
  errorMessage?: React.ReactNode;
  onRetry?: () => void;
  onRemove?: () => void;
  retryLabel?: string;
  /** Accessible name of the remove button, given the file's name. */
  removeLabel?: (name: string) => string;
  /** Announced on each change of `status`. */
  statusText?: Partial<typeof defaultStatusText>;
  /** Name of the upload's progress bar. */
  progressLabel?: (name: string) => string;
};

/**
 * A drop zone with a real button that opens the file picker, for mouse and keyboard alike. Checks
 * `accept` and `maxSize` on dropped and picked files, shows refusals, and shows an upload's
 * progress and outcome (`file`, `status`, `progress`) with retry and remove actions, announced.
 * Inside the kit's Field, the label names the zone and the description and error reach the button.
 */
function FileDrop({
  accept,
  maxSize,
  multiple = false,
  disabled = false,
  required,
  onFilesAccepted,
  onFilesRejected,
  hint = "Glissez-déposez un fichier ici, ou",
  buttonLabel = multiple ? "Choisir des fichiers" : "Choisir un fichier",
  typeMessage = defaultTypeMessage,
  sizeMessage = defaultSizeMessage,
  file,
  status = "idle",
  progress = 0,
  errorMessage,
  onRetry,
  onRemove,
  retryLabel = "Réessayer",
  removeLabel = (name) => `Retirer ${name}`,
  statusText,
  progressLabel = (name) => `Envoi de ${name}`,
  className,
  id,
  "aria-describedby": ariaDescribedBy,
  "aria-invalid": ariaInvalid,
  "aria-labelledby": ariaLabelledBy,
  "aria-label": ariaLabel,
  ...props
}: FileDropProps) {
  const inputRef = React.useRef<HTMLInputElement>(null);
  const messagesId = React.useId();
  const [dragging, setDragging] = React.useState(false);
  const dragDepth = React.useRef(0);
  const [refusals, setRefusals] = React.useState<string[]>([]);

  const receive = (list: FileList | null) => {
    if (disabled || !list) return;
    const files = multiple ? Array.from(list) : Array.from(list).slice(0, 1);
    const accepted: File[] = [];
    const rejected: FileRejection[] = [];
    for (const candidate of files) {
      if (!isAccepted(candidate, accept)) {
        rejected.push({ file: candidate, reason: "type", message: typeMessage(describeAccept(accept)) });
      } else if (maxSize !== undefined && candidate.size > maxSize) {
        rejected.push({ file: candidate, reason: "size", message: sizeMessage(formatBytes(maxSize)) });
      } else {
        accepted.push(candidate);
      }
    }
    setRefusals(Array.from(new Set(rejected.map((rejection) => rejection.message))));
    if (rejected.length > 0) onFilesRejected?.(rejected);
    if (accepted.length > 0) onFilesAccepted?.(accepted);
  };

  const texts = { ...defaultStatusText, ...statusText };
  const announcement = file && status !== "idle" ? texts[status](file.name) : "";
  const clampedProgress = Math.min(100, Math.max(0, Math.round(progress)));
  const describedBy = [ariaDescribedBy, refusals.length > 0 ? messagesId : null].filter(Boolean).join(" ") || undefined;

  return (
    <div
      role="group"
      id={id}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy}
      data-slot="file-drop"
      data-dragging={dragging || undefined}
      data-disabled={disabled || undefined}
      data-invalid={ariaInvalid || refusals.length > 0 ? "" : undefined}
      className={cn("flex w-full flex-col gap-2", className)}
      {...props}
    >
      {/* Dropping is a shortcut; the button below does the same for everyone. */}
      <div
        data-slot="file-drop-zone"
        data-dragging={dragging || undefined}
        onDragEnter={(event) => {
          event.preventDefault();
          if (disabled) return;
          dragDepth.current += 1;
          setDragging(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = disabled ? "none" : "copy";
        }}
        onDragLeave={() => {
          dragDepth.current = Math.max(0, dragDepth.current - 1);
          if (dragDepth.current === 0) setDragging(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          dragDepth.current = 0;
          setDragging(false);
          receive(event.dataTransfer.files);
        }}
        className="flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-input bg-background px-6 py-8 text-center text-sm text-muted-foreground transition-colors in-data-disabled:cursor-not-allowed in-data-disabled:bg-muted in-data-invalid:border-destructive data-dragging:border-primary data-dragging:bg-accent motion-reduce:transition-none"
      >
        <UploadIcon aria-hidden className="size-6" />
        <p>{hint}</p>
        <button
          type="button"
          data-slot="file-drop-button"
          disabled={disabled}
          aria-describedby={describedBy}
          onClick={() => inputRef.current?.click()}
          className="inline-flex h-9 items-center justify-center rounded-md border border-input bg-background px-4 text-sm font-medium text-foreground shadow-xs outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-60"
        >
          {buttonLabel}
        </button>
        <input
          ref={inputRef}
          type="file"
          data-slot="file-drop-input"
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          required={required}
          tabIndex={-1}
          hidden
          onChange={(event) => {
            receive(event.target.files);
            // Picking the same file again after a refusal must fire a change.
            event.target.value = "";
          }}
        />
      </div>
      {/* Always mounted, so that a refusal is read out when its text appears. */}
      <div
        id={messagesId}
        data-slot="file-drop-messages"
        aria-live="polite"
        className="text-sm font-medium text-destructive empty:hidden"
      >
        {refusals.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
      {file ? (
        <div
          data-slot="file-drop-file"
          data-status={status}
          className="flex items-center gap-3 rounded-md border border-border px-3 py-2 text-sm"
        >
          {status === "done" ? (
            <CheckCircle2Icon aria-hidden className="size-4 shrink-0 text-primary" />
          ) : (
            <FileIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          )}
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <p className="flex items-baseline gap-2">
              <span className="truncate font-medium text-foreground">{file.name}</span>
              {file.size !== undefined ? (
                <span className="shrink-0 text-xs text-muted-foreground">{formatBytes(file.size)}</span>
              ) : null}
              {status === "uploading" ? (
                <span className="ml-auto shrink-0 text-xs text-muted-foreground tabular-nums">{clampedProgress} %</span>
              ) : null}
            </p>
            {status === "uploading" ? (
              <div
                role="progressbar"
                aria-label={progressLabel(file.name)}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={clampedProgress}
                data-slot="file-drop-progress"
                className="h-1.5 w-full overflow-hidden rounded-full bg-muted"
              >
                <div
                  className="h-full bg-primary transition-[width] motion-reduce:transition-none"
                  style={{ width: `${clampedProgress}%` }}
                />
              </div>
            ) : null}
            {status === "error" ? (
              <p className="text-xs font-medium text-destructive">{errorMessage ?? texts.error(file.name)}</p>
            ) : null}
          </div>
          {status === "error" && onRetry ? (
            <button
              type="button"
              data-slot="file-drop-retry"
              onClick={onRetry}
              className="inline-flex h-8 items-center gap-1 rounded-md px-2 text-sm font-medium text-foreground outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
            >
              <RotateCwIcon aria-hidden className="size-4" />
              {retryLabel}
            </button>
          ) : null}
          {onRemove ? (
            <button
              type="button"
              data-slot="file-drop-remove"
              aria-label={removeLabel(file.name)}
              onClick={onRemove}
              className="inline-flex size-8 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
            >
              <XIcon aria-hidden className="size-4" />
            </button>
          ) : null}
        </div>
      ) : null}
      <div role="status" data-slot="file-drop-status" className="sr-only">
        {announcement}
      </div>
    </div>
  );
}

export { FileDrop, formatBytes };
export type { FileDropProps, FileDropStatus, FileRejection };
