// Voice presentation: recording, transcript, content analysis.
export type { VoiceEndpoints } from "./api/contract.ts";
