import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { exampleOffers } from "../lib/fixtures.ts";
import { JobOfferList, JobOfferListSkeleton } from "./job-offer-list.tsx";

const meta = {
  title: "Recruiter jobs/JobOfferList",
  component: JobOfferList,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  args: {
    offers: exampleOffers,
    newOfferHref: "/dashboard/recruiter/jobs/add-or-edit",
    editHref: (id: string) => `/dashboard/recruiter/jobs/add-or-edit?id=${id}`,
    onAction: fn(),
    onDelete: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-[min(56rem,92vw)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof JobOfferList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state with its count; each offer with its counts and the actions its state allows. */
export const Filled: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("tab", { name: "Toutes (3)" })).toHaveAttribute("aria-selected", "true");
    const published = canvas.getByRole("article", { name: "Chef·fe de projet digital" });
    await expect(within(published).getByText("Publiée", { selector: "[data-slot=badge]" })).toBeVisible();
    await expect(published).toHaveTextContent(/Candidats potentiels :\s*12/);
    await expect(published).toHaveTextContent(/42 000.*50 000.*brut par an/);
    await userEvent.click(within(published).getByRole("button", { name: "Fermer « Chef·fe de projet digital »" }));
    await expect(args.onAction).toHaveBeenCalledWith(exampleOffers[1]!.id, "close");
    const closed = canvas.getByRole("article", { name: "Commercial·e sédentaire" });
    await userEvent.click(within(closed).getByRole("button", { name: /^Rouvrir/ }));
    await expect(args.onAction).toHaveBeenCalledWith(exampleOffers[2]!.id, "reopen");
    await expect(within(closed).queryByRole("button", { name: /^Supprimer/ })).toBeNull();
  },
};

/** The tabs filter by state, by keyboard too. */
export const FilterByKeyboard: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole("tab", { name: "Toutes (3)" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    const drafts = canvas.getByRole("tab", { name: "Brouillons (1)" });
    await waitFor(() => expect(drafts).toHaveAttribute("aria-selected", "true"));
    const panel = canvas.getByRole("tabpanel");
    await expect(within(panel).getAllByRole("article")).toHaveLength(1);
    await expect(within(panel).getByRole("link", { name: "Développeur·se full-stack" })).toHaveAttribute(
      "href",
      `/dashboard/recruiter/jobs/add-or-edit?id=${exampleOffers[0]!.id}`,
    );
  },
};

/** A draft is deleted only once confirmed. */
export const DeleteADraft: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Supprimer « Développeur·se full-stack »" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Supprimer ce brouillon ?" });
    await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5000 });
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Supprimer" }));
    await expect(args.onDelete).toHaveBeenCalledWith(exampleOffers[0]!.id);
  },
};

/** No offer yet: what to do first. */
export const Empty: Story = {
  args: { offers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Aucune offre pour le moment" })).toBeVisible();
    await expect(canvas.getAllByRole("link", { name: "Nouvelle offre" })[0]).toHaveAttribute(
      "href",
      "/dashboard/recruiter/jobs/add-or-edit",
    );
  },
};

/** While the offers load. */
export const Loading: Story = {
  render: () => <JobOfferListSkeleton />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Chargement de vos offres" })).toBeInTheDocument();
  },
};

/** A phone's width: nothing overflows, every action stays reachable. */
export const Narrow: Story = {
  globals: { viewport: { value: "mobile1" } },
  decorators: [
    (Story) => (
      <div className="w-[360px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const list = canvasElement.querySelector("[data-slot=job-offer-list]")!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(360);
    await expect(canvas.getByRole("button", { name: "Publier « Développeur·se full-stack »" })).toBeVisible();
  },
};
