import type { Context } from "hono";
import { z } from "zod/mini";

import { sessionsEnded } from "@fuse/server-core/auth/live-sessions.ts";

import { authenticate } from "./authenticate.ts";
import { isFailure, respondFailure, validationFailure } from "./errors.ts";
import type { AuthDeps } from "./options.ts";
import { endSessions } from "./sessions.ts";

const scopeSchema = z._default(
  z.enum(["global", "local", "others"], "La portée de déconnexion doit valoir « global », « local » ou « others »."),
  "global",
);

/**
 * POST /logout?scope=global|local|others: ends the caller's sessions; their refresh tokens go
 * with them and their access tokens are refused from then on (session_not_found). 204, as GoTrue.
 */
export function logoutHandler(deps: AuthDeps) {
  return async (c: Context) => {
    const scope = scopeSchema.safeParse(c.req.query("scope") || undefined);
    if (!scope.success) return respondFailure(c, validationFailure(scope.error));
    const caller = await authenticate(c, deps.ctx);
    if (isFailure(caller)) return respondFailure(c, caller);
    const ended = await deps.ctx.db.transaction((tx) => endSessions(tx, caller.user.id, caller.sessionId, scope.data));
    // Committed: this server refuses their access tokens from now on, wherever they are shown.
    sessionsEnded(deps.ctx.db, ended);
    return c.body(null, 204);
  };
}
