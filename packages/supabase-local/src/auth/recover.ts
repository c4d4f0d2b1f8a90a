import type { Context } from "hono";
import { z } from "zod/mini";

import { sendConfirmationLink, sendRecoveryLink } from "./email-links.ts";
import { AuthFailure, isFailure, readJsonBody, respondFailure, validationFailure } from "./errors.ts";
import { createFlowState, pkceFields, pkceOf } from "./flow-state.ts";
import { clientInfo, rateLimited, type AuthDeps } from "./options.ts";
import { allowedRedirect } from "./redirects.ts";
import { emailSchema, findUserByEmail } from "./users.ts";

const recoverBody = z.object({
  email: z.nullish(z.string("L'adresse e-mail doit être une chaîne.")),
  ...pkceFields,
});

const resendBody = z.object({
  type: z.nullish(z.enum(["signup", "email_change", "sms", "phone_change"], "Le type doit valoir « signup ».")),
  email: z.nullish(z.string("L'adresse e-mail doit être une chaîne.")),
  phone: z.nullish(z.string()),
  ...pkceFields,
});

/**
 * POST /recover (supabase-js resetPasswordForEmail): e-mails a recovery link to an existing
 * account and answers 200 `{}` whether or not the account exists, so the endpoint cannot be used
 * to find out who has an account. Limited per IP; one e-mail per account per minute.
 */
export function recoverHandler(deps: AuthDeps) {
  const { ctx, limits, counters } = deps;
  return async (c: Context) => {
    const wait = await counters.recoverByIp.take(clientInfo(c).ip);
    if (wait) return respondFailure(c, rateLimited(wait));
    const raw = await readJsonBody(c);
    if (isFailure(raw)) return respondFailure(c, raw);
    const body = recoverBody.safeParse(raw);
    if (!body.success) return respondFailure(c, validationFailure(body.error));
    const email = emailSchema.safeParse(body.data.email ?? "");
    if (!email.success) return respondFailure(c, validationFailure(email.error));
    const pkce = pkceOf(body.data);
    if (isFailure(pkce)) return respondFailure(c, pkce);
    const redirectTo = allowedRedirect(ctx.config, c.req.query("redirect_to"), "recovery");

    await ctx.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email.data, { forUpdate: true });
      if (!user) return;
      const sent = await sendRecoveryLink(
        tx,
        ctx.config,
        { id: user.id, email: email.data },
        {
          redirectTo,
          pkce: Boolean(pkce),
          frequencySeconds: limits.emailFrequencySeconds,
        },
      );
      // The flow starts only with an e-mail that carries it: the link names the latest flow.
      if (sent && pkce) await createFlowState(tx, user.id, "recovery", pkce);
    });
    return c.json({});
  };
}

/**
 * POST /resend {type: "signup", email}: a new confirmation link for an account still unconfirmed.
 * Like /recover, it answers 200 `{}` in every case and shares its per-IP limit.
 */
export function resendHandler(deps: AuthDeps) {
  const { ctx, limits, counters } = deps;
  return async (c: Context) => {
    const wait = await counters.recoverByIp.take(clientInfo(c).ip);
    if (wait) return respondFailure(c, rateLimited(wait));
    const raw = await readJsonBody(c);
    if (isFailure(raw)) return respondFailure(c, raw);
    const body = resendBody.safeParse(raw);
    if (!body.success) return respondFailure(c, validationFailure(body.error));
    if (body.data.type !== "signup") {
      return respondFailure(
        c,
        new AuthFailure(
          400,
          "validation_failed",
          "Seul le renvoi de l'e-mail de confirmation (type « signup ») est pris en charge.",
        ),
      );
    }
    const email = emailSchema.safeParse(body.data.email ?? "");
    if (!email.success) return respondFailure(c, validationFailure(email.error));
    const pkce = pkceOf(body.data);
    if (isFailure(pkce)) return respondFailure(c, pkce);
    const redirectTo = allowedRedirect(ctx.config, c.req.query("redirect_to"), "signup");

    await ctx.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email.data, { forUpdate: true });
      if (!user || user.email_confirmed_at) return;
      // A new link for the latest sign-up: the resend proves nothing, so it binds no new password.
      const sent = await sendConfirmationLink(
        tx,
        ctx.config,
        { id: user.id, email: email.data },
        {
          signup: "resend",
          redirectTo,
          pkce: Boolean(pkce),
          frequencySeconds: limits.emailFrequencySeconds,
        },
      );
      // The flow starts only with an e-mail that carries it: the link names the latest flow.
      if (sent && pkce) await createFlowState(tx, user.id, "email/signup", pkce);
    });
    return c.json({});
  };
}
