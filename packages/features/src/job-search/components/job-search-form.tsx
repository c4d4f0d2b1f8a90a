import * as React from "react";
import { Controller, useForm } from "react-hook-form";

import { radiusChoices, type JobSearchState } from "@fuse/domain/job-search/search-state";
import { Button } from "@fuse/ui/button";
import { Input } from "@fuse/ui/input";
import { Label } from "@fuse/ui/label";
import { CityAutocomplete } from "@fuse/ui/place-autocomplete";
import type { PlacesProvider } from "@fuse/ui/places";
import { cn } from "@fuse/ui/utils";

import { SelectField } from "../../forms/select-field.tsx";

type Query = Pick<JobSearchState, "text" | "place" | "radiusKm">;

/** The search as the form holds it: the city's text apart from the city picked among the suggestions. */
type Values = Query & { placeText: string };
const valuesOf = (query: Query): Values => ({ ...query, placeText: query.place?.name ?? "" });

type JobSearchFormProps = {
  /** The search shown (from the URL); the form starts from it again when it changes (back button). */
  value: Query;
  /** Job titles suggested for the text typed so far. */
  suggestions: string[];
  /** The text as it is typed, to fetch suggestions. */
  onTextInput?: (text: string) => void;
  onSubmit: (query: Query) => void;
  places: PlacesProvider;
  className?: string;
};

/** What and where: the search text with title suggestions, the city (suggested) and the radius around it. */
function JobSearchForm({ value, suggestions, onTextInput, onSubmit, places, className }: JobSearchFormProps) {
  const id = React.useId();
  // The URL changed under the form (back button, a link): show that search.
  const form = useForm<Values>({ values: valuesOf(value) });
  return (
    <form
      role="search"
      aria-label="Rechercher des offres"
      data-slot="job-search-form"
      className={cn("grid gap-3 sm:grid-cols-[2fr_2fr_1fr_auto] sm:items-end", className)}
      onSubmit={form.handleSubmit(({ text, placeText, place, radiusKm }) =>
        onSubmit({ text, place: placeText.trim() ? place : null, radiusKm }),
      )}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-text`}>Métier, compétence, mot-clé</Label>
        <Input
          id={`${id}-text`}
          type="search"
          maxLength={200}
          list={`${id}-titles`}
          autoComplete="off"
          placeholder="Développeuse, comptable…"
          {...form.register("text", {
            onChange: (event: React.ChangeEvent<HTMLInputElement>) => onTextInput?.(event.target.value),
          })}
        />
        <datalist id={`${id}-titles`}>
          {suggestions.map((title) => (
            <option key={title} value={title} />
          ))}
        </datalist>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-city`}>Ville</Label>
        <Controller
          control={form.control}
          name="placeText"
          render={({ field }) => (
            <CityAutocomplete
              id={`${id}-city`}
              provider={places}
              value={field.value}
              placeholder="Lyon, 69003…"
              listLabel="Villes suggérées"
              loadingText="Recherche…"
              emptyText="Aucune ville trouvée"
              onValueChange={(next) => {
                field.onChange(next);
                if (!next.trim()) form.setValue("place", null);
              }}
              onSelect={(city) => {
                form.setValue("place", { name: city.city, lat: city.lat, lng: city.lng });
                field.onChange(city.city);
              }}
            />
          )}
        />
      </div>
      <SelectField
        control={form.control}
        name="radiusKm"
        label="Rayon"
        options={radiusChoices}
        optionLabel={(km) => `${km} km`}
      />
      <Button type="submit">Rechercher</Button>
    </form>
  );
}

export { JobSearchForm };
export type { JobSearchFormProps };
