import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";

import { Input } from "./input";
import { Label } from "./label";

describe("Input", () => {
  it("is focused by its label and takes typed text", async () => {
    await render(
      <>
        <Label htmlFor="poste">Intitulé du poste</Label>
        <Input id="poste" placeholder="Développeuse React" />
      </>,
    );
    await page.getByText("Intitulé du poste").click();
    const input = page.getByRole("textbox", { name: "Intitulé du poste" });
    await expect.element(input).toHaveFocus();
    await userEvent.keyboard("Designer produit");
    await expect.element(input).toHaveValue("Designer produit");
  });

  it("shows an invalid state with a red border when aria-invalid is set", async () => {
    await render(
      <>
        <Input aria-label="Valide" />
        <Input aria-label="Invalide" aria-invalid />
      </>,
    );
    const valid = page.getByRole("textbox", { name: "Valide", exact: true });
    const invalid = page.getByRole("textbox", { name: "Invalide" });
    await expect.element(invalid).toBeInvalid();
    const borderOf = (element: Element) => getComputedStyle(element).borderTopColor;
    expect(borderOf(invalid.element())).not.toBe(borderOf(valid.element()));
  });
});
