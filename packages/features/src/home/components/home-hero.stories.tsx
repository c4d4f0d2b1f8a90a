import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { plainLink } from "../../job-search/lib/links.tsx";
import { HomeHero } from "./home-hero.tsx";
import { JobSearchBox } from "./job-search-box.tsx";

const onSearch = fn();

const meta = {
  title: "Features/Home/HomeHero",
  component: HomeHero,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" }, layout: "padded" },
  args: { renderLink: plainLink, children: <JobSearchBox onSearch={onSearch} /> },
  beforeEach: () => {
    onSearch.mockClear();
  },
} satisfies Meta<typeof HomeHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What Fuse is, what each side gets, and the way in for each. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Fuse rapproche candidats et recruteurs/)).toBeVisible();
    const seekers = canvas.getByRole("region", { name: "Vous cherchez un emploi" });
    await expect(seekers).toHaveTextContent(/brut et en net estimé/);
    await expect(seekers).toHaveTextContent(/privées jusqu'à un intérêt réciproque/);
    await expect(canvas.getByRole("link", { name: "Créer mon profil candidat" })).toHaveAttribute(
      "href",
      "/register/candidate/inscription",
    );
    const recruiters = canvas.getByRole("region", { name: "Vous recrutez" });
    await expect(recruiters).toHaveTextContent(/détail de leur compatibilité/);
    await expect(canvas.getByRole("link", { name: "Inscrire mon entreprise" })).toHaveAttribute(
      "href",
      "/pre-inscription",
    );
  },
};

/** The search inside the hero is the first thing the keyboard reaches. */
export const SearchFirst: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("searchbox", { name: "Métier, compétence ou mot-clé" })).toHaveFocus();
    await userEvent.keyboard("infirmière{Enter}");
    await expect(onSearch).toHaveBeenCalledTimes(1);
    await expect(onSearch).toHaveBeenCalledWith("infirmière");
  },
};

/** On a small phone: the two audiences one under the other, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: "mobile1" } },
  play: async ({ canvas, canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    const seekers = canvas.getByRole("region", { name: "Vous cherchez un emploi" });
    const recruiters = canvas.getByRole("region", { name: "Vous recrutez" });
    await expect(recruiters.getBoundingClientRect().top).toBeGreaterThan(seekers.getBoundingClientRect().bottom);
  },
};
