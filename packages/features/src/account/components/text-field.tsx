import type * as React from "react";

import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "@fuse/ui/field";
import { Input } from "@fuse/ui/input";

type TextFieldProps = React.ComponentProps<"input"> & {
  label: string;
  description?: React.ReactNode;
  /** The validation message; marks the input invalid and is read out with it. */
  error?: string;
};

/** A labelled input with its help text and error, for react-hook-form's `register`. */
function TextField({ label, description, error, required, disabled, ...props }: TextFieldProps) {
  return (
    <Field invalid={Boolean(error)} required={required} disabled={disabled}>
      <FieldLabel>{label}</FieldLabel>
      <FieldControl>
        <Input {...props} />
      </FieldControl>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{error}</FieldError>
    </Field>
  );
}

export { TextField };
export type { TextFieldProps };
