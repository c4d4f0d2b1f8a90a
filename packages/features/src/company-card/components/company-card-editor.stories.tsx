import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { fakePlaces } from "../../job-search/lib/fake-places.ts";
import { CompanyCardEditor } from "./company-card-editor.tsx";
import { storyLogo } from "./fixtures.ts";

const meta = {
  title: "Features/Company card/CompanyCardEditor",
  component: CompanyCardEditor,
  args: {
    company: {
      name: "Atelier Lumière",
      siren: "443061841",
      sector: "Industrie",
      size: "10-49",
      city: "Lyon",
      culture: { management: "autonomie", remotePolicy: "hybrid" },
      company_values: ["Entraide"],
      updated_at: "2026-11-25T10:00:00.000Z",
    },
    renderLink: ({ href, children, className }) => (
      <a href={href} className={className}>
        {children}
      </a>
    ),
    onSave: fn(async () => {}),
    uploadLogo: fn(async () => storyLogo),
    places: fakePlaces,
    publicUrl: (slug: string) => `https://fuse.example/p/${slug}`,
  },
  parameters: { layout: "padded" },
  tags: ["autodocs"],
} satisfies Meta<typeof CompanyCardEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide screens: the form beside the live preview, which follows every change. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = canvas.getByRole("tabpanel", { name: "Aperçu côté candidat" });
    await expect(within(preview).getByRole("heading", { name: "Atelier Lumière" })).toBeVisible();
    await expect(within(preview).getByText("Autonomie et confiance")).toBeVisible();
    const name = canvas.getByRole("textbox", { name: /Nom de l'entreprise/ });
    await userEvent.clear(name);
    await userEvent.type(name, "Lumière & Fils");
    await expect(within(preview).getByRole("heading", { name: "Lumière & Fils" })).toBeVisible();
    await expect(within(preview).getByRole("progressbar", { name: "Carte complétée" })).toBeVisible();
  },
};

/** On a 360 px screen: « Modifier » and « Aperçu côté candidat » are tabs, reached by keyboard. */
export const Narrow: Story = {
  globals: { viewport: { value: "mobile1" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: /Nom de l'entreprise/ })).toBeVisible();
    await expect(canvas.queryByRole("heading", { name: "Atelier Lumière" })).toBeNull();
    canvas.getByRole("tab", { name: "Modifier" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() =>
      expect(canvas.getByRole("tab", { name: "Aperçu côté candidat" })).toHaveAttribute("aria-selected", "true"),
    );
    await expect(canvas.getByRole("heading", { name: "Atelier Lumière" })).toBeVisible();
    await expect(canvas.queryByRole("textbox", { name: /Nom de l'entreprise/ })).toBeNull();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
