import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { ApiError } from "@fuse/domain/api/client";

import { CvUpload } from "./cv-upload.tsx";

const meta = {
  title: "Features/CV analysis/CvUpload",
  component: CvUpload,
  args: { onAnalyse: fn(async () => {}) },
  parameters: { layout: "padded" },
} satisfies Meta<typeof CvUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const pdf = () => new File(["%PDF-1.7"], "cv-camille.pdf", { type: "application/pdf" });

/** A PDF chosen: sent, read, then the candidate is told to check below. */
export const Analysed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>("input[type=file]")!, pdf());
    await waitFor(() => expect(args.onAnalyse).toHaveBeenCalled());
    await expect(await canvas.findByText(/cv-camille\.pdf lu/)).toBeInTheDocument();
  },
};

/** The server could not read it (a scan): its French message and « Réessayer ». */
export const Scanned: Story = {
  args: {
    onAnalyse: fn(async () => {
      throw new ApiError(
        422,
        "Aucun texte n'a pu être lu dans ce fichier : c'est sans doute un CV scanné ou une image.",
        "path",
      );
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>("input[type=file]")!, pdf());
    await expect(await canvas.findByText(/sans doute un CV scanné/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Réessayer" })).toBeVisible();
  },
};

/** A file of the wrong type is refused before sending. */
export const WrongType: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const image = new File(["GIF89a"], "photo.gif", { type: "image/gif" });
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>("input[type=file]")!, image, {
      applyAccept: false,
    });
    await expect(await canvas.findByText("Ce fichier n'est ni un PDF ni un DOCX.")).toBeVisible();
    await expect(args.onAnalyse).not.toHaveBeenCalled();
  },
};
