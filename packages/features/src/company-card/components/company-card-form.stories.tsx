import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { ApiError } from "@fuse/domain/api/client";

import { fakePlaces } from "../../job-search/lib/fake-places.ts";
import { CompanyCardForm } from "./company-card-form.tsx";
import { emptyValues, filledValues, storyLogo } from "./fixtures.ts";

const meta = {
  title: "Features/Company card/CompanyCardForm",
  component: CompanyCardForm,
  args: {
    defaultValues: filledValues,
    onSave: fn(async () => {}),
    onValuesChange: fn(),
    uploadLogo: fn(async () => storyLogo),
    places: fakePlaces,
    publicUrl: (slug: string) => `https://fuse.example/p/${slug}`,
    copy: fn(async () => {}),
  },
  parameters: { layout: "padded" },
  tags: ["autodocs"],
} satisfies Meta<typeof CompanyCardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A filled card: values and benefits as tags, a site added from the city list, then saved. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: /Nom de l'entreprise/ })).toHaveValue("Atelier Lumière");
    await userEvent.type(canvas.getByRole("combobox", { name: "Valeurs" }), "Transmission{Enter}");
    await expect(canvas.getByRole("button", { name: "Retirer Transmission" })).toBeVisible();

    await userEvent.type(canvas.getByRole("combobox", { name: "Autres sites" }), "Lyo");
    await userEvent.click(await canvas.findByRole("option", { name: /Lyon/ }));
    await expect(canvas.getByRole("list", { name: "Sites ajoutés" })).toHaveTextContent(/Grenoble.*Lyon/);
    await userEvent.click(canvas.getByRole("button", { name: "Retirer le site de Grenoble" }));
    await expect(canvas.getByRole("list", { name: "Sites ajoutés" })).not.toHaveTextContent(/Grenoble/);

    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          company_values: ["Entraide", "Exigence", "Transmission"],
          sites: [{ city: "Lyon", postal_code: null, lat: 45.7578, lng: 4.832 }],
        }),
      ),
    );
    await expect(await canvas.findByText("Votre carte entreprise est enregistrée.")).toBeVisible();
    await expect(args.onValuesChange).toHaveBeenCalled();
  },
};

/** The logo: sent as soon as it is chosen, shown, and removable; a file too big or of another type is refused. */
export const Logo: Story = {
  args: { defaultValues: { ...filledValues, logo_url: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>("input[type=file]")!;
    await userEvent.upload(input, new File(["x".repeat(3 * 1024 * 1024)], "grand.png", { type: "image/png" }));
    await expect(await canvas.findByText("Fichier trop volumineux : 2 Mo au plus.")).toBeVisible();
    await expect(args.uploadLogo).not.toHaveBeenCalled();

    await userEvent.upload(input, new File(["png"], "logo.png", { type: "image/png" }));
    await waitFor(() => expect(args.uploadLogo).toHaveBeenCalledTimes(1));
    const remove = await canvas.findByRole("button", { name: "Retirer le logo" });
    await userEvent.click(remove);
    await expect(canvas.queryByRole("button", { name: "Retirer le logo" })).toBeNull();
  },
};

/** An empty card: the name is required, and a public page needs an address. */
export const Empty: Story = {
  args: { defaultValues: emptyValues },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("switch", { name: "Page publique" }));
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer" }));
    await expect(await canvas.findByText("« Nom de l'entreprise » est requis.")).toBeVisible();
    await expect(canvas.getByText("Choisissez une adresse pour rendre votre page publique.")).toBeVisible();
    await waitFor(() => expect(canvas.getByRole("textbox", { name: /Nom de l'entreprise/ })).toHaveFocus());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Errors: a website that is not http(s) is refused before saving; the server's refusal lands on its field. */
export const Errors: Story = {
  args: {
    onSave: fn(async () => {
      throw new ApiError(409, "Cette adresse publique est déjà prise.", "profile.slug");
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const website = canvas.getByRole("textbox", { name: "Site web" });
    await userEvent.clear(website);
    await userEvent.type(website, "javascript:alert(1)");
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer" }));
    await expect(
      await canvas.findByText("« Site web » doit être une adresse http(s), par exemple https://exemple.fr."),
    ).toBeVisible();
    await expect(website).toHaveAttribute("aria-invalid", "true");
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.clear(website);
    await userEvent.type(website, "https://atelier.example");
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer" }));
    await expect(await canvas.findByText("Cette adresse publique est déjà prise.")).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /Adresse publique/ })).toHaveAttribute("aria-invalid", "true");
  },
};

/** By keyboard: the public page switch, then the link to copy. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("switch", { name: "Page publique" });
    toggle.focus();
    await userEvent.keyboard(" ");
    await expect(toggle).toBeChecked();
    await expect(canvas.getByText("https://fuse.example/p/atelier-lumiere")).toBeVisible();
    const copy = canvas.getByRole("button", { name: "Copier le lien" });
    copy.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.copy).toHaveBeenCalledWith("https://fuse.example/p/atelier-lumiere");
    await expect(canvas.getByText("Lien copié dans le presse-papiers.")).toBeInTheDocument();
  },
};

/** On a 360 px screen: nothing overflows. */
export const Narrow: Story = {
  globals: { viewport: { value: "mobile1" } },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole("form", { name: "Ma carte entreprise" });
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
  },
};
