import { createSlot } from "@radix-ui/react-slot";
import axe from "axe-core";
import * as React from "react";
import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";

import { SearchableSelect, type SearchableSelectOption } from "./searchable-select";

const many = Array.from({ length: 40 }, (_, index) => `Option ${index + 1}`);
const cities: SearchableSelectOption[] = [
  { value: "paris", label: "Paris", group: "Île-de-France" },
  { value: "versailles", label: "Versailles", group: "Île-de-France" },
  { value: "lyon", label: "Lyon", group: "Auvergne-Rhône-Alpes" },
  { value: "grenoble", label: "Grenoble", group: "Auvergne-Rhône-Alpes", disabled: true },
  { value: "annecy", label: "Annecy", group: "Auvergne-Rhône-Alpes" },
  { value: "orleans", label: "Orléans", group: "Centre-Val de Loire" },
];
const manyOptions = many.map((label, index) => ({ value: `o${index + 1}`, label }));

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

describe("SearchableSelect", () => {
  it("caps a long list at 15rem and scrolls it", async () => {
    await render(<SearchableSelect aria-label="Option" options={manyOptions} placeholder="Choisir" />);
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const list = page.getByRole("listbox", { name: "Option" });
    await expect.element(list).toBeVisible();

    const height = list.element().getBoundingClientRect().height;
    expect(height).toBeLessThanOrEqual(fifteenRem());
    expect(height).toBeGreaterThan(fifteenRem() - 8);
    expect(list.element().scrollHeight).toBeGreaterThan(list.element().clientHeight);

    await userEvent.keyboard("{End}");
    await expect.element(page.getByRole("option", { name: "Option 40" })).toHaveAttribute("aria-selected", "true");
    await expect.element(page.getByRole("option", { name: "Option 40" })).toBeInViewport();
    expect(list.element().scrollTop).toBeGreaterThan(0);
  });

  it("shows the default texts: search placeholder, empty list, no results with the query", async () => {
    const { rerender } = await render(<SearchableSelect aria-label="Ville" options={[]} />);
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect.element(page.getByPlaceholder("Search...")).toHaveFocus();
    await expect.element(page.getByRole("status")).toHaveTextContent("No options.");
    await userEvent.keyboard("{Escape}");

    await rerender(<SearchableSelect aria-label="Ville" options={cities} />);
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard("zzz");
    await expect.element(page.getByRole("status")).toHaveTextContent('No results for "zzz".');
    await expect.element(page.getByRole("option")).not.toBeInTheDocument();
  });

  it("passes axe while open, with results or none", async () => {
    await render(<SearchableSelect aria-label="Ville" options={cities} />);
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const dialog = page.getByRole("dialog", { name: "Ville" });
    await expect.element(dialog.getByRole("listbox", { name: "Ville" })).toBeVisible();
    await expect.element(dialog.getByRole("combobox", { name: "Ville" })).toHaveFocus();
    expect(await axeViolations(dialog.element())).toEqual([]);
    await userEvent.keyboard("zzz");
    await expect.element(page.getByRole("status")).toHaveTextContent('No results for "zzz".');
    expect(await axeViolations(dialog.element())).toEqual([]);
  });

  it("uses the caller's texts instead", async () => {
    await render(
      <SearchableSelect
        aria-label="Ville"
        options={cities}
        searchPlaceholder="Rechercher…"
        emptyText="Aucune option."
        noResultsText={(query) => `Aucun résultat pour « ${query} ».`}
      />,
    );
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect.element(page.getByPlaceholder("Rechercher…")).toHaveFocus();
    await userEvent.keyboard("brest");
    await expect.element(page.getByRole("status")).toHaveTextContent("Aucun résultat pour « brest ».");
    await expect.element(page.getByText(/No results/)).not.toBeInTheDocument();
  });

  it("opens, filters and chooses with the keyboard alone, then gives focus back", async () => {
    const onValueChange = vi.fn();
    await render(
      <SearchableSelect
        aria-label="Ville"
        options={cities}
        placeholder="Choisir une ville"
        onValueChange={onValueChange}
      />,
    );
    await userEvent.tab();
    const trigger = page.getByRole("combobox", { name: "Ville" }).first();
    await expect.element(trigger).toHaveTextContent("Choisir une ville");

    await userEvent.keyboard("{ArrowDown}");
    const search = page.getByPlaceholder("Search...");
    await expect.element(search).toHaveFocus();
    // Accents and case do not matter.
    await userEvent.keyboard("ORLEANS");
    await expect.element(page.getByRole("option")).toHaveTextContent("Orléans");
    await userEvent.keyboard("{Enter}");

    expect(onValueChange).toHaveBeenCalledExactlyOnceWith("orleans");
    await expect.element(page.getByRole("listbox")).not.toBeInTheDocument();
    await expect.element(trigger).toHaveTextContent("Orléans");
    await expect.element(trigger).toHaveFocus();

    // Escape closes without choosing, and the search starts afresh next time.
    await userEvent.keyboard("{Enter}");
    await expect.element(search).toHaveValue("");
    await userEvent.keyboard("ly{Escape}");
    await expect.element(page.getByRole("listbox")).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
    await expect.element(trigger).toHaveTextContent("Orléans");
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });

  it("lists options under their groups and skips disabled ones", async () => {
    const onValueChange = vi.fn();
    await render(<SearchableSelect aria-label="Ville" options={cities} onValueChange={onValueChange} />);
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const rhoneAlpes = page.getByRole("group", { name: "Auvergne-Rhône-Alpes" });
    await expect.element(rhoneAlpes.getByRole("option")).toHaveLength(3);
    await expect.element(page.getByRole("group", { name: "Île-de-France" }).getByRole("option")).toHaveLength(2);
    await expect.element(page.getByRole("option", { name: "Grenoble" })).toHaveAttribute("aria-disabled", "true");

    await expect.element(page.getByRole("option", { name: "Paris" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    await expect.element(page.getByRole("option", { name: "Annecy" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{Enter}");
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith("annecy");

    // A disabled option cannot be chosen, even when it is the only match.
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard("greno{Enter}");
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });

  it("follows a controlled value and starts from a default value when uncontrolled", async () => {
    function Controlled() {
      const [value, setValue] = React.useState("lyon");
      return (
        <>
          <SearchableSelect aria-label="Ville" options={cities} value={value} onValueChange={setValue} />
          <output aria-label="Valeur">{value}</output>
          <button type="button" onClick={() => setValue("")}>
            Effacer
          </button>
        </>
      );
    }
    await render(
      <>
        <Controlled />
        <SearchableSelect aria-label="Autre ville" options={cities} defaultValue="paris" />
      </>,
    );
    const trigger = page.getByRole("combobox", { name: "Ville", exact: true });
    await expect.element(trigger).toHaveTextContent("Lyon");
    await expect.element(page.getByRole("combobox", { name: "Autre ville" })).toHaveTextContent("Paris");

    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    // The current value is highlighted when the list opens.
    await expect.element(page.getByRole("option", { name: "Lyon" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect.element(page.getByRole("status", { name: "Valeur" })).toHaveTextContent("annecy");
    await expect.element(trigger).toHaveTextContent("Annecy");

    await page.getByRole("button", { name: "Effacer" }).click();
    await expect.element(trigger).toHaveTextContent("");
  });

  it("submits its value with a form and blocks submission while required and empty", async () => {
    const onSubmit = vi.fn((event: React.FormEvent<HTMLFormElement>) => event.preventDefault());
    await render(
      <form aria-label="Profil" onSubmit={onSubmit}>
        <label htmlFor="city">Ville</label>
        <SearchableSelect id="city" name="city" required options={cities} placeholder="Choisir" />
        <button type="submit">Enregistrer</button>
        <button type="reset">Réinitialiser</button>
      </form>,
    );
    const form = page.getByRole("form", { name: "Profil" }).element() as HTMLFormElement;
    const native = form.querySelector<HTMLSelectElement>("select[name=city]")!;
    const trigger = page.getByRole("combobox", { name: "Ville" });
    await expect.element(trigger).toHaveAttribute("aria-required", "true");

    expect(form.checkValidity()).toBe(false);
    expect(native.validity.valueMissing).toBe(true);
    expect(native.validationMessage).not.toBe("");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    expect(onSubmit).not.toHaveBeenCalled();
    // The browser focuses the invalid control to show its message; the trigger takes that focus.
    await expect.element(trigger).toHaveFocus();

    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard("lyon{Enter}");
    await expect.element(trigger).toHaveTextContent("Lyon");
    expect(form.checkValidity()).toBe(true);
    expect(new FormData(form).get("city")).toBe("lyon");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    expect(onSubmit).toHaveBeenCalledTimes(1);

    await page.getByRole("button", { name: "Réinitialiser" }).click();
    await expect.element(trigger).toHaveTextContent("Choisir");
    expect(new FormData(form).get("city")).toBe("");
  });

  it("takes id, description and invalid state from a wrapping slot, and its name from a label", async () => {
    await render(
      <>
        <label htmlFor="field-control">Métier</label>
        <ControlSlot id="field-control" aria-describedby="hint" aria-invalid>
          <SearchableSelect options={cities} />
        </ControlSlot>
        <p id="hint">Un seul choix.</p>
        <span id="other-label">Région</span>
        <SearchableSelect aria-labelledby="other-label" options={cities} disabled />
      </>,
    );
    const trigger = page.getByRole("combobox", { name: "Métier" });
    await expect.element(trigger).toHaveAttribute("id", "field-control");
    await expect.element(trigger).toHaveAccessibleDescription("Un seul choix.");
    await expect.element(trigger).toHaveAttribute("aria-invalid", "true");
    await expect.element(page.getByRole("combobox", { name: "Région" })).toBeDisabled();

    await trigger.click();
    await expect.element(page.getByRole("dialog", { name: "Métier" })).toBeVisible();
    await expect.element(page.getByRole("listbox", { name: "Métier" })).toBeVisible();
  });

  it("is an ARIA 1.2 combobox inside its popup: the search field points at the highlighted option", async () => {
    const onValueChange = vi.fn();
    await render(<SearchableSelect aria-label="Ville" options={cities} onValueChange={onValueChange} />);
    await page.getByRole("combobox", { name: "Ville" }).click();
    const search = page.getByPlaceholder("Search...");
    await expect.element(search).toHaveFocus();
    const list = page.getByRole("listbox", { name: "Ville" });
    await expect.element(search).toHaveAttribute("aria-controls", list.element().id);
    await expect.element(search).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard("{ArrowDown}");
    const versailles = page.getByRole("option", { name: "Versailles" });
    await expect.element(search).toHaveAttribute("aria-activedescendant", versailles.element().id);

    // A pointer works too.
    await page
      .getByRole("option", { name: "Tours" })
      .or(page.getByRole("option", { name: "Orléans" }))
      .click();
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith("orleans");
    await expect.element(page.getByRole("combobox", { name: "Ville" })).toHaveTextContent("Orléans");
  });
});
