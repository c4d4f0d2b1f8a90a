import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";

import { Providers, statefulApi } from "./fixtures.tsx";
import { SaveSearchButton } from "./save-search-button.tsx";

const meta = {
  title: "Features/Job alerts/SaveSearchButton",
  component: SaveSearchButton,
  tags: ["autodocs"],
  parameters: { layout: "padded", a11y: { test: "error" } },
  args: { api: statefulApi().api, query: "?q=d%C3%A9veloppeur&ville=Lyon&lat=45.76&lng=4.84&page=2" },
  decorators: [
    (Story) => (
      <Providers>
        <Story />
      </Providers>
    ),
  ],
} satisfies Meta<typeof SaveSearchButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnTheSearchScreen: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Enregistrer cette recherche" }));
    const dialog = within(document.body).getByRole("dialog", { name: "Enregistrer cette recherche" });
    await expect(within(dialog).getByRole("textbox", { name: "Nom de la recherche" })).toHaveValue(
      "Développeur à Lyon",
    );
  },
};
