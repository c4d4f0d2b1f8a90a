import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";

import { Input } from "../components/input";
import { Label } from "../components/label";
import { Textarea } from "../components/textarea";

function Form() {
  return (
    <form>
      <Label htmlFor="name">Votre nom</Label>
      <Input id="name" />
      <Label htmlFor="message">Votre message</Label>
      <Textarea id="message" />
      <Label htmlFor="fixed">Référence</Label>
      <Input id="fixed" readOnly defaultValue="F-12" />
    </form>
  );
}

const container = document.createElement("div");
afterEach(() => container.remove());

describe("fields of a page the server rendered", () => {
  it("are read-only until the page is hydrated, then take what is typed", async () => {
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const name = page.getByRole("textbox", { name: "Votre nom" });
    const message = page.getByRole("textbox", { name: "Votre message" });
    await expect.element(name).toHaveAttribute("readonly");
    await expect.element(message).toHaveAttribute("readonly");

    await act(async () => void hydrateRoot(container, <Form />));
    await expect.element(name).not.toHaveAttribute("readonly");
    await expect.element(message).not.toHaveAttribute("readonly");
    // A field read-only by its own props stays so.
    await expect.element(page.getByRole("textbox", { name: "Référence" })).toHaveAttribute("readonly");
    await userEvent.type(name, "Zoé");
    await expect.element(name).toHaveValue("Zoé");
  });

  it("are editable at once on a page the browser renders alone", async () => {
    await render(<Form />);
    await expect.element(page.getByRole("textbox", { name: "Votre nom" })).not.toHaveAttribute("readonly");
  });
});
