import * as React from "react";

import { Button } from "@fuse/ui/button";
import { Input } from "@fuse/ui/input";
import { Label } from "@fuse/ui/label";
import { cn } from "@fuse/ui/utils";

type JobSearchBoxProps = {
  /** The text, trimmed; empty asks for every offer. */
  onSearch: (text: string) => void;
  /** Where the search goes before the page's script runs (a GET with `q`). */
  action?: string;
  defaultValue?: string;
  className?: string;
};

/**
 * The home page's way into the job search: one text, then « Rechercher ». The box keeps what is
 * typed itself and the text is read when the search is sent: no state and no form library on the
 * page every visitor loads first (react-hook-form would add about 15 KiB of script to it).
 */
function JobSearchBox({ onSearch, action, defaultValue = "", className }: JobSearchBoxProps) {
  const id = React.useId();
  return (
    <form
      role="search"
      aria-label="Rechercher une offre d'emploi"
      data-slot="job-search-box"
      action={action}
      method="get"
      className={cn("flex flex-col gap-2", className)}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(String(new FormData(event.currentTarget).get("q") ?? "").trim());
      }}
    >
      <Label htmlFor={`${id}-text`}>Métier, compétence ou mot-clé</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={`${id}-text`}
          type="search"
          name="q"
          defaultValue={defaultValue}
          maxLength={200}
          autoComplete="off"
          placeholder="Développeuse, comptable, Excel…"
          className="sm:flex-1"
        />
        <Button type="submit">Rechercher</Button>
      </div>
    </form>
  );
}

export { JobSearchBox };
export type { JobSearchBoxProps };
