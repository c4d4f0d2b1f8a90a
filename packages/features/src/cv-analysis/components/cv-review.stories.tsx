import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { ApiError } from "../../api/client.ts";
import { fakePlaces } from "../../job-search/lib/fake-places.ts";
import type { CvFacts } from "../api/contract.ts";
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

const meta = {
  title: "Features/CV analysis/CvReview",
  component: CvReview,
  args: { facts, places: fakePlaces, onApply: fn(async () => {}) },
  parameters: { layout: "padded" },
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
