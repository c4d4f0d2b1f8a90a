import type { Meta, StoryObj } from "@storybook/react-vite";
import { QueryClientProvider } from "@tanstack/react-query";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import type { ApplyVoiceRequest, VoiceAnalysis } from "@fuse/domain/voice/contract";

import { fakeApiClient } from "../../api/fake-api-client.ts";
import { ApiError, createQueryClient } from "../../api/index.ts";
import { fakeTradeServices } from "../../rome/lib/fixtures.ts";
import { granted, refusedWith } from "./fake-microphone.ts";
import { VoicePresentation, VoiceUploadError } from "./voice-presentation.tsx";

const userId = "7d1e6f0a-3b2c-4d5e-8f90-a1b2c3d4e5f6";
const spoken =
  "Bonjour, je suis développeuse web à Lyon. Je travaille avec React et TypeScript. Je parle anglais couramment.";

const analysis: VoiceAnalysis = {
  skills: ["TypeScript", "React"],
  languages: [{ language: "Anglais", level: "Courant" }],
  trades: [{ phrase: "développeuse web", title: "Développeur / Développeuse web", rome: "M1805" }],
  length: { words: 17, sentences: 3, estimated_seconds: 7 },
  clarity: {
    level: "too_short",
    note: "Votre présentation est trop courte (17 mots) : 40 mots au moins permettent à un recruteur de vous découvrir.",
    hints: [],
  },
};

/** The voice endpoints as the server answers them; `fail` makes one of them fail with its French message. */
function voiceApi(fail?: { endpoint: "transcribe" | "analyse" | "apply"; status: number; message: string }) {
  const failing = (endpoint: string) => {
    if (fail?.endpoint === endpoint) throw new ApiError(fail.status, fail.message);
  };
  return fakeApiClient({
    "GET /api/voice": () => ({ transcription: true, analysis: null }),
    "POST /api/voice/transcribe": () => {
      failing("transcribe");
      return { transcript: spoken };
    },
    "POST /api/voice/analyse": () => {
      failing("analyse");
      return analysis;
    },
    "POST /api/voice/apply": ({ body }) => {
      failing("apply");
      return {
        saved: {
          transcript: body.transcript,
          path: body.path ?? null,
          analysis,
          analysed_at: "2026-11-25T10:00:00.000Z",
          applied: { skills: body.skills ?? [], languages: [], target_title: body.target_title ?? null },
        },
        skills: ["Git", ...(body.skills ?? [])],
        languages: (body.languages ?? []).map(({ language, level }) => (level ? `${language} (${level})` : language)),
        target_title: body.target_title ?? null,
        rome_code: body.target_title ? "M1805" : null,
      };
    },
  });
}

const meta = {
  title: "Features/Voice/VoicePresentation",
  component: VoicePresentation,
  tags: ["autodocs"],
  parameters: { layout: "padded", a11y: { test: "error" } },
  args: {
    api: voiceApi().api,
    userId,
    transcription: false,
    uploadRecording: fn(async () => `${userId}/presentation-1.webm`),
    onApplied: fn(),
  },
  decorators: [
    (Story) => (
      <QueryClientProvider client={createQueryClient()}>
        <div className="max-w-3xl">
          <Story />
        </div>
      </QueryClientProvider>
    ),
  ],
} satisfies Meta<typeof VoicePresentation>;

export default meta;
type Story = StoryObj<typeof meta>;

const typeAndAnalyse = async (canvas: ReturnType<typeof within>) => {
  const text = canvas.getByRole("textbox", { name: "Texte de votre présentation" });
  await userEvent.click(text);
  await userEvent.paste(spoken);
  await userEvent.click(canvas.getByRole("button", { name: "Analyser" }));
  await expect(await canvas.findByRole("heading", { name: "3. Ce que disent vos mots" })).toBeVisible();
};

/** No speech provider (the embedded default): the screen says so, the candidate types, analyses, applies. */
export const TypedWithoutProvider: Story = {
  beforeEach: granted,
  args: { api: voiceApi().api },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Transcription automatique indisponible ici")).toBeVisible();
    await expect(canvas.getByText("Seuls les mots sont analysés")).toBeVisible();
    await expect(canvas.getByText(/Jamais votre voix, votre ton, vos émotions ni votre personnalité/)).toBeVisible();
    await typeAndAnalyse(canvas);
    await expect(canvas.getByRole("checkbox", { name: "React" })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "TypeScript" })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "Anglais" })).toBeChecked();
    await expect(canvas.getByRole("textbox", { name: "Métier recherché" })).toHaveValue(
      "Développeur / Développeuse web",
    );
    await expect(canvas.getByText(/trop courte \(17 mots\)/)).toBeVisible();
    // Untick TypeScript, add a skill, then apply.
    await userEvent.click(canvas.getByRole("checkbox", { name: "TypeScript" }));
    await userEvent.type(canvas.getByRole("textbox", { name: "Autre compétence" }), "Node.js{Enter}");
    await expect(canvas.getByRole("checkbox", { name: "Node.js" })).toBeChecked();
    await userEvent.click(canvas.getByRole("button", { name: "Appliquer à mon profil" }));
    await expect(await canvas.findByText("Votre profil est à jour.")).toBeVisible();
    await expect(args.onApplied).toHaveBeenCalled();
  },
};

/** With a provider: record, stop, the recording is sent and its transcript fills the text. */
export const TranscribedByProvider: Story = {
  beforeEach: granted,
  args: { transcription: true, api: voiceApi().api },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText("Transcription automatique indisponible ici")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer ma présentation" }));
    await userEvent.click(await canvas.findByRole("button", { name: "Arrêter l'enregistrement" }));
    await expect(await canvas.findByLabelText("Écouter votre enregistrement")).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole("textbox", { name: "Texte de votre présentation" })).toHaveValue(spoken),
    );
    await expect(args.uploadRecording).toHaveBeenCalledWith(expect.any(Blob));
    await expect(canvas.getByText("Enregistrement envoyé et transcrit : relisez le texte ci-dessous.")).toBeVisible();
  },
};

/** What the review sends: the ticked skills and languages (with the level chosen), the edited trade. */
export const ReviewAndApply: Story = {
  beforeEach: granted,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeAndAnalyse(canvas);
    await userEvent.click(canvas.getByRole("combobox", { name: "Niveau en Anglais" }));
    await userEvent.click(await within(document.body).findByRole("option", { name: "C1 — Autonome" }));
    const title = canvas.getByRole("textbox", { name: "Métier recherché" });
    await userEvent.clear(title);
    await userEvent.type(title, "Développeuse front-end");
    await userEvent.click(canvas.getByRole("button", { name: "Appliquer à mon profil" }));
    const success = await canvas.findByText("Votre profil est à jour.");
    await expect(success).toBeVisible();
    await expect(canvas.getByText(/Anglais \(C1\)/)).toBeVisible();
    await expect(canvas.getByText(/Métier recherché : Développeuse front-end/)).toBeVisible();
  },
};

/**
 * With the ROME families: under the trade sought, the family the server files it under; the one
 * picked with « Changer » goes with the title. Unticking the title hides the line and sends neither.
 */
const tradeLineApi = voiceApi();
export const TradeLine: Story = {
  beforeEach: granted,
  args: { trades: fakeTradeServices, api: tradeLineApi.api },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeAndAnalyse(canvas);
    await waitFor(() => expect(canvas.getByText("Études et développement informatique (M1805)")).toBeVisible(), {
      timeout: 5000,
    });
    await userEvent.click(canvas.getByRole("button", { name: "Changer" }));
    await userEvent.type(canvas.getByRole("combobox", { name: "Choisir le métier" }), "maîtrise d'ouvrage");
    await userEvent.click(
      await canvas.findByRole("option", { name: "Conseil et maîtrise d'ouvrage en systèmes d'information (M1806)" }),
    );
    await userEvent.click(canvas.getByRole("button", { name: "Appliquer à mon profil" }));
    await canvas.findByText("Votre profil est à jour.");
    const applied = tradeLineApi.calls.filter((call) => call.endpoint === "POST /api/voice/apply").at(-1);
    await expect(applied?.request).toMatchObject({
      body: { target_title: "Développeur / Développeuse web", rome_code: "M1806" },
    });
  },
};

/** The microphone refused: a French alert, and the typed path stays open. */
export const MicrophoneRefused: Story = {
  beforeEach: refusedWith("NotAllowedError"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer ma présentation" }));
    await expect(await canvas.findByText("Accès au micro refusé")).toBeVisible();
    await expect(canvas.getByText(/Pas de micro \? Écrivez simplement votre présentation/)).toBeVisible();
    await typeAndAnalyse(canvas);
  },
};

/** Nothing to analyse yet: the field says so. */
export const EmptyTranscript: Story = {
  beforeEach: granted,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Analyser" }));
    await expect(
      await canvas.findByText("Écrivez ou enregistrez votre présentation avant de l'analyser."),
    ).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Texte de votre présentation" })).toHaveFocus();
  },
};

/** The transcription service failed: its French message, and the text can still be typed. */
export const TranscriptionFails: Story = {
  beforeEach: granted,
  args: {
    transcription: true,
    api: voiceApi({
      endpoint: "transcribe",
      status: 502,
      message:
        "Le service de transcription n'a pas pu traiter votre enregistrement. Réessayez, ou saisissez le texte de votre présentation.",
    }).api,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer ma présentation" }));
    await userEvent.click(await canvas.findByRole("button", { name: "Arrêter l'enregistrement" }));
    await expect(await canvas.findByText("La transcription a échoué.")).toBeVisible();
    await expect(canvas.getByText(/n'a pas pu traiter votre enregistrement/)).toBeVisible();
  },
};

/** The upload failed: retry it, or type the text. */
export const UploadFails: Story = {
  beforeEach: granted,
  args: {
    transcription: true,
    uploadRecording: fn(async () => {
      throw new Error("réseau");
    }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer ma présentation" }));
    await userEvent.click(await canvas.findByRole("button", { name: "Arrêter l'enregistrement" }));
    await expect(await canvas.findByText("L'envoi de l'enregistrement a échoué.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Réessayer" }));
    await waitFor(() => expect(args.uploadRecording).toHaveBeenCalledTimes(2));
  },
};

/** The storage refused the recording with advice of its own (the account's storage is full): shown as it is. */
export const UploadRefusedStorageFull: Story = {
  beforeEach: granted,
  args: {
    transcription: true,
    uploadRecording: fn(async () => {
      throw new VoiceUploadError(
        "Votre espace de stockage est plein (50 fichiers et 100 Mo au plus par compte) : ce fichier n'a pas été enregistré. Supprimez un fichier dont vous n'avez plus besoin, puis réessayez.",
      );
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer ma présentation" }));
    await userEvent.click(await canvas.findByRole("button", { name: "Arrêter l'enregistrement" }));
    await expect(await canvas.findByText("L'envoi de l'enregistrement a échoué.")).toBeVisible();
    await expect(canvas.getByText(/^Votre espace de stockage est plein/)).toBeVisible();
    await expect(canvas.queryByText(/Vérifiez votre connexion/)).toBeNull();
  },
};

/** Applying failed: the server's French message, nothing changed. */
export const ApplyFails: Story = {
  beforeEach: granted,
  args: {
    api: voiceApi({
      endpoint: "apply",
      status: 400,
      message: "Votre profil compterait trop de compétences (50 au plus).",
    }).api,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeAndAnalyse(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Appliquer à mon profil" }));
    await expect(await canvas.findByText("Votre profil n'a pas été modifié.")).toBeVisible();
    await expect(canvas.getByText("Votre profil compterait trop de compétences (50 au plus).")).toBeVisible();
  },
};

/** The API this story's screen calls, to read what it sent. */
const recorded = voiceApi();

/** Sent to the server: the review's choices as `POST /api/voice/apply` takes them. */
export const SentChoices: Story = {
  beforeEach: granted,
  args: { api: recorded.api },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeAndAnalyse(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Appliquer à mon profil" }));
    await canvas.findByText("Votre profil est à jour.");
    const apply = recorded.calls.findLast((call) => call.endpoint === "POST /api/voice/apply")?.request as {
      body: ApplyVoiceRequest;
    };
    await expect(apply.body).toEqual({
      transcript: spoken,
      skills: ["TypeScript", "React"],
      languages: [{ language: "Anglais", level: "Courant" }],
      target_title: "Développeur / Développeuse web",
    });
  },
};
