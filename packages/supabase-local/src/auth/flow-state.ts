import { createHash } from "node:crypto";

import { z } from "zod/mini";

import type { Sql } from "@fuse/server-core/db/database.ts";

import { AuthFailure } from "./errors.ts";
import { digest, randomToken, safeEqual } from "./secrets.ts";

/** What a PKCE flow was started for: GoTrue's authentication methods for e-mail links. */
export type FlowMethod = "email/signup" | "recovery" | "email_change";

/** An auth code must be exchanged within 5 minutes of being issued (GoTrue's flow state expiry). */
export const authCodeSeconds = 300;

/**
 * The PKCE parameters of a request: both or neither (GoTrue's validatePKCEParams). supabase-js
 * sends `null` for both outside the PKCE flow.
 */
export const pkceFields = {
  code_challenge: z.pipe(
    z.pipe(
      z.nullish(z.string()),
      z.transform((value: string | null | undefined) => value || undefined),
    ),
    z.optional(
      z
        .string()
        .check(
          z.minLength(43, "Le code_challenge doit compter entre 43 et 128 caractères."),
          z.maxLength(128, "Le code_challenge doit compter entre 43 et 128 caractères."),
          z.regex(
            /^[a-zA-Z0-9._~-]+$/,
            "Le code_challenge ne peut contenir que lettres, chiffres, « - », « . », « _ » et « ~ ».",
          ),
        ),
    ),
  ),
  code_challenge_method: z.pipe(
    z.pipe(
      z.nullish(z.string()),
      z.transform((value: string | null | undefined) => value?.toLowerCase() || undefined),
    ),
    z.optional(z.enum(["s256", "plain"], "Le code_challenge_method doit valoir « s256 » ou « plain ».")),
  ),
};

export interface Pkce {
  codeChallenge: string;
  codeChallengeMethod: "s256" | "plain";
}

/** The PKCE pair of parsed fields, or a failure when only one of the two was given. */
export function pkceOf(fields: {
  code_challenge?: string | undefined;
  code_challenge_method?: "s256" | "plain" | undefined;
}): Pkce | undefined | AuthFailure {
  const { code_challenge: codeChallenge, code_challenge_method: codeChallengeMethod } = fields;
  if (!codeChallenge && !codeChallengeMethod) return undefined;
  if (!codeChallenge || !codeChallengeMethod) {
    return new AuthFailure(400, "validation_failed", "Le flux PKCE exige code_challenge et code_challenge_method.");
  }
  return { codeChallenge, codeChallengeMethod };
}

/** Records the challenge; the e-mail link sent in the same transaction completes the flow. */
export async function createFlowState(sql: Sql, userId: string, method: FlowMethod, pkce: Pkce) {
  await sql.query(
    `insert into auth.flow_state (user_id, code_challenge, code_challenge_method, authentication_method)
     values ($1, $2, $3, $4)`,
    [userId, pkce.codeChallenge, pkce.codeChallengeMethod, method],
  );
}

/**
 * Issues the auth code of the user's latest flow of this kind, when its e-mail link is followed.
 * Undefined when there is none (a PKCE link without its flow).
 */
export async function issueAuthCode(sql: Sql, userId: string, method: FlowMethod) {
  const code = randomToken(24);
  const { rowCount } = await sql.query(
    `update auth.flow_state set auth_code = $3, auth_code_issued_at = now(), updated_at = now()
      where id = (select id from auth.flow_state where user_id = $1 and authentication_method = $2
                   order by created_at desc limit 1)`,
    [userId, method, digest(code)],
  );
  return rowCount ? code : undefined;
}

interface FlowStateRow {
  id: string;
  user_id: string;
  code_challenge: string;
  code_challenge_method: "s256" | "plain";
  authentication_method: FlowMethod;
  expired: boolean;
}

/** The S256 transform of RFC 7636: BASE64URL(SHA256(verifier)). */
const s256 = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");

/**
 * Consumes an auth code against its verifier (grant_type=pkce). The flow state is deleted on a
 * match, so a code works once. Unlike GoTrue, whose clock starts when the flow starts, the five
 * minutes run from when the link was followed: a confirmation e-mail opened an hour later works.
 */
export async function exchangeAuthCode(sql: Sql, authCode: string, codeVerifier: string) {
  const { rows } = await sql.query<FlowStateRow>(
    `select id, user_id, code_challenge, code_challenge_method, authentication_method,
            auth_code_issued_at < now() - make_interval(secs => $2) as expired
       from auth.flow_state where auth_code = $1 for update`,
    [digest(authCode), authCodeSeconds],
  );
  const flow = rows[0];
  if (!flow) {
    return new AuthFailure(404, "flow_state_not_found", "Flux PKCE invalide : aucun flux valide trouvé pour ce code.");
  }
  if (flow.expired) {
    await sql.query(`delete from auth.flow_state where id = $1`, [flow.id]);
    return new AuthFailure(422, "flow_state_expired", "Flux PKCE invalide : le code a expiré.");
  }
  const expected = flow.code_challenge_method === "s256" ? s256(codeVerifier) : codeVerifier;
  if (!safeEqual(expected, flow.code_challenge)) {
    return new AuthFailure(
      400,
      "bad_code_verifier",
      "Le code_verifier ne correspond pas au code_challenge enregistré.",
    );
  }
  await sql.query(`delete from auth.flow_state where id = $1`, [flow.id]);
  return { userId: flow.user_id, method: flow.authentication_method };
}
