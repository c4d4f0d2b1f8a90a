import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";

import { VoiceRecorder } from "./voice-recorder";

/** A silent mono WAV of `seconds`: what the fake recorder hands back, so the player has a real duration. */
function silentWav(seconds = 1, rate = 8000) {
  const samples = Math.round(seconds * rate);
  const buffer = new ArrayBuffer(44 + samples * 2);
  const view = new DataView(buffer);
  const text = (offset: number, value: string) =>
    [...value].forEach((char, index) => view.setUint8(offset + index, char.charCodeAt(0)));
  text(0, "RIFF");
  view.setUint32(4, 36 + samples * 2, true);
  text(8, "WAVE");
  text(12, "fmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, "data");
  view.setUint32(40, samples * 2, true);
  return new Blob([buffer], { type: "audio/wav" });
}

/** Stands in for MediaRecorder: records nothing, hands back a silent WAV when stopped. */
class FakeMediaRecorder {
  static isTypeSupported = () => false;
  state: "inactive" | "recording" = "inactive";
  mimeType = "audio/wav";
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: (() => void) | null = null;
  start() {
    this.state = "recording";
  }
  stop() {
    if (this.state === "inactive") return;
    this.state = "inactive";
    this.ondataavailable?.({ data: silentWav() });
    this.onstop?.();
  }
}

/**
 * Replaces the microphone for one story: `getUserMedia` as given (or no `mediaDevices` at all) and
 * the fake recorder; returns what puts the browser's back, as Storybook's `beforeEach` expects.
 */
function stubMicrophone(getUserMedia: (() => Promise<MediaStream>) | null) {
  const recorder = window.MediaRecorder;
  Object.defineProperty(navigator, "mediaDevices", {
    configurable: true,
    value: getUserMedia ? { getUserMedia } : undefined,
  });
  window.MediaRecorder = FakeMediaRecorder as unknown as typeof MediaRecorder;
  return () => {
    delete (navigator as { mediaDevices?: unknown }).mediaDevices;
    window.MediaRecorder = recorder;
  };
}

const granted = () => stubMicrophone(async () => new MediaStream());
const refusedWith = (name: string) => () =>
  stubMicrophone(() => Promise.reject(new DOMException("Permission refusée", name)));

const meta = {
  title: "Forms/VoiceRecorder",
  component: VoiceRecorder,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  args: {
    "aria-label": "Présentation vocale",
    onRecorded: fn(),
    onReset: fn(),
    onUnavailable: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-full max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VoiceRecorder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before recording: one button, reached by keyboard, and how long one may speak. */
export const Idle: Story = {
  beforeEach: granted,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Parlez jusqu'à 2 minutes/)).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Enregistrer ma présentation" })).toHaveFocus();
  },
};

/** Record, see the time go, stop, listen back, record again — by keyboard. */
export const RecordListenAndRedo: Story = {
  beforeEach: granted,
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const stop = await canvas.findByRole("button", { name: "Arrêter l'enregistrement" });
    await waitFor(() => expect(stop).toHaveFocus());
    await expect(canvas.getByText("Temps écoulé :")).toBeVisible();
    await expect(canvas.getByText("Temps restant :")).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("Enregistrement en cours, 2 minutes au plus.");
    await userEvent.keyboard("{Enter}");
    const player = await canvas.findByLabelText("Écouter votre enregistrement");
    await expect(player).toHaveAttribute("src", expect.stringMatching(/^blob:/));
    await expect(args.onRecorded).toHaveBeenCalledWith(expect.any(Blob), expect.any(Number));
    await expect(canvas.getByRole("status")).toHaveTextContent(/^Enregistrement terminé/);
    await userEvent.click(canvas.getByRole("button", { name: "Réenregistrer" }));
    await expect(args.onReset).toHaveBeenCalled();
    await expect(await canvas.findByRole("button", { name: "Arrêter l'enregistrement" })).toBeVisible();
  },
};

/** It stops by itself at `maxSeconds`. */
export const StopsAtTheLimit: Story = {
  beforeEach: granted,
  args: { maxSeconds: 1 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer ma présentation" }));
    await expect(await canvas.findByLabelText("Écouter votre enregistrement", {}, { timeout: 4000 })).toBeVisible();
    await expect(args.onRecorded).toHaveBeenCalledTimes(1);
  },
};

/** The browser (or the person) refused the microphone: a French alert, and the page is told. */
export const MicrophoneRefused: Story = {
  beforeEach: refusedWith("NotAllowedError"),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer ma présentation" }));
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent(/Accès au micro refusé/);
    await expect(alert).toHaveTextContent(/écrire votre présentation/);
    await expect(args.onUnavailable).toHaveBeenCalledWith("denied");
    await expect(canvas.getByRole("button", { name: "Réessayer" })).toBeVisible();
  },
};

export const NoMicrophone: Story = {
  beforeEach: refusedWith("NotFoundError"),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer ma présentation" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(/Aucun micro détecté/);
    await expect(args.onUnavailable).toHaveBeenCalledWith("absent");
  },
};

/** A browser without `navigator.mediaDevices` (or MediaRecorder) cannot record at all. */
export const BrowserCannotRecord: Story = {
  beforeEach: () => stubMicrophone(null),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer ma présentation" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(/Enregistrement impossible dans ce navigateur/);
    await expect(args.onUnavailable).toHaveBeenCalledWith("unsupported");
  },
};
