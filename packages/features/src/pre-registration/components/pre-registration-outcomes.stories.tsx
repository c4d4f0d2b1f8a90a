import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { CompanyExistsNotice } from "./pre-registration-outcomes.tsx";

const meta = {
  title: "Pre-registration/CompanyExistsNotice",
  component: CompanyExistsNotice,
  tags: ["autodocs"],
  args: { loginHref: "/login", contactHref: "/contact" },
  decorators: [
    (Story) => (
      <div className="w-[min(40rem,92vw)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CompanyExistsNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What to do when the company already has an account: be invited, contact us, or sign in. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Un compte existe déjà pour votre entreprise.")).toBeVisible();
    await expect(
      canvas.getByText(/Demandez à la personne de votre entreprise qui a le compte de vous inviter/),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Contactez-nous" })).toHaveAttribute("href", "/contact");
    await expect(canvas.getByRole("link", { name: "Connectez-vous" })).toHaveAttribute("href", "/login");
  },
};
