import type { Context } from "hono";
import { z } from "zod";

import { authenticate } from "./authenticate.ts";
import { dropPendingSignups } from "./email-links.ts";
import { AuthFailure, isFailure, readJsonBody, respondFailure, validationFailure } from "./errors.ts";
import type { AuthDeps } from "./options.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { endSessions } from "./sessions.ts";
import { checkNewPassword, metadataSchema } from "./signup.ts";
import { loadUserJson, normalizeEmail, userColumns, type UserRow } from "./users.ts";

const updateBody = z.object({
  email: z.string("L'adresse e-mail doit être une chaîne.").nullish(),
  phone: z.string().nullish(),
  password: z.string("Le mot de passe doit être une chaîne.").nullish(),
  nonce: z.string().nullish(),
  data: metadataSchema.nullish(),
  app_metadata: z.unknown().optional(),
});

/** GET /user: the caller's user object, after GoTrue's token and session checks. */
export function getUserHandler(deps: AuthDeps) {
  return async (c: Context) => {
    const caller = await authenticate(c, deps.ctx);
    if (isFailure(caller)) return respondFailure(c, caller);
    return c.json(await loadUserJson(deps.ctx.db, caller.user));
  };
}

/**
 * PUT /user (supabase-js updateUser): a new password (policy checked, not the old one; other
 * sessions end, as GoTrue's UpdatePassword does) and user_metadata changes merged key by key (a
 * null value removes the key). No reauthentication is required, as in a Supabase project with
 * secure password change off. Changing the e-mail address or the phone is not supported.
 */
export function updateUserHandler(deps: AuthDeps) {
  const { ctx } = deps;
  return async (c: Context) => {
    const caller = await authenticate(c, ctx);
    if (isFailure(caller)) return respondFailure(c, caller);
    const raw = await readJsonBody(c);
    if (isFailure(raw)) return respondFailure(c, raw);
    const body = updateBody.safeParse(raw);
    if (!body.success) return respondFailure(c, validationFailure(body.error));
    const { email, phone, password, data, app_metadata: appMetadata } = body.data;

    if (appMetadata !== undefined && appMetadata !== null) {
      return respondFailure(
        c,
        new AuthFailure(403, "not_admin", "Modifier app_metadata exige les droits d'administration."),
      );
    }
    if (email && normalizeEmail(email) !== normalizeEmail(caller.user.email ?? "")) {
      return respondFailure(
        c,
        new AuthFailure(422, "validation_failed", "Le changement d'adresse e-mail n'est pas pris en charge."),
      );
    }
    if (phone) {
      return respondFailure(
        c,
        new AuthFailure(422, "phone_provider_disabled", "Les numéros de téléphone ne sont pas pris en charge."),
      );
    }
    let passwordHash: string | undefined;
    if (password) {
      const weak = await checkNewPassword(deps.passwordPolicy, password, caller.user.email);
      if (weak) return respondFailure(c, weak);
      if (await verifyPassword(password, caller.user.encrypted_password)) {
        return respondFailure(
          c,
          new AuthFailure(422, "same_password", "Le nouveau mot de passe doit être différent de l'ancien."),
        );
      }
      passwordHash = await hashPassword(password);
    }

    const updated = await ctx.db.transaction(async (tx) => {
      let user: UserRow = caller.user;
      if (passwordHash) {
        // A new password voids pending e-mail links and every other session, as in GoTrue.
        const { rows } = await tx.query<UserRow>(
          `update auth.users
              set encrypted_password = $2, confirmation_token = null, confirmation_sent_at = null,
                  recovery_token = null, recovery_sent_at = null, updated_at = now()
            where id = $1 returning ${userColumns}`,
          [user.id, passwordHash],
        );
        user = rows[0]!;
        await dropPendingSignups(tx, user.id);
        await endSessions(tx, user.id, caller.sessionId, "others");
      }
      if (data) {
        const removed = Object.keys(data).filter((key) => data[key] === null);
        const kept = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== null));
        const { rows } = await tx.query<UserRow>(
          `update auth.users
              set raw_user_meta_data = (coalesce(raw_user_meta_data, '{}'::jsonb) - $2::text[]) || $3::jsonb,
                  updated_at = now()
            where id = $1 returning ${userColumns}`,
          [user.id, removed, JSON.stringify(kept)],
        );
        user = rows[0]!;
      }
      return loadUserJson(tx, user);
    });
    return c.json(updated);
  };
}
