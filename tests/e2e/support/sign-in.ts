// Signing in as a person does, on the « Connexion » screen: the one form every browser test goes
// through to reach a signed-in screen.
import type { Page } from "playwright-core";

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
