/**
 * Phoenix channel messages as realtime-js (supabase-js 2.119) speaks them: with `vsn=2.0.0` (its
 * default) a frame is the JSON array `[join_ref, ref, topic, event, payload]`; with `vsn=1.0.0` a
 * JSON object `{join_ref, ref, topic, event, payload}`.
 */
export type Vsn = "1.0.0" | "2.0.0";

export interface Message {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

const isRef = (value: unknown): value is string | null => value === null || typeof value === "string";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The message in a text frame, or undefined when it is not one. */
export function decode(text: string, vsn: Vsn): Message | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  let parts: unknown[];
  if (vsn === "2.0.0") {
    if (!Array.isArray(value) || value.length !== 5) return undefined;
    parts = value;
  } else {
    if (!isObject(value)) return undefined;
    parts = [value.join_ref ?? null, value.ref ?? null, value.topic, value.event, value.payload];
  }
  const [joinRef, ref, topic, event, payload] = parts;
  if (!isRef(joinRef) || !isRef(ref) || typeof topic !== "string" || typeof event !== "string") return undefined;
  return { joinRef, ref, topic, event, payload: isObject(payload) ? payload : {} };
}

export function encode(message: Message, vsn: Vsn): string {
  const { joinRef, ref, topic, event, payload } = message;
  return JSON.stringify(
    vsn === "2.0.0" ? [joinRef, ref, topic, event, payload] : { join_ref: joinRef, ref, topic, event, payload },
  );
}
