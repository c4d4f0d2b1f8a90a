import * as React from "react";
import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";

import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "./field";
import { TagInput } from "./tag-input";

const skills = ["JavaScript", "TypeScript", "Java", "Python", "Go", "Rust"];
const input = (name = "Compétences") => page.getByRole("combobox", { name });
const tagNames = () =>
  Array.from(document.querySelectorAll("[data-slot=tag-input-tag]"), (tag) => tag.textContent?.trim());

describe("TagInput", () => {
  it("adds on Enter and on a comma, removes the last with Backspace, and announces both", async () => {
    const onValueChange = vi.fn();
    await render(<TagInput aria-label="Compétences" onValueChange={onValueChange} />);
    await userEvent.click(input());
    await userEvent.keyboard("React{Enter}");
    await expect.element(page.getByRole("button", { name: "Retirer React" })).toBeVisible();
    await expect.element(page.getByRole("status")).toHaveTextContent("Ajouté : React.");
    await expect.element(input()).toHaveValue("");

    await userEvent.keyboard("Node.js,");
    await expect.element(page.getByRole("button", { name: "Retirer Node.js" })).toBeVisible();
    expect(onValueChange).toHaveBeenLastCalledWith(["React", "Node.js"]);
    await expect.element(input()).toHaveValue("");

    await userEvent.keyboard("{Backspace}");
    await expect.element(page.getByRole("button", { name: "Retirer Node.js" })).not.toBeInTheDocument();
    await expect.element(page.getByRole("status")).toHaveTextContent("Retiré : Node.js.");
    expect(onValueChange).toHaveBeenLastCalledWith(["React"]);
    // Backspace inside text only edits the text.
    await userEvent.keyboard("ab{Backspace}");
    await expect.element(input()).toHaveValue("a");
    expect(tagNames()).toEqual(["React"]);
  });

  it("removes a tag with its button, by keyboard, and keeps the focus in the field", async () => {
    await render(<TagInput aria-label="Compétences" defaultValue={["JavaScript", "SQL"]} />);
    await userEvent.tab();
    await expect.element(page.getByRole("button", { name: "Retirer JavaScript" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect.element(input()).toHaveFocus();
    expect(tagNames()).toEqual(["SQL"]);
    await expect.element(page.getByRole("status")).toHaveTextContent("Retiré : JavaScript.");
  });

  it("refuses duplicates (case and accents ignored), a full list and a long tag, with overridable messages", async () => {
    await render(
      <>
        <TagInput aria-label="Compétences" defaultValue={["Développeur"]} maxTags={2} maxLength={10} />
        <TagInput
          aria-label="Skills"
          defaultValue={["Go"]}
          removeLabel={(tag) => `Remove ${tag}`}
          duplicateMessage={(tag) => `"${tag}" is already there.`}
        />
      </>,
    );
    const field = input();
    await userEvent.click(field);
    await userEvent.keyboard("developpeur{Enter}");
    await expect.element(page.getByText("« developpeur » est déjà dans la liste.")).toBeVisible();
    await expect.element(field).toHaveAccessibleDescription("« developpeur » est déjà dans la liste.");
    // The refused text stays, to be corrected.
    await expect.element(field).toHaveValue("developpeur");
    await userEvent.clear(field);
    await expect.element(field).not.toHaveAccessibleDescription(/./);

    await userEvent.keyboard("Accessibilité{Enter}");
    await expect.element(page.getByText("10 caractères au plus par élément.")).toBeVisible();
    await userEvent.clear(field);
    await userEvent.keyboard("Design{Enter}Produit{Enter}");
    await expect.element(page.getByText("2 au plus.")).toBeVisible();
    expect(tagNames()).toEqual(["Développeur", "Design", "Go"]);

    await userEvent.click(input("Skills"));
    await userEvent.keyboard("GO{Enter}");
    await expect.element(page.getByText('"GO" is already there.')).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Remove Go" })).toBeVisible();
  });

  it("suggests from a list, skipping tags already added, and picks with the keyboard", async () => {
    const onValueChange = vi.fn();
    await render(
      <TagInput aria-label="Compétences" suggestions={skills} defaultValue={["Java"]} onValueChange={onValueChange} />,
    );
    await userEvent.click(input());
    await userEvent.keyboard("ja");
    // The list is named like the input.
    const list = page.getByRole("listbox", { name: "Compétences" });
    await expect.element(list).toBeVisible();
    await expect.element(input()).toHaveAttribute("aria-expanded", "true");
    await expect.element(list.getByRole("option")).toHaveLength(1);
    await expect.element(page.getByRole("option", { name: "JavaScript" })).toBeVisible();
    await userEvent.keyboard("{ArrowDown}");
    await expect.element(page.getByRole("option", { name: "JavaScript" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{Enter}");
    expect(onValueChange).toHaveBeenLastCalledWith(["Java", "JavaScript"]);
    await expect.element(input()).toHaveValue("");
    await expect.element(input()).toHaveAttribute("aria-expanded", "false");

    // Enter without a highlighted suggestion adds the typed text as is.
    await userEvent.keyboard("py{Enter}");
    expect(onValueChange).toHaveBeenLastCalledWith(["Java", "JavaScript", "py"]);
  });

  it("loads suggestions for the latest query only, aborting the previous lookup", async () => {
    const signals: AbortSignal[] = [];
    const loadSuggestions = vi.fn(async (query: string, signal: AbortSignal) => {
      signals.push(signal);
      await new Promise((resolve) => setTimeout(resolve, 30));
      return skills.filter((skill) => skill.toLowerCase().startsWith(query.toLowerCase()));
    });
    await render(
      <TagInput aria-label="Compétences" loadSuggestions={loadSuggestions} debounce={10} loadingText="Loading…" />,
    );
    await userEvent.click(input());
    await userEvent.keyboard("t");
    await vi.waitFor(() => expect(loadSuggestions).toHaveBeenCalledWith("t", expect.any(AbortSignal)));
    await userEvent.keyboard("y");
    await vi.waitFor(() => expect(loadSuggestions).toHaveBeenLastCalledWith("ty", expect.any(AbortSignal)));
    expect(signals[0]?.aborted).toBe(true);
    await expect.element(page.getByRole("option", { name: "TypeScript" })).toBeVisible();
    await userEvent.keyboard("{ArrowDown}{Enter}");
    expect(tagNames()).toEqual(["TypeScript"]);
  });

  it("follows a controlled value and submits each tag under its name", async () => {
    function Controlled() {
      const [tags, setTags] = React.useState(["SQL"]);
      return (
        <form aria-label="Profil">
          <TagInput aria-label="Compétences" name="skills" value={tags} onValueChange={setTags} />
          <button type="button" onClick={() => setTags([])}>
            Tout retirer
          </button>
        </form>
      );
    }
    await render(<Controlled />);
    const form = page.getByRole("form", { name: "Profil" }).element() as HTMLFormElement;
    await userEvent.click(input());
    await userEvent.keyboard("Excel{Enter}");
    await expect.element(page.getByRole("button", { name: "Retirer Excel" })).toBeVisible();
    expect(new FormData(form).getAll("skills")).toEqual(["SQL", "Excel"]);
    await page.getByRole("button", { name: "Tout retirer" }).click();
    expect(tagNames()).toEqual([]);
    expect(new FormData(form).getAll("skills")).toEqual([]);
  });

  it("takes its label, description, invalid state and disabled state from the kit's Field", async () => {
    const { rerender } = await render(
      <Field invalid required>
        <FieldLabel>Compétences</FieldLabel>
        <FieldControl>
          <TagInput defaultValue={["SQL"]} />
        </FieldControl>
        <FieldDescription>Entrée ou virgule pour ajouter.</FieldDescription>
        <FieldError>Ajoutez au moins deux compétences.</FieldError>
      </Field>,
    );
    const field = input();
    await expect
      .element(field)
      .toHaveAccessibleDescription("Entrée ou virgule pour ajouter. Ajoutez au moins deux compétences.");
    await expect.element(field).toHaveAttribute("aria-invalid", "true");
    await expect.element(field).toHaveAttribute("aria-required", "true");

    await rerender(
      <Field disabled>
        <FieldLabel>Compétences</FieldLabel>
        <FieldControl>
          <TagInput defaultValue={["SQL"]} />
        </FieldControl>
      </Field>,
    );
    await expect.element(input()).toBeDisabled();
    await expect.element(page.getByRole("button", { name: "Retirer SQL" })).toBeDisabled();
  });
});
