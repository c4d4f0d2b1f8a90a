import { zodResolver } from "@hookform/resolvers/zod";
import * as React from "react";
import { Controller, useForm } from "react-hook-form";

import type { Interview } from "@fuse/domain/workflow/contract";
import { formatSlot } from "@fuse/domain/workflow/dates";
import { upcomingSlots } from "@fuse/domain/workflow/next-step";
import { bookingSchema } from "@fuse/domain/workflow/requests";
import { Alert, AlertDescription } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";
import { Field, FieldControl, FieldError, FieldLabel } from "@fuse/ui/field";
import { Label } from "@fuse/ui/label";
import { RadioGroup, RadioGroupItem } from "@fuse/ui/radio-group";
import { cn } from "@fuse/ui/utils";

import { InterviewDetails, SlotTime } from "./interview-summary.tsx";
import { actionErrorText } from "./withdraw-dialog.tsx";

type InterviewSlotPickerProps = {
  /** A proposed interview. */
  interview: Interview;
  /** Books the slot (its ISO string, as proposed); a rejected promise shows the error and keeps the choice. */
  onBook: (slot: string) => unknown;
  /** « Now », which decides the slots already past (tests and stories fix it). */
  now?: Date;
  className?: string;
};

/**
 * The slots a recruiter proposed, one to pick (those already past cannot be), with the interview's
 * duration, place, video link and message, and « Confirmer ce créneau ».
 */
function InterviewSlotPicker({ interview, onBook, now, className }: InterviewSlotPickerProps) {
  const id = React.useId();
  const confirmRef = React.useRef<HTMLButtonElement>(null);
  // The server's own schema: no slot picked is said at the slots, the first one that can be taken focused.
  const form = useForm({ resolver: zodResolver(bookingSchema), defaultValues: { slot: "" } });
  const { errors } = form.formState;
  const [pending, setPending] = React.useState(false);
  const [error, setError] = React.useState<{ text: string } | null>(null);
  const [booked, setBooked] = React.useState<string | null>(null);
  const upcoming = upcomingSlots(interview, now);
  // The button was disabled while busy, which drops focus: once it is back, give it focus for a
  // retry (each failure is a new object, so a second failure refocuses too).
  React.useEffect(() => {
    if (error) confirmRef.current?.focus();
  }, [error]);

  const confirm = form.handleSubmit(async ({ slot }) => {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      await onBook(slot);
      setBooked(slot);
    } catch (failure) {
      setError({ text: actionErrorText(failure, "Le créneau n'a pas été confirmé. Réessayez dans un instant.") });
    } finally {
      setPending(false);
    }
  });

  return (
    <form
      noValidate
      data-slot="interview-slot-picker"
      aria-busy={pending || undefined}
      onSubmit={(event) => void confirm(event)}
      className={cn("flex flex-col gap-4", className)}
    >
      <Controller
        control={form.control}
        name="slot"
        render={({ field }) => (
          <Field invalid={Boolean(errors.slot)} disabled={pending}>
            <FieldLabel>Choisissez un créneau</FieldLabel>
            <FieldControl>
              <RadioGroup value={field.value} onValueChange={field.onChange}>
                {interview.slots.map((slot, index) => {
                  const past = !upcoming.includes(slot);
                  return (
                    <div key={slot} className="flex items-center gap-2">
                      <RadioGroupItem
                        // Where focus goes when no slot is picked: the first one that can be.
                        ref={slot === upcoming[0] ? field.ref : undefined}
                        id={`${id}-slot-${index}`}
                        value={slot}
                        disabled={past || pending}
                      />
                      <Label
                        htmlFor={`${id}-slot-${index}`}
                        className={cn("font-normal", past && "text-muted-foreground line-through")}
                      >
                        <span>
                          <SlotTime slot={slot} />
                          {past ? " (passé)" : null}
                        </span>
                      </Label>
                    </div>
                  );
                })}
              </RadioGroup>
            </FieldControl>
            <FieldError>{errors.slot?.message}</FieldError>
          </Field>
        )}
      />
      <InterviewDetails interview={interview} />
      {upcoming.length === 0 ? (
        <Alert variant="warning" role="none">
          <AlertDescription>
            Les créneaux proposés sont passés : le recruteur doit vous en proposer d'autres.
          </AlertDescription>
        </Alert>
      ) : null}
      {error ? (
        <Alert variant="destructive">
          <AlertDescription>{error.text}</AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        {upcoming.length > 0 ? (
          <Button ref={confirmRef} type="submit" loading={pending}>
            {pending ? "Confirmation…" : "Confirmer ce créneau"}
          </Button>
        ) : null}
        {/* Present from the start, so the confirmation is read out when it arrives. */}
        <p role="status" className="text-sm font-medium">
          {booked ? `Créneau confirmé : ${formatSlot(booked)}.` : null}
        </p>
      </div>
    </form>
  );
}

export { InterviewSlotPicker };
export type { InterviewSlotPickerProps };
