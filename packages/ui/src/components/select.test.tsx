import { createSlot } from "@radix-ui/react-slot";
import axe from "axe-core";
import * as React from "react";
import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";

import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from "./select";

const fruits = ["Abricot", "Banane", "Cerise"];
const many = Array.from({ length: 40 }, (_, index) => `Option ${index + 1}`);

/** Stands in for a field's control slot: it hands id, description, invalid and required to its child. */
const ControlSlot = createSlot<HTMLElement, React.HTMLAttributes<HTMLElement> & { required?: boolean }>("ControlSlot");

/** Rules broken inside an open popup (scoped to it: a modal select hides the page behind it on purpose). */
async function axeViolations(element: Element) {
  const { violations } = await axe.run(element);
  return violations.map((violation) => violation.id);
}

/** 15rem in pixels at the document's root font size. */
function fifteenRem() {
  return 15 * parseFloat(getComputedStyle(document.documentElement).fontSize);
}

function BasicSelect({
  items = fruits,
  contentProps,
  ...props
}: React.ComponentProps<typeof Select> & {
  items?: string[];
  contentProps?: React.ComponentProps<typeof SelectContent>;
}) {
  return (
    <Select {...props}>
      <SelectTrigger aria-label="Fruit">
        <SelectValue placeholder="Choisir un fruit" />
      </SelectTrigger>
      <SelectContent {...contentProps}>
        {items.map((item) => (
          <SelectItem key={item} value={item.toLowerCase()}>
            {item}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

describe("Select", () => {
  it("caps a long list at 15rem and scrolls it", async () => {
    await render(<BasicSelect items={many} />);
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const listbox = page.getByRole("listbox", { name: "Fruit" });
    await expect.element(listbox).toBeVisible();
    await expect.element(page.getByRole("option", { name: "Option 1", exact: true })).toHaveFocus();

    const height = listbox.element().getBoundingClientRect().height;
    expect(height).toBeLessThanOrEqual(fifteenRem());
    expect(height).toBeGreaterThan(fifteenRem() - 8);
    const viewport = listbox.element().querySelector<HTMLElement>("[data-slot=select-viewport]");
    expect(viewport).not.toBeNull();
    expect(viewport!.scrollHeight).toBeGreaterThan(viewport!.clientHeight);

    await userEvent.keyboard("{End}");
    await expect.element(page.getByRole("option", { name: "Option 40" })).toHaveFocus();
    await expect.element(page.getByRole("option", { name: "Option 40" })).toBeInViewport();
    expect(viewport!.scrollTop).toBeGreaterThan(0);
  });

  it("says so when the list is empty, in the caller's words if given", async () => {
    const { rerender } = await render(<BasicSelect items={[]} />);
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect.element(page.getByRole("listbox").getByText("No options.")).toBeVisible();
    await userEvent.keyboard("{Escape}");

    await rerender(<BasicSelect items={[]} contentProps={{ emptyText: "Aucune option." }} />);
    await userEvent.keyboard("{Enter}");
    await expect.element(page.getByRole("listbox").getByText("Aucune option.")).toBeVisible();
    await expect.element(page.getByText("No options.")).not.toBeInTheDocument();
  });

  it("describes an empty list with the empty text, and its open list passes axe", async () => {
    const { rerender } = await render(<BasicSelect items={[]} />);
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const listbox = page.getByRole("listbox", { name: "Fruit" });
    await expect.element(listbox).toHaveFocus();
    await expect.element(listbox).toHaveAccessibleDescription("No options.");
    expect(await axeViolations(listbox.element())).toEqual([]);
    await userEvent.keyboard("{Escape}");

    await rerender(<BasicSelect />);
    await userEvent.keyboard("{Enter}");
    await expect.element(page.getByRole("option", { name: "Abricot" })).toHaveFocus();
    await expect.element(listbox).not.toHaveAttribute("aria-describedby");
    expect(await axeViolations(listbox.element())).toEqual([]);
  });

  it("hides the empty text once there are items", async () => {
    await render(<BasicSelect />);
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect.element(page.getByRole("option", { name: "Abricot" })).toBeVisible();
    await expect.element(page.getByText("No options.")).not.toBeInTheDocument();
  });

  it("is chosen with the keyboard alone and gives focus back to the trigger", async () => {
    const onValueChange = vi.fn();
    await render(<BasicSelect onValueChange={onValueChange} />);
    await userEvent.tab();
    const trigger = page.getByRole("combobox", { name: "Fruit" });
    await expect.element(trigger).toHaveFocus();
    await expect.element(trigger).toHaveTextContent("Choisir un fruit");

    await userEvent.keyboard("{ArrowDown}");
    await expect.element(page.getByRole("option", { name: "Abricot" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect.element(page.getByRole("option", { name: "Banane" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect.element(page.getByRole("option", { name: "Cerise" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");

    expect(onValueChange).toHaveBeenCalledExactlyOnceWith("cerise");
    await expect.element(page.getByRole("listbox")).not.toBeInTheDocument();
    await expect.element(trigger).toHaveTextContent("Cerise");
    await expect.element(trigger).toHaveFocus();
  });

  it("labels groups and skips disabled items", async () => {
    const onValueChange = vi.fn();
    await render(
      <Select onValueChange={onValueChange}>
        <SelectTrigger aria-label="Contrat">
          <SelectValue placeholder="Type de contrat" />
        </SelectTrigger>
        <SelectContent>
          <SelectGroup>
            <SelectLabel>Salariat</SelectLabel>
            <SelectItem value="cdi">CDI</SelectItem>
            <SelectItem value="cdd" disabled>
              CDD
            </SelectItem>
          </SelectGroup>
          <SelectSeparator />
          <SelectGroup>
            <SelectLabel>Indépendant</SelectLabel>
            <SelectItem value="freelance">Freelance</SelectItem>
          </SelectGroup>
        </SelectContent>
      </Select>,
    );
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect.element(page.getByRole("group", { name: "Salariat" })).toBeVisible();
    await expect
      .element(page.getByRole("group", { name: "Indépendant" }).getByRole("option", { name: "Freelance" }))
      .toBeVisible();
    await expect.element(page.getByRole("option", { name: "CDD" })).toHaveAttribute("aria-disabled", "true");

    await expect.element(page.getByRole("option", { name: "CDI" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect.element(page.getByRole("option", { name: "Freelance" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith("freelance");
  });

  it("follows a controlled value and reports choices", async () => {
    function Controlled() {
      const [value, setValue] = React.useState("banane");
      return (
        <>
          <BasicSelect value={value} onValueChange={setValue} />
          <output aria-label="Valeur">{value}</output>
          <button type="button" onClick={() => setValue("abricot")}>
            Remettre
          </button>
        </>
      );
    }
    await render(<Controlled />);
    const trigger = page.getByRole("combobox", { name: "Fruit" });
    await expect.element(trigger).toHaveTextContent("Banane");

    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect.element(page.getByRole("option", { name: "Banane" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect.element(page.getByRole("option", { name: "Cerise" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect.element(page.getByRole("status", { name: "Valeur" })).toHaveTextContent("cerise");
    await expect.element(trigger).toHaveTextContent("Cerise");

    await page.getByRole("button", { name: "Remettre" }).click();
    await expect.element(trigger).toHaveTextContent("Abricot");
  });

  it("starts from its default value when uncontrolled", async () => {
    await render(<BasicSelect defaultValue="cerise" />);
    await expect.element(page.getByRole("combobox", { name: "Fruit" })).toHaveTextContent("Cerise");
  });

  it("submits its value with a form and blocks submission while required and empty", async () => {
    const onSubmit = vi.fn((event: React.FormEvent<HTMLFormElement>) => event.preventDefault());
    await render(
      <form aria-label="Candidature" onSubmit={onSubmit}>
        <BasicSelect name="fruit" required />
        <button type="submit">Envoyer</button>
      </form>,
    );
    const form = page.getByRole("form", { name: "Candidature" }).element() as HTMLFormElement;
    const native = form.elements.namedItem("fruit") as HTMLSelectElement;

    expect(form.checkValidity()).toBe(false);
    expect(native.validity.valueMissing).toBe(true);
    expect(native.validationMessage).not.toBe("");
    await page.getByRole("button", { name: "Envoyer" }).click();
    expect(onSubmit).not.toHaveBeenCalled();

    await page.getByRole("combobox", { name: "Fruit" }).element().focus();
    await userEvent.keyboard("{Enter}");
    await expect.element(page.getByRole("option", { name: "Abricot" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect.element(page.getByRole("option", { name: "Banane" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect.element(page.getByRole("combobox", { name: "Fruit" })).toHaveTextContent("Banane");

    expect(form.checkValidity()).toBe(true);
    expect(new FormData(form).get("fruit")).toBe("banane");
    await page.getByRole("button", { name: "Envoyer" }).click();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("takes required from a wrapper around its trigger, as a field hands it down", async () => {
    await render(
      <form aria-label="Profil">
        <Select name="fruit">
          <ControlSlot id="fruit-field" aria-describedby="fruit-hint" required>
            <SelectTrigger aria-label="Fruit">
              <SelectValue placeholder="Choisir" />
            </SelectTrigger>
          </ControlSlot>
          <SelectContent>
            <SelectItem value="kiwi">Kiwi</SelectItem>
          </SelectContent>
        </Select>
        <p id="fruit-hint">Un seul fruit.</p>
      </form>,
    );
    const trigger = page.getByRole("combobox", { name: "Fruit" });
    await expect.element(trigger).toHaveAttribute("id", "fruit-field");
    await expect.element(trigger).toHaveAccessibleDescription("Un seul fruit.");
    await expect.element(trigger).toHaveAttribute("aria-required", "true");
    const form = page.getByRole("form", { name: "Profil" }).element() as HTMLFormElement;
    await expect.poll(() => form.checkValidity()).toBe(false);
    expect(form.querySelector<HTMLSelectElement>("select[name=fruit]")!.validity.valueMissing).toBe(true);
  });

  it("takes its name from a <label>", async () => {
    await render(
      <>
        <label htmlFor="fruit-select">Fruit préféré</label>
        <Select>
          <SelectTrigger id="fruit-select" size="sm">
            <SelectValue placeholder="Choisir" />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="kiwi">Kiwi</SelectItem>
          </SelectContent>
        </Select>
      </>,
    );
    const trigger = page.getByRole("combobox", { name: "Fruit préféré" });
    await expect.element(trigger).toHaveAttribute("data-size", "sm");
    await trigger.click();
    await expect.element(page.getByRole("listbox", { name: "Fruit préféré" })).toBeVisible();
  });
});
