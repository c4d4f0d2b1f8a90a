import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, fn, userEvent, waitFor } from "storybook/test";

import { toLocalDateTimeInput } from "@fuse/domain/admin/news-status";

import { ApiError } from "../../api/index.ts";
import { exampleAdminNews } from "../lib/fixtures.ts";
import { NewsForm } from "./news-form.tsx";

const [scheduled, published] = exampleAdminNews as [
  (typeof exampleAdminNews)[number],
  (typeof exampleAdminNews)[number],
];

const meta = {
  title: "Admin/NewsForm",
  component: NewsForm,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  args: {
    news: null,
    cancelHref: "/admin/actualites",
    timeZone: "Europe/Paris",
    onSubmit: fn(async () => undefined),
  },
  decorators: [
    (Story) => (
      <div className="w-[min(48rem,92vw)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new item: nothing goes out without a title; then it is published now for candidates. */
export const PublishNow: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer" }));
    const title = canvas.getByRole("textbox", { name: /^Titre/ });
    await waitFor(() => expect(title).toHaveAccessibleDescription(/Le titre ne peut pas être vide\./));
    await expect(title).toHaveAttribute("aria-invalid", "true");
    await expect(title).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(title, "Salon de l'emploi à Lyon");
    await userEvent.type(canvas.getByRole("textbox", { name: /^Chapô/ }), "Quarante entreprises recrutent.");
    const body = await canvas.findByRole("textbox", { name: /^Texte/ }, { timeout: 5000 });
    await userEvent.click(body);
    await userEvent.keyboard("Rendez-vous le 12 décembre.");
    await userEvent.click(canvas.getByRole("radio", { name: "Candidats" }));
    await userEvent.click(canvas.getByRole("radio", { name: "Publier maintenant" }));
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        title: "Salon de l'emploi à Lyon",
        excerpt: "Quarante entreprises recrutent.",
        body: "<p>Rendez-vous le 12 décembre.</p>",
        audience: "candidate",
        publish: "now",
      }),
    );
  },
};

/** « Programmer le … » asks for the date and time, sent with its time zone. */
export const Schedule: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: /^Titre/ }), "Journée portes ouvertes");
    await expect(canvas.queryByLabelText(/Date et heure de publication/)).toBeNull();
    await userEvent.click(canvas.getByRole("radio", { name: "Programmer le …" }));
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer" }));
    const date = canvas.getByLabelText(/Date et heure de publication/);
    await waitFor(() => expect(date).toHaveAccessibleDescription(/Indiquez la date et l'heure de publication\./));
    await expect(args.onSubmit).not.toHaveBeenCalled();

    fireEvent.change(date, { target: { value: "2026-12-01T09:00" } });
    fireEvent.blur(date);
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          title: "Journée portes ouvertes",
          publish: "at",
          publish_at: new Date("2026-12-01T09:00").toISOString(),
        }),
      ),
    );
  },
};

/** A refusal of the server shows at the field it names; any other failure above the button. */
export const ServerRefusal: Story = {
  args: (() => {
    // The first save is refused at the title, the next ones fail on the server's side.
    let saves = 0;
    return {
      onSubmit: fn(async () => {
        saves += 1;
        if (saves === 1) throw new ApiError(400, "Le titre ne peut pas dépasser 200 caractères.", "title");
        throw new ApiError(503, "Service indisponible");
      }),
    };
  })(),
  play: async ({ canvas }) => {
    const title = canvas.getByRole("textbox", { name: /^Titre/ });
    await userEvent.type(title, "Un titre");
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(title).toHaveAccessibleDescription(/Le titre ne peut pas dépasser 200 caractères\./));
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer" }));
    await expect(await canvas.findByText("Actualité non enregistrée")).toBeVisible();
    await expect(
      canvas.getByText("L'actualité n'a pas pu être enregistrée. Vérifiez votre connexion puis réessayez."),
    ).toBeVisible();
  },
};

/** A scheduled item opens with its texts, its public and its date. */
export const EditScheduled: Story = {
  args: { news: scheduled },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("form", { name: `Modifier « ${scheduled.title} »` })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /^Titre/ })).toHaveValue(scheduled.title);
    await expect(canvas.getByRole("radio", { name: "Candidats" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "Programmer le …" })).toBeChecked();
    await expect(canvas.getByLabelText(/Date et heure de publication/)).toHaveValue(
      toLocalDateTimeInput(scheduled.published_at!),
    );
    await expect(await canvas.findByText("quarante entreprises", { exact: false })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ publish: "at", publish_at: new Date(scheduled.published_at!).toISOString() }),
      ),
    );
  },
};

/** A published item says since when; saving it keeps it published (and its date). */
export const EditPublished: Story = {
  args: { news: published },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("radio", { name: "Publiée le 18 novembre 2026" })).toBeChecked();
    await userEvent.click(canvas.getByRole("radio", { name: "Brouillon" }));
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ publish: "none" })));
  },
};

/** On a 360 px screen: nothing overflows. */
export const Narrow: Story = {
  globals: { viewport: { value: "mobile1" } },
  args: { news: scheduled },
  play: async ({ canvas }) => {
    const form = canvas.getByRole("form", { name: `Modifier « ${scheduled.title} »` });
    await canvas.findByRole("textbox", { name: /^Texte/ }, { timeout: 5000 });
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
  },
};
