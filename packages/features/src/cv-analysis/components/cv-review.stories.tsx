import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { ApiError } from "@fuse/domain/api/client";
import type { CvFacts } from "@fuse/domain/cv-analysis/contract";

import { fakePlaces } from "../../job-search/lib/fake-places.ts";
import { fakeTradeServices } from "../../rome/lib/fixtures.ts";
import { CvReview } from "./cv-review.tsx";

const facts: CvFacts = {
  first_name: "Camille",
  last_name: "Martin",
  email: "camille.martin@exemple.fr",
  phone: "06 12 34 56 78",
  city: "Lyon",
  postal_code: "69003",
  linkedin: null,
  headline: "Développeuse web full-stack",
  experiences: [
    {
      title: "Développeuse full-stack",
      employer: "Atelier Numérique",
      start: { year: 2021, month: 3 },
      end: null,
      current: true,
    },
    {
      title: "Développeuse web",
      employer: "Agence Pixel",
      start: { year: 2018, month: 9 },
      end: { year: 2021, month: 2 },
      current: false,
    },
  ],
  education: [{ degree: "Master Informatique", school: "Université Lyon 1", year: 2018 }],
  skills: ["React", "TypeScript", "Node.js"],
  languages: [
    { language: "Français", level: "Langue maternelle" },
    { language: "Anglais", level: "C1" },
  ],
  experience_years: 8,
};

/** A CV whose values are long: every field must still show them whole or nearly so. */
const longFacts: CvFacts = {
  ...facts,
  first_name: "Marie-Éléonore",
  last_name: "de La Rochefoucauld-Montbazon",
  phone: "+33 6 12 34 56 78",
  city: "Saint-Rémy-de-Provence",
  postal_code: "13210",
  headline: "Responsable de la comptabilité fournisseurs",
  experiences: [
    {
      title: "Comptable unique et responsable administrative et financière",
      employer: "Établissements Durand-Lefebvre et associés",
      start: { year: 2019, month: 3 },
      end: null,
      current: true,
    },
  ],
  education: [
    {
      degree: "Diplôme supérieur de comptabilité et de gestion (DSCG)",
      school: "Institut national des techniques économiques et comptables",
      year: 2018,
    },
  ],
  skills: ["Excel", "Excel avancé", "SAP", "SAP FI", "Comptabilité analytique", "Consolidation des comptes IFRS"],
  experience_years: 6,
};

const viewports = {
  phone360: { name: "Téléphone (360 px)", styles: { width: "360px", height: "740px" }, type: "mobile" },
  desktop1280: { name: "Ordinateur (1 280 px)", styles: { width: "1280px", height: "800px" }, type: "desktop" },
} as const;

/**
 * Every text input of the form (the city's combobox too) is at least `share` of the form's width
 * (or `minimum` px), so that what it holds can be read. The sections' padding takes about 10 % on a phone.
 */
async function expectReadableFields(canvasElement: HTMLElement, { share = 0, minimum = 0 }) {
  const form = within(canvasElement).getByRole("form", { name: "Vérifier les informations de mon CV" });
  const formWidth = form.getBoundingClientRect().width;
  const boxes = [...within(form).getAllByRole("textbox"), ...within(form).getAllByRole("combobox")].filter(
    // The skills' input shares its line with the skills: they are checked whole below.
    (box) => box instanceof HTMLInputElement && !box.closest("[data-slot=tag-input]"),
  );
  for (const box of boxes) {
    const width = box.getBoundingClientRect().width;
    await expect(width, box.getAttribute("aria-label") ?? box.id).toBeGreaterThanOrEqual(
      Math.max(minimum, formWidth * share),
    );
  }
  const skills = within(form).getByRole("region", { name: "Vos compétences" });
  for (const skill of within(skills).getAllByRole("listitem")) {
    const text = skill.firstElementChild as HTMLElement;
    await expect(text.scrollWidth, `${text.textContent} est coupé`).toBeLessThanOrEqual(text.clientWidth);
  }
}

const meta = {
  title: "Features/CV analysis/CvReview",
  component: CvReview,
  args: { facts, places: fakePlaces, onApply: fn(async () => {}) },
  parameters: { layout: "padded", viewport: { options: viewports } },
} satisfies Meta<typeof CvReview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything found is ticked (but the city, until chosen from the list); a value corrected goes as corrected. */
export const Found: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("checkbox", { name: "Reprendre « Ville » dans mon profil" })).toBeDisabled();
    const title = canvas.getByRole("textbox", { name: "Métier recherché" });
    await userEvent.clear(title);
    await userEvent.type(title, "Développeuse web");
    await userEvent.click(canvas.getByRole("checkbox", { name: "Reprendre « Téléphone » dans mon profil" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: /Garder l'expérience 2/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Appliquer à mon profil" }));
    await waitFor(() =>
      expect(args.onApply).toHaveBeenCalledWith({
        first_name: "Camille",
        last_name: "Martin",
        target_title: "Développeuse web",
        experience_years: 8,
        skills: ["React", "TypeScript", "Node.js"],
        languages: [
          { language: "Français", level: "Langue maternelle" },
          { language: "Anglais", level: "C1" },
        ],
        experiences: [{ title: "Développeuse full-stack", employer: "Atelier Numérique", start: "2021-03", end: null }],
        education: [{ degree: "Master Informatique", school: "Université Lyon 1", year: 2018 }],
      }),
    );
  },
};

/**
 * With the ROME titles: the trade is picked from them, or kept as typed on purpose; a title typed
 * half-way is not taken (its « Reprendre » box empties and unticks).
 */
export const TitleFromSuggestions: Story = {
  args: {
    suggestJobTitles: fn(async (typed: string) =>
      ["Comptable", "Comptable unique", "Aide-comptable"].filter((title) =>
        title.toLowerCase().includes(typed.trim().toLowerCase()),
      ),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole("combobox", { name: "Métier recherché" });
    await expect(title).toHaveValue("Développeuse web full-stack");
    await userEvent.clear(title);
    await userEvent.type(title, "comptab");
    const apply = canvas.getByRole("checkbox", { name: "Reprendre « Métier recherché » dans mon profil" });
    await waitFor(() => expect(apply).not.toBeChecked());
    await userEvent.click(await within(document.body).findByRole("option", { name: "Comptable" }));
    await waitFor(() => expect(apply).toBeChecked());
    await userEvent.click(canvas.getByRole("button", { name: "Appliquer à mon profil" }));
    await waitFor(() =>
      expect(args.onApply).toHaveBeenCalledWith(expect.objectContaining({ target_title: "Comptable" })),
    );
  },
};

/**
 * With the ROME families: under the trade sought, the family the server files it under, which the
 * candidate may change with « Changer »; the family picked goes with the title, kept when the
 * title is reworded. The title alone sends no family: the server files it itself.
 */
export const TradeLine: Story = {
  args: { trades: fakeTradeServices },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText("Études et développement informatique (M1805)")).toBeVisible(), {
      timeout: 5000,
    });
    await userEvent.click(canvas.getByRole("button", { name: "Changer" }));
    await userEvent.type(canvas.getByRole("combobox", { name: "Choisir le métier" }), "maîtrise d'ouvrage");
    await userEvent.click(
      await canvas.findByRole("option", { name: "Conseil et maîtrise d'ouvrage en systèmes d'information (M1806)" }),
    );
    const title = canvas.getByRole("textbox", { name: "Métier recherché" });
    await userEvent.clear(title);
    await userEvent.type(title, "Cheffe de projet web");
    await expect(canvas.getByText("Conseil et maîtrise d'ouvrage en systèmes d'information (M1806)")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Appliquer à mon profil" }));
    await waitFor(() =>
      expect(args.onApply).toHaveBeenCalledWith(
        expect.objectContaining({ target_title: "Cheffe de projet web", rome_code: "M1806" }),
      ),
    );
  },
};

/** The trade sought not taken: no family is shown, none is sent. */
export const TradeLineTitleNotTaken: Story = {
  args: { trades: fakeTradeServices },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(/^Métier :/)).toBeVisible(), { timeout: 5000 });
    await userEvent.click(canvas.getByRole("checkbox", { name: "Reprendre « Métier recherché » dans mon profil" }));
    await expect(canvas.queryByText(/^Métier :/)).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Appliquer à mon profil" }));
    await waitFor(() => expect(args.onApply).toHaveBeenCalled());
    await expect(args.onApply).toHaveBeenCalledWith(expect.not.objectContaining({ target_title: expect.anything() }));
    await expect(args.onApply).toHaveBeenCalledWith(expect.not.objectContaining({ rome_code: expect.anything() }));
  },
};

/** The city applies once chosen from the list, with its position. */
export const CityChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const city = canvas.getByRole("combobox", { name: "Ville" });
    await userEvent.clear(city);
    await userEvent.type(city, "Lyon");
    await userEvent.click(await within(document.body).findByRole("option", { name: /^Lyon/ }));
    await waitFor(() =>
      expect(canvas.getByRole("checkbox", { name: "Reprendre « Ville » dans mon profil" })).toBeChecked(),
    );
    await userEvent.click(canvas.getByRole("button", { name: "Appliquer à mon profil" }));
    await waitFor(() =>
      expect(args.onApply).toHaveBeenCalledWith(expect.objectContaining({ city: "Lyon", lat: 45.7578, lng: 4.832 })),
    );
  },
};

/** « Ne rien reprendre »: the step closes, nothing is applied. */
export const NothingTaken: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Ne rien reprendre et continuer" }));
    await waitFor(() => expect(args.onApply).toHaveBeenCalledWith({}));
  },
};

/** The server refuses: its French message, focused; the choices stay. */
export const Refused: Story = {
  args: {
    onApply: fn(async () => {
      throw new ApiError(400, "« Téléphone » n'est pas valide.", "phone");
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Appliquer à mon profil" }));
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("« Téléphone » n'est pas valide.");
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(canvas.getByRole("textbox", { name: "Prénom" })).toHaveValue("Camille");
  },
};

/** Years that are no number are refused at their field, as typed; unticked, they are no longer sent. */
export const YearsNotANumber: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const years = canvas.getByRole("textbox", { name: "Années d'expérience" });
    await userEvent.clear(years);
    await userEvent.type(years, "douze");
    await expect(await canvas.findByText("Indiquez un nombre d'années entre 0 et 60.")).toBeVisible();
    await expect(years).toHaveAttribute("aria-invalid", "true");
    await expect(years).toHaveAccessibleDescription("Indiquez un nombre d'années entre 0 et 60.");
    const apply = canvas.getByRole("button", { name: "Appliquer à mon profil" });
    await expect(apply).toBeDisabled();
    await userEvent.clear(years);
    await userEvent.type(years, "75");
    await expect(await canvas.findByText("Indiquez un nombre d'années entre 0 et 60.")).toBeVisible();
    await userEvent.click(canvas.getByRole("checkbox", { name: "Reprendre « Années d'expérience » dans mon profil" }));
    await waitFor(() => expect(canvas.queryByText("Indiquez un nombre d'années entre 0 et 60.")).toBeNull());
    await expect(apply).toBeEnabled();
    await userEvent.click(apply);
    await waitFor(() => expect(args.onApply).toHaveBeenCalledTimes(1));
    await expect(args.onApply).toHaveBeenCalledWith(
      expect.not.objectContaining({ experience_years: expect.anything() }),
    );
  },
};

/**
 * A row the server would refuse (a degree dated before 1950) is refused at its « Garder » box, in
 * the server's words, before anything is sent; unticked, the rest applies.
 */
export const RowRefused: Story = {
  args: {
    facts: { ...facts, education: [{ degree: "Certificat d'études", school: null, year: 1940 }] },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Appliquer à mon profil" }));
    const keep = canvas.getByRole("checkbox", { name: "Garder la formation 1 (1940)" });
    await waitFor(() => expect(keep).toHaveFocus());
    await expect(keep).toHaveAttribute("aria-invalid", "true");
    await expect(keep).toHaveAccessibleDescription("« Année » doit être supérieur ou égal à 1950.");
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.click(keep);
    await waitFor(() => expect(keep).not.toHaveAttribute("aria-invalid"));
    await userEvent.click(canvas.getByRole("button", { name: "Appliquer à mon profil" }));
    await waitFor(() =>
      expect(args.onApply).toHaveBeenCalledWith(
        expect.objectContaining({ first_name: "Camille", experience_years: 8 }),
      ),
    );
    await expect(args.onApply).toHaveBeenCalledWith(expect.not.objectContaining({ education: expect.anything() }));
  },
};

/** A CV where little was found: empty sections say so. */
export const LittleFound: Story = {
  args: {
    facts: {
      ...facts,
      first_name: null,
      last_name: null,
      phone: null,
      city: null,
      postal_code: null,
      headline: null,
      experiences: [],
      education: [],
      languages: [],
      experience_years: null,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Aucune expérience n'a été trouvée dans ce CV.")).toBeVisible();
    await expect(canvas.getByRole("checkbox", { name: "Reprendre « Prénom » dans mon profil" })).toBeDisabled();
  },
};

/** On a 360 px screen. */
export const Narrow: Story = {
  globals: { viewport: { value: "mobile1" } },
};

/** A CV listing « Excel » and « Excel avancé », « SAP » and « SAP FI »: each skill once, the most specific. */
export const RepeatedSkills: Story = {
  args: { facts: { ...facts, skills: ["Excel", "Excel avancé", "SAP", "sap", "SAP FI", "Comptabilité"] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const skills = canvas.getByRole("region", { name: "Vos compétences" });
    await expect(
      within(skills)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Excel avancé", "SAP FI", "Comptabilité"]);
    await userEvent.click(canvas.getByRole("button", { name: "Appliquer à mon profil" }));
    await waitFor(() =>
      expect(args.onApply).toHaveBeenCalledWith(
        expect.objectContaining({ skills: ["Excel avancé", "SAP FI", "Comptabilité"] }),
      ),
    );
  },
};

/** Long values on a 360 px phone: every field takes the whole width. */
export const LongValuesOnPhone: Story = {
  args: { facts: longFacts },
  globals: { viewport: { value: "phone360", isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(360);
    await expectReadableFields(canvasElement, { share: 0.88 });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** Long values on a 1,280 px screen: a value and its box side by side, the value wide. */
export const LongValuesWide: Story = {
  args: { facts: longFacts },
  globals: { viewport: { value: "desktop1280", isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(1280);
    await expectReadableFields(canvasElement, { minimum: 320 });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "Nom" })).toHaveValue("de La Rochefoucauld-Montbazon");
  },
};

/**
 * In the onboarding's narrow column (36rem) on a 1,280 px screen: the form follows its own width,
 * so the boxes go under the values instead of squeezing them to a few characters.
 */
export const LongValuesInNarrowColumn: Story = {
  args: { facts: longFacts },
  globals: { viewport: { value: "desktop1280", isRotated: false } },
  decorators: [
    (Story) => (
      <div className="w-xl">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expectReadableFields(canvasElement, { share: 0.88 });
  },
};
