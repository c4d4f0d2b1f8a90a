import type { Context } from "hono";
import { z } from "zod/mini";

import { sessionsEnded } from "@fuse/server-core/auth/live-sessions.ts";

import { latestPendingPassword } from "./email-links.ts";
import { AuthFailure, isFailure, readJsonBody, respondFailure, validationFailure } from "./errors.ts";
import { exchangeAuthCode } from "./flow-state.ts";
import { clientInfo, rateLimited, type AuthDeps } from "./options.ts";
import { verifyPassword } from "./passwords.ts";
import { issueSession, refreshSession } from "./sessions.ts";
import { findUserByEmail, isBanned, normalizeEmail } from "./users.ts";

const passwordBody = z.object({
  email: z.nullish(z.string("L'adresse e-mail doit être une chaîne.")),
  phone: z.nullish(z.string()),
  password: z.nullish(z.string("Le mot de passe doit être une chaîne.")),
});

const refreshBody = z.object({
  refresh_token: z
    .string("Le refresh_token doit être une chaîne.")
    .check(z.minLength(1, "Le refresh_token est obligatoire."), z.maxLength(512, "Le refresh_token est invalide.")),
});

const pkceBody = z.object({
  auth_code: z
    .string("Le auth_code doit être une chaîne.")
    .check(z.minLength(1, "Le auth_code et le code_verifier sont obligatoires.")),
  code_verifier: z
    .string("Le code_verifier doit être une chaîne.")
    .check(z.minLength(1, "Le auth_code et le code_verifier sont obligatoires.")),
});

const invalidCredentials = () => new AuthFailure(400, "invalid_credentials", "Identifiants de connexion invalides.");

/**
 * grant_type=password, as GoTrue's ResourceOwnerPasswordGrant: a wrong address and a wrong
 * password answer alike (400 invalid_credentials, after the same scrypt work); a right password
 * on an unconfirmed address answers 400 email_not_confirmed. Limited per IP (every attempt), per
 * IP and account (failures), and per account (failures): past that bound an address that has
 * failed on the account is stopped, but one that has not still gets its password checked, so
 * others' failures never lock the owner out. A browser that carries a device cookie for the
 * account (OWASP's device cookies: it signed in to it before) escapes those limits, and so the
 * owner behind the very address of someone guessing her password still signs in; its cookie has
 * its own bound on failures instead. Every successful sign-in sets a new device cookie.
 */
async function passwordGrant(c: Context, deps: AuthDeps) {
  const { ctx, counters } = deps;
  const client = clientInfo(c);
  const raw = await readJsonBody(c);
  const body = isFailure(raw) ? undefined : passwordBody.safeParse(raw);
  const email = body?.success ? body.data.email : undefined;
  const account = email ? normalizeEmail(email) : undefined;
  const device = account ? await deps.devices.read(c, account) : undefined;
  if (device) {
    const deviceWait = await counters.signInFailuresByDevice.retryAfter(device);
    if (deviceWait) return respondFailure(c, rateLimited(deviceWait));
  } else {
    const ipWait = await counters.signInByIp.take(client.ip);
    if (ipWait) return respondFailure(c, rateLimited(ipWait));
  }

  if (isFailure(raw)) return respondFailure(c, raw);
  if (!body?.success) return respondFailure(c, validationFailure(body!.error));
  const { phone, password } = body.data;
  if (!account) {
    return respondFailure(
      c,
      phone
        ? new AuthFailure(422, "phone_provider_disabled", "La connexion par téléphone n'est pas activée.")
        : new AuthFailure(400, "validation_failed", "L'adresse e-mail est obligatoire."),
    );
  }
  const pair = `${client.ip} ${account}`;
  if (!device) {
    const pairWait = await counters.signInFailuresByIpAndAccount.retryAfter(pair);
    if (pairWait) return respondFailure(c, rateLimited(pairWait));
    const [underAttack, failedHere] = await Promise.all([
      counters.signInFailuresByAccount.retryAfter(account),
      counters.failedFromIpOnAccount.retryAfter(pair),
    ]);
    if (underAttack && failedHere) return respondFailure(c, rateLimited(Math.min(underAttack, failedHere)));
  }

  const user = await findUserByEmail(ctx.db, account);
  // An unconfirmed account has no password yet: the latest sign-up's tells "not confirmed" from "wrong".
  const stored =
    user && !user.email_confirmed_at
      ? ((await latestPendingPassword(ctx.db, user.id)) ?? user.encrypted_password)
      : user?.encrypted_password;
  const valid = await verifyPassword(password ?? "", stored);
  if (!user || !valid) {
    await (device
      ? counters.signInFailuresByDevice.record(device)
      : Promise.all([
          counters.signInFailuresByAccount.record(account),
          counters.signInFailuresByIpAndAccount.record(pair),
          counters.failedFromIpOnAccount.record(pair),
        ]));
    return respondFailure(c, invalidCredentials());
  }
  if (isBanned(user)) return respondFailure(c, new AuthFailure(400, "user_banned", "Ce compte est suspendu."));
  if (!user.email_confirmed_at) {
    return respondFailure(
      c,
      new AuthFailure(400, "email_not_confirmed", "Adresse e-mail non confirmée : ouvrez le lien reçu par e-mail."),
    );
  }
  // The account's count stays: a sign-in of its owner does not reopen it to an ongoing attack. Nor
  // does a sign-in with a device cookie reopen the address's budget to whoever else is behind it.
  if (!device) {
    await Promise.all([counters.signInFailuresByIpAndAccount.reset(pair), counters.failedFromIpOnAccount.reset(pair)]);
  }
  const session = await ctx.db.transaction((tx) => issueSession(tx, ctx.jwt, user.id, "password", client));
  await deps.devices.issue(c, account);
  // GoTrue signs in a valid password that no longer meets the policy, and says so.
  const weakness = await deps.passwordPolicy(password ?? "", user.email ?? null);
  return c.json(weakness ? { ...session, weak_password: weakness } : session);
}

async function refreshTokenGrant(c: Context, deps: AuthDeps) {
  const { ctx, reuseIntervalSeconds } = deps;
  const raw = await readJsonBody(c);
  if (isFailure(raw)) return respondFailure(c, raw);
  const body = refreshBody.safeParse(raw);
  if (!body.success) return respondFailure(c, validationFailure(body.error));
  const ended: string[] = [];
  const result = await ctx.db.transaction((tx) =>
    refreshSession(tx, ctx.jwt, body.data.refresh_token, reuseIntervalSeconds, ctx.config.jwtSecret, (id) =>
      ended.push(id),
    ),
  );
  sessionsEnded(ctx.db, ended);
  return isFailure(result) ? respondFailure(c, result) : c.json(result);
}

/** grant_type=pkce: the auth code from an e-mail link, with the verifier only its requester holds. */
async function pkceGrant(c: Context, deps: AuthDeps) {
  const { ctx } = deps;
  const raw = await readJsonBody(c);
  if (isFailure(raw)) return respondFailure(c, raw);
  const body = pkceBody.safeParse(raw);
  if (!body.success) return respondFailure(c, validationFailure(body.error));
  const client = clientInfo(c);
  const result = await ctx.db.transaction(async (tx) => {
    const flow = await exchangeAuthCode(tx, body.data.auth_code, body.data.code_verifier);
    if (isFailure(flow)) return flow;
    return issueSession(tx, ctx.jwt, flow.userId, flow.method, client);
  });
  return isFailure(result) ? respondFailure(c, result) : c.json(result);
}

/** POST /token?grant_type=password|refresh_token|pkce. */
export function tokenHandler(deps: AuthDeps) {
  return async (c: Context) => {
    switch (c.req.query("grant_type")) {
      case "password":
        return passwordGrant(c, deps);
      case "refresh_token":
        return refreshTokenGrant(c, deps);
      case "pkce":
        return pkceGrant(c, deps);
      default:
        // GoTrue answers an unknown grant with this code and message.
        return respondFailure(c, new AuthFailure(400, "invalid_credentials", "unsupported_grant_type"));
    }
  };
}
