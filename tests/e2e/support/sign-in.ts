// Signing in as a person does, on the « Connexion » screen, for the tests of signing in; and a
// context given the session the app's client keeps after it, for tests of what comes after.
import { createServerClient } from "@supabase/ssr";
import type { BrowserContext, Page } from "playwright-core";

import { sessionCookieOptions } from "../../../apps/platform/src/session/supabase.ts";
import { publishedConfig } from "./servers.ts";

/** The password of every demo account the seed creates (README, demo accounts). */
export const demoPassword = "fuse-demo-2026";

/** Fills the sign-in form the page shows with `email` and `password`, and sends it. */
export async function submitSignIn(page: Page, email: string, password = demoPassword) {
  await page.getByRole("textbox", { name: "Adresse e-mail" }).fill(email);
  await page.getByLabel(/^Mot de passe\*?$/).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
}

export interface SignInOptions {
  /** Default: the demo accounts' password. */
  password?: string;
  /** The address the sign-in wall sent the person from (`?redirectFrom=`), where they go back. */
  redirectFrom?: string;
  /** The path the sign-in leads to, waited for when given. */
  landing?: RegExp;
}

/** Opens `/login` on `baseUrl`, signs in and, given `landing`, waits for the path it leads to. */
export async function signIn(page: Page, baseUrl: string, email: string, options: SignInOptions = {}) {
  const from = options.redirectFrom === undefined ? "" : `?redirectFrom=${encodeURIComponent(options.redirectFrom)}`;
  await page.goto(`${baseUrl}/login${from}`);
  await submitSignIn(page, email, options.password);
  const { landing } = options;
  if (landing) await page.waitForURL((url) => landing.test(url.pathname));
}

/**
 * Signs `email` in through the auth API and gives `context` the session cookies the app's own client
 * writes at sign-in (@supabase/ssr with the app's cookie options): a test of a signed-in screen
 * opens it at once, as a returning user does. « Connexion » itself is walked by the tests of signing
 * in (account.e2e.test.ts and the journeys).
 */
export async function signInContext(context: BrowserContext, baseUrl: string, email: string, password = demoPassword) {
  const config = await publishedConfig(baseUrl);
  const jar = new Map<string, string>();
  const supabase = createServerClient(config.supabaseUrl, config.supabaseAnonKey, {
    cookieOptions: sessionCookieOptions,
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => {
        for (const { name, value } of cookies) {
          if (value) jar.set(name, value);
          else jar.delete(name);
        }
      },
    },
  });
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
  if (jar.size === 0) throw new Error(`signInContext: no session cookie was written for ${email}`);
  await context.addCookies([...jar].map(([name, value]) => ({ name, value, url: baseUrl, sameSite: "Lax" as const })));
}

/** Opens `path` on `baseUrl` as `email`, signed in as a returning user is (`signInContext`). */
export async function openSignedIn(page: Page, baseUrl: string, email: string, path: string, password = demoPassword) {
  await signInContext(page.context(), baseUrl, email, password);
  await page.goto(`${baseUrl}${path}`);
}
