import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";

import { Label } from "./label";
import { Textarea } from "./textarea";

describe("Textarea", () => {
  it("takes several lines and grows with them", async () => {
    await render(
      <div className="w-80">
        <Label htmlFor="motivation">Lettre de motivation</Label>
        <Textarea id="motivation" />
      </div>,
    );
    const textarea = page.getByRole("textbox", { name: "Lettre de motivation" });
    const initialHeight = textarea.element().getBoundingClientRect().height;
    await textarea.click();
    await userEvent.keyboard(
      "Bonjour,{Enter}{Enter}Je souhaite{Enter}rejoindre{Enter}votre équipe.{Enter}Cordialement",
    );
    await expect.element(textarea).toHaveValue("Bonjour,\n\nJe souhaite\nrejoindre\nvotre équipe.\nCordialement");
    expect(textarea.element().getBoundingClientRect().height).toBeGreaterThan(initialHeight);
  });
});
