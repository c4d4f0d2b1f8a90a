import type { Context } from "hono";
import { z } from "zod/mini";

import type { Sql } from "@fuse/server-core/db/database.ts";

import { applyEmailChange, consumeEmailChangeToken } from "./email-change.ts";
import { consumeLinkToken, dropPendingSignups, pkcePrefix, type LinkType } from "./email-links.ts";
import { AuthFailure, isFailure, readJsonBody, respondFailure, validationFailure } from "./errors.ts";
import { issueAuthCode, type FlowMethod } from "./flow-state.ts";
import { clientInfo, type AuthDeps } from "./options.ts";
import { allowedRedirect } from "./redirects.ts";
import { issueSession, type ClientInfo } from "./sessions.ts";
import { activateSignup, confirmEmail, findUserById, isBanned } from "./users.ts";

/** Verification types this stand-in knows, and which e-mail tokens each may consume. */
const verifyTypes = {
  signup: ["signup"],
  invite: ["signup"],
  recovery: ["recovery"],
  magiclink: ["recovery"],
  email: ["signup", "recovery"],
} as const satisfies Record<string, readonly LinkType[]>;

type VerifyType = keyof typeof verifyTypes | "email_change";

const verifyType = z.enum(
  [...Object.keys(verifyTypes), "email_change"] as unknown as [VerifyType, ...VerifyType[]],
  "Type de vérification non pris en charge (signup, recovery, magiclink, invite, email ou email_change).",
);

/** GoTrue's answer to the first of the two links of a change of address. */
export const emailChangePendingMessage =
  "Lien accepté. Ouvrez maintenant le lien envoyé à l'autre adresse pour terminer le changement.";

const postBody = z.object({
  type: verifyType,
  token_hash: z.nullish(z.string("Le token_hash doit être une chaîne.").check(z.maxLength(512))),
  token: z.nullish(z.string()),
  email: z.nullish(z.string()),
  phone: z.nullish(z.string()),
});

const getQuery = z.object({
  type: verifyType,
  token: z
    .string("La vérification exige un jeton.")
    .check(z.minLength(1, "La vérification exige un jeton."), z.maxLength(512)),
});

const invalidLink = () => new AuthFailure(403, "otp_expired", "Le lien de l'e-mail est invalide ou a expiré.");

/**
 * Consumes the token and applies what it proves: a signup token confirms the address and makes the
 * password of the sign-up it was sent for the account's; a recovery token signs in (and confirms
 * an address still unconfirmed, as GoTrue does, without making any sign-up's password the
 * account's). Either way, once the address is confirmed every other pending sign-up is dropped.
 */
async function applyToken(
  sql: Sql,
  token: string,
  type: VerifyType,
): Promise<AuthFailure | { userId: string; linkType: LinkType | "email_change"; pending?: true }> {
  if (type === "email_change") return applyEmailChangeToken(sql, token);
  const consumed = await consumeLinkToken(sql, token, [...verifyTypes[type]]);
  if (!consumed) return invalidLink();
  const user = await findUserById(sql, consumed.userId);
  if (!user) return invalidLink();
  if (isBanned(user)) return new AuthFailure(403, "user_banned", "Ce compte est suspendu.");
  if (!user.email_confirmed_at) {
    if (consumed.signup) await activateSignup(sql, user.id, consumed.signup);
    await confirmEmail(sql, user.id);
    await dropPendingSignups(sql, user.id);
  }
  return { userId: user.id, linkType: consumed.type };
}

/**
 * One of the two links of a change of address: the first only says to follow the other; the
 * second makes the new address the account's, unless another account took it meanwhile.
 */
async function applyEmailChangeToken(sql: Sql, token: string) {
  const step = await consumeEmailChangeToken(sql, token);
  if (!step) return invalidLink();
  const user = await findUserById(sql, step.userId);
  if (!user) return invalidLink();
  if (isBanned(user)) return new AuthFailure(403, "user_banned", "Ce compte est suspendu.");
  if (!step.done) return { userId: user.id, linkType: "email_change" as const, pending: true as const };
  if (!(await applyEmailChange(sql, user.id, step.newEmail))) {
    return new AuthFailure(422, "email_exists", "Un compte existe déjà avec cette adresse e-mail.");
  }
  return { userId: user.id, linkType: "email_change" as const };
}

const flowMethod = (linkType: LinkType | "email_change"): FlowMethod =>
  linkType === "email_change" ? "email_change" : linkType === "signup" ? "email/signup" : "recovery";

/** GoTrue's error redirect: in the fragment, and in the query too for a PKCE link. */
function errorRedirect(target: string, failure: AuthFailure, pkce: boolean) {
  const url = new URL(target);
  const params = new URLSearchParams();
  params.set("error", failure.status === 403 ? "access_denied" : "invalid_request");
  params.set("error_code", failure.code);
  params.set("error_description", failure.message);
  if (pkce) for (const [name, value] of params) url.searchParams.set(name, value);
  params.set("sb", "");
  url.hash = params.toString();
  return url.toString();
}

async function verifyLink(
  sql: Sql,
  deps: AuthDeps,
  token: string,
  type: VerifyType,
  target: string,
  client: ClientInfo,
) {
  const applied = await applyToken(sql, token, type);
  if (isFailure(applied)) return applied;
  const url = new URL(target);
  if (applied.pending) {
    url.hash = new URLSearchParams({ message: emailChangePendingMessage, sb: "" }).toString();
    return url.toString();
  }
  if (token.startsWith(pkcePrefix)) {
    // PKCE: the browser gets a one-time code; only the holder of the verifier can exchange it.
    const code = await issueAuthCode(sql, applied.userId, flowMethod(applied.linkType));
    if (!code) return new AuthFailure(404, "flow_state_not_found", "Aucun flux PKCE associé à ce lien.");
    url.searchParams.set("code", code);
    return url.toString();
  }
  // Implicit flow: the session rides in the fragment, which browsers never send to a server.
  const session = await issueSession(sql, deps.ctx.jwt, applied.userId, "otp", client);
  const fragment = new URLSearchParams({
    access_token: session.access_token,
    token_type: session.token_type,
    expires_in: String(session.expires_in),
    expires_at: String(session.expires_at),
    refresh_token: session.refresh_token,
    type,
    sb: "",
  });
  url.hash = fragment.toString();
  return url.toString();
}

/**
 * GET /verify — the link in the e-mail, opened by a browser (no apikey, as Supabase's gateway
 * leaves it open). Always answers 303: to `redirect_to` with the session in the fragment
 * (implicit flow) or `?code=` (PKCE), or with GoTrue's error parameters.
 */
export function verifyGetHandler(deps: AuthDeps) {
  return async (c: Context) => {
    const landing = c.req.query("type") === "recovery" ? "recovery" : "signup";
    const target = allowedRedirect(deps.ctx.config, c.req.query("redirect_to"), landing);
    const query = getQuery.safeParse({ type: c.req.query("type"), token: c.req.query("token") });
    const pkce = (c.req.query("token") ?? "").startsWith(pkcePrefix);
    if (!query.success) return c.redirect(errorRedirect(target, validationFailure(query.error), pkce), 303);
    const client = clientInfo(c);
    const result = await deps.ctx.db
      .transaction(async (tx) => {
        const outcome = await verifyLink(tx, deps, query.data.token, query.data.type, target, client);
        // A failure after the token was consumed must not consume it: undo by throwing.
        if (isFailure(outcome)) throw outcome;
        return outcome;
      })
      .catch((error: unknown) => {
        if (isFailure(error)) return error;
        throw error;
      });
    c.header("cache-control", "no-store");
    return c.redirect(isFailure(result) ? errorRedirect(target, result, pkce) : result, 303);
  };
}

/**
 * POST /verify with {type, token_hash} (supabase-js verifyOtp): the same check as the link, for
 * apps that route the e-mail to their own page; answers a session. E-mailed six-digit codes
 * ({email, token}) are not sent by this stand-in.
 */
export function verifyPostHandler(deps: AuthDeps) {
  return async (c: Context) => {
    const raw = await readJsonBody(c);
    if (isFailure(raw)) return respondFailure(c, raw);
    const body = postBody.safeParse(raw);
    if (!body.success) return respondFailure(c, validationFailure(body.error));
    const { type, token_hash: tokenHash, token } = body.data;
    if (token && !tokenHash) {
      return respondFailure(
        c,
        new AuthFailure(
          400,
          "validation_failed",
          "Les codes à six chiffres ne sont pas pris en charge : utilisez token_hash.",
        ),
      );
    }
    if (!tokenHash || token) {
      return respondFailure(c, new AuthFailure(400, "validation_failed", "La vérification exige un token_hash."));
    }
    const client = clientInfo(c);
    const result = await deps.ctx.db
      .transaction(async (tx) => {
        const applied = await applyToken(tx, tokenHash, type);
        if (isFailure(applied)) throw applied;
        if (applied.pending) return { msg: emailChangePendingMessage };
        return issueSession(tx, deps.ctx.jwt, applied.userId, "otp", client);
      })
      .catch((error: unknown) => {
        if (isFailure(error)) return error;
        throw error;
      });
    return isFailure(result) ? respondFailure(c, result) : c.json(result);
  };
}
