import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { RefusalDialog } from "./refusal-dialog.tsx";

/** The dialog is rendered at the end of the document. */
const dialogOf = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement.ownerDocument.body).findByRole("dialog", {
      name: "Refuser la candidature de Camille Martin",
    }),
  );

const chooseReason = async (canvasElement: HTMLElement, label: string) => {
  const dialog = await dialogOf(canvasElement);
  await userEvent.click(dialog.getByRole("combobox", { name: /Motif du refus/ }));
  await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole("option", { name: label }));
};

const meta = {
  title: "Features/Workflow/RefusalDialog",
  component: RefusalDialog,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  args: { open: true, candidateName: "Camille Martin", onConfirm: fn(), onOpenChange: fn() },
} satisfies Meta<typeof RefusalDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reasons a recruiter picks from (never « Sans suite », the server's own), and what the candidate is told. */
export const Reasons: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    // The dialog fades in.
    await waitFor(() => expect(dialog.getByText(/Le motif et le message sont envoyés à Camille Martin/)).toBeVisible());
    await userEvent.click(dialog.getByRole("combobox", { name: /Motif du refus/ }));
    const options = await within(canvasElement.ownerDocument.body).findAllByRole("option");
    await expect(options.map((option) => option.textContent)).toEqual([
      "Les compétences ne correspondent pas au poste",
      "L'expérience ne correspond pas au poste",
      "Les attentes salariales dépassent le budget du poste",
      "Le lieu de travail ou la mobilité ne conviennent pas",
      "Un autre candidat a été retenu",
      "Le recrutement est suspendu ou annulé",
      "Autre motif",
    ]);
    await userEvent.keyboard("{Escape}");
  },
};

/** No reason, or a message past 2000 characters: said beside the field, nothing is sent. */
export const Validation: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole("button", { name: "Refuser la candidature" }));
    const reason = dialog.getByRole("combobox", { name: /Motif du refus/ });
    await waitFor(() => expect(reason).toHaveAccessibleDescription("Choisissez un motif."));
    await expect(reason).toHaveFocus();
    await userEvent.click(dialog.getByRole("textbox", { name: "Message au candidat" }));
    await userEvent.paste("a".repeat(2001));
    await chooseReason(canvasElement, "Autre motif");
    await userEvent.click(dialog.getByRole("button", { name: "Refuser la candidature" }));
    await waitFor(() =>
      expect(dialog.getByRole("textbox", { name: "Message au candidat" })).toHaveAccessibleDescription(
        /Le message ne peut pas dépasser 2000 caractères\./,
      ),
    );
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A reason and a message: the refusal is handed over, then the dialog closes. */
export const Confirm: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await chooseReason(canvasElement, "Un autre candidat a été retenu");
    await userEvent.type(dialog.getByRole("textbox", { name: "Message au candidat" }), "  Merci pour votre temps.  ");
    await userEvent.click(dialog.getByRole("button", { name: "Refuser la candidature" }));
    await waitFor(() =>
      expect(args.onConfirm).toHaveBeenCalledWith({ reason: "other_candidate", message: "Merci pour votre temps." }),
    );
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** While the refusal is saved, the button says so and the dialog stays. */
export const Pending: Story = {
  args: { onConfirm: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await chooseReason(canvasElement, "Autre motif");
    await userEvent.click(dialog.getByRole("button", { name: "Refuser la candidature" }));
    await waitFor(() =>
      expect(dialog.getByRole("button", { name: "Refuser la candidature" })).toHaveAttribute("aria-busy", "true"),
    );
    await expect(args.onConfirm).toHaveBeenCalledWith({ reason: "other" });
    await userEvent.keyboard("{Escape}");
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** The server refuses: its message is shown, the dialog stays open with what was chosen. */
export const Failure: Story = {
  args: {
    onConfirm: fn(async () => {
      throw new Error(
        "Cette carte a changé d'étape entre-temps : le tableau a été remis à jour, recommencez si besoin.",
      );
    }),
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await chooseReason(canvasElement, "Les attentes salariales dépassent le budget du poste");
    await userEvent.click(dialog.getByRole("button", { name: "Refuser la candidature" }));
    await expect(await dialog.findByRole("alert")).toHaveTextContent(/Cette carte a changé d'étape entre-temps/);
    await expect(dialog.getByRole("combobox", { name: /Motif du refus/ })).toHaveTextContent(
      "Les attentes salariales dépassent le budget du poste",
    );
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
