import * as React from "react";
import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";

import { Checkbox } from "./checkbox";
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "./field";
import { Input } from "./input";
import { Label } from "./label";
import { RadioGroup, RadioGroupItem } from "./radio-group";
import { Switch } from "./switch";
import { Textarea } from "./textarea";

/** A field whose error appears once the user leaves it empty, as a form library would do. */
function EmailField() {
  const [error, setError] = React.useState("");
  return (
    <Field>
      <FieldLabel>Adresse e-mail</FieldLabel>
      <FieldControl>
        <Input type="email" onBlur={(event) => setError(event.currentTarget.value ? "" : "Saisissez votre e-mail.")} />
      </FieldControl>
      <FieldDescription>Nous ne la partageons jamais.</FieldDescription>
      <FieldError>{error}</FieldError>
    </Field>
  );
}

describe("Field", () => {
  it("focuses the control when its label is clicked, and names it", async () => {
    await render(
      <Field>
        <FieldLabel>Nom complet</FieldLabel>
        <FieldControl>
          <Input />
        </FieldControl>
      </Field>,
    );
    await page.getByText("Nom complet").click();
    await expect.element(page.getByRole("textbox", { name: "Nom complet" })).toHaveFocus();
  });

  it("describes the control with its description only while valid", async () => {
    await render(
      <Field>
        <FieldLabel>Ville</FieldLabel>
        <FieldControl>
          <Input />
        </FieldControl>
        <FieldDescription>La ville où vous souhaitez travailler.</FieldDescription>
        <FieldError>{""}</FieldError>
      </Field>,
    );
    const input = page.getByRole("textbox", { name: "Ville" });
    await expect.element(input).toHaveAccessibleDescription("La ville où vous souhaitez travailler.");
    await expect.element(input).not.toHaveAttribute("aria-invalid");
    expect(page.getByRole("alert").query()).toBeNull();
  });

  it("announces an error that appears, marks the control invalid and describes it with the error", async () => {
    await render(<EmailField />);
    const input = page.getByRole("textbox", { name: "Adresse e-mail" });
    await expect.element(input).not.toBeInvalid();

    await userEvent.click(input);
    await userEvent.tab();

    await expect.element(page.getByRole("alert")).toHaveTextContent("Saisissez votre e-mail.");
    await expect.element(input).toHaveAttribute("aria-invalid", "true");
    await expect.element(input).toHaveAccessibleDescription("Nous ne la partageons jamais. Saisissez votre e-mail.");

    await userEvent.fill(input, "camille@exemple.fr");
    await userEvent.tab();
    await expect.element(input).not.toHaveAttribute("aria-invalid");
    await expect.element(input).toHaveAccessibleDescription("Nous ne la partageons jamais.");
  });

  it("marks the control invalid through the invalid prop, even without a message", async () => {
    await render(
      <Field invalid>
        <FieldLabel>Message</FieldLabel>
        <FieldControl>
          <Textarea />
        </FieldControl>
      </Field>,
    );
    await expect.element(page.getByRole("textbox", { name: "Message" })).toHaveAttribute("aria-invalid", "true");
  });

  it("passes required and disabled to the control; the marker stays out of the name", async () => {
    await render(
      <>
        <Field required>
          <FieldLabel>Prénom</FieldLabel>
          <FieldControl>
            <Input />
          </FieldControl>
        </Field>
        <Field disabled>
          <FieldLabel>Identifiant</FieldLabel>
          <FieldControl>
            <Input />
          </FieldControl>
        </Field>
      </>,
    );
    await expect.element(page.getByText("*")).toBeVisible();
    await expect.element(page.getByRole("textbox", { name: "Prénom", exact: true })).toBeRequired();
    await expect.element(page.getByRole("textbox", { name: "Identifiant", exact: true })).toBeDisabled();
  });

  it("follows an id the control brings itself, and keeps its own aria-describedby", async () => {
    await render(
      <>
        <p id="hint">Format : 06 12 34 56 78</p>
        <Field>
          <FieldLabel>Phone</FieldLabel>
          <FieldControl aria-describedby="hint">
            <Input id="phone" type="tel" />
          </FieldControl>
          <FieldDescription>Used for interview calls.</FieldDescription>
        </Field>
      </>,
    );
    await page.getByText("Phone").click();
    const input = page.getByRole("textbox", { name: "Phone" });
    await expect.element(input).toHaveFocus();
    await expect.element(input).toHaveAttribute("id", "phone");
    await expect.element(input).toHaveAccessibleDescription("Used for interview calls. Format : 06 12 34 56 78");
  });

  it("toggles a checkbox from its label and wires its error", async () => {
    await render(
      <Field orientation="horizontal">
        <FieldControl>
          <Checkbox />
        </FieldControl>
        <div>
          <FieldLabel>J'accepte les conditions</FieldLabel>
          <FieldError>Vous devez accepter les conditions.</FieldError>
        </div>
      </Field>,
    );
    const checkbox = page.getByRole("checkbox", { name: "J'accepte les conditions" });
    await expect.element(checkbox).toHaveAttribute("aria-invalid", "true");
    await expect.element(checkbox).toHaveAccessibleDescription("Vous devez accepter les conditions.");
    await page.getByText("J'accepte les conditions").click();
    await expect.element(checkbox).toBeChecked();
  });

  it("names a radio group, which a <label for> cannot, and describes it", async () => {
    await render(
      <Field required>
        <FieldLabel>Contract type</FieldLabel>
        <FieldControl>
          <RadioGroup>
            <div className="flex items-center gap-2">
              <RadioGroupItem value="cdi" id="cdi" />
              <Label htmlFor="cdi">Permanent</Label>
            </div>
            <div className="flex items-center gap-2">
              <RadioGroupItem value="cdd" id="cdd" />
              <Label htmlFor="cdd">Fixed-term</Label>
            </div>
          </RadioGroup>
        </FieldControl>
        <FieldError>Choose a contract type.</FieldError>
      </Field>,
    );
    const group = page.getByRole("radiogroup", { name: "Contract type" });
    await expect.element(group).toHaveAccessibleDescription("Choose a contract type.");
    await expect.element(group).toHaveAttribute("aria-invalid", "true");
    await expect.element(group).toHaveAttribute("aria-required", "true");
    await expect.element(page.getByText(/^Contract type/)).not.toHaveAttribute("for");
  });

  it("works with a switch: the label toggles it", async () => {
    await render(
      <Field orientation="horizontal">
        <FieldControl>
          <Switch />
        </FieldControl>
        <FieldLabel>Recevoir les alertes</FieldLabel>
      </Field>,
    );
    await page.getByText("Recevoir les alertes").click();
    await expect.element(page.getByRole("switch", { name: "Recevoir les alertes" })).toBeChecked();
  });
});
