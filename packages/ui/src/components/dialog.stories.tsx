import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";

import { Button } from "./button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog";

const fieldClass =
  "h-10 rounded-md border border-input bg-background px-3 text-sm text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring";

const meta = {
  title: "Overlays/Dialog",
  component: Dialog,
  tags: ["autodocs"],
  args: { onOpenChange: fn() },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="outline">Modifier le profil</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Modifier le profil</DialogTitle>
          <DialogDescription>Ces informations sont visibles par les recruteurs.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-3" onSubmit={(event) => event.preventDefault()}>
          <label className="grid gap-1.5 text-sm font-medium">
            Prénom
            <input name="firstName" defaultValue="Camille" className={fieldClass} />
          </label>
          <label className="grid gap-1.5 text-sm font-medium">
            Ville
            <input name="city" defaultValue="Lyon" className={fieldClass} />
          </label>
        </form>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Annuler</Button>
          </DialogClose>
          <Button>Enregistrer</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Modifier le profil" });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");

    const dialog = await screen.findByRole("dialog", { name: "Modifier le profil" });
    await expect(dialog).toHaveAccessibleDescription("Ces informations sont visibles par les recruteurs.");
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // Focus moves into the dialog, onto its first field.
    await expect(screen.getByRole("textbox", { name: "Prénom" })).toHaveFocus();

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const FocusTrapped: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Modifier le profil" }));
    const dialog = await screen.findByRole("dialog", { name: "Modifier le profil" });
    const firstName = screen.getByRole("textbox", { name: "Prénom" });
    await expect(firstName).toHaveFocus();

    // Fields, Annuler, Enregistrer, then the close button: Tab never leaves the dialog.
    const order = ["Ville", "Annuler", "Enregistrer", "Fermer"];
    for (const name of order) {
      await userEvent.tab();
      await expect(document.activeElement).toHaveAccessibleName(name);
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab();
    await expect(firstName).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(screen.getByRole("button", { name: "Fermer" })).toHaveFocus();
  },
};

export const CloseButton: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Modifier le profil" });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("button", { name: "Fermer" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const English: Story = {
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button>Share my card</Button>
      </DialogTrigger>
      <DialogContent closeLabel="Close">
        <DialogHeader>
          <DialogTitle>Share my card</DialogTitle>
          <DialogDescription>Anyone with this link can see your public profile.</DialogDescription>
        </DialogHeader>
        <label className="grid gap-1.5 text-sm font-medium">
          Link
          <input readOnly value="https://fuse.example/p/camille-martin" className={fieldClass} />
        </label>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Done</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await screen.findByRole("dialog", { name: "Share my card" });
    // The dialog fades in; wait for the end of the transition.
    await waitFor(() => expect(screen.getByRole("button", { name: "Close" })).toBeVisible());
    await expect(screen.queryByRole("button", { name: "Fermer" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(canvas.getByRole("button", { name: "Share my card" })).toHaveFocus();
  },
};

export const WithoutCloseButton: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog {...args}>
      <DialogContent showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>Conditions d’utilisation</DialogTitle>
          <DialogDescription>Lisez-les avant de continuer.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button>J’ai compris</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    await screen.findByRole("dialog", { name: "Conditions d’utilisation" });
    await expect(screen.queryByRole("button", { name: "Fermer" })).not.toBeInTheDocument();
    await expect(screen.getByRole("button", { name: "J’ai compris" })).toHaveFocus();
  },
};
