import type { Context } from "hono";
import { z } from "zod/mini";

import { sessionsEnded } from "@fuse/server-core/auth/live-sessions.ts";

import { authenticate } from "./authenticate.ts";
import { sendEmailChangeLinks } from "./email-change.ts";
import { dropPendingSignups } from "./email-links.ts";
import { AuthFailure, isFailure, readJsonBody, respondFailure, validationFailure } from "./errors.ts";
import { createFlowState, pkceFields, pkceOf } from "./flow-state.ts";
import type { AuthDeps } from "./options.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { allowedRedirect } from "./redirects.ts";
import { endSessions } from "./sessions.ts";
import { checkNewPassword, metadataSchema } from "./signup.ts";
import { emailSchema, findUserByEmail, loadUserJson, normalizeEmail, userColumns, type UserRow } from "./users.ts";

const updateBody = z.object({
  email: z.nullish(z.string("L'adresse e-mail doit être une chaîne.")),
  phone: z.nullish(z.string()),
  password: z.nullish(z.string("Le mot de passe doit être une chaîne.")),
  nonce: z.nullish(z.string()),
  data: z.nullish(metadataSchema),
  app_metadata: z.optional(z.unknown()),
  ...pkceFields,
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
 * secure password change off. A new e-mail address is confirmed twice, as with GoTrue's
 * double_confirm_changes: a link to the current address and one to the new (`redirect_to` in the
 * query, PKCE when the body carries a code challenge); the answer shows it as `new_email` until
 * both are followed. Changing the phone is not supported.
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
    let newEmail: string | undefined;
    if (email && normalizeEmail(email) !== normalizeEmail(caller.user.email ?? "")) {
      const parsed = emailSchema.safeParse(email);
      if (!parsed.success) return respondFailure(c, validationFailure(parsed.error));
      newEmail = parsed.data;
    }
    const pkce = pkceOf(body.data);
    if (isFailure(pkce)) return respondFailure(c, pkce);
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

    const ended: string[] = [];
    const updated = await ctx.db
      .transaction(async (tx) => {
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
          ended.push(...(await endSessions(tx, user.id, caller.sessionId, "others")));
        }
        if (newEmail) {
          if (await findUserByEmail(tx, newEmail)) {
            throw new AuthFailure(422, "email_exists", "Un compte existe déjà avec cette adresse e-mail.");
          }
          const sent = await sendEmailChangeLinks(tx, ctx.config, { id: user.id, email: user.email ?? "" }, newEmail, {
            redirectTo: allowedRedirect(ctx.config, c.req.query("redirect_to"), "signup"),
            pkce: Boolean(pkce),
            frequencySeconds: deps.limits.emailFrequencySeconds,
          });
          if (!sent) {
            throw new AuthFailure(
              429,
              "over_email_send_rate_limit",
              "Un e-mail vient d'être envoyé : patientez une minute avant d'en demander un autre.",
            );
          }
          if (pkce) await createFlowState(tx, user.id, "email_change", pkce);
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
        const json = await loadUserJson(tx, user);
        const { rows: pending } = await tx.query<{ email_change: string | null; email_change_sent_at: Date | null }>(
          "select email_change, email_change_sent_at from auth.users where id = $1",
          [user.id],
        );
        const change = pending[0];
        return change?.email_change
          ? { ...json, new_email: change.email_change, email_change_sent_at: change.email_change_sent_at }
          : json;
      })
      .catch((error: unknown) => {
        // A refusal undoes the whole update (thrown, so the transaction rolls back).
        if (isFailure(error)) return error;
        throw error;
      });
    if (isFailure(updated)) return respondFailure(c, updated);
    sessionsEnded(ctx.db, ended);
    return c.json(updated);
  };
}
