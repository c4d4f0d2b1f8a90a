import type * as React from "react";
import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent, type Locator } from "vitest/browser";

import { Button } from "./button";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "./tooltip";

function IconWithTooltip({ label, ...props }: React.ComponentProps<typeof Tooltip> & { label: string }) {
  return (
    <Tooltip {...props}>
      <TooltipTrigger asChild>
        <Button variant="outline">{label}</Button>
      </TooltipTrigger>
      <TooltipContent>{`Aide : ${label}`}</TooltipContent>
    </Tooltip>
  );
}

/**
 * Moves the pointer onto `target` in a few steps, as a hand does. After a single jump the pointer
 * still counts as "in transit" towards the open tooltip's content and Radix ignores it.
 */
async function moveOnto(target: Locator) {
  for (const position of [
    { x: 2, y: 2 },
    { x: 4, y: 4 },
    { x: 6, y: 6 },
  ]) {
    await userEvent.hover(target, { position });
  }
}

describe("Tooltip", () => {
  it("shows on keyboard focus without a provider, describes its trigger, and hides on Escape", async () => {
    const onOpenChange = vi.fn();
    await render(<IconWithTooltip label="Partager" onOpenChange={onOpenChange} />);
    const trigger = page.getByRole("button", { name: "Partager" });
    await expect.element(page.getByRole("tooltip")).not.toBeInTheDocument();

    await userEvent.tab();
    await expect.element(trigger).toHaveFocus();
    await expect.element(page.getByRole("tooltip")).toHaveTextContent("Aide : Partager");
    await expect.element(trigger).toHaveAccessibleDescription("Aide : Partager");
    expect(onOpenChange).toHaveBeenLastCalledWith(true);

    await userEvent.keyboard("{Escape}");
    await expect.element(page.getByRole("tooltip")).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
    await expect.element(trigger).not.toHaveAccessibleDescription();
  });

  it("hides when focus moves on", async () => {
    await render(
      <>
        <IconWithTooltip label="Partager" />
        <Button>Suivant</Button>
      </>,
    );
    await userEvent.tab();
    await expect.element(page.getByRole("tooltip")).toBeInTheDocument();
    await userEvent.tab();
    await expect.element(page.getByRole("button", { name: "Suivant" })).toHaveFocus();
    await expect.element(page.getByRole("tooltip")).not.toBeInTheDocument();
  });

  it("shows on hover and hides when the pointer leaves", async () => {
    await render(
      <TooltipProvider delayDuration={0}>
        <IconWithTooltip label="Partager" />
        <Button>Ailleurs</Button>
      </TooltipProvider>,
    );
    await userEvent.hover(page.getByRole("button", { name: "Partager" }));
    await expect.element(page.getByRole("tooltip")).toHaveTextContent("Aide : Partager");
    await moveOnto(page.getByRole("button", { name: "Ailleurs" }));
    await expect.element(page.getByRole("tooltip")).not.toBeInTheDocument();
  });

  it("renders its bubble outside the trigger's container, so overflow cannot clip it", async () => {
    await render(
      <div data-testid="clipping" className="overflow-hidden">
        <IconWithTooltip label="Partager" defaultOpen />
      </div>,
    );
    const bubble = document.querySelector('[data-slot="tooltip-content"]');
    await expect.element(page.getByRole("tooltip")).toBeInTheDocument();
    expect(bubble).not.toBeNull();
    expect(page.getByTestId("clipping").element().contains(bubble)).toBe(false);
  });

  it("joins an app-wide provider: the next tooltip opens at once, without a second delay", async () => {
    await render(
      <TooltipProvider delayDuration={50} skipDelayDuration={5000}>
        <IconWithTooltip label="Partager" />
        <IconWithTooltip label="Supprimer" />
      </TooltipProvider>,
    );
    const share = page.getByRole("button", { name: "Partager" });
    const remove = page.getByRole("button", { name: "Supprimer" });
    await userEvent.hover(share);
    await expect.element(share).toHaveAttribute("data-state", "delayed-open");
    await moveOnto(remove);
    // A tooltip with its own provider would wait for the delay again ("delayed-open").
    await expect.element(remove).toHaveAttribute("data-state", "instant-open");
    await expect.element(page.getByRole("tooltip")).toHaveTextContent("Aide : Supprimer");
  });
});
