import * as React from "react";
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";

import { Input } from "../components/input";
import { Label } from "../components/label";
import { Textarea } from "../components/textarea";

/** What the app knows of its fields, as a form library or a component's state holds it. */
const known: Record<string, string> = {};

/**
 * A form as the app writes them: the name field is uncontrolled and, like react-hook-form's
 * `register`, its ref sets the field to the form's value when the app takes it over; the message is
 * controlled by the component's state.
 */
function Form() {
  const [message, setMessage] = React.useState("");
  return (
    <form>
      <Label htmlFor="name">Votre nom</Label>
      <Input
        id="name"
        autoComplete="name"
        ref={(element) => {
          if (element) element.value = known.name ?? "";
        }}
        onChange={(event) => (known.name = event.target.value)}
      />
      <Label htmlFor="message">Votre message</Label>
      <Textarea
        id="message"
        value={message}
        onChange={(event) => {
          known.message = event.target.value;
          setMessage(event.target.value);
        }}
      />
      <Label htmlFor="fixed">Référence</Label>
      <Input id="fixed" readOnly defaultValue="F-12" />
    </form>
  );
}

const container = document.createElement("div");
afterEach(() => {
  container.remove();
  for (const key of Object.keys(known)) delete known[key];
});

describe("text fields of a page the server rendered", () => {
  it("take text before the page is hydrated, and the app gets it once it is", async () => {
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const name = page.getByRole("textbox", { name: "Votre nom" });
    const message = page.getByRole("textbox", { name: "Votre message" });
    await expect.element(name).not.toHaveAttribute("readonly");
    await expect.element(message).not.toHaveAttribute("readonly");

    // Typed, and written by the browser's autofill, before the app is there.
    await userEvent.type(name, "Jean ");
    await userEvent.type(message, "Bonjour");

    await act(async () => void hydrateRoot(container, <Form />));
    await expect.element(name).toHaveValue("Jean ");
    await expect.element(message).toHaveValue("Bonjour");
    expect(known).toEqual({ name: "Jean ", message: "Bonjour" });

    // Typing goes on where it stood.
    await userEvent.type(name, "Dupont");
    await userEvent.type(message, " !");
    await expect.element(name).toHaveValue("Jean Dupont");
    expect(known).toEqual({ name: "Jean Dupont", message: "Bonjour !" });
    // A field read-only by its own props stays so.
    await expect.element(page.getByRole("textbox", { name: "Référence" })).toHaveAttribute("readonly");
  });

  it("tell the app nothing when nothing was typed before it came", async () => {
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    await act(async () => void hydrateRoot(container, <Form />));
    await expect.element(page.getByRole("textbox", { name: "Votre nom" })).toHaveValue("");
    expect(known).toEqual({});
  });

  it("are editable at once on a page the browser renders alone", async () => {
    await render(<Form />);
    const name = page.getByRole("textbox", { name: "Votre nom" });
    await expect.element(name).not.toHaveAttribute("readonly");
    await userEvent.type(name, "Zoé");
    expect(known.name).toBe("Zoé");
  });
});
