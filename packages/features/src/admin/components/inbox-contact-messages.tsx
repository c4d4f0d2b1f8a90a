import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { InboxIcon } from "lucide-react";
import * as React from "react";
import { useForm, type FieldErrors, type Resolver } from "react-hook-form";

import type { AdminContactMessage, ContactMessageStatus } from "@fuse/domain/admin/inbox-contract";
import {
  adminInboxMessages,
  contactFilterOptions,
  contactStatusLabels,
  describeHandling,
  formatAdminDate,
  inboxQueryOf,
} from "@fuse/domain/admin/inbox-labels";
import { contactReplySchema, type ContactReplyValues } from "@fuse/domain/admin/schemas";
import { Alert, AlertDescription } from "@fuse/ui/alert";
import { Badge } from "@fuse/ui/badge";
import { Button } from "@fuse/ui/button";
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "@fuse/ui/field";
import { Textarea } from "@fuse/ui/textarea";

import { ApiError } from "../../api/index.ts";
import {
  adminInboxQueries,
  useContactMessageHandledMutation,
  useReplyToContactMessageMutation,
} from "../api/admin-inbox.ts";
import { AdminLoadFailed } from "./admin-load-failed.tsx";
import { AdminListShell, AdminListSkeleton, countOf, type AdminInboxScreenProps } from "./inbox-list.tsx";
import { usePendingRow } from "./use-pending-row.ts";

const replyResolver: Resolver<ContactReplyValues> = (values) => {
  const result = contactReplySchema.safeParse(values);
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<ContactReplyValues> = {};
  const issue = result.error.issues[0];
  if (issue) errors.message = { type: issue.code, message: issue.message };
  return { values: {}, errors };
};

type ContactReplyFormProps = {
  /** Who the answer goes to. */
  email: string;
  /** Sends the answer; rejects with an `ApiError` (a 400 names the field at fault) or a network error. */
  onReply: (message: string) => Promise<unknown>;
};

/** « Répondre »: the answer in plain text, e-mailed by the server with the sender's message quoted. */
function ContactReplyForm({ email, onReply }: ContactReplyFormProps) {
  const form = useForm<ContactReplyValues>({ resolver: replyResolver, defaultValues: { message: "" } });
  const [failure, setFailure] = React.useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ message }) => {
    setFailure(null);
    try {
      await onReply(message);
      form.reset({ message: "" });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && (error.field ?? "message") === "message") {
        form.setError("message", { type: "server", message: error.message }, { shouldFocus: true });
        return;
      }
      setFailure(error instanceof ApiError && error.status < 500 ? error.message : adminInboxMessages.replyFailed);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3" aria-label="Répondre">
      <Field required invalid={Boolean(errors.message)}>
        <FieldLabel>Votre réponse</FieldLabel>
        <FieldControl>
          <Textarea rows={5} maxLength={5000} {...form.register("message")} />
        </FieldControl>
        <FieldDescription>
          Envoyée par e-mail à {email}, signée « L'équipe Fuse », avec son message cité. Le message est alors marqué
          comme traité.
        </FieldDescription>
        <FieldError>{errors.message?.message}</FieldError>
      </Field>
      {failure ? (
        <Alert variant="destructive">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      ) : null}
      <div>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? "Envoi…" : "Envoyer la réponse"}
        </Button>
      </div>
    </form>
  );
}

type ContactMessageCardProps = {
  message: AdminContactMessage;
  /** Sends an answer by e-mail (see ContactReplyForm). */
  onReply: (text: string) => Promise<unknown>;
  /** « Marquer comme traité » (`true`) or « Rouvrir » (`false`). */
  onHandledChange: (handled: boolean) => void;
  /** A change of this message is under way. */
  pending?: boolean;
  /** Opened at first. */
  defaultOpen?: boolean;
  timeZone?: string;
};

/**
 * One contact message: its subject, sender, date and state, the start of its text; opened, the
 * whole text as written (never as HTML), the sender's facts and the answer form.
 */
function ContactMessageCard({
  message,
  onReply,
  onHandledChange,
  pending = false,
  defaultOpen = false,
  timeZone,
}: ContactMessageCardProps) {
  const id = React.useId();
  const [open, setOpen] = React.useState(defaultOpen);
  const handling = describeHandling(message, "Traité", timeZone);
  return (
    <article
      aria-labelledby={`${id}-subject`}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={`${id}-subject`} className="min-w-0 text-base font-semibold break-words">
          {message.subject}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Badge variant={message.status === "new" ? "default" : "muted"}>{contactStatusLabels[message.status]}</Badge>
          {message.replied_at ? (
            <Badge variant="secondary" className="whitespace-normal">
              Répondu le {formatAdminDate(message.replied_at, timeZone)}
            </Badge>
          ) : null}
        </div>
      </div>
      <p className="text-sm break-words text-muted-foreground">
        {message.name} · {message.email} · reçu le {formatAdminDate(message.created_at, timeZone)}
      </p>
      {open ? null : <p className="line-clamp-2 text-sm break-words whitespace-pre-line">{message.message}</p>}
      <div className="flex flex-wrap gap-2" aria-busy={pending || undefined}>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={`${id}-details`}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? "Fermer" : "Ouvrir"}
          <span className="sr-only"> le message « {message.subject} »</span>
        </Button>
        <Button
          type="button"
          variant={message.status === "new" ? "secondary" : "ghost"}
          size="sm"
          disabled={pending}
          onClick={() => onHandledChange(message.status === "new")}
        >
          {message.status === "new" ? "Marquer comme traité" : "Rouvrir"}
          <span className="sr-only"> : « {message.subject} »</span>
        </Button>
      </div>
      <div id={`${id}-details`} hidden={!open} className="flex flex-col gap-4 border-t border-border pt-4">
        {open ? (
          <>
            <p className="text-sm break-words whitespace-pre-wrap">{message.message}</p>
            <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
              <dt className="font-medium">Nom</dt>
              <dd className="break-words">{message.name}</dd>
              <dt className="font-medium">E-mail</dt>
              <dd className="break-all">
                <a className="text-primary underline-offset-4 hover:underline" href={`mailto:${message.email}`}>
                  {message.email}
                </a>
              </dd>
              <dt className="font-medium">Reçu le</dt>
              <dd>{formatAdminDate(message.created_at, timeZone)}</dd>
              <dt className="font-medium">Consentement</dt>
              <dd>
                {message.consent_at
                  ? `Donné le ${formatAdminDate(message.consent_at, timeZone)}`
                  : "Non recueilli (message antérieur à la case de consentement)"}
              </dd>
              {handling ? (
                <>
                  <dt className="font-medium">Suivi</dt>
                  <dd className="break-words">{handling}</dd>
                </>
              ) : null}
            </dl>
            <ContactReplyForm email={message.email} onReply={onReply} />
          </>
        ) : null}
      </div>
    </article>
  );
}

type AdminContactMessagesScreenProps = AdminInboxScreenProps<ContactMessageStatus>;

/** « Messages de contact » with its data: read, answered by e-mail, dealt with or reopened. */
function AdminContactMessagesScreen({
  api,
  status,
  query,
  page,
  onStatusChange,
  onQueryChange,
  onPageChange,
  timeZone,
}: AdminContactMessagesScreenProps) {
  const list = useQuery({
    ...adminInboxQueries.contactMessages(api, inboxQueryOf(status, query, page)),
    placeholderData: keepPreviousData,
  });
  const reply = useReplyToContactMessageMutation(api);
  const handled = useContactMessageHandledMutation(api);
  const { pendingId, track } = usePendingRow();

  if (list.isPending) return <AdminListSkeleton label="Chargement des messages" />;
  if (list.isError)
    return (
      <AdminLoadFailed
        title={adminInboxMessages.contactListFailed}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  return (
    <AdminListShell
      label="Messages de contact"
      countLabel={countOf("message", "messages", { one: "trouvé", many: "trouvés" })}
      items={list.data.items}
      itemKey={(message) => message.id}
      renderItem={(message) => (
        <ContactMessageCard
          message={message}
          timeZone={timeZone}
          pending={pendingId === message.id}
          onReply={(text) => reply.mutateAsync({ id: message.id, message: text })}
          onHandledChange={(value) => {
            handled.mutate({ id: message.id, handled: value }, track(message.id));
          }}
        />
      )}
      total={list.data.total}
      page={list.data.page}
      pages={list.data.pages}
      onPageChange={onPageChange}
      filterLabel="Afficher"
      filter={status}
      filterOptions={contactFilterOptions}
      onFilterChange={onStatusChange}
      query={query}
      searchLabel="Nom, e-mail, objet ou texte"
      onSearch={onQueryChange}
      empty={{
        icon: <InboxIcon aria-hidden />,
        title: status === "new" ? "Aucun message à traiter" : "Aucun message",
        searchedTitle: "Aucun message ne correspond à votre recherche",
        description: status === "new" ? "Les messages envoyés depuis la page Contact apparaîtront ici." : undefined,
      }}
      updating={list.isPlaceholderData}
    />
  );
}

export { AdminContactMessagesScreen, ContactMessageCard };
export type { AdminContactMessagesScreenProps, ContactMessageCardProps };
