import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { exampleDraft, examplePublished } from "../lib/fixtures.ts";
import { JobOfferPreview } from "./job-offer-preview.tsx";

const meta = {
  title: "Recruiter jobs/JobOfferPreview",
  component: JobOfferPreview,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  args: {
    offer: examplePublished,
    netMonthly: { min: 2730, max: 3250 },
    company: {
      name: "Lumière Numérique",
      slug: null,
      logo_url: null,
      city: "Lyon",
      size: "10-49",
      sector: "Édition de logiciels",
      description: "<p>Un studio lyonnais.</p>",
    },
  },
  decorators: [
    (Story) => (
      <div className="w-[min(48rem,92vw)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof JobOfferPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A complete offer as candidates read it: facts, pay with its net estimate, skills, description, company. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const preview = canvas.getByRole("region", { name: "Aperçu de l'offre" });
    await expect(canvas.getByRole("heading", { name: "Chef·fe de projet digital" })).toBeVisible();
    await expect(preview).toHaveTextContent(/42 000.*50 000.*brut par an/);
    await expect(preview).toHaveTextContent(/net par mois/);
    await expect(canvas.getByRole("heading", { name: "Compétences demandées" })).toBeVisible();
    await expect(preview).toHaveTextContent(/Prise de poste\s*4 janvier 2027/);
  },
};

/** A draft still missing its pay and place: the preview says so plainly. */
export const IncompleteDraft: Story = {
  args: { offer: exampleDraft, netMonthly: undefined, company: null },
  play: async ({ canvas }) => {
    const preview = canvas.getByRole("region", { name: "Aperçu de l'offre" });
    await expect(preview).toHaveTextContent("Salaire non communiqué");
    await expect(preview).toHaveTextContent("Entreprise confidentielle");
  },
};
