import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { ApiError } from "@fuse/domain/api/client";
import type { CardSettingsValues } from "@fuse/domain/candidate-card/card-settings-schema";
import type { PublicCard } from "@fuse/domain/candidate-card/contract";

import { plainLink } from "../../job-search/lib/links.tsx";
import { completenessOf } from "../lib/completeness.ts";
import { CandidateCardView } from "./candidate-card-view.tsx";
import { CardSettingsForm } from "./card-settings-form.tsx";
import { CompletenessPanel } from "./completeness-panel.tsx";

const card: PublicCard = {
  slug: "camille-martin",
  first_name: "Camille",
  avatar_url: null,
  headline: "Développeuse web front-end",
  target_title: "Développeur / Développeuse web",
  city: "Lyon",
  skills: ["React", "TypeScript", "Accessibilité"],
  languages: ["Français (Langue maternelle)", "Anglais (C1)"],
  experience_years: 6,
  contract_types: ["CDI", "freelance"],
  remote_preference: "hybrid",
  memo: "<p>J'aime les interfaces <strong>accessibles</strong> et le travail en binôme.</p>",
  settings: { accent: "violet" },
  indexable: false,
};

const meta = {
  title: "Features/Candidate card/CandidateCardView",
  component: CandidateCardView,
  args: { card },
  parameters: { layout: "padded" },
} satisfies Meta<typeof CandidateCardView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card as recruiters see it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Camille" })).toBeVisible();
    await expect(canvas.getByRole("region", { name: "Compétences" })).toHaveTextContent("ReactTypeScriptAccessibilité");
    await expect(canvas.getByText(/6 ans d'expérience/)).toBeVisible();
  },
};

/** Anonymous mode: no name, no photo. */
export const Anonymous: Story = {
  args: { card: { ...card, first_name: null, settings: { accent: "vert" } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "Profil anonyme" })).toBeVisible();
  },
};

const settings: CardSettingsValues = {
  headline: "Développeuse web",
  card_slug: "camille-martin",
  card_visible: true,
  anonymous: false,
  card_public: false,
  card_indexable: false,
  sections: ["skills", "languages", "portrait", "experience", "city"],
  accent: "violet",
};

/** The settings: a public link needs an address; the copy button says what it did. */
export const Settings: StoryObj<typeof CardSettingsForm> = {
  render: (args) => <CardSettingsForm {...args} />,
  args: {
    defaultValues: { ...settings, card_slug: "" },
    onSave: fn(async () => {}),
    publicUrl: (slug: string) => `https://fuse.example/p/${slug}`,
    copy: fn(async () => {}),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("switch", { name: "Lien public" }));
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer" }));
    await expect(await canvas.findByText("Choisissez une adresse pour rendre votre carte publique.")).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole("textbox", { name: "Adresse de la carte" }), "camille-martin");
    await userEvent.click(canvas.getByRole("button", { name: "Copier le lien" }));
    await expect(args.copy).toHaveBeenCalledWith("https://fuse.example/p/camille-martin");
    await expect(canvas.getByRole("status", { name: "" })).toHaveTextContent("Lien copié dans le presse-papiers.");
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ card_public: true, card_slug: "camille-martin" }),
      ),
    );
    await expect(await canvas.findByText("Vos réglages sont enregistrés.")).toBeVisible();
  },
};

/** An address already taken: the server's message shows at the field. */
export const AddressTaken: StoryObj<typeof CardSettingsForm> = {
  render: (args) => <CardSettingsForm {...args} />,
  args: {
    defaultValues: settings,
    onSave: fn(async () => {
      throw new ApiError(409, "Cette adresse de carte est déjà prise.", "form.card_slug");
    }),
    publicUrl: (slug: string) => `https://fuse.example/p/${slug}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer" }));
    await expect(await canvas.findByText("Cette adresse de carte est déjà prise.")).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Adresse de la carte" })).toHaveFocus();
  },
};

/** Completeness with the next steps as links, biggest gain first. */
export const Completeness: StoryObj<typeof CompletenessPanel> = {
  render: (args) => <CompletenessPanel {...args} />,
  args: {
    completeness: completenessOf({
      rome_code: null,
      updated_at: null,
      memo: "<p>Bonjour</p>",
      city: "Lyon",
      skills: ["React"],
    }),
    renderLink: plainLink,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("progressbar", { name: "Carte complétée" })).toHaveAttribute("aria-valuenow", "30");
    await expect(canvas.getByRole("link", { name: "Analyse de votre CV (+15 %)" })).toHaveAttribute(
      "href",
      "/register/candidate/cvAnalyzer",
    );
  },
};
