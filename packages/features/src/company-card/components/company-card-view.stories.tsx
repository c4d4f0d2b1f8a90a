import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import type { PublicCompanyCard } from "@fuse/domain/company-card/contract";

import { companyCompletenessOf } from "../lib/completeness.ts";
import { CompanyCardView } from "./company-card-view.tsx";
import { CompanyCompleteness } from "./company-completeness.tsx";
import { emptyValues, filledValues } from "./fixtures.ts";

const company: PublicCompanyCard = {
  slug: "atelier-lumiere",
  name: "Atelier Lumière",
  logo_url: null,
  sector: "Industrie",
  size: "10-49",
  city: "Lyon",
  website: "https://atelier-lumiere.example/",
  description:
    "<p>Nous fabriquons des <strong>luminaires</strong> à Lyon depuis 1998.</p><ul><li>Un atelier de 30 personnes</li><li>Des clients dans toute l'Europe</li></ul>",
  values: ["Entraide", "Exigence", "Transmission"],
  benefits: ["Télétravail partiel", "Mutuelle prise en charge à 100 %"],
  sites: [
    { city: "Lyon", postal_code: "69002", lat: 45.76, lng: 4.83 },
    { city: "Grenoble", postal_code: null, lat: 45.19, lng: 5.72 },
  ],
  culture: {
    management: "autonomie",
    pace: "projet",
    remotePolicy: "hybrid",
    values: ["innovation", "equipe"],
    training: 4,
  },
  offers: [
    {
      id: "0b1c2d3e-0000-4000-8000-000000000001",
      title: "Technicien·ne de fabrication",
      city: "Lyon",
      contract_type: "CDI",
      remote_mode: "onsite",
      published_at: "2026-11-20T09:00:00.000Z",
    },
    {
      id: "0b1c2d3e-0000-4000-8000-000000000002",
      title: "Alternant·e en design produit",
      city: "Grenoble",
      contract_type: "alternance",
      remote_mode: "hybrid",
      published_at: "2026-11-18T09:00:00.000Z",
    },
  ],
  indexable: false,
};

const meta = {
  title: "Features/Company card/CompanyCardView",
  component: CompanyCardView,
  args: { company },
  parameters: { layout: "padded" },
  tags: ["autodocs"],
} satisfies Meta<typeof CompanyCardView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A complete card, as candidates see it: culture in plain French, offers linked to the job search. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Atelier Lumière" })).toBeVisible();
    await expect(canvas.getByText("AL")).toBeVisible();
    await expect(canvas.getByRole("list", { name: "En bref" })).toHaveTextContent(
      /10 à 49 salariés.*Lyon.*Aussi à Grenoble/,
    );
    await expect(canvas.getByRole("region", { name: "Présentation" })).toHaveTextContent(/luminaires/);
    await expect(canvas.getByRole("region", { name: "Nos valeurs" })).toHaveTextContent(/Entraide.*Exigence/);
    await expect(canvas.getByRole("region", { name: "Notre façon de travailler" })).toHaveTextContent(
      /Management\s*Autonomie et confiance.*Télétravail\s*Hybride/,
    );
    await expect(canvas.getByRole("link", { name: /atelier-lumiere\.example/ })).toHaveAttribute(
      "href",
      "https://atelier-lumiere.example/",
    );
    await expect(canvas.getByRole("link", { name: "Technicien·ne de fabrication" })).toHaveAttribute(
      "href",
      "/offres/technicien-ne-de-fabrication-0b1c2d3e-0000-4000-8000-000000000001",
    );
    await expect(canvas.getByText("Alternance · Grenoble · Hybride")).toBeVisible();
  },
};

/** A card with only its name: the initials stand in for the logo, empty sections are left out. */
export const Empty: Story = {
  args: {
    company: {
      ...company,
      sector: null,
      size: null,
      city: null,
      website: null,
      description: null,
      values: [],
      benefits: [],
      sites: [],
      culture: {},
      offers: [],
    },
    noOffersText: "Vos offres publiées apparaîtront ici.",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Atelier Lumière" })).toBeVisible();
    await expect(canvas.queryByRole("region", { name: "Nos valeurs" })).toBeNull();
    await expect(canvas.queryByRole("region", { name: "Présentation" })).toBeNull();
    await expect(canvas.getByText("Vos offres publiées apparaîtront ici.")).toBeVisible();
  },
};

/** On a 360 px screen: nothing overflows. */
export const Narrow: Story = {
  globals: { viewport: { value: "mobile1" } },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector<HTMLElement>("[data-slot=card]")!;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

/** The completeness: what to add next, the biggest gain first; form fields are anchors on the page. */
export const Completeness: StoryObj<typeof CompanyCompleteness> = {
  render: (args) => <CompanyCompleteness {...args} />,
  args: {
    completeness: companyCompletenessOf(emptyValues, { cultureAnswered: false }),
    renderLink: ({ href, children, className }) => (
      <a href={href} className={className}>
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = within(canvas.getByRole("list", { name: "À ajouter" })).getAllByRole("link");
    await expect(links[0]).toHaveTextContent("Une présentation d'au moins 200 caractères (+25 %)");
    await expect(links[0]).toHaveAttribute("href", "#company-description");
    await expect(canvas.getByRole("link", { name: /La culture de votre entreprise/ })).toHaveAttribute(
      "href",
      "/questionnaire/companyAnalyzer",
    );
  },
};

/** A complete card: nothing left to add. */
export const CompletenessDone: StoryObj<typeof CompanyCompleteness> = {
  ...Completeness,
  args: {
    ...Completeness.args,
    completeness: companyCompletenessOf(filledValues, { cultureAnswered: true }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Votre carte est complète.")).toBeVisible();
  },
};
