import { randomUUID } from "node:crypto";

import type { Context } from "hono";
import { z } from "zod/mini";

import { identityClaims, nextTurnIn, sendConfirmationLink, supersedePendingSignups } from "./email-links.ts";
import { AuthFailure, isFailure, readJsonBody, respondFailure, validationFailure } from "./errors.ts";
import { createFlowState, pkceFields, pkceOf } from "./flow-state.ts";
import { clientInfo, rateLimited, type AuthDeps } from "./options.ts";
import { hashPassword, isTooLong, tooLongMessage, type PasswordPolicy } from "./passwords.ts";
import { allowedRedirect } from "./redirects.ts";
import { emailSchema, findUserByEmail, insertUser, loadUserJson, type UserJson } from "./users.ts";

/** user_metadata travels in every access token: keep it small. */
export const maxMetadataBytes = 8 * 1024;

export const metadataSchema = z
  .record(z.string(), z.unknown(), "Le champ « data » doit être un objet.")
  .check(
    z.refine(
      (data) => Buffer.byteLength(JSON.stringify(data)) <= maxMetadataBytes,
      `Le champ « data » ne doit pas dépasser ${maxMetadataBytes / 1024} Ko.`,
    ),
  );

const signupBody = z.object({
  email: z.nullish(z.string()),
  phone: z.nullish(z.string()),
  password: z.nullish(z.string("Le mot de passe doit être une chaîne.")),
  data: z.nullish(metadataSchema),
  ...pkceFields,
});

/**
 * Validates a new password as GoTrue does: too long is 400 validation_failed, weak is 422
 * weak_password with the project policy's reasons and its French message.
 */
export async function checkNewPassword(policy: PasswordPolicy, password: string, email: string | null | undefined) {
  if (isTooLong(password)) {
    return new AuthFailure(400, "validation_failed", tooLongMessage);
  }
  const weakness = await policy(password, email ?? null);
  if (weakness) {
    return new AuthFailure(422, "weak_password", weakness.message, { details: { weak_password: weakness } });
  }
  return undefined;
}

/**
 * GoTrue's answer for an address that already has a confirmed account (e-mail confirmation on):
 * a made-up user with no identities, so the answer does not tell whether the account exists, and
 * no e-mail. supabase-js callers detect it by `user.identities.length === 0`.
 */
function obfuscatedUser(email: string, data: Record<string, unknown>): UserJson {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: "authenticated",
    role: "",
    email,
    phone: "",
    confirmation_sent_at: now,
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

/** The answer to a sign-up that may not be mailed yet, in GoTrue's code, with when to retry. */
export function signupTooSoon(waitSeconds: number) {
  const wait = `${waitSeconds} seconde${waitSeconds > 1 ? "s" : ""}`;
  return new AuthFailure(
    429,
    "over_email_send_rate_limit",
    `Un e-mail de confirmation vient d'être envoyé à cette adresse. Par sécurité, réessayez de vous inscrire dans ${wait} : un nouvel e-mail vous sera alors envoyé.`,
    { headers: { "retry-after": String(waitSeconds) } },
  );
}

/**
 * POST /signup with e-mail confirmation on: creates the account unconfirmed, without a password,
 * e-mails a confirmation link bound to this sign-up (its password and data) and answers the bare
 * user (no session). An unconfirmed address signing up again gets a link of its own, bound to its
 * own password; the links already sent keep theirs. Whichever link is followed first decides the
 * account's password, and the other pending sign-ups are dropped: signing up first with someone
 * else's address gains nothing once its owner confirms their own sign-up. (GoTrue keeps the first
 * sign-up's password instead, and confirming any link activates it.)
 *
 * A sign-up within `emailFrequencySeconds` of the last confirmation e-mail cannot be mailed: it
 * supersedes every pending sign-up (their links answer as expired ones) and is answered 429
 * over_email_send_rate_limit with the seconds to wait, as GoTrue answers it, so its author signs
 * up again then and gets a link of their own. Whoever signed up before, even again and again, is
 * left with no link that works: the only link a person can open activates the password of the
 * latest sign-up, never one chosen by someone who signed up with their address before them.
 */
export function signupHandler(deps: AuthDeps) {
  const { ctx, limits, counters } = deps;
  return async (c: Context) => {
    const client = clientInfo(c);
    const wait = await counters.signUpByIp.take(client.ip);
    if (wait) return respondFailure(c, rateLimited(wait));

    const raw = await readJsonBody(c);
    if (isFailure(raw)) return respondFailure(c, raw);
    const body = signupBody.safeParse(raw);
    if (!body.success) return respondFailure(c, validationFailure(body.error));
    const { password, phone, data } = body.data;
    if (phone && !body.data.email) {
      return respondFailure(
        c,
        new AuthFailure(422, "phone_provider_disabled", "L'inscription par téléphone n'est pas activée."),
      );
    }
    if (!password) {
      return respondFailure(c, new AuthFailure(400, "validation_failed", "L'inscription exige un mot de passe."));
    }
    const email = emailSchema.safeParse(body.data.email ?? "");
    const weak = await checkNewPassword(deps.passwordPolicy, password, email.data);
    if (weak) return respondFailure(c, weak);
    if (!email.success) return respondFailure(c, validationFailure(email.error));
    const pkce = pkceOf(body.data);
    if (isFailure(pkce)) return respondFailure(c, pkce);
    const redirectTo = allowedRedirect(ctx.config, c.req.query("redirect_to"), "signup");
    const metadata = data ?? {};

    // Hashed for every request, existing account or not, so timing does not reveal which.
    const passwordHash = await hashPassword(password);
    const register = () =>
      ctx.db.transaction(async (tx) => {
        const existing = await findUserByEmail(tx, email.data, { forUpdate: true });
        if (existing?.email_confirmed_at) return obfuscatedUser(email.data, metadata);
        const account =
          existing ??
          (await insertUser(tx, {
            email: email.data,
            passwordHash: null,
            emailConfirmed: false,
            userMetadata: metadata,
          }));
        const sent = await sendConfirmationLink(
          tx,
          ctx.config,
          { id: account.id, email: email.data },
          {
            signup: { passwordHash, metadata },
            redirectTo,
            pkce: Boolean(pkce),
            frequencySeconds: limits.emailFrequencySeconds,
          },
        );
        if (!sent) {
          await supersedePendingSignups(tx, account.id, { password, metadata });
          return signupTooSoon(await nextTurnIn(tx, account.id, "signup", limits.emailFrequencySeconds));
        }
        // The flow starts only with an e-mail that carries it: the link names the latest flow.
        if (pkce) await createFlowState(tx, account.id, "email/signup", pkce);
        const fresh = await loadUserJson(tx, (await findUserByEmail(tx, email.data))!);
        // The account's data is the confirmed sign-up's; this caller sees the data they sent.
        const claims = Object.fromEntries(
          Object.entries(fresh.user_metadata).filter(([key]) => identityClaims.includes(key)),
        );
        return { ...fresh, user_metadata: { ...metadata, ...claims } };
      });
    let user: UserJson | AuthFailure;
    try {
      user = await register();
    } catch (error) {
      // Two sign-ups for one new address at once: the unique index let one through; the other
      // now finds the account and proceeds as a repeated sign-up.
      if ((error as { code?: unknown }).code !== "23505") throw error;
      user = await register();
    }
    return isFailure(user) ? respondFailure(c, user) : c.json(user);
  };
}
