import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { en } from "zod/locales";
import { z } from "zod/mini";

/** The API version supabase-js asks for and that this stand-in speaks (error bodies carry `code`). */
export const apiVersion = "2024-01-01";
export const apiVersionHeader = "X-Supabase-Api-Version";

/** GoTrue's error codes that this stand-in answers (a subset of supabase/auth's errorcode.go). */
export type AuthErrorCode =
  | "bad_code_verifier"
  | "bad_json"
  | "bad_jwt"
  | "email_exists"
  | "email_not_confirmed"
  | "flow_state_expired"
  | "flow_state_not_found"
  | "invalid_credentials"
  | "no_authorization"
  | "not_admin"
  | "otp_expired"
  | "over_email_send_rate_limit"
  | "over_request_rate_limit"
  | "phone_provider_disabled"
  | "refresh_token_already_used"
  | "refresh_token_not_found"
  | "same_password"
  | "session_not_found"
  | "unexpected_failure"
  | "user_banned"
  | "user_not_found"
  | "validation_failed"
  | "weak_password";

/**
 * An expected failure, returned (not thrown) up to the route, which answers it in GoTrue's shape.
 * `details` are extra top-level fields, such as `weak_password: { reasons }`.
 */
export class AuthFailure {
  readonly status: ContentfulStatusCode;
  readonly code: AuthErrorCode;
  readonly message: string;
  readonly details: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(
    status: ContentfulStatusCode,
    code: AuthErrorCode,
    message: string,
    options: { details?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    this.status = status;
    this.code = code;
    this.message = message;
    this.details = options.details ?? {};
    this.headers = options.headers ?? {};
  }
}

export const isFailure = (value: unknown): value is AuthFailure => value instanceof AuthFailure;

/**
 * Answers a failure as GoTrue does for API version 2024-01-01 (`code` is the error code string,
 * `message` the text), plus the older fields (`error_code`, `msg`) so any client version reads it.
 */
export function respondFailure(c: Context, failure: AuthFailure) {
  for (const [name, value] of Object.entries(failure.headers)) c.header(name, value);
  c.header("x-sb-error-code", failure.code);
  return c.json(
    {
      code: failure.code,
      error_code: failure.code,
      msg: failure.message,
      message: failure.message,
      ...failure.details,
    },
    failure.status,
  );
}

// A field with no French message of its own (a `phone` that is not a text) is answered with zod's
// message, in English as classic zod configured itself on first use: zod/mini loads no locale.
z.config(en());

/** A body that failed its zod schema: 400 validation_failed with the first French message. */
export function validationFailure(error: z.core.$ZodError) {
  return new AuthFailure(400, "validation_failed", error.issues[0]?.message ?? "Requête invalide.");
}

/** Reads a JSON object body; an empty body counts as `{}`, as GoTrue's decoder allows. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return new AuthFailure(400, "bad_json", "Le corps de la requête n'est pas du JSON valide.");
  }
}
