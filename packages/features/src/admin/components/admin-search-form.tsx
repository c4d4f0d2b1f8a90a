import { SearchIcon } from "lucide-react";
import * as React from "react";
import { useForm } from "react-hook-form";

import { Button } from "@fuse/ui/button";
import { Input } from "@fuse/ui/input";
import { cn } from "@fuse/ui/utils";

type AdminSearchFormProps = {
  /** The search's name for screen readers (« Rechercher parmi les actualités »). */
  label: string;
  /** What the box looks in, its visible label (« Titre ou chapô »). */
  searchLabel: string;
  /** The search under way ("" for none). */
  query: string;
  /** Sent with Entrée or « Rechercher », trimmed; "" from « Effacer la recherche ». */
  onSearch: (query: string) => void;
  className?: string;
  /** The box's column in the row (how far it may shrink). */
  fieldClassName?: string;
};

/** The search of an administration's list: a box, « Rechercher », and « Effacer la recherche » once searched. */
function AdminSearchForm({
  label,
  searchLabel,
  query,
  onSearch,
  className,
  fieldClassName = "min-w-0",
}: AdminSearchFormProps) {
  const searchId = React.useId();
  // A search changed from outside (the address, « Effacer la recherche ») shows in the box.
  const form = useForm({ values: { typed: query } });
  return (
    <form
      role="search"
      aria-label={label}
      className={cn("flex flex-wrap items-end gap-2", className)}
      onSubmit={form.handleSubmit(({ typed }) => onSearch(typed.trim()))}
    >
      <div className={cn("flex flex-1 flex-col gap-1.5", fieldClassName)}>
        <label htmlFor={searchId} className="text-sm font-medium">
          {searchLabel}
        </label>
        <Input id={searchId} type="search" maxLength={200} autoComplete="off" {...form.register("typed")} />
      </div>
      <Button type="submit" variant="secondary">
        <SearchIcon aria-hidden />
        Rechercher
      </Button>
      {query ? (
        <Button type="button" variant="ghost" onClick={() => onSearch("")}>
          Effacer la recherche
        </Button>
      ) : null}
    </form>
  );
}

export { AdminSearchForm };
export type { AdminSearchFormProps };
