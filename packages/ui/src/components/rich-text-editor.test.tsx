import * as React from "react";
import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";

import { sanitizeHtml } from "@fuse/domain/sanitize";

import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "./field";
import { RichTextEditor } from "./rich-text-editor";

const box = (name = "Description") => page.getByRole("textbox", { name });
const tool = (name: string) => page.getByRole("button", { name, exact: true });

/** Pastes HTML into the editor as the browser's clipboard would. */
function paste(html: string) {
  const clipboardData = new DataTransfer();
  clipboardData.setData("text/html", html);
  clipboardData.setData("text/plain", html.replace(/<[^>]*>/g, ""));
  box()
    .element()
    .dispatchEvent(new ClipboardEvent("paste", { clipboardData, bubbles: true, cancelable: true }));
}

describe("RichTextEditor", () => {
  // First in this file: the editor's code is fetched on its first render, its skeleton shown meanwhile.
  it("keeps its height from the skeleton to the editor: nothing below it moves when the editor arrives", async () => {
    const screen = await render(
      <RichTextEditor aria-label="Description" maxLength={500} contentClassName="min-h-48" />,
    );
    const frame = screen.container.querySelector<HTMLElement>('[data-slot="rich-text-editor"]')!;
    expect(frame.querySelector('[data-slot="rich-text-editor-fallback"]')).not.toBeNull();
    const skeletonHeight = frame.getBoundingClientRect().height;
    await expect.element(box()).toBeVisible();
    await expect.element(page.getByText("0 / 500 caractères")).toBeVisible();
    expect(frame.getBoundingClientRect().height).toBe(skeletonHeight);
  });

  it("loads the editor lazily behind a skeleton, then makes text bold from the keyboard", async () => {
    const onChange = vi.fn();
    await render(<RichTextEditor aria-label="Description" onChange={onChange} />);
    await expect.element(box()).toBeVisible();
    await userEvent.click(box());
    await userEvent.keyboard("Bonjour");
    expect(onChange).toHaveBeenLastCalledWith("<p>Bonjour</p>");
    await userEvent.keyboard("{Control>}a{/Control}");
    // The toolbar is one tab stop before the text.
    await userEvent.keyboard("{Shift>}{Tab}{/Shift}");
    await expect.element(tool("Gras")).toHaveFocus();
    await expect.element(tool("Gras")).toHaveAttribute("aria-pressed", "false");
    await userEvent.keyboard("{Enter}");
    expect(onChange).toHaveBeenLastCalledWith("<p><strong>Bonjour</strong></p>");
    await expect.element(tool("Gras")).toHaveAttribute("aria-pressed", "true");
    await expect.element(box()).toHaveFocus();
  });

  it("moves between toolbar buttons with the arrows, Home and End, as one tab stop", async () => {
    await render(<RichTextEditor aria-label="Description" imageOrigins={["https://images.example.com"]} />);
    const toolbar = page.getByRole("toolbar", { name: "Mise en forme" });
    await expect.element(toolbar).toBeVisible();
    await userEvent.tab();
    await expect.element(tool("Gras")).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect.element(tool("Italique")).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect.element(tool("Saut de ligne")).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect.element(tool("Gras")).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
    await expect.element(tool("Image")).toHaveFocus();
    // Tab leaves the toolbar for the text, and comes back to the last button used.
    await userEvent.tab();
    await expect.element(box()).toHaveFocus();
    await userEvent.keyboard("{Shift>}{Tab}{/Shift}");
    await expect.element(tool("Image")).toHaveFocus();
    // Only what the sanitising rule keeps is offered.
    await expect.element(toolbar.getByRole("button")).toHaveLength(7);
  });

  it("adds only http, https and mailto links, without target", async () => {
    const onChange = vi.fn();
    await render(<RichTextEditor aria-label="Description" defaultValue="<p>Fuse</p>" onChange={onChange} />);
    await userEvent.click(box());
    await userEvent.keyboard("{Control>}a{/Control}");
    await tool("Lien").click();
    const url = page.getByRole("textbox", { name: "Adresse du lien" });
    await expect.element(url).toHaveFocus();
    await userEvent.keyboard("javascript:alert(1){Enter}");
    await expect.element(url).toHaveAccessibleDescription("Adresse non valide : http, https ou mailto seulement.");
    await userEvent.clear(url);
    await userEvent.keyboard("https://fuse.example.com{Enter}");
    expect(onChange).toHaveBeenLastCalledWith('<p><a href="https://fuse.example.com">Fuse</a></p>');
    await expect.element(box()).toHaveFocus();
    await expect.element(tool("Lien")).toHaveAttribute("aria-pressed", "true");

    await tool("Lien").click();
    await page.getByRole("button", { name: "Retirer le lien" }).click();
    expect(onChange).toHaveBeenLastCalledWith("<p>Fuse</p>");
  });

  it("inserts images from the allowed origins only, with alt text required", async () => {
    const onChange = vi.fn();
    await render(
      <RichTextEditor aria-label="Description" imageOrigins={["https://images.example.com"]} onChange={onChange} />,
    );
    await userEvent.click(box());
    await tool("Image").click();
    const src = page.getByRole("textbox", { name: "Adresse de l'image" });
    await userEvent.fill(src, "https://evil.example.net/chat.png");
    await page.getByRole("button", { name: "Insérer" }).click();
    await expect
      .element(src)
      .toHaveAccessibleDescription("Images acceptées seulement depuis : https://images.example.com.");
    await expect
      .element(page.getByRole("textbox", { name: "Texte alternatif" }))
      .toHaveAccessibleDescription("Le texte alternatif est obligatoire.");

    await userEvent.fill(src, "https://images.example.com/logo.png");
    await userEvent.fill(page.getByRole("textbox", { name: "Texte alternatif" }), "Logo de Fuse");
    await page.getByRole("button", { name: "Insérer" }).click();
    await expect.element(box().getByRole("img", { name: "Logo de Fuse" })).toBeVisible();
    expect(onChange).toHaveBeenLastCalledWith(
      '<p><img src="https://images.example.com/logo.png" alt="Logo de Fuse"></p>',
    );
  });

  it("cleans pasted HTML down to the sanitising rule, and its output is stable under sanitizeHtml", async () => {
    const onChange = vi.fn();
    await render(
      <RichTextEditor aria-label="Description" imageOrigins={["https://images.example.com"]} onChange={onChange} />,
    );
    await userEvent.click(box());
    paste(
      [
        '<h1 style="color:red">Titre</h1>',
        "<script>window.pwned = true</script>",
        "<style>p { display: none }</style>",
        '<iframe src="https://evil.example.net"></iframe>',
        '<p onclick="alert(1)">Un <b>texte</b> <u>souligné</u> <s>barré</s> <code>code</code></p>',
        '<p><img src="x" onerror="window.pwned = true">',
        '<img src="https://evil.example.net/a.png" alt="ailleurs">',
        '<img src="https://images.example.com/a.png" alt="ici" srcset="https://evil.example.net/b.png 2x"></p>',
        '<a href="javascript:alert(1)">piège</a> <a href="https://ok.example.com" target="_blank" rel="noopener">lien</a>',
        "<blockquote>citation</blockquote><ul><li>un</li></ul>",
      ].join(""),
    );
    await vi.waitFor(() => expect(onChange).toHaveBeenCalled());
    const html = onChange.mock.lastCall![0] as string;
    expect(html).not.toMatch(
      /script|style|iframe|onerror|onclick|srcset|javascript|target|rel=|evil|<h1|<u>|<s>|<code|blockquote/,
    );
    expect(html).toContain("<strong>texte</strong>");
    expect(html).toContain('<a href="https://ok.example.com">lien</a>');
    expect(html).toContain('<img src="https://images.example.com/a.png" alt="ici">');
    expect(html).toContain("<li><p>un</p></li>");
    expect(sanitizeHtml(html, { imageSources: ["https://images.example.com"] })).toBe(html);
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it("follows a controlled value, counts characters against maxLength and blocks typing past it", async () => {
    function Controlled() {
      const [html, setHtml] = React.useState("<p>Abc</p>");
      return (
        <>
          <RichTextEditor aria-label="Description" value={html} onChange={setHtml} maxLength={5} />
          <output aria-label="HTML">{html}</output>
          <button type="button" onClick={() => setHtml("<p>Zz</p><script>x</script>")}>
            Remplacer
          </button>
        </>
      );
    }
    await render(<Controlled />);
    await expect.element(box()).toHaveTextContent("Abc");
    await expect.element(box()).toHaveAccessibleDescription("3 / 5 caractères");
    await userEvent.click(box());
    await userEvent.keyboard("{End}defgh");
    await expect.element(box()).toHaveTextContent("Abcde");
    await expect.element(page.getByText("5 / 5 caractères")).toBeVisible();
    await expect.element(page.getByRole("status", { name: "HTML" })).toHaveTextContent("<p>Abcde</p>");

    await page.getByRole("button", { name: "Remplacer" }).click();
    await expect.element(box()).toHaveTextContent("Zz");
    await expect.element(page.getByText("2 / 5 caractères")).toBeVisible();
  });

  it("takes its name, description and invalid state from the kit's Field, and can be disabled", async () => {
    const { rerender } = await render(
      <Field invalid required>
        <FieldLabel>Présentation</FieldLabel>
        <FieldControl>
          <RichTextEditor />
        </FieldControl>
        <FieldDescription>Quelques lignes sur vous.</FieldDescription>
        <FieldError>La présentation est obligatoire.</FieldError>
      </Field>,
    );
    const textbox = box("Présentation");
    await expect
      .element(textbox)
      .toHaveAccessibleDescription("Quelques lignes sur vous. La présentation est obligatoire.");
    await expect.element(textbox).toHaveAttribute("aria-invalid", "true");
    await expect.element(textbox).toHaveAttribute("aria-required", "true");
    await expect.element(textbox).toHaveAttribute("aria-multiline", "true");

    await rerender(
      <Field disabled>
        <FieldLabel>Présentation</FieldLabel>
        <FieldControl>
          <RichTextEditor />
        </FieldControl>
      </Field>,
    );
    await expect.element(textbox).toHaveAttribute("contenteditable", "false");
    await expect.element(tool("Gras")).toBeDisabled();
  });
});
