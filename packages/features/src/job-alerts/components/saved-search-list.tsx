import * as React from "react";
import { Link } from "react-router";

import type { SavedSearch } from "@fuse/domain/job-alerts/contract";
import { criteriaInWords } from "@fuse/domain/job-alerts/criteria";
import { searchHref } from "@fuse/domain/job-alerts/links";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@fuse/ui/alert-dialog";
import { Button } from "@fuse/ui/button";
import { Label } from "@fuse/ui/label";
import { Switch } from "@fuse/ui/switch";

import { RenameDialog } from "./rename-dialog.tsx";

export interface SavedSearchListProps {
  searches: SavedSearch[];
  /** Switches a search's daily e-mail. */
  onToggleAlerts: (id: string, alerts: boolean) => void;
  /** Resolves once renamed; a rejection's message is shown in the rename dialog. */
  onRename: (id: string, name: string) => Promise<unknown>;
  onDelete: (id: string) => void;
  /** Searches with a change under way: their controls wait. */
  pendingIds?: ReadonlySet<string>;
}

function SavedSearchItem({
  search,
  pending,
  onToggleAlerts,
  onRename,
  onDelete,
}: Omit<SavedSearchListProps, "searches" | "pendingIds"> & { search: SavedSearch; pending: boolean }) {
  const [renaming, setRenaming] = React.useState(false);
  const [confirming, setConfirming] = React.useState(false);
  const switchId = React.useId();
  const titleId = React.useId();
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground"
    >
      <div className="flex flex-col gap-1">
        <h3 id={titleId} className="font-semibold break-words">
          {search.name}
        </h3>
        <p className="text-sm break-words text-muted-foreground">{criteriaInWords(search.criteria).join(" · ")}</p>
      </div>
      <div className="flex items-center gap-2">
        <Switch
          id={switchId}
          aria-describedby={titleId}
          checked={search.alerts}
          disabled={pending}
          onCheckedChange={(checked) => onToggleAlerts(search.id, checked)}
        />
        <Label htmlFor={switchId} className="text-sm">
          Alerte e-mail quotidienne
        </Label>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to={searchHref(search.query)} aria-label={`Relancer la recherche « ${search.name} »`}>
            Relancer
          </Link>
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={pending}
          onClick={() => setRenaming(true)}
          aria-label={`Renommer la recherche « ${search.name} »`}
        >
          Renommer
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={pending}
          onClick={() => setConfirming(true)}
          aria-label={`Supprimer la recherche « ${search.name} »`}
        >
          Supprimer
        </Button>
      </div>
      <RenameDialog
        open={renaming}
        onOpenChange={setRenaming}
        currentName={search.name}
        onRename={(name) => onRename(search.id, name)}
      />
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Supprimer « {search.name} » ?</AlertDialogTitle>
            <AlertDialogDescription>
              La recherche et son alerte e-mail seront supprimées. Les offres elles-mêmes restent accessibles.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Annuler</AlertDialogCancel>
            <AlertDialogAction variant="destructive" onClick={() => onDelete(search.id)}>
              Supprimer
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </li>
  );
}

/** A candidate's saved searches: criteria in words, « Relancer », the alert's switch, rename and delete. */
export function SavedSearchList({ searches, pendingIds, ...actions }: SavedSearchListProps) {
  return (
    <ul aria-label="Recherches enregistrées" className="grid gap-3 md:grid-cols-2">
      {searches.map((search) => (
        <SavedSearchItem key={search.id} search={search} pending={pendingIds?.has(search.id) ?? false} {...actions} />
      ))}
    </ul>
  );
}
