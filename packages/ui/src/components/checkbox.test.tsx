import * as React from "react";
import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";

import { Checkbox } from "./checkbox";
import { Label } from "./label";

/** Submits through a real form and hands the FormData to the test. */
function SubmitForm({ children, onSubmit }: { children: React.ReactNode; onSubmit: (data: FormData) => void }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(new FormData(event.currentTarget));
      }}
    >
      {children}
      <button type="submit">Envoyer</button>
    </form>
  );
}

describe("Checkbox", () => {
  it("toggles with Space once reached with Tab", async () => {
    const onCheckedChange = vi.fn();
    await render(
      <div className="flex items-center gap-2">
        <Checkbox id="cgu" onCheckedChange={onCheckedChange} />
        <Label htmlFor="cgu">J'accepte les conditions</Label>
      </div>,
    );
    const checkbox = page.getByRole("checkbox", { name: "J'accepte les conditions" });
    await userEvent.tab();
    await expect.element(checkbox).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect.element(checkbox).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(" ");
    await expect.element(checkbox).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it("announces the indeterminate state as mixed, and checks it on activation", async () => {
    await render(<Checkbox aria-label="Tout sélectionner" defaultChecked="indeterminate" />);
    const checkbox = page.getByRole("checkbox", { name: "Tout sélectionner" });
    await expect.element(checkbox).toBePartiallyChecked();
    await checkbox.click();
    await expect.element(checkbox).toBeChecked();
  });

  it("submits its value under its name only when checked", async () => {
    const onSubmit = vi.fn<(data: FormData) => void>();
    await render(
      <SubmitForm onSubmit={onSubmit}>
        <Checkbox name="newsletter" aria-label="Newsletter" />
        <Checkbox name="offres" value="oui" aria-label="Offres similaires" />
      </SubmitForm>,
    );
    await page.getByRole("button", { name: "Envoyer" }).click();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0].has("newsletter")).toBe(false);

    await page.getByRole("checkbox", { name: "Newsletter" }).click();
    await page.getByRole("checkbox", { name: "Offres similaires" }).click();
    await page.getByRole("button", { name: "Envoyer" }).click();
    const data = onSubmit.mock.calls[1]?.[0];
    expect(data?.get("newsletter")).toBe("on");
    expect(data?.get("offres")).toBe("oui");
  });

  it("ignores activation when disabled", async () => {
    await render(<Checkbox aria-label="Indisponible" disabled />);
    const checkbox = page.getByRole("checkbox", { name: "Indisponible" });
    await expect.element(checkbox).toBeDisabled();
    await checkbox.click({ force: true });
    await expect.element(checkbox).not.toBeChecked();
  });
});
