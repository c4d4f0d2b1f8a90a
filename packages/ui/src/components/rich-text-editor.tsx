import * as React from "react";

import { cn } from "../lib/utils";

/** Every text the editor shows or announces; French defaults, each overridable. */
type RichTextEditorTexts = {
  toolbar: string;
  bold: string;
  italic: string;
  bulletList: string;
  orderedList: string;
  link: string;
  image: string;
  hardBreak: string;
  linkUrl: string;
  applyLink: string;
  removeLink: string;
  invalidLink: string;
  imageUrl: string;
  imageAlt: string;
  insertImage: string;
  missingAlt: string;
  /** Given the allowed origins, joined with commas. */
  imageOriginRefused: (origins: string) => string;
  cancel: string;
  loading: string;
  characterCount: (count: number, max: number) => string;
};

const defaultTexts: RichTextEditorTexts = {
  toolbar: "Mise en forme",
  bold: "Gras",
  italic: "Italique",
  bulletList: "Liste à puces",
  orderedList: "Liste numérotée",
  link: "Lien",
  image: "Image",
  hardBreak: "Saut de ligne",
  linkUrl: "Adresse du lien",
  applyLink: "Appliquer",
  removeLink: "Retirer le lien",
  invalidLink: "Adresse non valide : http, https ou mailto seulement.",
  imageUrl: "Adresse de l'image",
  imageAlt: "Texte alternatif",
  insertImage: "Insérer",
  missingAlt: "Le texte alternatif est obligatoire.",
  imageOriginRefused: (origins) => `Images acceptées seulement depuis : ${origins}.`,
  cancel: "Annuler",
  loading: "Chargement de l'éditeur…",
  characterCount: (count, max) => `${count} / ${max} caractères`,
};

type RichTextEditorProps = Omit<React.ComponentProps<"div">, "onChange" | "defaultValue" | "children"> & {
  /** The content as HTML, when you control it (with `onChange`). */
  value?: string;
  /** The initial content as HTML, when you do not control it. */
  defaultValue?: string;
  /** Called with the content as HTML that has passed `sanitizeHtml` ("" when empty). */
  onChange?: (html: string) => void;
  /** Characters of text allowed; shows a count and blocks typing past it. */
  maxLength?: number;
  /**
   * Origins images may come from (`https://images.example.com`). Without it there is no image
   * tool, and images pasted or given in `value` are dropped.
   */
  imageOrigins?: readonly string[];
  disabled?: boolean;
  /** Handed down by a field: announced on the text box. */
  required?: boolean;
  texts?: Partial<RichTextEditorTexts>;
  /** Classes for the editable area; `className` goes to the frame. */
  contentClassName?: string;
};

type RichTextEditorImplProps = Pick<
  RichTextEditorProps,
  | "value"
  | "defaultValue"
  | "onChange"
  | "maxLength"
  | "imageOrigins"
  | "disabled"
  | "required"
  | "contentClassName"
  | "aria-label"
  | "aria-labelledby"
  | "aria-describedby"
  | "aria-invalid"
> & { texts: RichTextEditorTexts };

const RichTextEditorImpl = React.lazy(() => import("./rich-text-editor-impl"));

/** Starts downloading the editor (TipTap) ahead of its first render, on hover or idle time say. */
function preloadRichTextEditor() {
  return import("./rich-text-editor-impl").then(() => undefined);
}

/**
 * Same frame and height as the editor, so nothing below it moves when the editor arrives (a click
 * aimed at the next field would land elsewhere): the same text area, and the character count's line
 * kept free when there is one.
 */
function RichTextEditorFallback({
  texts,
  contentClassName,
  counted,
}: {
  texts: RichTextEditorTexts;
  contentClassName: string | undefined;
  counted: boolean;
}) {
  return (
    <div data-slot="rich-text-editor-fallback" aria-busy className="flex flex-col">
      <div className="flex items-center gap-1 border-b border-border px-2 py-1.5">
        {Array.from({ length: 6 }, (_, index) => (
          <span key={index} className="size-8 animate-pulse rounded-md bg-muted motion-reduce:animate-none" />
        ))}
      </div>
      <p className={cn("min-h-32 px-3 py-2 text-sm text-muted-foreground", contentClassName)}>{texts.loading}</p>
      {counted ? (
        <p aria-hidden className="px-3 pb-2 text-xs">
          {"\u00a0"}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A rich text editor limited to what the sanitising rule keeps: bold, italic, lists, links
 * (http, https, mailto), images from `imageOrigins` with alt text, and line breaks. Its HTML goes
 * out through `sanitizeHtml`, pasted HTML included. TipTap is loaded when the editor first
 * renders (a skeleton shows meanwhile), so importing this module costs almost nothing. Name it
 * with aria-label, aria-labelledby or the kit's Field.
 */
function RichTextEditor({
  className,
  texts,
  value,
  defaultValue,
  onChange,
  maxLength,
  imageOrigins,
  disabled,
  required,
  contentClassName,
  "aria-label": ariaLabel,
  "aria-labelledby": ariaLabelledBy,
  "aria-describedby": ariaDescribedBy,
  "aria-invalid": ariaInvalid,
  ...props
}: RichTextEditorProps) {
  const allTexts = { ...defaultTexts, ...texts };
  const editorProps = {
    value,
    defaultValue,
    onChange,
    maxLength,
    imageOrigins,
    disabled,
    required,
    contentClassName,
    "aria-label": ariaLabel,
    "aria-labelledby": ariaLabelledBy,
    "aria-describedby": ariaDescribedBy,
    "aria-invalid": ariaInvalid,
  };
  return (
    <div
      data-slot="rich-text-editor"
      data-disabled={disabled || undefined}
      data-invalid={ariaInvalid ? "" : undefined}
      className={cn(
        "w-full overflow-hidden rounded-md border border-input bg-background text-foreground shadow-xs focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2 focus-within:ring-offset-background data-disabled:bg-muted data-invalid:border-destructive data-invalid:focus-within:ring-destructive",
        className,
      )}
      {...props}
    >
      <React.Suspense
        fallback={
          <RichTextEditorFallback
            texts={allTexts}
            contentClassName={contentClassName}
            counted={maxLength !== undefined}
          />
        }
      >
        <RichTextEditorImpl {...editorProps} texts={allTexts} />
      </React.Suspense>
    </div>
  );
}

export { preloadRichTextEditor, RichTextEditor };
export type { RichTextEditorImplProps, RichTextEditorProps, RichTextEditorTexts };
