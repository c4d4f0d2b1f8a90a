import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { ContactReceived } from "./contact-received.tsx";

const meta = {
  title: "Contact/ContactReceived",
  component: ContactReceived,
  tags: ["autodocs"],
  args: { email: "camille@exemple.fr", onWriteAgain: fn() },
  decorators: [
    (Story) => (
      <div className="w-[min(40rem,92vw)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactReceived>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After sending: « Message envoyé », the address the acknowledgement went to, focus on the news. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const status = canvas.getByRole("status");
    await expect(status).toHaveTextContent(/Message envoyé/);
    await expect(status).toHaveTextContent(/Un accusé de réception a été envoyé à camille@exemple\.fr/);
    await expect(status).toHaveTextContent(/nous vous répondrons à cette adresse/);
    await expect(status.parentElement).toHaveFocus();
    await userEvent.click(canvas.getByRole("button", { name: "Écrire un autre message" }));
    await expect(args.onWriteAgain).toHaveBeenCalledTimes(1);
  },
};

/** A long address wraps on a 360 px screen instead of pushing the page sideways. */
export const Narrow: Story = {
  args: { email: "prenom.nom-de-famille-tres-long@une-entreprise-au-nom-interminable.example.fr" },
  decorators: [
    (Story) => (
      <div data-testid="screen" className="w-[360px] p-4">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const screen = canvas.getByTestId("screen");
    await expect(screen.scrollWidth).toBeLessThanOrEqual(screen.clientWidth);
  },
};
