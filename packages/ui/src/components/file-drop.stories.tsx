import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";

import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "./field";
import { FileDrop, type FileDropStatus } from "./file-drop";

const MB = 1024 * 1024;

/** Drops files on the zone as a browser does: dragenter, dragover and drop carrying a DataTransfer. */
function drop(canvasElement: HTMLElement, files: File[]) {
  const zone = canvasElement.querySelector("[data-slot=file-drop-zone]")!;
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  for (const type of ["dragenter", "dragover", "drop"]) {
    zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
  }
}

const meta = {
  title: "Forms/FileDrop",
  component: FileDrop,
  tags: ["autodocs"],
  args: {
    "aria-label": "CV",
    accept: ".pdf,.docx",
    maxSize: 5 * MB,
    onFilesAccepted: fn(),
    onFilesRejected: fn(),
    onRetry: fn(),
    onRemove: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-96">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileDrop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Choisir un fichier" })).toHaveFocus();
    drop(canvasElement, [new File(["%PDF"], "cv.pdf", { type: "application/pdf" })]);
    await expect(args.onFilesAccepted).toHaveBeenCalledWith([expect.objectContaining({ name: "cv.pdf" })]);
  },
};

/** A wrong type and a file too large are refused with messages built from `accept` and `maxSize`. */
export const Refused: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    drop(canvasElement, [new File(["x"], "photo.png", { type: "image/png" })]);
    await expect(await canvas.findByText("Ce type de fichier n'est pas accepté (PDF ou DOCX).")).toBeVisible();
    drop(canvasElement, [new File([new Uint8Array(6 * MB)], "cv.pdf", { type: "application/pdf" })]);
    await expect(await canvas.findByText("Fichier trop volumineux : 5 Mo au plus.")).toBeVisible();
    await expect(args.onFilesAccepted).not.toHaveBeenCalled();
  },
};

export const DragOver: Story = {
  play: async ({ canvas, canvasElement }) => {
    const zone = canvasElement.querySelector("[data-slot=file-drop-zone]")!;
    zone.dispatchEvent(
      new DragEvent("dragenter", { bubbles: true, cancelable: true, dataTransfer: new DataTransfer() }),
    );
    await waitFor(() => expect(canvas.getByRole("group", { name: "CV" })).toHaveAttribute("data-dragging"));
  },
};

export const Uploading: Story = {
  args: { file: { name: "cv-marie-curie.pdf", size: 1.2 * MB }, status: "uploading", progress: 45 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar", { name: "Envoi de cv-marie-curie.pdf" })).toHaveAttribute(
      "aria-valuenow",
      "45",
    );
    await expect(canvas.getByRole("status")).toHaveTextContent("Envoi de cv-marie-curie.pdf…");
  },
};

export const Done: Story = {
  args: { file: { name: "cv-marie-curie.pdf", size: 1.2 * MB }, status: "done" },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("cv-marie-curie.pdf envoyé.");
    await userEvent.click(canvas.getByRole("button", { name: "Retirer cv-marie-curie.pdf" }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

export const UploadError: Story = {
  args: {
    file: { name: "cv-marie-curie.pdf", size: 1.2 * MB },
    status: "error",
    errorMessage: "Le serveur ne répond pas.",
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText("Le serveur ne répond pas.")).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Réessayer" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Inside the kit's Field, with an error. */
export const InAField: Story = {
  args: { "aria-label": undefined },
  render: (args) => (
    <Field invalid>
      <FieldLabel>Curriculum vitae</FieldLabel>
      <FieldControl>
        <FileDrop {...args} />
      </FieldControl>
      <FieldDescription>PDF ou DOCX, 5 Mo au plus.</FieldDescription>
      <FieldError>Ajoutez votre CV.</FieldError>
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "Curriculum vitae" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Choisir un fichier" })).toHaveAccessibleDescription(
      "PDF ou DOCX, 5 Mo au plus. Ajoutez votre CV.",
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Choisir un fichier" })).toBeDisabled();
  },
};

/** Every text is a prop: here in English, for several images. */
export const English: Story = {
  args: {
    "aria-label": "Photos",
    accept: "image/png,image/jpeg",
    multiple: true,
    maxSize: 2 * MB,
    hint: "Drag and drop images here, or",
    buttonLabel: "Browse files",
    typeMessage: (accepted) => `This file type is not accepted (${accepted}).`,
    sizeMessage: () => "File too large: 2 MB at most.",
  },
  play: async ({ canvas, canvasElement }) => {
    drop(canvasElement, [new File(["x"], "notes.txt", { type: "text/plain" })]);
    await expect(await canvas.findByText("This file type is not accepted (PNG ou JPEG).")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Browse files" })).toBeVisible();
  },
};

function UploadDemo(props: React.ComponentProps<typeof FileDrop>) {
  const [file, setFile] = React.useState<File>();
  const [status, setStatus] = React.useState<FileDropStatus>("idle");
  const [progress, setProgress] = React.useState(0);
  const start = (picked: File) => {
    setFile(picked);
    setStatus("uploading");
    setProgress(0);
    let done = 0;
    const timer = setInterval(() => {
      done += 25;
      setProgress(done);
      if (done >= 100) {
        clearInterval(timer);
        setStatus("done");
      }
    }, 50);
  };
  return (
    <FileDrop
      {...props}
      file={file}
      status={status}
      progress={progress}
      onFilesAccepted={([picked]) => picked && start(picked)}
      onRetry={() => file && start(file)}
      onRemove={() => {
        setFile(undefined);
        setStatus("idle");
      }}
    />
  );
}

/** A simulated upload from drop to done, then removal. */
export const UploadFlow: Story = {
  render: (args) => <UploadDemo {...args} />,
  play: async ({ canvas, canvasElement }) => {
    drop(canvasElement, [new File(["%PDF"], "lettre.pdf", { type: "application/pdf" })]);
    await expect(await canvas.findByText("lettre.pdf envoyé.")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Retirer lettre.pdf" }));
    await expect(canvas.queryByText("lettre.pdf")).not.toBeInTheDocument();
  },
};
