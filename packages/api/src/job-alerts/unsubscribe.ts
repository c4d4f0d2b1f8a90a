import { paths } from "@fuse/domain/vocabulary/paths";
import { safeHtml } from "@fuse/html";
import type { Database } from "@fuse/server-core/db/database.ts";

/** A small French page for the e-mail's link, readable without the app. */
export function unsubscribePage(title: string, message: string, home: string) {
  const page = safeHtml`<!doctype html>
<html lang="fr">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${title} · Fuse</title>
  <style>
    body { font-family: system-ui, sans-serif; color: #1f1f24; margin: 0; padding: 48px 16px; background: #faf8fb; }
    main { max-width: 32rem; margin: 0 auto; background: #fff; border-radius: 12px; padding: 24px; border: 1px solid #e6e1e8; }
    h1 { font-size: 1.4rem; margin: 0 0 12px; }
    a { color: #7a3f7b; }
  </style>
</head>
<body>
  <main>
    <h1>${title}</h1>
    <p>${message}</p>
    <p><a href="${home}">Gérer mes recherches enregistrées</a></p>
  </main>
</body>
</html>`;
  return String(page);
}

const tokenShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Turns off the alert whose unsubscribe token this is, as the server (the token is the proof:
 * the link was sent to the search's owner alone). Its name, or undefined for an unknown token.
 */
export async function unsubscribe(db: Database, token: string): Promise<string | undefined> {
  if (!tokenShape.test(token)) return undefined;
  const { rows } = await db.query<{ name: string }>(
    "update public.saved_searches set alerts = false where unsubscribe_token = $1 returning name",
    [token],
  );
  return rows[0]?.name;
}

export const unsubscribeHome = (publicUrl: string) => `${publicUrl.replace(/\/+$/, "")}${paths.candidate.jobs}`;
