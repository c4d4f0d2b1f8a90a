// Stories' microphone: `getUserMedia` as each story needs it and a MediaRecorder that hands back a
// silent WAV, so the stories run the same everywhere (no device, no permission prompt).
/** A silent mono WAV of `seconds`: what the fake recorder hands back, so the player has a real duration. */
export function silentWav(seconds = 1, rate = 8000) {
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
export function stubMicrophone(getUserMedia: (() => Promise<MediaStream>) | null) {
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

export const granted = () => stubMicrophone(async () => new MediaStream());
export const refusedWith = (name: string) => () =>
  stubMicrophone(() => Promise.reject(new DOMException("Permission refusée", name)));
