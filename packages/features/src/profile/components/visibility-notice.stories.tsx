import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { VisibilityNotice } from "./visibility-notice.tsx";

const meta = {
  title: "Features/Profile/VisibilityNotice",
  component: VisibilityNotice,
  args: {
    title: "Votre carte est masquée aux recruteurs",
    description:
      "Tant qu'elle est masquée, aucun recruteur ne vous trouve dans ses matchs potentiels. Rendue visible, elle montre ce que vous voyez ci-dessous ; vos coordonnées restent cachées jusqu'à un match réciproque.",
    actionLabel: "Rendre ma carte visible",
    onReveal: fn(async () => {}),
  },
  parameters: { layout: "padded" },
} satisfies Meta<typeof VisibilityNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A candidate's card hidden: said, with the choice to show it. */
export const CandidateCardHidden: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("region", { name: "Votre carte est masquée aux recruteurs" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Rendre ma carte visible" }));
    await expect(args.onReveal).toHaveBeenCalledTimes(1);
  },
};

/** A company's page private: its offers show « Entreprise confidentielle ». */
export const CompanyPagePrivate: Story = {
  args: {
    title: "La page de votre entreprise n'est pas publique",
    description:
      "Vos offres affichent « Entreprise confidentielle » et les candidats ne peuvent pas découvrir votre entreprise.",
    actionLabel: "Rendre la page publique",
  },
};

/** The change fails: a French message, the choice still offered. */
export const Failed: Story = {
  args: {
    onReveal: fn(async () => {
      throw new TypeError("");
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Rendre ma carte visible" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(/n'a pas pu être enregistré/);
    await expect(canvas.getByRole("button", { name: "Rendre ma carte visible" })).toBeEnabled();
  },
};

/** On a 360 px screen. */
export const Narrow: Story = {
  globals: { viewport: { value: "mobile1" } },
};
