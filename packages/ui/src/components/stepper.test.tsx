import { afterEach, describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";

import { Stepper } from "./stepper";

const steps = [{ label: "Identité" }, { label: "Expérience" }, { label: "Compétences" }, { label: "Disponibilité" }];

describe("Stepper", () => {
  afterEach(async () => {
    await page.viewport(1024, 768);
  });

  it("lists the steps in order, marks the current one, and says where the user is", async () => {
    await render(<Stepper steps={steps} current={1} />);
    const list = page.getByRole("list", { name: "Étape 2 sur 4" });
    await expect.element(list).toBeVisible();
    expect(list.element().tagName).toBe("OL");
    await expect.element(page.getByText("Étape 2 sur 4")).toBeVisible();

    const items = page.getByRole("listitem").all();
    expect(items).toHaveLength(4);
    await expect.element(items[1]!).toHaveAttribute("aria-current", "step");
    for (const index of [0, 2, 3]) await expect.element(items[index]!).not.toHaveAttribute("aria-current");
    // Completion is spoken, not only drawn.
    await expect.element(items[0]!).toHaveTextContent("Identité (terminée)");
    await expect.element(items[2]!).toMatchTextContent(/Compétences/);
    await expect.element(page.getByRole("button")).not.toBeInTheDocument();
  });

  it("takes its wording from props", async () => {
    await render(
      <Stepper
        steps={[{ label: "Company" }, { label: "Job" }, { label: "Payment" }]}
        current={2}
        formatProgress={(step, total) => `Step ${step} of ${total}`}
        completedLabel="done"
      />,
    );
    await expect.element(page.getByRole("list", { name: "Step 3 of 3" })).toBeVisible();
    await expect.element(page.getByRole("listitem").first()).toHaveTextContent("Company (done)");
    await expect.element(page.getByText(/Étape|terminée/)).not.toBeInTheDocument();
  });

  it("lets the user go back to completed steps from the keyboard, and only to those", async () => {
    const onStepClick = vi.fn();
    await render(<Stepper steps={steps} current={2} onStepClick={onStepClick} />);
    expect(page.getByRole("button").all()).toHaveLength(2);

    await userEvent.tab();
    await expect.element(page.getByRole("button", { name: "Identité (terminée)" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(onStepClick).toHaveBeenLastCalledWith(0);

    await userEvent.tab();
    await expect.element(page.getByRole("button", { name: "Expérience (terminée)" })).toHaveFocus();
    await userEvent.keyboard(" ");
    expect(onStepClick).toHaveBeenLastCalledWith(1);

    // The current and upcoming steps are not Tab stops.
    await userEvent.tab();
    expect(document.activeElement).toBe(document.body);
    expect(onStepClick).toHaveBeenCalledTimes(2);
  });

  it("shows every step completed once the user is past the last one", async () => {
    await render(<Stepper steps={steps} current={steps.length} />);
    await expect.element(page.getByRole("list", { name: "Étape 4 sur 4" })).toBeVisible();
    expect(document.querySelector("[aria-current]")).toBeNull();
    expect(page.getByText(/\(terminée\)/).all()).toHaveLength(4);
  });

  it("keeps out-of-range indexes within the steps", async () => {
    const screen = await render(<Stepper steps={steps} current={-3} />);
    await expect.element(page.getByRole("list", { name: "Étape 1 sur 4" })).toBeVisible();
    await expect.element(page.getByRole("listitem").first()).toHaveAttribute("aria-current", "step");

    await screen.rerender(<Stepper steps={steps} current={99} />);
    await expect.element(page.getByRole("list", { name: "Étape 4 sur 4" })).toBeVisible();
    expect(page.getByText(/\(terminée\)/).all()).toHaveLength(4);
  });

  it("keeps only the current label visible on a narrow screen, while every label stays readable", async () => {
    await page.viewport(375, 700);
    await render(<Stepper steps={steps} current={1} />);
    await expect.element(page.getByText("Expérience")).toBeVisible();
    const upcoming = page.getByText("Compétences").element().getBoundingClientRect();
    expect(upcoming.width).toBeLessThanOrEqual(1);
    await expect.element(page.getByRole("listitem").nth(2)).toMatchTextContent(/Compétences/);

    await page.viewport(1024, 768);
    await expect.poll(() => page.getByText("Compétences").element().getBoundingClientRect().width).toBeGreaterThan(20);
  });
});
