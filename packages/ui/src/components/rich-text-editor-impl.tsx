// The TipTap half of RichTextEditor, loaded lazily by ./rich-text-editor.tsx. Not a subpath export.
import * as PopoverPrimitive from "@radix-ui/react-popover";
import { Image } from "@tiptap/extension-image";
import { Plugin } from "@tiptap/pm/state";
import { EditorContent, Extension, useEditor, useEditorState, type Editor } from "@tiptap/react";
import { StarterKit } from "@tiptap/starter-kit";
import { BoldIcon, CornerDownLeftIcon, ImageIcon, ItalicIcon, LinkIcon, ListIcon, ListOrderedIcon } from "lucide-react";
import * as React from "react";

import { sanitizeHtml } from "@fuse/domain/sanitize";

import { cn } from "../lib/utils";
import type { RichTextEditorImplProps, RichTextEditorTexts } from "./rich-text-editor";

const LINK_PROTOCOL = /^(https?:\/\/|mailto:)/i;

function isAllowedLink(url: string) {
  if (!LINK_PROTOCOL.test(url)) return false;
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}

/** The origin of an absolute http(s) URL, or null. */
function originOf(url: string) {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.origin : null;
  } catch {
    return null;
  }
}

function isAllowedImage(src: string, origins: readonly string[]) {
  const origin = originOf(src);
  return origin !== null && origins.some((allowed) => originOf(allowed) === origin);
}

/**
 * sanitizeHtml with the allowed origins as image sources, then images that are not absolute URLs
 * from those origins removed too (sanitizeHtml keeps relative ones, which an editor cannot show).
 */
function clean(html: string, origins: readonly string[]) {
  const sanitized = sanitizeHtml(html, { imageSources: origins });
  if (!sanitized.includes("<img")) return sanitized;
  const body = new DOMParser().parseFromString(sanitized, "text/html").body;
  for (const image of Array.from(body.querySelectorAll("img"))) {
    if (!isAllowedImage(image.getAttribute("src") ?? "", origins)) image.remove();
  }
  return body.innerHTML;
}

const PROGRAMMATIC = "fuseProgrammaticContent";

/** Blocks edits that would make the text longer than `limit` (content set from props passes). */
const MaxLength = Extension.create<{ limit: number | undefined }>({
  name: "fuseMaxLength",
  addOptions() {
    return { limit: undefined };
  },
  addProseMirrorPlugins() {
    const { limit } = this.options;
    return [
      new Plugin({
        filterTransaction: (transaction, state) => {
          if (limit === undefined || !transaction.docChanged || transaction.getMeta(PROGRAMMATIC)) return true;
          const next = transaction.doc.textContent.length;
          return next <= limit || next <= state.doc.textContent.length;
        },
      }),
    ];
  },
});

const buttonClassName =
  "inline-flex size-8 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 aria-pressed:bg-accent aria-pressed:text-accent-foreground [&_svg]:size-4";

const fieldClassName =
  "h-9 w-full rounded-md border border-input bg-background px-2 text-sm text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive";

const formButtonClassName =
  "inline-flex h-8 items-center justify-center rounded-md px-3 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring";

/** Roving tabindex: one tab stop for the toolbar, arrows (and Home/End) move between its buttons. */
function useRovingToolbar() {
  const [active, setActive] = React.useState(0);
  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const buttons = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>("[data-slot=rich-text-editor-tool]:not(:disabled)"),
    );
    const current = buttons.indexOf(event.target as HTMLButtonElement);
    if (current === -1) return;
    const next =
      event.key === "ArrowRight"
        ? (current + 1) % buttons.length
        : event.key === "ArrowLeft"
          ? (current - 1 + buttons.length) % buttons.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? buttons.length - 1
              : -1;
    if (next === -1) return;
    event.preventDefault();
    buttons[next]?.focus();
  };
  const tabIndexOf = (index: number) => (index === active ? 0 : -1);
  return { onKeyDown, tabIndexOf, setActive };
}

type ToolProps = React.ComponentProps<"button"> & { index: number; label: string; pressed?: boolean };

function Tool({
  index,
  label,
  pressed,
  roving,
  ...props
}: ToolProps & { roving: ReturnType<typeof useRovingToolbar> }) {
  return (
    <button
      type="button"
      data-slot="rich-text-editor-tool"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      tabIndex={roving.tabIndexOf(index)}
      onFocus={() => roving.setActive(index)}
      className={buttonClassName}
      {...props}
    />
  );
}

function LinkForm({ editor, texts, onDone }: { editor: Editor; texts: RichTextEditorTexts; onDone: () => void }) {
  const errorId = React.useId();
  const current = (editor.getAttributes("link").href as string | undefined) ?? "";
  const [url, setUrl] = React.useState(current);
  const [error, setError] = React.useState(false);
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const href = url.trim();
        if (!isAllowedLink(href)) {
          setError(true);
          return;
        }
        editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
        onDone();
      }}
    >
      <label className="flex flex-col gap-1 text-sm font-medium">
        {texts.linkUrl}
        <input
          className={fieldClassName}
          type="text"
          inputMode="url"
          value={url}
          aria-invalid={error || undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setUrl(event.target.value);
            setError(false);
          }}
        />
      </label>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {texts.invalidLink}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        {current ? (
          <button
            type="button"
            className={cn(formButtonClassName, "text-destructive hover:bg-accent")}
            onClick={() => {
              editor.chain().focus().extendMarkRange("link").unsetLink().run();
              onDone();
            }}
          >
            {texts.removeLink}
          </button>
        ) : null}
        <button type="submit" className={cn(formButtonClassName, "bg-primary text-primary-foreground")}>
          {texts.applyLink}
        </button>
      </div>
    </form>
  );
}

function ImageForm({
  editor,
  texts,
  origins,
  onDone,
}: {
  editor: Editor;
  texts: RichTextEditorTexts;
  origins: readonly string[];
  onDone: () => void;
}) {
  const srcErrorId = React.useId();
  const altErrorId = React.useId();
  const [src, setSrc] = React.useState("");
  const [alt, setAlt] = React.useState("");
  const [errors, setErrors] = React.useState<{ src?: string; alt?: string }>({});
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const next = {
          src: isAllowedImage(src.trim(), origins) ? undefined : texts.imageOriginRefused(origins.join(", ")),
          alt: alt.trim() ? undefined : texts.missingAlt,
        };
        setErrors(next);
        if (next.src || next.alt) return;
        editor.chain().focus().setImage({ src: src.trim(), alt: alt.trim() }).run();
        onDone();
      }}
    >
      <label className="flex flex-col gap-1 text-sm font-medium">
        {texts.imageUrl}
        <input
          className={fieldClassName}
          type="text"
          inputMode="url"
          value={src}
          aria-invalid={errors.src ? true : undefined}
          aria-describedby={errors.src ? srcErrorId : undefined}
          onChange={(event) => setSrc(event.target.value)}
        />
      </label>
      {errors.src ? (
        <p id={srcErrorId} className="text-sm font-medium text-destructive">
          {errors.src}
        </p>
      ) : null}
      <label className="flex flex-col gap-1 text-sm font-medium">
        {texts.imageAlt}
        <input
          className={fieldClassName}
          value={alt}
          aria-required="true"
          aria-invalid={errors.alt ? true : undefined}
          aria-describedby={errors.alt ? altErrorId : undefined}
          onChange={(event) => setAlt(event.target.value)}
        />
      </label>
      {errors.alt ? (
        <p id={altErrorId} className="text-sm font-medium text-destructive">
          {errors.alt}
        </p>
      ) : null}
      <div className="flex justify-end">
        <button type="submit" className={cn(formButtonClassName, "bg-primary text-primary-foreground")}>
          {texts.insertImage}
        </button>
      </div>
    </form>
  );
}

/** A toolbar button that opens a small form in a popover; focus goes back to the text afterwards. */
function PopoverTool({
  toolProps,
  roving,
  editor,
  children,
}: {
  toolProps: ToolProps;
  roving: ReturnType<typeof useRovingToolbar>;
  editor: Editor;
  children: (close: () => void) => React.ReactNode;
}) {
  const [open, setOpen] = React.useState(false);
  const [closedByForm, setClosedByForm] = React.useState(false);
  const closeFromForm = React.useCallback(() => {
    setClosedByForm(true);
    setOpen(false);
  }, []);
  return (
    <PopoverPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setClosedByForm(false);
      }}
    >
      <PopoverPrimitive.Trigger asChild>
        <Tool {...toolProps} roving={roving} />
      </PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          data-slot="rich-text-editor-popover"
          aria-label={toolProps.label}
          align="start"
          sideOffset={4}
          className="z-50 w-72 rounded-md border border-border bg-popover p-3 text-popover-foreground shadow-md"
          onCloseAutoFocus={(event) => {
            // After applying, the user goes on typing; after Escape, back to the button.
            if (closedByForm) {
              event.preventDefault();
              editor.commands.focus();
            }
          }}
        >
          {children(closeFromForm)}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}

function RichTextEditorImpl({
  value,
  defaultValue = "",
  onChange,
  maxLength,
  imageOrigins,
  disabled = false,
  required,
  contentClassName,
  texts,
  "aria-label": ariaLabel,
  "aria-labelledby": ariaLabelledBy,
  "aria-describedby": ariaDescribedBy,
  "aria-invalid": ariaInvalid,
}: RichTextEditorImplProps) {
  const countId = React.useId();
  const origins = React.useMemo(() => imageOrigins ?? [], [imageOrigins]);
  const latest = React.useRef({ onChange, origins });
  React.useEffect(() => {
    latest.current = { onChange, origins };
  });
  /** The HTML last sent out or received, so a controlled value that echoes it is not set again. */
  const lastHtml = React.useRef<string | undefined>(undefined);

  // The text box carries the name, description and state that a field gives the frame. TipTap
  // applies changed options on each render.
  const describedBy = [ariaDescribedBy, maxLength !== undefined ? countId : null].filter(Boolean).join(" ");
  const attributes: Record<string, string> = {
    role: "textbox",
    "aria-multiline": "true",
    class: cn(
      "min-h-32 px-3 py-2 text-sm/relaxed outline-none [&_a]:text-primary [&_a]:underline [&_img]:inline-block [&_img]:max-h-64 [&_img]:max-w-full [&_li]:my-0.5 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_p:first-child]:mt-0 [&_p:last-child]:mb-0 [&_strong]:font-semibold [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6",
      contentClassName,
    ),
  };
  if (ariaLabel) attributes["aria-label"] = ariaLabel;
  if (ariaLabelledBy) attributes["aria-labelledby"] = ariaLabelledBy;
  if (describedBy) attributes["aria-describedby"] = describedBy;
  if (ariaInvalid && ariaInvalid !== "false") attributes["aria-invalid"] = "true";
  if (required) attributes["aria-required"] = "true";
  if (disabled) attributes["aria-disabled"] = "true";

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        blockquote: false,
        code: false,
        codeBlock: false,
        strike: false,
        underline: false,
        horizontalRule: false,
        link: {
          protocols: ["mailto"],
          openOnClick: false,
          autolink: false,
          defaultProtocol: "https",
          isAllowedUri: (url) => isAllowedLink(url),
          // The sanitising rule keeps href and title only.
          HTMLAttributes: { target: null, rel: null, class: null },
        },
      }),
      Image.configure({ inline: true, allowBase64: false }),
      MaxLength.configure({ limit: maxLength }),
    ],
    content: clean(value ?? defaultValue, origins),
    editable: !disabled,
    editorProps: {
      attributes,
      // Pasted HTML goes through the same rule as the output, before TipTap parses it.
      transformPastedHTML: (html) => clean(html, latest.current.origins),
    },
    onUpdate: ({ editor: updated }) => {
      const html = updated.isEmpty ? "" : clean(updated.getHTML(), latest.current.origins);
      lastHtml.current = html;
      latest.current.onChange?.(html);
    },
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
      link: current.isActive("link"),
      count: current.state.doc.textContent.length,
    }),
  });

  // A controlled value that differs from what the editor last produced replaces the content.
  // A Suspense boundary above may hide this editor for a while: React then runs the effects' cleanups,
  // which destroy TipTap's instance until a new one is made. A destroyed instance is left alone.
  React.useEffect(() => {
    if (editor.isDestroyed || value === undefined || value === lastHtml.current) return;
    const html = clean(value, origins);
    lastHtml.current = value;
    if (html === (editor.isEmpty ? "" : clean(editor.getHTML(), origins))) return;
    editor.chain().setMeta(PROGRAMMATIC, true).setContent(html, { emitUpdate: false }).run();
  }, [editor, value, origins]);

  React.useEffect(() => {
    if (!editor.isDestroyed) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const roving = useRovingToolbar();
  const tool = (index: number, label: string, pressed?: boolean) => ({ index, label, pressed, disabled });

  return (
    <div className="flex flex-col">
      <div
        role="toolbar"
        aria-label={texts.toolbar}
        data-slot="rich-text-editor-toolbar"
        className="flex flex-wrap items-center gap-1 border-b border-border px-2 py-1.5"
        onKeyDown={roving.onKeyDown}
      >
        <Tool
          {...tool(0, texts.bold, state.bold)}
          roving={roving}
          onClick={() => editor.chain().focus().toggleBold().run()}
        >
          <BoldIcon aria-hidden />
        </Tool>
        <Tool
          {...tool(1, texts.italic, state.italic)}
          roving={roving}
          onClick={() => editor.chain().focus().toggleItalic().run()}
        >
          <ItalicIcon aria-hidden />
        </Tool>
        <Tool
          {...tool(2, texts.bulletList, state.bulletList)}
          roving={roving}
          onClick={() => editor.chain().focus().toggleBulletList().run()}
        >
          <ListIcon aria-hidden />
        </Tool>
        <Tool
          {...tool(3, texts.orderedList, state.orderedList)}
          roving={roving}
          onClick={() => editor.chain().focus().toggleOrderedList().run()}
        >
          <ListOrderedIcon aria-hidden />
        </Tool>
        <PopoverTool
          toolProps={{ ...tool(4, texts.link, state.link), children: <LinkIcon aria-hidden /> }}
          roving={roving}
          editor={editor}
        >
          {(close) => <LinkForm editor={editor} texts={texts} onDone={close} />}
        </PopoverTool>
        {origins.length > 0 ? (
          <PopoverTool
            toolProps={{ ...tool(5, texts.image), children: <ImageIcon aria-hidden /> }}
            roving={roving}
            editor={editor}
          >
            {(close) => <ImageForm editor={editor} texts={texts} origins={origins} onDone={close} />}
          </PopoverTool>
        ) : null}
        <Tool {...tool(6, texts.hardBreak)} roving={roving} onClick={() => editor.chain().focus().setHardBreak().run()}>
          <CornerDownLeftIcon aria-hidden />
        </Tool>
      </div>
      <EditorContent editor={editor} data-slot="rich-text-editor-content" />
      {maxLength !== undefined ? (
        <p
          id={countId}
          data-slot="rich-text-editor-count"
          data-full={state.count >= maxLength || undefined}
          className="px-3 pb-2 text-right text-xs text-muted-foreground tabular-nums data-full:font-medium data-full:text-destructive"
        >
          {texts.characterCount(state.count, maxLength)}
        </p>
      ) : null}
    </div>
  );
}

export default RichTextEditorImpl;
