import * as React from "react";
import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";

import { Field, FieldControl, FieldDescription, FieldLabel } from "./field";
import { FileDrop, formatBytes } from "./file-drop";

const MB = 1024 * 1024;
const pdf = (name = "cv.pdf", size = 1000) => new File([new Uint8Array(size)], name, { type: "application/pdf" });
const png = () => new File([new Uint8Array(10)], "photo.png", { type: "image/png" });

/** What a browser hands to a drop: a DataTransfer carrying the files, through dragenter, dragover and drop. */
function drop(target: Element, files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  for (const type of ["dragenter", "dragover", "drop"]) {
    target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
  }
}

const zone = () => document.querySelector("[data-slot=file-drop-zone]")!;
const fileInput = () => document.querySelector<HTMLInputElement>("[data-slot=file-drop-input]")!;

describe("formatBytes", () => {
  it("writes sizes the French way", () => {
    expect(formatBytes(5 * MB)).toBe("5 Mo");
    expect(formatBytes(1536)).toBe("1,5 Ko");
    expect(formatBytes(200)).toBe("200 octets");
    expect(formatBytes(2.25 * 1024 * MB)).toBe("2,3 Go");
  });
});

describe("FileDrop", () => {
  it("accepts a dropped file and refuses a wrong type with a message built from accept", async () => {
    const onFilesAccepted = vi.fn();
    const onFilesRejected = vi.fn();
    await render(
      <FileDrop
        aria-label="CV"
        accept=".pdf,.docx"
        maxSize={5 * MB}
        onFilesAccepted={onFilesAccepted}
        onFilesRejected={onFilesRejected}
      />,
    );
    drop(zone(), [png()]);
    await expect.element(page.getByText("Ce type de fichier n'est pas accepté (PDF ou DOCX).")).toBeVisible();
    expect(onFilesRejected).toHaveBeenCalledWith([expect.objectContaining({ reason: "type" })]);
    const button = page.getByRole("button", { name: "Choisir un fichier" });
    await expect.element(button).toHaveAccessibleDescription("Ce type de fichier n'est pas accepté (PDF ou DOCX).");

    drop(zone(), [pdf()]);
    expect(onFilesAccepted).toHaveBeenCalledWith([expect.objectContaining({ name: "cv.pdf" })]);
    await expect.element(page.getByText(/n'est pas accepté/)).not.toBeInTheDocument();
  });

  it("refuses a file over maxSize, dropped or picked through the input", async () => {
    const onFilesAccepted = vi.fn();
    const { rerender } = await render(
      <FileDrop aria-label="CV" accept="application/pdf" maxSize={5 * MB} onFilesAccepted={onFilesAccepted} />,
    );
    drop(zone(), [pdf("gros.pdf", 6 * MB)]);
    await expect.element(page.getByText("Fichier trop volumineux : 5 Mo au plus.")).toBeVisible();

    // Picked files travel from the test runner to the page: keep them small.
    await rerender(
      <FileDrop aria-label="CV" accept="application/pdf" maxSize={1024} onFilesAccepted={onFilesAccepted} />,
    );
    await userEvent.upload(fileInput(), pdf("moyen.pdf", 2000));
    await expect.element(page.getByText("Fichier trop volumineux : 1 Ko au plus.")).toBeVisible();
    expect(onFilesAccepted).not.toHaveBeenCalled();
    await userEvent.upload(fileInput(), pdf("petit.pdf", 1000));
    expect(onFilesAccepted).toHaveBeenCalledWith([expect.objectContaining({ name: "petit.pdf" })]);
  });

  it("shows the drag-over state while a file is over the zone", async () => {
    await render(<FileDrop aria-label="CV" />);
    const dataTransfer = new DataTransfer();
    zone().dispatchEvent(new DragEvent("dragenter", { bubbles: true, cancelable: true, dataTransfer }));
    await expect.element(page.getByRole("group", { name: "CV" })).toHaveAttribute("data-dragging");
    zone().dispatchEvent(new DragEvent("dragleave", { bubbles: true, cancelable: true, dataTransfer }));
    await expect.element(page.getByRole("group", { name: "CV" })).not.toHaveAttribute("data-dragging");
  });

  it("opens the file picker from its button, reached by keyboard", async () => {
    await render(<FileDrop aria-label="CV" multiple />);
    const click = vi.spyOn(fileInput(), "click").mockImplementation(() => {});
    await userEvent.tab();
    await expect.element(page.getByRole("button", { name: "Choisir des fichiers" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(click).toHaveBeenCalledOnce();
  });

  it("keeps only accepted files of a multiple drop and uses the caller's texts", async () => {
    const onFilesAccepted = vi.fn();
    await render(
      <FileDrop
        aria-label="Documents"
        accept="image/*"
        multiple
        onFilesAccepted={onFilesAccepted}
        typeMessage={(accepted) => `Only ${accepted}.`}
        buttonLabel="Browse files"
      />,
    );
    drop(zone(), [png(), pdf()]);
    expect(onFilesAccepted).toHaveBeenCalledWith([expect.objectContaining({ name: "photo.png" })]);
    await expect.element(page.getByText("Only images.")).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Browse files" })).toBeVisible();
  });

  it("shows and announces an upload's progress, success and failure, with retry and remove", async () => {
    const onRetry = vi.fn();
    const onRemove = vi.fn();
    function Upload({ status, progress }: Pick<React.ComponentProps<typeof FileDrop>, "status" | "progress">) {
      return (
        <FileDrop
          aria-label="CV"
          file={{ name: "cv.pdf", size: 2 * MB }}
          status={status}
          progress={progress}
          onRetry={onRetry}
          onRemove={onRemove}
        />
      );
    }
    const { rerender } = await render(<Upload status="uploading" progress={40} />);
    await expect
      .element(page.getByRole("progressbar", { name: "Envoi de cv.pdf" }))
      .toHaveAttribute("aria-valuenow", "40");
    await expect.element(page.getByText("40 %")).toBeVisible();
    await expect.element(page.getByText("2 Mo")).toBeVisible();
    await expect.element(page.getByRole("status")).toHaveTextContent("Envoi de cv.pdf…");

    await rerender(<Upload status="error" />);
    await expect.element(page.getByRole("status")).toHaveTextContent("Échec de l'envoi de cv.pdf.");
    await expect.element(page.getByRole("progressbar")).not.toBeInTheDocument();
    await page.getByRole("button", { name: "Réessayer" }).click();
    expect(onRetry).toHaveBeenCalledOnce();

    await rerender(<Upload status="done" />);
    await expect.element(page.getByRole("status")).toHaveTextContent("cv.pdf envoyé.");
    await expect.element(page.getByRole("button", { name: "Réessayer" })).not.toBeInTheDocument();
    await page.getByRole("button", { name: "Retirer cv.pdf" }).click();
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it("is named and described by the kit's Field, and ignores drops while disabled", async () => {
    const onFilesAccepted = vi.fn();
    const { rerender } = await render(
      <Field>
        <FieldLabel>Curriculum vitae</FieldLabel>
        <FieldControl>
          <FileDrop accept=".pdf" onFilesAccepted={onFilesAccepted} />
        </FieldControl>
        <FieldDescription>PDF, 5 Mo au plus.</FieldDescription>
      </Field>,
    );
    await expect.element(page.getByRole("group", { name: "Curriculum vitae" })).toBeVisible();
    await expect
      .element(page.getByRole("button", { name: "Choisir un fichier" }))
      .toHaveAccessibleDescription("PDF, 5 Mo au plus.");

    await rerender(
      <Field disabled>
        <FieldLabel>Curriculum vitae</FieldLabel>
        <FieldControl>
          <FileDrop accept=".pdf" onFilesAccepted={onFilesAccepted} />
        </FieldControl>
      </Field>,
    );
    await expect.element(page.getByRole("button", { name: "Choisir un fichier" })).toBeDisabled();
    drop(zone(), [pdf()]);
    expect(onFilesAccepted).not.toHaveBeenCalled();
  });
});
