import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";

import { Button } from "./button";

describe("Button", () => {
  it("runs its action from the keyboard", async () => {
    const onClick = vi.fn();
    await render(<Button onClick={onClick}>Envoyer</Button>);
    await userEvent.tab();
    await expect.element(page.getByRole("button", { name: "Envoyer" })).toHaveFocus();
    await userEvent.keyboard(" ");
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("blocks clicks and announces progress while loading", async () => {
    const onClick = vi.fn();
    await render(
      <Button loading onClick={onClick}>
        Envoyer
      </Button>,
    );
    const button = page.getByRole("button", { name: "Envoyer" });
    await expect.element(button).toBeDisabled();
    await expect.element(button).toHaveAttribute("aria-busy", "true");
    expect(onClick).not.toHaveBeenCalled();
  });

  it("gives a link the button's look with asChild, keeping it a link", async () => {
    await render(
      <Button asChild variant="outline">
        <a href="/offres">Offres</a>
      </Button>,
    );
    const link = page.getByRole("link", { name: "Offres" });
    await expect.element(link).toHaveAttribute("href", "/offres");
    await expect.element(link).toHaveAttribute("data-variant", "outline");
  });
});
