import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { examplePages } from "@fuse/domain/admin/pages-content";

import { ApiError } from "../../api/index.ts";
import { PageForm } from "./pages-form.tsx";

const [legal, about] = examplePages as [(typeof examplePages)[number], (typeof examplePages)[number]];

const meta = {
  title: "Admin/PageForm",
  component: PageForm,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  args: {
    page: null,
    cancelHref: "/admin/pages",
    onSubmit: fn(async () => undefined),
  },
  decorators: [
    (Story) => (
      <div className="w-[min(48rem,92vw)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PageForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A new page: nothing goes out without a title; the address follows the title as it is typed,
 * until the writer types their own; then it is published.
 */
export const CreateAndPublish: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer" }));
    const title = canvas.getByRole("textbox", { name: /^Titre/ });
    await waitFor(() => expect(title).toHaveAccessibleDescription(/Le titre ne peut pas être vide\./));
    await expect(title).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    const slug = canvas.getByRole("textbox", { name: /^Adresse/ });
    await userEvent.type(title, "Qui sommes-nous à Lyon ?");
    await expect(slug).toHaveValue("qui-sommes-nous-a-lyon");
    await expect(slug).toHaveAccessibleDescription(/La page se lit à l'adresse \/p\/qui-sommes-nous-a-lyon\./);

    // Once the writer types an address, the title no longer changes it.
    await userEvent.clear(slug);
    await userEvent.type(slug, "a-propos");
    await userEvent.type(title, " Et Paris");
    await expect(slug).toHaveValue("a-propos");

    const body = await canvas.findByRole("textbox", { name: /^Texte/ }, { timeout: 5000 });
    await userEvent.click(body);
    await userEvent.keyboard("Fuse rapproche candidats et recruteurs.");
    const published = canvas.getByRole("switch", { name: /^Publiée/ });
    await expect(published).not.toBeChecked();
    await expect(published).toHaveAccessibleDescription(/Invisible du public/);
    // By keyboard.
    published.focus();
    await userEvent.keyboard(" ");
    await expect(published).toBeChecked();
    await expect(published).toHaveAccessibleDescription("Visible de tous à l'adresse /p/a-propos.");
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        title: "Qui sommes-nous à Lyon ? Et Paris",
        slug: "a-propos",
        body: "<p>Fuse rapproche candidats et recruteurs.</p>",
        published: true,
      }),
    );
  },
};

/** An address the server refuses: its rules, and « déjà prise » from the server, at the field. */
export const AddressRefused: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new ApiError(
        409,
        "Cette adresse est déjà prise par une autre page, une MaFuseCard ou une carte entreprise : choisissez-en une autre.",
        "slug",
      );
    }),
  },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: /^Titre/ }), "Contact presse");
    const slug = canvas.getByRole("textbox", { name: /^Adresse/ });
    await userEvent.clear(slug);
    await userEvent.type(slug, "Contact Presse");
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() =>
      expect(slug).toHaveAccessibleDescription(
        /L'adresse ne peut contenir que des lettres minuscules sans accent et des chiffres, séparés par des tirets\./,
      ),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(slug);
    await userEvent.type(slug, "mentions-legales");
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(slug).toHaveAccessibleDescription(/Cette adresse est déjà prise/));
    await expect(slug).toHaveAttribute("aria-invalid", "true");
    await expect(slug).toHaveFocus();
  },
};

/** A failure that is no refusal shows above the button, in French. */
export const SaveFailed: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new ApiError(503, "Service indisponible");
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: /^Titre/ }), "Plan du site");
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer" }));
    await expect(await canvas.findByText("Page non enregistrée")).toBeVisible();
    await expect(
      canvas.getByText("La page n'a pas pu être enregistrée. Vérifiez votre connexion puis réessayez."),
    ).toBeVisible();
  },
};

/** « Aperçu » shows the text as the public page does: sanitised, lists and emphasis kept. */
export const Preview: Story = {
  args: { page: about },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole("button", { name: "Aperçu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    const preview = canvas.getByRole("region", { name: "Aperçu de la page" });
    await expect(canvas.getByRole("button", { name: "Masquer l'aperçu" })).toHaveAttribute("aria-expanded", "true");
    await expect(within(preview).getByRole("heading", { level: 2, name: about.title })).toBeVisible();
    await expect(within(preview).getByText("candidats")).toBeVisible();
    await expect(within(preview).getAllByRole("listitem")).toHaveLength(2);

    // The preview follows the form.
    const title = canvas.getByRole("textbox", { name: /^Titre/ });
    await userEvent.clear(title);
    await userEvent.type(title, "À propos de Fuse");
    await expect(within(preview).getByRole("heading", { level: 2, name: "À propos de Fuse" })).toBeVisible();
  },
};

/** A page that exists keeps its address when its title changes; changing it warns about old links. */
export const EditKeepsAddress: Story = {
  args: { page: about },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("form", { name: `Modifier « ${about.title} »` })).toBeVisible();
    const title = canvas.getByRole("textbox", { name: /^Titre/ });
    const slug = canvas.getByRole("textbox", { name: /^Adresse/ });
    await expect(slug).toHaveValue(about.slug);
    await expect(canvas.getByRole("switch", { name: /^Publiée/ })).toBeChecked();
    await userEvent.clear(title);
    await userEvent.type(title, "À propos");
    await expect(slug).toHaveValue(about.slug);
    await userEvent.type(slug, "-2");
    await expect(slug).toHaveAccessibleDescription(/Les liens vers l'ancienne adresse ne mèneront plus à cette page\./);
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        title: "À propos",
        slug: "qui-sommes-nous-2",
        body: about.body,
        published: true,
      }),
    );
  },
};

/** A legal page is edited like any other; taking it offline says the footer links to it. */
export const EditLegalPage: Story = {
  args: { page: legal },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Les présentes mentions légales", { exact: false })).toBeVisible();
    const published = canvas.getByRole("switch", { name: /^Publiée/ });
    await userEvent.click(published);
    await expect(published).toHaveAccessibleDescription(/C'est une page légale : le pied de page du site y renvoie\./);
  },
};

/** On a 360 px screen: nothing overflows, the preview included. */
export const Narrow: Story = {
  globals: { viewport: { value: "mobile1" } },
  args: { page: about },
  play: async ({ canvas }) => {
    const form = canvas.getByRole("form", { name: `Modifier « ${about.title} »` });
    await canvas.findByRole("textbox", { name: /^Texte/ }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole("button", { name: "Aperçu" }));
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
  },
};
