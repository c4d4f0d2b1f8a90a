import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";

import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "./field";
import { Slider } from "./slider";

const km = (value: number) => `${value} km`;

describe("Slider", () => {
  it("moves by step with the arrows, by ten steps with Page Up/Down, to the bounds with Home/End", async () => {
    const onValueChange = vi.fn();
    await render(
      <Slider
        aria-label="Rayon de mobilité"
        min={0}
        max={200}
        step={5}
        defaultValue={[30]}
        getAriaValueText={km}
        showValue
        onValueChange={onValueChange}
      />,
    );
    const thumb = page.getByRole("slider", { name: "Rayon de mobilité" });
    await expect.element(thumb).toHaveAttribute("aria-valuemin", "0");
    await expect.element(thumb).toHaveAttribute("aria-valuemax", "200");
    await expect.element(thumb).toHaveAttribute("aria-valuetext", "30 km");
    await expect.element(page.getByText("30 km")).toBeVisible();

    await userEvent.tab();
    await expect.element(thumb).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect.element(thumb).toHaveAttribute("aria-valuenow", "35");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect.element(thumb).toHaveAttribute("aria-valuenow", "25");
    await userEvent.keyboard("{PageUp}");
    await expect.element(thumb).toHaveAttribute("aria-valuetext", "75 km");
    await userEvent.keyboard("{PageDown}");
    await expect.element(thumb).toHaveAttribute("aria-valuenow", "25");
    await userEvent.keyboard("{End}");
    await expect.element(page.getByText("200 km")).toBeVisible();
    await userEvent.keyboard("{Home}");
    await expect.element(thumb).toHaveAttribute("aria-valuetext", "0 km");
    expect(onValueChange).toHaveBeenLastCalledWith([0]);
  });

  it("names each thumb of a range, with overridable thumb names", async () => {
    await render(
      <>
        <Slider aria-label="Budget" defaultValue={[20, 60]} showValue />
        <Slider aria-label="Salaire" defaultValue={[30, 50]} thumbLabels={["minimum", "maximum"]} />
      </>,
    );
    await expect.element(page.getByRole("slider", { name: "Budget Minimum" })).toHaveAttribute("aria-valuenow", "20");
    await expect.element(page.getByRole("slider", { name: "Budget Maximum" })).toHaveAttribute("aria-valuenow", "60");
    await expect.element(page.getByText("20 – 60")).toBeVisible();
    const low = page.getByRole("slider", { name: "Salaire minimum" });
    await low.element().focus();
    await userEvent.keyboard("{End}");
    // Home and End move the focused thumb, and a thumb cannot pass the other one.
    await expect.element(low).toHaveAttribute("aria-valuenow", "50");
    await expect.element(low).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect.element(low).toHaveAttribute("aria-valuenow", "0");
    await userEvent.tab();
    await userEvent.keyboard("{Home}");
    await expect.element(page.getByRole("slider", { name: "Salaire maximum" })).toHaveAttribute("aria-valuenow", "0");
  });

  it("takes its name, description and invalid state from the kit's Field", async () => {
    await render(
      <Field invalid>
        <FieldLabel>Rayon de mobilité</FieldLabel>
        <FieldControl>
          <Slider defaultValue={[30]} getAriaValueText={km} />
        </FieldControl>
        <FieldDescription>Autour de votre ville.</FieldDescription>
        <FieldError>Trop court.</FieldError>
      </Field>,
    );
    const thumb = page.getByRole("slider", { name: "Rayon de mobilité" });
    await expect.element(thumb).toHaveAccessibleDescription("Autour de votre ville. Trop court.");
    await expect.element(thumb).toHaveAttribute("aria-invalid", "true");
  });

  it("follows a controlled value, submits it with a form and does nothing while disabled", async () => {
    const { rerender } = await render(
      <form aria-label="Recherche">
        <Slider aria-label="Rayon" name="radius" value={[40]} getAriaValueText={km} />
      </form>,
    );
    const thumb = page.getByRole("slider", { name: "Rayon" });
    await expect.element(thumb).toHaveAttribute("aria-valuetext", "40 km");
    const form = page.getByRole("form", { name: "Recherche" }).element() as HTMLFormElement;
    expect(new FormData(form).get("radius")).toBe("40");

    await rerender(
      <form aria-label="Recherche">
        <Slider aria-label="Rayon" name="radius" value={[80]} getAriaValueText={km} disabled />
      </form>,
    );
    await expect.element(thumb).toHaveAttribute("aria-valuetext", "80 km");
    await expect.element(thumb).not.toHaveAttribute("tabindex");
  });
});
