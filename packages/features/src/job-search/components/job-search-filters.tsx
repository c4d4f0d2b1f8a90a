import * as React from "react";

import { formatEuros } from "@fuse/domain/format/number";
import type { JobSearchState } from "@fuse/domain/job-search/search-state";
import { contractTypeLabels, remoteModeLabels, type ContractType, type RemoteMode } from "@fuse/domain/vocabulary";
import { Checkbox } from "@fuse/ui/checkbox";
import { Label } from "@fuse/ui/label";
import { RadioGroup, RadioGroupItem } from "@fuse/ui/radio-group";
import { cn } from "@fuse/ui/utils";

import type { SearchFacets } from "../../api/index.ts";

type Filters = Pick<JobSearchState, "contracts" | "remote" | "salaryMin" | "experience" | "publishedSince">;

type JobSearchFiltersProps = {
  value: Filters;
  /** The counts of the current search; undefined while the first answer loads. */
  facets: SearchFacets | undefined;
  onChange: (filters: Partial<Filters>) => void;
  className?: string;
};

const count = (facets: { value: unknown; count: number }[] | undefined, value: unknown) =>
  facets?.find((facet) => facet.value === value)?.count;

/** What a choice is called out loud: "CDI (12 offres)". */
const named = (label: string, n: number | undefined) =>
  n === undefined ? label : `${label} (${n} offre${n === 1 ? "" : "s"})`;

function Counted({ label, n }: { label: string; n: number | undefined }) {
  return (
    <>
      {label}
      {n === undefined ? null : <span className="text-muted-foreground tabular-nums"> ({n})</span>}
    </>
  );
}

function Group({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-foreground">{legend}</legend>
      {children}
    </fieldset>
  );
}

function CheckList<T extends string>({
  name,
  labels,
  selected,
  counts,
  onChange,
}: {
  name: string;
  labels: Record<T, string>;
  selected: T[];
  counts: { value: T; count: number }[] | undefined;
  onChange: (next: T[]) => void;
}) {
  const id = React.useId();
  return (
    <>
      {(Object.keys(labels) as T[]).map((code) => {
        const n = count(counts, code);
        const checked = selected.includes(code);
        return (
          <div key={code} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-${name}-${code}`}
              aria-label={named(labels[code], n)}
              checked={checked}
              onCheckedChange={(next) =>
                onChange(next === true ? [...selected, code] : selected.filter((item) => item !== code))
              }
            />
            <Label htmlFor={`${id}-${name}-${code}`} className="font-normal">
              <Counted label={labels[code]} n={n} />
            </Label>
          </div>
        );
      })}
    </>
  );
}

function RadioList({
  name,
  options,
  value,
  counts,
  onChange,
}: {
  name: string;
  options: { value: number; label: string }[];
  value: number | null;
  counts: { value: number; count: number }[] | undefined;
  onChange: (next: number | null) => void;
}) {
  const id = React.useId();
  return (
    <RadioGroup
      value={value === null ? "any" : String(value)}
      onValueChange={(next) => onChange(next === "any" ? null : Number(next))}
      className="gap-2"
    >
      <div className="flex items-center gap-2">
        <RadioGroupItem value="any" id={`${id}-${name}-any`} />
        <Label htmlFor={`${id}-${name}-any`} className="font-normal">
          Indifférent
        </Label>
      </div>
      {options.map((option) => (
        <div key={option.value} className="flex items-center gap-2">
          <RadioGroupItem
            value={String(option.value)}
            id={`${id}-${name}-${option.value}`}
            aria-label={named(option.label, count(counts, option.value))}
          />
          <Label htmlFor={`${id}-${name}-${option.value}`} className="font-normal">
            <Counted label={option.label} n={count(counts, option.value)} />
          </Label>
        </div>
      ))}
    </RadioGroup>
  );
}

const years = (n: number) => (n === 0 ? "Débutant·e accepté·e" : `${n} an${n > 1 ? "s" : ""} d'expérience ou moins`);
const since = (days: number) => (days === 1 ? "Dernières 24 heures" : `${days} derniers jours`);

/**
 * The search's filters, each choice with how many offers it would give (the other filters as they
 * are): contract types, remote work, minimum salary, experience asked, publication date.
 */
function JobSearchFilters({ value, facets, onChange, className }: JobSearchFiltersProps) {
  const bands = <T extends number>(list: { value: T }[] | undefined, fallback: readonly T[]) =>
    list ? list.map((facet) => facet.value) : fallback;
  return (
    <div data-slot="job-search-filters" className={cn("flex flex-col gap-6", className)}>
      <Group legend="Type de contrat">
        <CheckList<ContractType>
          name="contract"
          labels={contractTypeLabels}
          selected={value.contracts}
          counts={facets?.contract}
          onChange={(contracts) => onChange({ contracts })}
        />
      </Group>
      <Group legend="Télétravail">
        <CheckList<RemoteMode>
          name="remote"
          labels={remoteModeLabels}
          selected={value.remote}
          counts={facets?.remote}
          onChange={(remote) => onChange({ remote })}
        />
      </Group>
      <Group legend="Salaire minimum (brut annuel)">
        <RadioList
          name="salary"
          options={bands(facets?.salary_min, [20_000, 30_000, 40_000, 50_000, 60_000]).map((band) => ({
            value: band,
            label: `${formatEuros(band)} et plus`,
          }))}
          value={value.salaryMin}
          counts={facets?.salary_min}
          onChange={(salaryMin) => onChange({ salaryMin })}
        />
      </Group>
      <Group legend="Expérience demandée">
        <RadioList
          name="experience"
          options={bands(facets?.experience, [0, 1, 2, 3, 5, 10]).map((band) => ({ value: band, label: years(band) }))}
          value={value.experience}
          counts={facets?.experience}
          onChange={(experience) => onChange({ experience })}
        />
      </Group>
      <Group legend="Date de publication">
        <RadioList
          name="published"
          options={bands(facets?.published_since, [1, 7, 30]).map((band) => ({ value: band, label: since(band) }))}
          value={value.publishedSince}
          counts={facets?.published_since}
          onChange={(publishedSince) => onChange({ publishedSince })}
        />
      </Group>
    </div>
  );
}

export { JobSearchFilters };
export type { JobSearchFiltersProps };
