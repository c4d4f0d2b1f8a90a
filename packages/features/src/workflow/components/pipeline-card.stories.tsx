import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import type { PipelineCard } from "@fuse/domain/workflow/contract";

import { exampleCards } from "../lib/fixtures.ts";
import { PipelineCardView } from "./pipeline-card.tsx";

const [camille, hugo, ines, , lea, nora] = exampleCards as PipelineCard[] as [
  PipelineCard,
  PipelineCard,
  PipelineCard,
  PipelineCard,
  PipelineCard,
  PipelineCard,
];

const meta = {
  title: "Features/Workflow/PipelineCard",
  component: PipelineCardView,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  args: { card: camille, now: new Date("2026-11-25T12:00:00Z"), onOpen: fn(), onMoveTo: fn(), handleRef: () => {} },
  decorators: [
    (Story) => (
      <ul className="w-72">
        <li>
          <Story />
        </li>
      </ul>
    ),
  ],
} satisfies Meta<typeof PipelineCardView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Who the candidate is and how to reach them; every control names them. */
export const NewMatch: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Camille Martin" })).toBeVisible();
    await expect(canvas.getByText("82 %")).toBeVisible();
    await expect(canvas.getByText("depuis 5 jours")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Appeler Camille Martin : 06 12 34 56 78" })).toHaveAttribute(
      "href",
      "tel:0612345678",
    );
    await expect(canvas.getByRole("button", { name: "Saisir la carte de Camille Martin" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Détails de Camille Martin" }));
    await expect(args.onOpen).toHaveBeenCalledWith(camille);
  },
};

/** The interview booked, in Paris time. */
export const InterviewBooked: Story = {
  args: { card: hugo },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Entretien le mardi 1 décembre à 14 h 00")).toBeVisible();
  },
};

/** Slots proposed, the candidate has yet to choose. */
export const InterviewProposed: Story = {
  args: { card: lea },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Entretien proposé : 3 créneaux")).toBeVisible();
  },
};

/** Refused: the reason's label; with the offer's title when the board shows every offer. */
export const Refused: Story = {
  args: { card: ines, showOffer: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Motif : Un autre candidat a été retenu")).toBeVisible();
    await expect(canvas.getByText("Comptable unique (H/F)")).toBeVisible();
    await expect(canvas.queryByText(/%/)).toBeNull();
  },
};

/** Withdrawn by the candidate: details only, nothing to move. */
export const Withdrawn: Story = {
  args: { card: nora },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: /Saisir/ })).toBeNull();
    await expect(canvas.queryByRole("button", { name: /Déplacer/ })).toBeNull();
    await expect(canvas.getByRole("button", { name: "Détails de Nora Haddad" })).toBeVisible();
  },
};

/** Without first and last names, the e-mail names the candidate. */
export const NoName: Story = {
  args: { card: { ...camille, candidate: { ...camille.candidate, first_name: null, last_name: null } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { name: "camille.martin@example.fr" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Déplacer camille.martin@example.fr vers…" }));
    const item = await within(canvasElement.ownerDocument.body).findByRole("menuitem", { name: "Présélection" });
    // The menu fades in.
    await waitFor(() => expect(item).toBeVisible());
    await userEvent.keyboard("{Escape}");
  },
};
