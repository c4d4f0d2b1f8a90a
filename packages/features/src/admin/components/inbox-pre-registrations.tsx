import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Building2Icon } from "lucide-react";
import * as React from "react";

import type { AdminPreRegistration, PreRegistrationStatus } from "@fuse/domain/admin/inbox-contract";
import {
  adminInboxMessages,
  describeHandling,
  formatAdminDate,
  inboxQueryOf,
  preRegistrationFilterOptions,
  preRegistrationStatusLabels,
} from "@fuse/domain/admin/inbox-labels";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@fuse/ui/alert-dialog";
import { Badge } from "@fuse/ui/badge";
import { Button } from "@fuse/ui/button";

import {
  companySizeLabels,
  formatSiret,
  loadNafSubclasses,
  preRegistrationKeys,
  type CompanySize,
} from "../../pre-registration/index.ts";
import {
  adminInboxQueries,
  useApprovePreRegistrationMutation,
  usePreRegistrationHandledMutation,
} from "../api/admin-inbox.ts";
import { AdminLoadFailed } from "./admin-load-failed.tsx";
import { AdminListShell, AdminListSkeleton, countOf, type AdminInboxScreenProps } from "./inbox-list.tsx";
import { usePendingRow } from "./use-pending-row.ts";

const statusVariants: Record<PreRegistrationStatus, "default" | "secondary" | "muted"> = {
  new: "default",
  approved: "secondary",
  handled: "muted",
};

type PreRegistrationCardProps = {
  registration: AdminPreRegistration;
  /** The NAF sub-class's label of its sector (« Programmation informatique »), once known. */
  sectorLabel?: string | undefined;
  /** « Approuver », once confirmed: the server e-mails the invitation. */
  onApprove: () => void;
  /** « Marquer comme traitée » (`true`) or « Rouvrir » (`false`). */
  onHandledChange: (handled: boolean) => void;
  /** A change of this pre-registration is under way. */
  pending?: boolean;
  timeZone?: string;
};

/**
 * One company's pre-registration: the company, its SIRET, sector, size and town, the person to
 * contact, the dates, and « Approuver » (after confirmation, as it sends an e-mail) and « Marquer
 * comme traitée » or « Rouvrir ». A company that has created its account since cannot be approved.
 */
function PreRegistrationCard({
  registration,
  sectorLabel,
  onApprove,
  onHandledChange,
  pending = false,
  timeZone,
}: PreRegistrationCardProps) {
  const titleId = React.useId();
  const { status } = registration;
  const handling = describeHandling(registration, "Traitée", timeZone);
  const town = [registration.postal_code, registration.city].filter(Boolean).join(" ");
  const size = registration.size ? (companySizeLabels[registration.size as CompanySize] ?? registration.size) : null;
  const facts: [string, React.ReactNode][] = [
    ["SIRET", formatSiret(registration.siret)],
    [
      "Secteur",
      registration.sector ? `${registration.sector}${sectorLabel ? ` — ${sectorLabel}` : ""}` : "Non renseigné",
    ],
    ...(size ? [["Effectif", size] as [string, React.ReactNode]] : []),
    ["Contact", registration.contact_name],
    [
      "E-mail",
      <a key="email" className="text-primary underline-offset-4 hover:underline" href={`mailto:${registration.email}`}>
        {registration.email}
      </a>,
    ],
    ["Téléphone", registration.phone ?? "Non renseigné"],
    ["Ville", [registration.address, town].filter(Boolean).join(", ") || "Non renseignée"],
    ["Reçue le", formatAdminDate(registration.created_at, timeZone)],
    [
      "Consentement",
      registration.consent_at ? `Donné le ${formatAdminDate(registration.consent_at, timeZone)}` : "Non recueilli",
    ],
    ...(registration.invited_at
      ? [["Invitation envoyée le", formatAdminDate(registration.invited_at, timeZone)] as [string, React.ReactNode]]
      : []),
    ...(handling ? [["Suivi", handling] as [string, React.ReactNode]] : []),
  ];

  return (
    <article
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="min-w-0 text-base font-semibold break-words">
          {registration.company_name}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Badge variant={statusVariants[status]}>
            {status === "approved" && registration.approved_at
              ? `Approuvée le ${formatAdminDate(registration.approved_at, timeZone)}`
              : preRegistrationStatusLabels[status]}
          </Badge>
          {registration.account_exists ? <Badge variant="outline">Compte créé</Badge> : null}
        </div>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {facts.map(([term, value]) => (
          <React.Fragment key={term}>
            <dt className="font-medium">{term}</dt>
            <dd className="min-w-0 break-words text-muted-foreground">{value}</dd>
          </React.Fragment>
        ))}
      </dl>
      {registration.account_exists ? (
        <p className="text-sm text-muted-foreground">
          Cette entreprise a créé son compte depuis sa pré-inscription : l'invitation n'est plus nécessaire.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2" aria-busy={pending || undefined}>
        {status !== "approved" && !registration.account_exists ? (
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button type="button" size="sm" disabled={pending}>
                Approuver<span className="sr-only"> « {registration.company_name} »</span>
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>Approuver cette pré-inscription ?</AlertDialogTitle>
                <AlertDialogDescription>
                  Une invitation à créer le compte recruteur de « {registration.company_name} » sera envoyée par e-mail
                  à {registration.email}.
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>Annuler</AlertDialogCancel>
                <AlertDialogAction onClick={onApprove}>Approuver et envoyer l'invitation</AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        ) : null}
        {status === "new" ? (
          <Button type="button" variant="secondary" size="sm" disabled={pending} onClick={() => onHandledChange(true)}>
            Marquer comme traitée<span className="sr-only"> : « {registration.company_name} »</span>
          </Button>
        ) : null}
        {status === "handled" ? (
          <Button type="button" variant="ghost" size="sm" disabled={pending} onClick={() => onHandledChange(false)}>
            Rouvrir<span className="sr-only"> « {registration.company_name} »</span>
          </Button>
        ) : null}
      </div>
    </article>
  );
}

type AdminPreRegistrationsScreenProps = AdminInboxScreenProps<PreRegistrationStatus>;

/** « Pré-inscriptions » with its data: approved (the invitation e-mailed), dealt with or reopened. */
function AdminPreRegistrationsScreen({
  api,
  status,
  query,
  page,
  onStatusChange,
  onQueryChange,
  onPageChange,
  timeZone,
}: AdminPreRegistrationsScreenProps) {
  const list = useQuery({
    ...adminInboxQueries.preRegistrations(api, inboxQueryOf(status, query, page)),
    placeholderData: keepPreviousData,
  });
  // The sectors' labels come with their list, loaded apart: the codes show until then, or without it.
  const naf = useQuery({
    queryKey: preRegistrationKeys.nafSubclasses,
    queryFn: loadNafSubclasses,
    staleTime: Infinity,
  });
  const sectorLabels = React.useMemo(
    () => new Map((naf.data ?? []).map(({ code, label }) => [code, label])),
    [naf.data],
  );
  const approve = useApprovePreRegistrationMutation(api);
  const handled = usePreRegistrationHandledMutation(api);
  const { pendingId, track } = usePendingRow();

  if (list.isPending) return <AdminListSkeleton label="Chargement des pré-inscriptions" />;
  if (list.isError)
    return (
      <AdminLoadFailed
        title={adminInboxMessages.preRegistrationListFailed}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  return (
    <AdminListShell
      label="Pré-inscriptions"
      countLabel={countOf("pré-inscription", "pré-inscriptions", { one: "trouvée", many: "trouvées" })}
      items={list.data.items}
      itemKey={(registration) => registration.id}
      renderItem={(registration) => (
        <PreRegistrationCard
          registration={registration}
          sectorLabel={registration.sector ? sectorLabels.get(registration.sector) : undefined}
          timeZone={timeZone}
          pending={pendingId === registration.id}
          onApprove={() => {
            approve.mutate({ id: registration.id }, track(registration.id));
          }}
          onHandledChange={(value) => {
            handled.mutate({ id: registration.id, handled: value }, track(registration.id));
          }}
        />
      )}
      total={list.data.total}
      page={list.data.page}
      pages={list.data.pages}
      onPageChange={onPageChange}
      filterLabel="Afficher"
      filter={status}
      filterOptions={preRegistrationFilterOptions}
      onFilterChange={onStatusChange}
      query={query}
      searchLabel="Entreprise, SIRET, contact, e-mail ou ville"
      onSearch={onQueryChange}
      empty={{
        icon: <Building2Icon aria-hidden />,
        title: status === "new" ? "Aucune pré-inscription à traiter" : "Aucune pré-inscription",
        searchedTitle: "Aucune pré-inscription ne correspond à votre recherche",
        description:
          status === "new" ? "Les entreprises pré-inscrites depuis /pre-inscription apparaîtront ici." : undefined,
      }}
      updating={list.isPlaceholderData}
    />
  );
}

export { AdminPreRegistrationsScreen, PreRegistrationCard };
export type { AdminPreRegistrationsScreenProps, PreRegistrationCardProps };
