import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";

import { Label } from "./label";
import { Switch } from "./switch";

describe("Switch", () => {
  it("turns on and off with Space once reached with Tab", async () => {
    const onCheckedChange = vi.fn();
    await render(
      <div className="flex items-center gap-2">
        <Switch id="alertes" onCheckedChange={onCheckedChange} />
        <Label htmlFor="alertes">Alertes e-mail</Label>
      </div>,
    );
    const control = page.getByRole("switch", { name: "Alertes e-mail" });
    await userEvent.tab();
    await expect.element(control).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect.element(control).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(" ");
    await expect.element(control).not.toBeChecked();
  });

  it("submits its value under its name only when on", async () => {
    const onSubmit = vi.fn<(data: FormData) => void>();
    await render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(new FormData(event.currentTarget));
        }}
      >
        <Switch name="visible" aria-label="Profil visible" />
        <button type="submit">Save</button>
      </form>,
    );
    const save = page.getByRole("button", { name: "Save" });
    await save.click();
    expect(onSubmit.mock.calls[0]?.[0].has("visible")).toBe(false);

    await page.getByRole("switch", { name: "Profil visible" }).click();
    await save.click();
    expect(onSubmit.mock.calls[1]?.[0].get("visible")).toBe("on");
  });

  it("cannot be toggled when disabled", async () => {
    await render(<Switch aria-label="Mode sombre" disabled defaultChecked />);
    const control = page.getByRole("switch", { name: "Mode sombre" });
    await expect.element(control).toBeDisabled();
    await control.click({ force: true });
    await expect.element(control).toBeChecked();
  });
});
