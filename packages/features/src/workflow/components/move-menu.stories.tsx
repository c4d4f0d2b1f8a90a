import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { MoveMenu } from "./move-menu.tsx";

const meta = {
  title: "Features/Workflow/MoveMenu",
  component: MoveMenu,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  args: { candidateName: "Hugo Bernard", stage: "interview", onSelect: fn() },
} satisfies Meta<typeof MoveMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** By keyboard: the other recruiter stages, the current one left out; focus returns to the button. */
export const ByKeyboard: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole("button", { name: "Déplacer Hugo Bernard vers…" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const items = await screen.findAllByRole("menuitem");
    await expect(items.map((item) => item.textContent)).toEqual([
      "Nouveau match",
      "Présélection",
      "Offre",
      "Embauché",
      "Refusé",
    ]);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    await expect(args.onSelect).toHaveBeenCalledWith("offer");
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
