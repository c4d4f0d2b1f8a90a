import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { PreRegistrationReceived } from "./pre-registration-outcomes.tsx";

const meta = {
  title: "Pre-registration/PreRegistrationReceived",
  component: PreRegistrationReceived,
  tags: ["autodocs"],
  args: { email: "camille@atelier-lumiere.fr" },
} satisfies Meta<typeof PreRegistrationReceived>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After sending: the sign-up link is on its way to the address given. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Merci, votre pré-inscription est enregistrée.")).toBeVisible();
    await expect(
      canvas.getByText(/dès qu.elle est approuvée, nous envoyons à camille@atelier-lumiere.fr un lien/),
    ).toBeVisible();
  },
};
