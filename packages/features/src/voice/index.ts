// Voice presentation: recording, transcript, content analysis.
export * from "@fuse/domain/voice/contract";
export { voiceKeys } from "./api/keys.ts";
export { useAnalyseVoiceMutation, useApplyVoiceMutation, useTranscribeMutation, voiceQueries } from "./api/queries.ts";
export { VoicePresentation, VoiceUploadError, type VoicePresentationProps } from "./components/voice-presentation.tsx";
export {
  analyseTranscript,
  countWords,
  formatDuration,
  splitSentences,
  tradePhrases,
} from "@fuse/domain/voice/analyse";
