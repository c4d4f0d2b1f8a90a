import * as React from "react";

import { radiusChoices, type JobSearchState } from "@fuse/domain/job-search/search-state";
import { Button } from "@fuse/ui/button";
import { Input } from "@fuse/ui/input";
import { Label } from "@fuse/ui/label";
import { CityAutocomplete } from "@fuse/ui/place-autocomplete";
import type { PlacesProvider } from "@fuse/ui/places";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@fuse/ui/select";
import { cn } from "@fuse/ui/utils";

type Query = Pick<JobSearchState, "text" | "place" | "radiusKm">;

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
  const [text, setText] = React.useState(value.text);
  const [placeText, setPlaceText] = React.useState(value.place?.name ?? "");
  const [place, setPlace] = React.useState(value.place);
  const [radiusKm, setRadiusKm] = React.useState(value.radiusKm);
  // The URL changed under the form (back button, a link): show that search.
  const shown = `${value.text}|${value.place?.lat},${value.place?.lng}|${value.radiusKm}`;
  const [lastShown, setLastShown] = React.useState(shown);
  if (shown !== lastShown) {
    setLastShown(shown);
    setText(value.text);
    setPlaceText(value.place?.name ?? "");
    setPlace(value.place);
    setRadiusKm(value.radiusKm);
  }
  return (
    <form
      role="search"
      aria-label="Rechercher des offres"
      data-slot="job-search-form"
      className={cn("grid gap-3 sm:grid-cols-[2fr_2fr_1fr_auto] sm:items-end", className)}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ text, place: placeText.trim() ? place : null, radiusKm });
      }}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-text`}>Métier, compétence, mot-clé</Label>
        <Input
          id={`${id}-text`}
          type="search"
          name="q"
          value={text}
          maxLength={200}
          list={`${id}-titles`}
          autoComplete="off"
          placeholder="Développeuse, comptable…"
          onChange={(event) => {
            setText(event.target.value);
            onTextInput?.(event.target.value);
          }}
        />
        <datalist id={`${id}-titles`}>
          {suggestions.map((title) => (
            <option key={title} value={title} />
          ))}
        </datalist>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-city`}>Ville</Label>
        <CityAutocomplete
          id={`${id}-city`}
          provider={places}
          value={placeText}
          placeholder="Lyon, 69003…"
          listLabel="Villes suggérées"
          loadingText="Recherche…"
          emptyText="Aucune ville trouvée"
          onValueChange={(next) => {
            setPlaceText(next);
            if (!next.trim()) setPlace(null);
          }}
          onSelect={(city) => {
            setPlace({ name: city.city, lat: city.lat, lng: city.lng });
            setPlaceText(city.city);
          }}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label id={`${id}-radius-label`}>Rayon</Label>
        <Select value={String(radiusKm)} onValueChange={(next) => setRadiusKm(Number(next))}>
          <SelectTrigger aria-labelledby={`${id}-radius-label`} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {radiusChoices.map((km) => (
              <SelectItem key={km} value={String(km)}>
                {km} km
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Button type="submit">Rechercher</Button>
    </form>
  );
}

export { JobSearchForm };
export type { JobSearchFormProps };
