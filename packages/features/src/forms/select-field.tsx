import type * as React from "react";
import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";

import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "@fuse/ui/field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@fuse/ui/select";

type SelectFieldProps<Values extends FieldValues, Option extends string | number> = {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: React.ReactNode;
  /** The choices, in their order: a vocabulary's codes, or numbers (a duration in minutes). */
  options: readonly Option[];
  /** What the list shows for a choice (the vocabulary's label); the choice itself by default. */
  optionLabel?: (option: Option) => React.ReactNode;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  description?: React.ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** The trigger's width (`w-full` by default). */
  triggerClassName?: string;
};

/**
 * One choice among a fixed list, in a form of react-hook-form: the label, the list, the field's
 * error. The value keeps its type (a number stays a number); an empty value shows the placeholder.
 * Picking counts as leaving the field, so a form validating on touch checks the choice at once.
 */
function SelectField<Values extends FieldValues, Option extends string | number>({
  control,
  name,
  label,
  options,
  optionLabel = (option) => option,
  placeholder,
  description,
  required,
  disabled,
  triggerClassName = "w-full",
}: SelectFieldProps<Values, Option>) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  return (
    <Field required={required} invalid={Boolean(fieldState.error)}>
      <FieldLabel>{label}</FieldLabel>
      <Select
        value={value === null || value === undefined ? "" : String(value)}
        disabled={disabled}
        onValueChange={(picked) => {
          onChange(options.find((option) => String(option) === picked) ?? picked);
          onBlur();
        }}
      >
        <FieldControl>
          <SelectTrigger ref={ref} onBlur={onBlur} className={triggerClassName}>
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
        </FieldControl>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option} value={String(option)}>
              {optionLabel(option)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{fieldState.error?.message}</FieldError>
    </Field>
  );
}

export { SelectField };
export type { SelectFieldProps };
