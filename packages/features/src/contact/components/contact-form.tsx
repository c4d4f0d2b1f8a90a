import { zodResolver } from "@hookform/resolvers/zod";
import * as React from "react";
import { Controller, useForm, useWatch } from "react-hook-form";

import { ApiError } from "@fuse/domain/api/client";
import { contactLimits, contactSchema, contactSubjects, type ContactRequest } from "@fuse/domain/contact/schema";
import { formatNumber } from "@fuse/domain/format/number";
import { Alert, AlertAction, AlertDescription, AlertTitle } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";
import { Checkbox } from "@fuse/ui/checkbox";
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "@fuse/ui/field";
import { Input } from "@fuse/ui/input";
import { Textarea } from "@fuse/ui/textarea";
import { cn } from "@fuse/ui/utils";

import { SelectField } from "../../forms/select-field.tsx";

type ContactFormValues = {
  name: string;
  email: string;
  subject: string;
  message: string;
  consent: boolean;
  website: string;
};

const emptyValues: ContactFormValues = { name: "", email: "", subject: "", message: "", consent: false, website: "" };

/** The fields a refusal of the server may name (the hidden `website` is never one). */
const visibleFields = ["name", "email", "subject", "message", "consent"] as const;
type VisibleField = (typeof visibleFields)[number];
const isVisibleField = (field: string | undefined): field is VisibleField =>
  (visibleFields as readonly (string | undefined)[]).includes(field);

const unreachable = "Votre message n'a pas pu être envoyé. Vérifiez votre connexion puis réessayez.";

/** What went wrong beyond a field: a message, and whether sending again may help. */
type Failure = { message: string; retry: boolean };

function failureOf(error: unknown): Failure {
  // The network failed, or the server did: the same message may go through a moment later.
  if (!(error instanceof ApiError) || error.status >= 500) return { message: unreachable, retry: true };
  // The server's own French words: the wait before sending again (429), a request it cannot read.
  return { message: error.message, retry: false };
}

export type ContactFormProps = {
  /** Sends the message; rejects with an `ApiError` (a 400 names the field at fault), or a network error. */
  onSubmit: (request: ContactRequest) => Promise<void>;
  /** Where the privacy policy is read (opens in a new tab, so nothing typed is lost). */
  privacyHref?: string;
  className?: string;
};

/**
 * The contact form: name, e-mail, a subject from the list, the message and the consent to use
 * them to answer. Each field says in French what is wrong with it on leaving it and on sending;
 * a refusal of the server shows at its field, a failure above the button, and nothing typed is lost.
 */
export function ContactForm({
  onSubmit,
  privacyHref = "/p/politique-de-confidentialite",
  className,
}: ContactFormProps) {
  const id = React.useId();
  // The browser checks with the server's own schema, on leaving a field and then as it is corrected.
  const form = useForm({ resolver: zodResolver(contactSchema), mode: "onTouched", defaultValues: emptyValues });
  const [failure, setFailure] = React.useState<Failure | null>(null);
  const { errors, isSubmitting } = form.formState;
  const messageLength = useWatch({ control: form.control, name: "message" }).trim().length;

  const submit = form.handleSubmit(async (request) => {
    setFailure(null);
    try {
      await onSubmit(request);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && isVisibleField(error.field)) {
        form.setError(error.field, { type: "server", message: error.message }, { shouldFocus: true });
        return;
      }
      setFailure(failureOf(error));
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Écrire à l'équipe Fuse"
      data-slot="contact-form"
      className={cn("relative flex flex-col gap-5", className)}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field required invalid={Boolean(errors.name)}>
          <FieldLabel>Votre nom</FieldLabel>
          <FieldControl>
            <Input autoComplete="name" maxLength={contactLimits.name} {...form.register("name")} />
          </FieldControl>
          <FieldError>{errors.name?.message}</FieldError>
        </Field>
        <Field required invalid={Boolean(errors.email)}>
          <FieldLabel>Votre adresse e-mail</FieldLabel>
          <FieldControl>
            <Input type="email" autoComplete="email" maxLength={contactLimits.email} {...form.register("email")} />
          </FieldControl>
          <FieldDescription>Nous vous répondrons à cette adresse.</FieldDescription>
          <FieldError>{errors.email?.message}</FieldError>
        </Field>
      </div>
      <SelectField
        control={form.control}
        name="subject"
        label="Sujet"
        required
        placeholder="Choisir un sujet"
        options={contactSubjects}
      />
      <Field required invalid={Boolean(errors.message)}>
        <FieldLabel>Votre message</FieldLabel>
        <FieldControl>
          <Textarea rows={6} maxLength={contactLimits.messageMax} className="min-h-36" {...form.register("message")} />
        </FieldControl>
        <FieldDescription>
          {contactLimits.messageMin} caractères au moins, {formatNumber(contactLimits.messageMax)} au plus (
          {formatNumber(messageLength)} saisis).
        </FieldDescription>
        <FieldError>{errors.message?.message}</FieldError>
      </Field>

      {/*
        A trap for robots, which fill every field they find: off-screen, out of the tab order and
        hidden from screen readers, so no person fills it. Not display:none, which robots skip.
      */}
      <div aria-hidden="true" className="absolute top-0 -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Site web</label>
        <input id={`${id}-website`} type="text" tabIndex={-1} autoComplete="off" {...form.register("website")} />
      </div>

      <Controller
        control={form.control}
        name="consent"
        render={({ field }) => (
          <Field orientation="horizontal" required invalid={Boolean(errors.consent)}>
            <FieldControl>
              <Checkbox
                ref={field.ref}
                checked={field.value}
                onCheckedChange={(checked) => {
                  field.onChange(checked === true);
                  field.onBlur();
                }}
                onBlur={field.onBlur}
              />
            </FieldControl>
            <div className="grid gap-1">
              <FieldLabel className="leading-snug font-normal">
                J'accepte que Fuse utilise ces informations pour répondre à mon message, conformément à la politique de
                confidentialité.
              </FieldLabel>
              <a
                href={privacyHref}
                target="_blank"
                rel="noreferrer"
                className="self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                Lire la politique de confidentialité (nouvel onglet)
              </a>
              <FieldError>{errors.consent?.message}</FieldError>
            </div>
          </Field>
        )}
      />

      {failure ? (
        <Alert variant="destructive">
          <AlertTitle>Message non envoyé</AlertTitle>
          <AlertDescription>{failure.message}</AlertDescription>
          {failure.retry ? (
            <AlertAction>
              <Button type="button" variant="outline" size="sm" onClick={() => void submit()}>
                Réessayer
              </Button>
            </AlertAction>
          ) : null}
        </Alert>
      ) : null}
      <Button type="submit" size="lg" loading={isSubmitting} className="self-start">
        {isSubmitting ? "Envoi…" : "Envoyer mon message"}
      </Button>
    </form>
  );
}
