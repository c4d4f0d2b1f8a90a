import type * as React from "react";
import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";

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

function ProfileDialog({
  contentProps,
  ...props
}: React.ComponentProps<typeof Dialog> & { contentProps?: React.ComponentProps<typeof DialogContent> }) {
  return (
    <>
      <Button variant="ghost">Avant</Button>
      <Dialog {...props}>
        <DialogTrigger asChild>
          <Button>Modifier</Button>
        </DialogTrigger>
        <DialogContent {...contentProps}>
          <DialogHeader>
            <DialogTitle>Modifier le profil</DialogTitle>
            <DialogDescription>Visible par les recruteurs.</DialogDescription>
          </DialogHeader>
          <label>
            Prénom <input defaultValue="Camille" />
          </label>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Annuler</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  it("opens from the keyboard, takes focus, and gives it back to the trigger on Escape", async () => {
    await render(<ProfileDialog />);
    await userEvent.tab();
    await userEvent.tab();
    const trigger = page.getByRole("button", { name: "Modifier" });
    await expect.element(trigger).toHaveFocus();
    await expect.element(trigger).toHaveAttribute("aria-expanded", "false");

    await userEvent.keyboard("{Enter}");
    const dialog = page.getByRole("dialog", { name: "Modifier le profil" });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toHaveAccessibleDescription("Visible par les recruteurs.");
    await expect.element(page.getByRole("textbox", { name: "Prénom" })).toHaveFocus();

    await userEvent.keyboard("{Escape}");
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it("keeps focus inside and hides the page behind it from assistive technology", async () => {
    await render(<ProfileDialog defaultOpen />);
    const dialog = page.getByRole("dialog", { name: "Modifier le profil" });
    await expect.element(dialog).toBeVisible();
    // aria-hidden on everything outside: role queries no longer find the page's buttons.
    await expect.element(page.getByRole("button", { name: "Avant" })).not.toBeInTheDocument();

    const field = page.getByRole("textbox", { name: "Prénom" }).element();
    const cancel = page.getByRole("button", { name: "Annuler" }).element();
    const close = page.getByRole("button", { name: "Fermer" }).element();
    expect(document.activeElement).toBe(field);
    // Tab runs round the dialog's controls and never reaches "Avant".
    for (const expected of [cancel, close, field, cancel]) {
      await userEvent.tab();
      expect(document.activeElement).toBe(expected);
    }
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(close);
  });

  it("labels its close button in French by default, lets callers rename or remove it", async () => {
    const screen = await render(<ProfileDialog defaultOpen />);
    await userEvent.click(page.getByRole("button", { name: "Fermer" }));
    await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();

    await screen.rerender(<ProfileDialog open contentProps={{ closeLabel: "Close" }} />);
    await expect.element(page.getByRole("button", { name: "Close" })).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Fermer" })).not.toBeInTheDocument();

    await screen.rerender(<ProfileDialog open contentProps={{ showCloseButton: false }} />);
    await expect.element(page.getByRole("dialog")).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Close" })).not.toBeInTheDocument();
    await expect.element(page.getByRole("button", { name: "Fermer" })).not.toBeInTheDocument();
  });

  it("closes on a click outside and reports every change to a controlling parent", async () => {
    const onOpenChange = vi.fn();
    await render(<ProfileDialog onOpenChange={onOpenChange} />);
    await userEvent.click(page.getByRole("button", { name: "Modifier" }));
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await expect.element(page.getByRole("dialog")).toBeVisible();

    const overlay = document.querySelector('[data-slot="dialog-overlay"]');
    expect(overlay).not.toBeNull();
    await userEvent.click(overlay!, { position: { x: 8, y: 8 } });
    await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it("stays open when controlled and the parent refuses to close", async () => {
    const onOpenChange = vi.fn();
    await render(<ProfileDialog open onOpenChange={onOpenChange} />);
    await userEvent.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await expect.element(page.getByRole("dialog", { name: "Modifier le profil" })).toBeVisible();
  });
});
