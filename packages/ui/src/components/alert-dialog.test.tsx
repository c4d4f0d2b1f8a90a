import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";

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

function DeleteOffer({ onConfirm, onCancel }: { onConfirm?: () => void; onCancel?: () => void }) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="destructive">Supprimer l’offre</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Supprimer cette offre ?</AlertDialogTitle>
          <AlertDialogDescription>Les candidatures reçues seront perdues.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={onCancel}>Annuler</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={onConfirm}>
            Supprimer
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

describe("AlertDialog", () => {
  it("asks with focus on Cancel, so Enter alone cancels", async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    await render(<DeleteOffer onConfirm={onConfirm} onCancel={onCancel} />);
    const trigger = page.getByRole("button", { name: "Supprimer l’offre" });
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");

    const dialog = page.getByRole("alertdialog", { name: "Supprimer cette offre ?" });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toHaveAccessibleDescription("Les candidatures reçues seront perdues.");
    await expect.element(page.getByRole("button", { name: "Annuler" })).toHaveFocus();

    await userEvent.keyboard("{Enter}");
    await expect.element(dialog).not.toBeInTheDocument();
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await expect.element(trigger).toHaveFocus();
  });

  it("runs the action and closes when the user confirms", async () => {
    const onConfirm = vi.fn();
    await render(<DeleteOffer onConfirm={onConfirm} />);
    await userEvent.click(page.getByRole("button", { name: "Supprimer l’offre" }));
    await userEvent.tab();
    const action = page.getByRole("button", { name: "Supprimer", exact: true });
    await expect.element(action).toHaveFocus();
    await userEvent.keyboard(" ");
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await expect.element(page.getByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("is not dismissed by a click outside, only by Escape or a button", async () => {
    const onConfirm = vi.fn();
    await render(<DeleteOffer onConfirm={onConfirm} />);
    await userEvent.click(page.getByRole("button", { name: "Supprimer l’offre" }));
    const dialog = page.getByRole("alertdialog");
    await expect.element(dialog).toBeVisible();

    const overlay = document.querySelector('[data-slot="alert-dialog-overlay"]');
    expect(overlay).not.toBeNull();
    await userEvent.click(overlay!, { position: { x: 8, y: 8 } });
    await expect.element(dialog).toBeVisible();

    await userEvent.keyboard("{Escape}");
    await expect.element(dialog).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("keeps focus between its buttons", async () => {
    await render(<DeleteOffer />);
    await userEvent.click(page.getByRole("button", { name: "Supprimer l’offre" }));
    const cancel = page.getByRole("button", { name: "Annuler" });
    const action = page.getByRole("button", { name: "Supprimer", exact: true });
    await expect.element(cancel).toHaveFocus();
    await userEvent.tab();
    await expect.element(action).toHaveFocus();
    await userEvent.tab();
    await expect.element(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect.element(action).toHaveFocus();
  });
});
