// Voice presentation: recording, transcript, content analysis: the endpoints this feature adds to the API contract (see ../../api/contract.ts).

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- endpoints are added as the feature grows
export interface VoiceEndpoints {}

/** This feature's endpoints that need no token. */
export const voicePublicEndpoints: readonly string[] = [];
