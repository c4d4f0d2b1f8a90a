import { createSlot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import * as React from "react";

import { cn } from "../lib/utils";
import { Label } from "./label";

type FieldPart = "label" | "description" | "error";

type FieldContextValue = {
  controlId: string;
  labelId: string;
  descriptionId: string;
  errorId: string;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
  /** Which optional parts are rendered, so the control only points at ids that exist. */
  parts: Record<FieldPart, boolean>;
  /** False when the control is an element a `<label for>` cannot name (a radiogroup's div). */
  labelable: boolean;
  registerPart: (part: FieldPart) => () => void;
  setControl: (control: HTMLElement | null) => void;
};

const FieldContext = React.createContext<FieldContextValue | null>(null);

function useFieldContext(partName: string) {
  const context = React.useContext(FieldContext);
  if (!context) throw new Error(`<${partName}> must be used inside <Field>.`);
  return context;
}

/** Marks a part as present while it is mounted (and `present`). */
function useFieldPart(context: FieldContextValue, part: FieldPart, present = true) {
  const { registerPart } = context;
  React.useLayoutEffect(() => (present ? registerPart(part) : undefined), [registerPart, part, present]);
}

const fieldVariants = cva("group/field flex", {
  variants: {
    orientation: {
      vertical: "flex-col gap-2",
      // Lines the control up with the first line of a 20px-high label.
      horizontal: "flex-row items-start gap-3 *:data-[slot=checkbox]:mt-0.5 *:data-[slot=switch]:-my-0.5",
    },
  },
  defaultVariants: {
    orientation: "vertical",
  },
});

type FieldProps = React.ComponentProps<"div"> &
  VariantProps<typeof fieldVariants> & {
    /** Marks the control invalid. A `FieldError` with content does so too. */
    invalid?: boolean;
    /** Passes `required` to the control and shows a marker after the label. */
    required?: boolean;
    /** Passes `disabled` to the control and dims the label. */
    disabled?: boolean;
  };

/**
 * Wires a label, a description and an error message to one control (wrapped in `FieldControl`):
 * ids, `aria-describedby`, `aria-invalid`, `required` and `disabled`.
 */
function Field({
  className,
  orientation,
  invalid = false,
  required = false,
  disabled = false,
  children,
  ...props
}: FieldProps) {
  const id = React.useId();
  const [parts, setParts] = React.useState<Record<FieldPart, boolean>>({
    label: false,
    description: false,
    error: false,
  });
  const [control, setControlState] = React.useState({ id: `${id}-control`, labelable: true });

  const registerPart = React.useCallback((part: FieldPart) => {
    setParts((current) => ({ ...current, [part]: true }));
    return () => setParts((current) => ({ ...current, [part]: false }));
  }, []);

  const setControl = React.useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      // The child's own `id` wins over ours (Slot merging), and the label must follow it.
      const controlId = element.id || `${id}-control`;
      // Labelable elements (input, button, select, textarea…) expose `labels`; a hidden input's is null.
      const labelable = (element as { labels?: NodeList | null }).labels != null;
      setControlState((current) =>
        current.id === controlId && current.labelable === labelable ? current : { id: controlId, labelable },
      );
    },
    [id],
  );

  const isInvalid = invalid || parts.error;
  const context = React.useMemo<FieldContextValue>(
    () => ({
      controlId: control.id,
      labelId: `${id}-label`,
      descriptionId: `${id}-description`,
      errorId: `${id}-error`,
      invalid: isInvalid,
      required,
      disabled,
      parts,
      labelable: control.labelable,
      registerPart,
      setControl,
    }),
    [id, control, isInvalid, required, disabled, parts, registerPart, setControl],
  );

  return (
    <FieldContext value={context}>
      <div
        data-slot="field"
        data-orientation={orientation ?? "vertical"}
        data-invalid={isInvalid || undefined}
        data-disabled={disabled || undefined}
        className={cn(fieldVariants({ orientation }), className)}
        {...props}
      >
        {children}
      </div>
    </FieldContext>
  );
}

// The wiring owns these attributes; a caller's value would silently cut the link.
type FieldLabelProps = Omit<React.ComponentProps<typeof Label>, "id" | "htmlFor">;
type FieldTextProps = Omit<React.ComponentProps<"p">, "id">;

/** The field's label; clicking it focuses the control. Shows a marker when the field is required. */
function FieldLabel({ className, children, ...props }: FieldLabelProps) {
  const field = useFieldContext("FieldLabel");
  useFieldPart(field, "label");
  return (
    <Label
      id={field.labelId}
      htmlFor={field.labelable ? field.controlId : undefined}
      data-slot="field-label"
      data-disabled={field.disabled || undefined}
      className={cn("data-disabled:cursor-not-allowed data-disabled:text-muted-foreground", className)}
      {...props}
    >
      {children}
      {/* The control itself announces "required"; the marker is for sighted users. */}
      {field.required ? (
        <span aria-hidden className="text-destructive">
          *
        </span>
      ) : null}
    </Label>
  );
}

type FieldControlSlotProps = React.HTMLAttributes<HTMLElement> & {
  required?: boolean;
  disabled?: boolean;
};

const FieldControlSlot = createSlot<HTMLElement, FieldControlSlotProps>("FieldControl");

type FieldControlProps = Omit<React.ComponentProps<typeof FieldControlSlot>, "id" | "ref">;

/**
 * Gives its single child (any element or component that spreads its props onto the focusable
 * element) the field's `id`, `aria-describedby`, `aria-invalid`, `required` and `disabled`.
 * Put a `ref` or an `id` of your own on the child.
 */
function FieldControl({ "aria-describedby": describedBy, ...props }: FieldControlProps) {
  const { setControl, ...field } = useFieldContext("FieldControl");
  const describedByIds =
    [field.parts.description ? field.descriptionId : null, field.parts.error ? field.errorId : null, describedBy]
      .filter(Boolean)
      .join(" ") || undefined;
  return (
    <FieldControlSlot
      ref={setControl}
      id={field.controlId}
      // `<label for>` cannot name a non-labelable element such as a radiogroup's div.
      aria-labelledby={field.parts.label && !field.labelable ? field.labelId : undefined}
      aria-describedby={describedByIds}
      aria-invalid={field.invalid || undefined}
      required={field.required || undefined}
      disabled={field.disabled || undefined}
      {...props}
    />
  );
}

/** Help text under the label, read out with the control. */
function FieldDescription({ className, ...props }: FieldTextProps) {
  const field = useFieldContext("FieldDescription");
  useFieldPart(field, "description");
  return (
    <p
      id={field.descriptionId}
      data-slot="field-description"
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}

function hasContent(children: React.ReactNode) {
  return React.Children.toArray(children).some((child) => typeof child !== "string" || child.trim() !== "");
}

/**
 * The validation message. Renders nothing while empty; with content it marks the field invalid,
 * joins the control's description and is announced.
 */
function FieldError({ className, children, ...props }: FieldTextProps) {
  const field = useFieldContext("FieldError");
  const present = hasContent(children);
  useFieldPart(field, "error", present);
  if (!present) return null;
  return (
    <p
      id={field.errorId}
      data-slot="field-error"
      // The message is mounted together with its text, and only an alert is reliably announced
      // on insertion; a polite live region would have to exist, empty, before the text arrives.
      role="alert"
      className={cn("text-sm font-medium text-destructive", className)}
      {...props}
    >
      {children}
    </p>
  );
}

export { Field, FieldLabel, FieldControl, FieldDescription, FieldError, fieldVariants };
export type { FieldProps, FieldLabelProps, FieldControlProps };
