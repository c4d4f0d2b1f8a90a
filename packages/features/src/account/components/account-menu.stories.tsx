import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { AccountMenu } from "./account-menu.tsx";
import { AuthCard } from "./auth-card.tsx";
import { CheckEmail } from "./check-email.tsx";

const meta = {
  title: "Account/AccountMenu",
  component: AccountMenu,
  tags: ["autodocs"],
  args: { name: "Camille Martin", email: "camille@exemple.fr", onSignOut: fn(async () => {}) },
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("img", { name: "Camille Martin" })).toHaveTextContent("CM");
    await userEvent.click(canvas.getByRole("button", { name: "Se déconnecter" }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const EmailOnly: Story = {
  args: { name: "recruteur@fuse.test", email: "recruteur@fuse.test" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "recruteur@fuse.test" })).toHaveTextContent("R");
  },
};

const onResend = fn(async () => {});

/** The page after sign-up (`/create-profile`): check your e-mail, with a second chance to get it. */
export const ProfileCreated: Story = {
  render: () => (
    <div className="w-[min(28rem,90vw)]">
      <AuthCard title="Profil créé avec succès">
        <CheckEmail email="camille@exemple.fr" onResend={onResend} />
      </AuthCard>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("camille@exemple.fr")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Renvoyer l'e-mail" }));
    await expect(onResend).toHaveBeenCalledWith("camille@exemple.fr");
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "Un nouvel e-mail d'activation vient de vous être envoyé.",
    );
  },
};
