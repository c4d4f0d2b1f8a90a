import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "./alert-dialog";
import { Button } from "./button";

const onConfirm = fn();

const meta = {
  title: "Overlays/AlertDialog",
  component: AlertDialog,
  tags: ["autodocs"],
  args: { onOpenChange: fn() },
  beforeEach: () => {
    onConfirm.mockClear();
  },
  render: (args) => (
    <AlertDialog {...args}>
      <AlertDialogTrigger asChild>
        <Button variant="destructive">Supprimer mon compte</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Supprimer votre compte ?</AlertDialogTitle>
          <AlertDialogDescription>
            Votre profil, vos candidatures et vos messages seront définitivement effacés.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Annuler</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={onConfirm}>
            Supprimer
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  ),
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cancel: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Supprimer mon compte" });
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("alertdialog", { name: "Supprimer votre compte ?" });
    await expect(dialog).toHaveAccessibleDescription(
      "Votre profil, vos candidatures et vos messages seront définitivement effacés.",
    );
    // The safe choice has focus, so Enter alone never destroys anything.
    const cancel = screen.getByRole("button", { name: "Annuler" });
    await expect(cancel).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(onConfirm).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const Confirm: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Supprimer mon compte" }));
    await screen.findByRole("alertdialog");
    await userEvent.tab();
    const action = screen.getByRole("button", { name: "Supprimer" });
    await expect(action).toHaveFocus();
    await expect(action).toHaveAttribute("data-variant", "destructive");
    await userEvent.keyboard("{Enter}");
    await expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  },
};

export const EscapeAndOutsideClick: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Supprimer mon compte" });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole("alertdialog");
    // Focus stays inside: Tab cycles between the two buttons.
    await expect(screen.getByRole("button", { name: "Annuler" })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(screen.getByRole("button", { name: "Annuler" })).toHaveFocus();
    // Unlike a Dialog, a click outside does not dismiss the question.
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await expect(dialog).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(onConfirm).not.toHaveBeenCalled();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole("alertdialog", { name: "Supprimer votre compte ?" })).toBeInTheDocument();
  },
};

export const English: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <AlertDialog {...args}>
      <AlertDialogTrigger asChild>
        <Button variant="outline">Withdraw application</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Withdraw your application?</AlertDialogTitle>
          <AlertDialogDescription>The recruiter will no longer see your profile for this job.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep it</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Withdraw</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  ),
  play: async () => {
    await screen.findByRole("alertdialog", { name: "Withdraw your application?" });
    await expect(screen.getByRole("button", { name: "Keep it" })).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "Withdraw" }));
    await expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  },
};
