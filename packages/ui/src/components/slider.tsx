import * as SliderPrimitive from "@radix-ui/react-slider";
import * as React from "react";

import { cn } from "../lib/utils";

/** Radix's own defaults for the two thumbs of a range, kept as overridable texts. */
const DEFAULT_RANGE_THUMB_LABELS = ["Minimum", "Maximum"] as const;

type SliderProps = Omit<React.ComponentProps<typeof SliderPrimitive.Root>, "children"> & {
  /**
   * How a value reads out loud and, with `showValue`, on screen: `(v) => `${v} km``. Without it the
   * number alone is announced.
   */
  getAriaValueText?: (value: number, index: number) => string;
  /** Shows the current value (or range) beside the track, written by `getAriaValueText`. */
  showValue?: boolean;
  /** Names of each thumb, added to the slider's own name: a range defaults to "Minimum" and "Maximum". */
  thumbLabels?: readonly string[];
  /** Handed down by a field; a slider has no native validation, so it is only announced. */
  required?: boolean;
};

/**
 * A slider on Radix for one value or a range (`value={[min, max]}`): arrows move one step, Page
 * Up/Down ten, Home/End to the bounds. Name it with aria-label, aria-labelledby or the kit's Field;
 * the name, description and invalid state go to every thumb, which are what assistive technology
 * reads (a `<label for>` cannot name them).
 */
function Slider({
  className,
  defaultValue,
  value,
  min = 0,
  max = 100,
  onValueChange,
  onValueCommit,
  // A thumb named "minimum" must stay the minimum: thumbs stop at their neighbour instead of crossing.
  preserveThumbOrder = true,
  getAriaValueText,
  showValue = false,
  thumbLabels,
  required,
  "aria-label": ariaLabel,
  "aria-labelledby": ariaLabelledBy,
  "aria-describedby": ariaDescribedBy,
  "aria-invalid": ariaInvalid,
  ...props
}: SliderProps) {
  const id = React.useId();
  const [ownValues, setOwnValues] = React.useState(() => defaultValue ?? [min]);
  const values = value ?? ownValues;
  const labels = thumbLabels ?? (values.length === 2 ? DEFAULT_RANGE_THUMB_LABELS : []);
  const textOf = (thumbValue: number, index: number) => getAriaValueText?.(thumbValue, index) ?? String(thumbValue);
  const change = (next: number[]) => {
    if (value === undefined) setOwnValues(next);
    onValueChange?.(next);
  };

  /**
   * Radix sends Home to the first thumb and End to the last whichever has focus; the focused thumb
   * should go to its own bound (its neighbour in a range), as the ARIA pattern for sliders says.
   */
  const handleThumbKeyDown = (event: React.KeyboardEvent, index: number) => {
    if (values.length < 2 || (event.key !== "Home" && event.key !== "End")) return;
    event.preventDefault();
    const next = [...values];
    next[index] = event.key === "Home" ? (values[index - 1] ?? min) : (values[index + 1] ?? max);
    if (next[index] === values[index]) return;
    change(next);
    onValueCommit?.(next);
  };

  const slider = (
    <SliderPrimitive.Root
      data-slot="slider"
      data-invalid={ariaInvalid ? "" : undefined}
      // Always controlled, by the caller or by our own state, so the visible value and keys follow it.
      value={values}
      min={min}
      max={max}
      preserveThumbOrder={preserveThumbOrder}
      onValueChange={change}
      onValueCommit={onValueCommit}
      className={cn(
        "relative flex w-full touch-none items-center select-none data-disabled:opacity-60 data-[orientation=vertical]:h-full data-[orientation=vertical]:min-h-44 data-[orientation=vertical]:w-auto data-[orientation=vertical]:flex-col",
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track
        data-slot="slider-track"
        className="relative grow overflow-hidden rounded-full bg-muted data-[orientation=horizontal]:h-1.5 data-[orientation=horizontal]:w-full data-[orientation=vertical]:h-full data-[orientation=vertical]:w-1.5"
      >
        <SliderPrimitive.Range
          data-slot="slider-range"
          className="absolute bg-primary data-[orientation=horizontal]:h-full data-[orientation=vertical]:w-full"
        />
      </SliderPrimitive.Track>
      {values.map((thumbValue, index) => {
        const thumbLabel = labels[index];
        const thumbLabelId = `${id}-thumb-${index}`;
        return (
          <SliderPrimitive.Thumb
            // Thumbs are positions, not items: their order never changes.
            key={index}
            data-slot="slider-thumb"
            aria-label={ariaLabelledBy ? undefined : [ariaLabel, thumbLabel].filter(Boolean).join(" ") || undefined}
            aria-labelledby={
              ariaLabelledBy ? [ariaLabelledBy, thumbLabel ? thumbLabelId : ""].join(" ").trim() : undefined
            }
            aria-describedby={ariaDescribedBy}
            aria-invalid={ariaInvalid}
            aria-required={required || undefined}
            aria-valuetext={textOf(thumbValue, index)}
            onKeyDown={(event) => handleThumbKeyDown(event, index)}
            className="block size-5 shrink-0 rounded-full border-2 border-primary bg-background shadow-sm transition-[color,box-shadow] outline-none hover:ring-4 hover:ring-ring/40 focus-visible:ring-4 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none in-data-invalid:border-destructive motion-reduce:transition-none"
          >
            {ariaLabelledBy && thumbLabel ? (
              <span id={thumbLabelId} hidden>
                {thumbLabel}
              </span>
            ) : null}
          </SliderPrimitive.Thumb>
        );
      })}
    </SliderPrimitive.Root>
  );

  if (!showValue) return slider;
  return (
    <div data-slot="slider-with-value" className="flex w-full items-center gap-4">
      {slider}
      {/* The thumbs announce their values already; this is the same text for sighted users. */}
      <span
        data-slot="slider-value"
        aria-hidden
        className="min-w-16 shrink-0 text-right text-sm font-medium text-foreground tabular-nums"
      >
        {values.map(textOf).join(" – ")}
      </span>
    </div>
  );
}

export { Slider };
export type { SliderProps };
