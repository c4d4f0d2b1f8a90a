import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { useForm } from "react-hook-form";
import { expect, fn, userEvent, waitFor } from "storybook/test";

import type { Audience } from "@fuse/domain/admin/schemas";
import { Button } from "@fuse/ui/button";

import { AdminFormActions, AudienceField, RichTextField } from "./admin-form-fields.tsx";

type Values = { body: string; audience: Audience };

type ExampleFormProps = {
  onSubmit: (values: Values) => void;
  /** Errors as the server would give them, set once the form shows. */
  errors?: { body?: string; audience?: string };
};

/** The two fields in a form of their own, as the administration's forms hold them. */
function ExampleForm({ onSubmit, errors }: ExampleFormProps) {
  const form = useForm<Values>({ defaultValues: { body: "", audience: "all" } });
  React.useEffect(() => {
    if (errors?.body) form.setError("body", { type: "server", message: errors.body });
    if (errors?.audience) form.setError("audience", { type: "server", message: errors.audience });
  }, [form, errors]);
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex w-[min(40rem,92vw)] flex-col gap-6">
      <RichTextField control={form.control} name="body" label="Texte" maxLength={2000} contentClassName="min-h-32" />
      <AudienceField control={form.control} name="audience" />
      <Button type="submit" className="self-start">
        Enregistrer
      </Button>
    </form>
  );
}

const meta = {
  title: "Admin/AdminFormFields",
  component: ExampleForm,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  args: { onSubmit: fn() },
} satisfies Meta<typeof ExampleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text written and the audience chosen are what the form sends. */
export const Filled: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("radio", { name: "Tous" })).toBeChecked();
    const body = await canvas.findByRole("textbox", { name: /^Texte/ }, { timeout: 5000 });
    await expect(body).toHaveAccessibleDescription(/Gras, italique, listes et liens/);
    await userEvent.click(body);
    await userEvent.keyboard("Rendez-vous le 12 décembre.");
    await userEvent.click(canvas.getByRole("radio", { name: "Recruteurs" }));
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { body: "<p>Rendez-vous le 12 décembre.</p>", audience: "recruiter" },
        expect.anything(),
      ),
    );
  },
};

/** Refused values: each field says why, and the radio group is described by its error. */
export const Errors: Story = {
  args: { errors: { body: "Le texte est trop long.", audience: "Choisissez un public." } },
  play: async ({ canvas }) => {
    const body = await canvas.findByRole("textbox", { name: /^Texte/ }, { timeout: 5000 });
    await waitFor(() => expect(body).toHaveAccessibleDescription(/Le texte est trop long\./));
    await expect(canvas.getByRole("group", { name: "Public" })).toHaveAccessibleDescription("Choisissez un public.");
  },
};

/** The form's end after a refused saving: why, then « Enregistrer » and the way back to the list. */
export const SaveFailed: Story = {
  render: () => (
    <form className="flex w-[min(40rem,92vw)] flex-col gap-6" onSubmit={(event) => event.preventDefault()}>
      <AdminFormActions
        failureTitle="Actualité non enregistrée"
        failure="Vérifiez votre connexion puis réessayez."
        isSubmitting={false}
        cancelHref="/admin/actualites"
      />
    </form>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "Actualité non enregistréeVérifiez votre connexion puis réessayez.",
    );
    await expect(canvas.getByRole("button", { name: "Enregistrer" })).toBeEnabled();
    await expect(canvas.getByRole("link", { name: "Annuler" })).toHaveAttribute("href", "/admin/actualites");
  },
};

const cancel = fn();

/** In a dialog, the way out is a button that closes it. */
export const CancelButton: Story = {
  render: () => (
    <form className="flex w-[min(40rem,92vw)] flex-col gap-6" onSubmit={(event) => event.preventDefault()}>
      <AdminFormActions failureTitle="Question non enregistrée" failure={null} isSubmitting={false} onCancel={cancel} />
    </form>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("alert")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Annuler" }));
    await expect(cancel).toHaveBeenCalledOnce();
  },
};
