import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { ApiError } from "@fuse/domain/api/client";

import { WithdrawDialog } from "./withdraw-dialog.tsx";

const meta = {
  title: "Features/Workflow/WithdrawDialog",
  component: WithdrawDialog,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  args: { jobTitle: "Data analyst", onWithdraw: fn() },
} satisfies Meta<typeof WithdrawDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Confirmed by keyboard, without a message: the callback gets none. */
export const WithoutMessage: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole("button", { name: "Retirer ma candidature « Data analyst »" }).focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("alertdialog", { name: "Retirer votre candidature ?" });
    await expect(dialog).toHaveAccessibleDescription(/Votre candidature à « Data analyst » sera close/);
    await userEvent.tab();
    await expect(within(dialog).getByRole("button", { name: "Retirer ma candidature" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onWithdraw).toHaveBeenCalledTimes(1);
    await expect(args.onWithdraw).toHaveBeenCalledWith(undefined);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  },
};

/** Rejects the withdrawal under way, when the story says so. */
let refuseWithdrawal: (reason: Error) => void = () => {};

/** While the withdrawal runs the dialog stays open and busy; a failure shows the server's words. */
export const Failure: Story = {
  args: {
    onWithdraw: fn(
      () =>
        new Promise((_, reject) => {
          refuseWithdrawal = reject;
        }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /^Retirer ma candidature/ }));
    const dialog = await screen.findByRole("alertdialog", { name: "Retirer votre candidature ?" });
    await userEvent.type(within(dialog).getByRole("textbox"), "Plus disponible.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Retirer ma candidature" }));
    await expect(await within(dialog).findByRole("button", { name: "Retrait…" })).toBeDisabled();
    await expect(within(dialog).getByRole("button", { name: "Garder ma candidature" })).toBeDisabled();
    await userEvent.keyboard("{Escape}");
    await expect(dialog).toBeVisible();
    refuseWithdrawal(new ApiError(409, "Cette candidature est déjà close."));
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent("Cette candidature est déjà close.");
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole("textbox")).toHaveValue("Plus disponible.");
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Retirer ma candidature" })).toHaveFocus());
  },
};
