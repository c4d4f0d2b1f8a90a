// Another product using the published kit exactly as documented in the README.
import "@fuse/ui/styles.css";

import { StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";

import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@fuse/ui/accordion";
import { Alert, AlertDescription, AlertTitle } from "@fuse/ui/alert";
import { Avatar } from "@fuse/ui/avatar";
import { Button } from "@fuse/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@fuse/ui/dropdown-menu";
import { FileDrop } from "@fuse/ui/file-drop";
import { Pagination } from "@fuse/ui/pagination";
import { CityAutocomplete } from "@fuse/ui/place-autocomplete";
import type { CitySuggestion, PlacesProvider } from "@fuse/ui/places";
import type { createGooglePlacesProvider } from "@fuse/ui/places-google";
import { Popover, PopoverContent, PopoverTitle, PopoverTrigger } from "@fuse/ui/popover";
import { Progress } from "@fuse/ui/progress";
import { RichTextEditor } from "@fuse/ui/rich-text-editor";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@fuse/ui/select";
import { SiteFooter } from "@fuse/ui/site-footer";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@fuse/ui/table";
import { TagInput } from "@fuse/ui/tag-input";
import { TextLink } from "@fuse/ui/text-link";
import { toast, Toaster } from "@fuse/ui/toast";

// Enough options to exceed the list's 15rem cap, so the shipped CSS must make it scroll.
const cities = [
  "Amiens",
  "Angers",
  "Annecy",
  "Besançon",
  "Bordeaux",
  "Brest",
  "Caen",
  "Clermont-Ferrand",
  "Dijon",
  "Grenoble",
  "Le Havre",
  "Le Mans",
  "Lille",
  "Limoges",
  "Lyon",
  "Marseille",
  "Metz",
  "Montpellier",
  "Mulhouse",
  "Nancy",
  "Nantes",
  "Nice",
  "Nîmes",
  "Orléans",
  "Paris",
  "Perpignan",
  "Reims",
  "Rennes",
  "Rouen",
  "Toulouse",
];

const lyon: CitySuggestion = {
  description: "Lyon (69), Auvergne-Rhône-Alpes, France",
  city: "Lyon",
  region: "Auvergne-Rhône-Alpes",
  place_id: "lyon",
  lat: 45.7485,
  lng: 4.8467,
  country: "France",
};

// The app's own places provider, as the kit's types describe one: a city autocomplete needs no more.
const places: PlacesProvider = {
  suggestCities: async (input) => (input && "lyon".startsWith(input.trim().toLowerCase()) ? [lyon] : []),
  suggestAddresses: async () => [],
  getPlaceDetails: async () => null,
};

// Type-only: the declarations of the Google entry must compile in a strict outside app.
export type GoogleProviderFactory = typeof createGooglePlacesProvider;

function ActionsMenu() {
  const [action, setAction] = useState<string>();
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">Actions</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => setAction("Dupliquer")}>Dupliquer</DropdownMenuItem>
          <DropdownMenuItem variant="destructive" onSelect={() => setAction("Supprimer")}>
            Supprimer
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <p data-testid="action">{action ?? "aucune"}</p>
    </>
  );
}

function Pages() {
  const [page, setPage] = useState(1);
  return (
    <Pagination
      page={page}
      pageCount={12}
      onPageChange={setPage}
      label="Pages de résultats"
      previousLabel="Précédent"
      nextLabel="Suivant"
    />
  );
}

function App() {
  const [town, setTown] = useState<CitySuggestion>();
  const [city, setCity] = useState<string>();
  return (
    <main className="flex flex-col items-start gap-6 p-8">
      <h1 className="text-2xl font-semibold">Application cliente</h1>
      <Avatar alt="Marie Curie" />
      <label id="city-label" htmlFor="city">
        Ville
      </label>
      <Select value={city} onValueChange={setCity}>
        <SelectTrigger id="city" aria-labelledby="city-label" className="w-60">
          <SelectValue placeholder="Choisir" />
        </SelectTrigger>
        <SelectContent>
          {cities.map((c) => (
            <SelectItem key={c} value={c}>
              {c}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <p data-testid="chosen">{city ?? "aucune"}</p>
      <label htmlFor="town">Commune</label>
      <CityAutocomplete id="town" provider={places} onSelect={setTown} className="w-80" />
      <p data-testid="town">{town ? `${town.city} ${town.lat.toFixed(2)} ${town.lng.toFixed(2)}` : "aucune"}</p>
      <Button onClick={() => toast({ title: "Profil mis à jour avec succès" })}>Enregistrer</Button>
      <Toaster />
      <Alert variant="destructive" className="w-96">
        <AlertTitle>Échec de l’envoi</AlertTitle>
        <AlertDescription>Le fichier dépasse 10 Mo.</AlertDescription>
      </Alert>
      <p>
        Voir{" "}
        <TextLink href="https://example.org/" external newTabLabel="(nouvel onglet)">
          la documentation
        </TextLink>
      </p>
      <Accordion type="single" collapsible className="w-96">
        <AccordionItem value="livraison">
          <AccordionTrigger>Livraison</AccordionTrigger>
          <AccordionContent>Sous 48 heures.</AccordionContent>
        </AccordionItem>
        <AccordionItem value="retours">
          <AccordionTrigger>Retours</AccordionTrigger>
          <AccordionContent>Gratuits pendant 30 jours.</AccordionContent>
        </AccordionItem>
      </Accordion>
      <ActionsMenu />
      <Popover>
        <PopoverTrigger asChild>
          <Button variant="outline">Aide</Button>
        </PopoverTrigger>
        <PopoverContent>
          <PopoverTitle>À propos</PopoverTitle>
          <p>Une application cliente du kit.</p>
        </PopoverContent>
      </Popover>
      <Pages />
      <div className="w-80">
        <Progress value={40} label="Envoi du fichier" showValue />
      </div>
      {/* An inline width: the app has no Tailwind of its own, only the kit's stylesheet. */}
      <div style={{ width: 240 }}>
        <Table>
          <TableCaption>Factures</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Numéro</TableHead>
              <TableHead>Date d’émission</TableHead>
              <TableHead>Date d’échéance</TableHead>
              <TableHead>Montant</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            <TableRow>
              <TableCell>F-2031</TableCell>
              <TableCell>3 mars 2026</TableCell>
              <TableCell>3 avril 2026</TableCell>
              <TableCell>1 250,00 €</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </div>
      <FormWidgets />
    </main>
  );
}

/** The site's foot, outside the main landmark as a page places it. */
function Footer() {
  return (
    <SiteFooter
      groups={[
        {
          title: "Informations légales",
          links: [
            { href: "#mentions", label: "Mentions légales" },
            { href: "#accessibilite", label: "Accessibilité : non conforme" },
          ],
        },
      ]}
      currentHref="#mentions"
      smallPrint="© 2026 Application cliente"
    />
  );
}

/** Tags, a file drop and the rich text editor, which loads TipTap only once shown. */
function FormWidgets() {
  const [writing, setWriting] = useState(false);
  const [html, setHtml] = useState("");
  return (
    <section className="flex w-96 flex-col gap-4">
      <TagInput aria-label="Compétences" />
      <FileDrop aria-label="CV" accept=".pdf,.docx" maxSize={5 * 1024 * 1024} />
      {writing ? (
        <RichTextEditor aria-label="Description" onChange={setHtml} />
      ) : (
        <Button onClick={() => setWriting(true)}>Écrire une description</Button>
      )}
      <p data-testid="rich-text">{html}</p>
    </section>
  );
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
    <Footer />
  </StrictMode>,
);
