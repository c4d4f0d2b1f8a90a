import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { candidateOfCard, exampleCards } from "../lib/fixtures.ts";
import { PipelineCandidate } from "./pipeline-candidate.tsx";

const lea = candidateOfCard(exampleCards.find((card) => card.id === "c5")!);

const meta = {
  title: "Features/Workflow/PipelineCandidate",
  component: PipelineCandidate,
  tags: ["autodocs"],
  parameters: { layout: "padded", a11y: { test: "error" } },
  args: { candidate: lea },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PipelineCandidate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole card, its portrait, and the CV opened in a new tab through an address that expires. */
export const WithCv: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 4, name: "Léa Petit" })).toBeVisible();
    await expect(canvas.getByText("Langues :")).toBeVisible();
    await expect(canvas.getByRole("region", { name: "Portrait" })).toHaveTextContent(/^Six ans à construire/);
    const cv = canvas.getByRole("link", { name: "Voir le CV « CV Léa.pdf » (nouvel onglet)" });
    await expect(cv).toHaveAttribute("href", lea.cv!.url);
    await expect(cv).toHaveAttribute("rel", "noopener noreferrer");
    // The time is Paris time, as the recruiter reads it.
    await expect(cv.closest("p")).toHaveTextContent("CV Léa.pdf · lien valable jusqu'à 10:10");
  },
};

/** A candidate who sent no CV, or deleted it: the card alone, and it says so. */
export const WithoutCv: Story = {
  args: { candidate: { ...lea, cv: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Pas de CV envoyé.")).toBeVisible();
    await expect(canvas.queryByRole("link", { name: /Voir le CV/ })).toBeNull();
  },
};

/** While it loads: a skeleton the shape of the card, announced as busy. */
export const Loading: Story = {
  args: { candidate: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Chargement du profil du candidat" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

/** It could not be loaded: the server's French words, and a retry. */
export const LoadFailed: Story = {
  args: { candidate: undefined, error: "Service momentanément indisponible.", onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText("Le profil du candidat n'a pas pu être chargé.")).toBeVisible();
    await expect(canvas.getByText("Service momentanément indisponible.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Réessayer" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
