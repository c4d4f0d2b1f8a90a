import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";

import type { RecruiterJob } from "@fuse/domain/recruiter-jobs/contract";

import { exampleDraft, examplePublished, fakeOfferServices } from "../lib/fixtures.ts";
import { JobOfferForm } from "./job-offer-form.tsx";

/** The server, as the form sees it: saves merge into the offer, publication marks it published. */
const saved = (id: string | null, changes: object): RecruiterJob => ({
  ...exampleDraft,
  ...changes,
  id: id ?? "9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a",
});

const meta = {
  title: "Recruiter jobs/JobOfferForm",
  component: JobOfferForm,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  args: {
    offer: null,
    services: fakeOfferServices,
    autosaveDelay: 200,
    onSave: fn(async (id: string | null, changes: object) => saved(id, changes)),
    onPublish: fn(async (id: string) => ({ ...saved(id, {}), status: "published" as const })),
  },
  decorators: [
    (Story) => (
      <div className="w-[min(48rem,92vw)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof JobOfferForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new offer: nothing is saved before a title; then the draft saves itself. */
export const NewOfferAutosaves: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByText("Donnez un intitulé au poste : le brouillon s'enregistrera tout seul."),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole("combobox", { name: /Intitulé du poste/ }), "Développeur·se web");
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1), { timeout: 5000 });
    await expect(args.onSave).toHaveBeenCalledWith(null, expect.objectContaining({ title: "Développeur·se web" }));
    await waitFor(() => expect(canvas.getByText("Brouillon enregistré")).toBeVisible());
  },
};

/** The net estimate follows the typed gross salary; an inverted range is said at once, and not saved. */
export const SalaryRange: Story = {
  args: { offer: exampleDraft },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: /Salaire minimum/ }), "42000");
    await waitFor(() => expect(canvas.getByText(/soit environ .* net par mois/)).toBeVisible(), { timeout: 5000 });
    const max = canvas.getByRole("textbox", { name: /Salaire maximum/ });
    await userEvent.type(max, "30000");
    await waitFor(() =>
      expect(max).toHaveAccessibleDescription(/Le salaire maximum doit être supérieur ou égal au salaire minimum\./),
    );
    await waitFor(() => expect(args.onSave).toHaveBeenCalled(), { timeout: 5000 });
    await expect(args.onSave).not.toHaveBeenCalledWith(exampleDraft.id, expect.objectContaining({ salary_max: 30000 }));
  },
};

/** A maximum below the minimum saved before is not saved either, while the other changes are. */
export const SalaryBelowSavedMinimum: Story = {
  args: { offer: { ...exampleDraft, salary_min: 50000, salary_max: 60000 } },
  play: async ({ args, canvas }) => {
    const max = canvas.getByRole<HTMLInputElement>("textbox", { name: /Salaire maximum/ });
    // Typed over the whole value, as a selection replaced: emptied first, the field would be a
    // valid change (no maximum) that a slow machine's pause could save.
    await userEvent.type(max, "40000", { initialSelectionStart: 0, initialSelectionEnd: max.value.length });
    await waitFor(() =>
      expect(max).toHaveAccessibleDescription(/Le salaire maximum doit être supérieur ou égal au salaire minimum\./),
    );
    const years = canvas.getByRole("spinbutton", { name: /Expérience demandée/ });
    await userEvent.clear(years);
    await userEvent.type(years, "4");
    await waitFor(
      () =>
        expect(args.onSave).toHaveBeenCalledWith(exampleDraft.id, expect.objectContaining({ experience_years_min: 4 })),
      { timeout: 5000 },
    );
    for (const [, changes] of args.onSave.mock.calls) expect(changes).not.toHaveProperty("salary_max");
  },
};

/** « Publier » checks every rule first and says, beside each field, what is missing. */
export const PublishErrors: Story = {
  args: { offer: exampleDraft },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Publier l'offre" }));
    await expect(canvas.getByText(/complétez les champs signalés/)).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /Salaire minimum/ })).toHaveAccessibleDescription(
      /Indiquez le salaire minimum brut annuel\./,
    );
    await expect(canvas.getByRole("combobox", { name: /Adresse du lieu de travail/ })).toHaveAccessibleDescription(
      /Indiquez le lieu de travail/,
    );
    await expect(args.onPublish).not.toHaveBeenCalled();
  },
};

/** A complete draft publishes; the form then follows the publication rules. */
export const Publish: Story = {
  args: { offer: { ...examplePublished, status: "draft", published_at: null } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Publier l'offre" }));
    await waitFor(() => expect(args.onPublish).toHaveBeenCalledWith(examplePublished.id));
    await expect(await canvas.findByRole("button", { name: "Enregistrer les modifications" })).toBeDisabled();
  },
};

/** « Aperçu » shows the offer as candidates will read it. */
export const Preview: Story = {
  args: { offer: examplePublished },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Aperçu" }));
    const preview = canvas.getByRole("region", { name: "Aperçu de l'offre" });
    await expect(preview).toHaveTextContent(/Chef·fe de projet digital/);
    await expect(canvas.getByRole("button", { name: "Revenir à l'édition" })).toHaveAttribute("aria-pressed", "true");
  },
};

/** The server refuses a save: its French message is shown and the form keeps what was typed. */
export const SaveRefused: Story = {
  args: {
    offer: exampleDraft,
    onSave: fn(async (_id: string | null, _changes: object): Promise<RecruiterJob> => {
      throw Object.assign(new Error("Un abonnement actif est nécessaire pour gérer vos offres d'emploi."), {
        field: undefined,
      });
    }),
  },
  play: async ({ canvas }) => {
    const title = canvas.getByRole("combobox", { name: /Intitulé du poste/ });
    await userEvent.type(title, " senior");
    await waitFor(() => expect(canvas.getByText(/Enregistrement impossible : Un abonnement actif/)).toBeVisible(), {
      timeout: 5000,
    });
    await expect(title).toHaveValue(`${exampleDraft.title} senior`);
  },
};

/** A phone's width: the form fits and stays usable. */
export const Narrow: Story = {
  args: { offer: examplePublished },
  decorators: [
    (Story) => (
      <div className="w-[360px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, canvas }) => {
    const form = canvasElement.querySelector("form")!;
    await expect(form.scrollWidth).toBeLessThanOrEqual(360);
    await expect(canvas.getByRole("button", { name: "Enregistrer les modifications" })).toBeVisible();
  },
};

/**
 * Without an address base the place is a commune chosen among the communes (with its postal code),
 * the street typed beside it; the offer is saved in its commune — « 8 rue Saint-Honoré » in Paris
 * stays in Paris, never in Saint-Honoré (Isère).
 */
export const CommuneAndStreet: Story = {
  args: {
    offer: exampleDraft,
    services: {
      ...fakeOfferServices,
      places: {
        suggestsStreets: false,
        suggestAddresses: async () => [],
        suggestCommunes: async (input) =>
          /^(par|750)/i.test(input.trim())
            ? [
                {
                  description: "75001 Paris",
                  streetAddress: "",
                  city: "Paris",
                  postal_code: "75001",
                  latitude: 48.8534,
                  longitude: 2.3488,
                  country: "France",
                },
              ]
            : [],
        suggestCities: async () => [],
        getPlaceDetails: async () => null,
      },
    },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("group", { name: /Adresse du lieu de travail/ })).toBeVisible();
    const commune = canvas.getByRole("combobox", { name: /Commune/ });
    await userEvent.clear(commune);
    await userEvent.type(commune, "Paris");
    await userEvent.click(await canvas.findByRole("option", { name: "75001 Paris" }));
    await userEvent.type(canvas.getByRole("textbox", { name: /Numéro et voie/ }), "8 rue Saint-Honoré");
    await expect(commune).toHaveAccessibleDescription(/Lieu retenu : 75001 Paris\./);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        exampleDraft.id,
        expect.objectContaining({ city: "Paris", postal_code: "75001", lat: 48.8534, lng: 2.3488 }),
      ),
    );
  },
};

/**
 * The trade follows the title as it is typed (« Métier : … ») and is not sent; « Changer » picks
 * another family, which the next save sends as the recruiter's choice.
 */
export const TradeFromTitleThenChosen: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: /Intitulé du poste/ }), "Comptable senior");
    await waitFor(() => expect(canvas.getByText("Comptabilité (M1203)")).toBeVisible(), { timeout: 5000 });
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1), { timeout: 5000 });
    await expect(args.onSave).toHaveBeenCalledWith(null, expect.not.objectContaining({ rome_code: expect.anything() }));

    await userEvent.click(canvas.getByRole("button", { name: "Changer" }));
    await userEvent.type(canvas.getByRole("combobox", { name: "Choisir le métier" }), "développement");
    await userEvent.click(await canvas.findByRole("option", { name: "Études et développement informatique (M1805)" }));
    await expect(canvas.getByText("Études et développement informatique (M1805)")).toBeVisible();
    await waitFor(() => expect(args.onSave).toHaveBeenLastCalledWith(expect.any(String), { rome_code: "M1805" }), {
      timeout: 5000,
    });
  },
};

/** A title no family is close to: the line asks to choose one. */
export const TradeNotRecognised: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: /Intitulé du poste/ }), "Jardinier");
    await waitFor(() => expect(canvas.getByText("Métier non reconnu : choisissez-le dans la liste.")).toBeVisible(), {
      timeout: 5000,
    });
  },
};

/** A trade the recruiter chose is kept on screen when the title changes. */
export const ChosenTradeKept: Story = {
  args: { offer: { ...exampleDraft, rome_code: "M1203", rome_label: "Comptabilité", rome_code_chosen: true } },
  play: async ({ canvas }) => {
    const title = canvas.getByRole("combobox", { name: /Intitulé du poste/ });
    await userEvent.clear(title);
    await userEvent.type(title, "Développeuse web");
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(canvas.getByText("Comptabilité (M1203)")).toBeVisible();
  },
};
