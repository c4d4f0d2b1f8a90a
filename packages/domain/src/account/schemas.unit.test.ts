import { describe, expect, it } from "vitest";

import { forgotPasswordSchema, loginSchema, resetPasswordSchema, signUpSchema } from "./schemas.ts";

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

const valid = {
  firstName: " Camille ",
  lastName: "Martin",
  email: " Camille.Martin@Exemple.FR ",
  password: "Bonjour2026",
  passwordConfirmation: "Bonjour2026",
};

describe("account schemas", () => {
  it("accept a complete sign-up, trimmed and with the address in lower case", async () => {
    const result = await signUpSchema.safeParseAsync(valid);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ firstName: "Camille", email: "camille.martin@exemple.fr" });
  });

  it("explain the password policy in French: length, common passwords, the address, no composition rule", async () => {
    const check = async (password: string, email = valid.email) =>
      messagesOf(await signUpSchema.safeParseAsync({ ...valid, email, password, passwordConfirmation: password }))
        .password;
    expect(await check("Court1")).toBe("Le mot de passe doit compter au moins 8 caractères.");
    for (const common of ["Passw0rd", "password123", "azertyuiop", "Soleil123", "motdepasse", "fuse2026"]) {
      expect(await check(common), common).toMatch(/^Ce mot de passe est trop courant/);
    }
    expect(await check("camille.martin@exemple.fr")).toBe(
      "Le mot de passe ne doit pas reprendre votre adresse e-mail.",
    );
    expect(await check("Camille.Martin")).toBe("Le mot de passe ne doit pas reprendre votre adresse e-mail.");
    // No composition rule: lower case only, no digit, is fine; so is the demo accounts' password.
    expect(await check("toutenminuscule")).toBeUndefined();
    expect(await check("fuse-demo-2026")).toBeUndefined();
    const passphrase = "un chat gris dort sur le rebord de la fenêtre sous le doux soleil";
    expect([...passphrase]).toHaveLength(65);
    expect(await check(passphrase)).toBeUndefined();
    expect(await check("x".repeat(73))).toBe(
      "Le mot de passe ne peut pas dépasser 72 caractères (un peu moins avec des accents).",
    );
  });

  it("refuse mismatched confirmations, empty names and malformed addresses", async () => {
    expect(messagesOf(await signUpSchema.safeParseAsync({ ...valid, passwordConfirmation: "Bonjour2027" }))).toEqual({
      passwordConfirmation: "Les deux mots de passe ne correspondent pas.",
    });
    expect(
      messagesOf(await signUpSchema.safeParseAsync({ ...valid, firstName: "   ", lastName: "", email: "camille@" })),
    ).toEqual({
      firstName: "Saisissez votre prénom.",
      lastName: "Saisissez votre nom.",
      email: "Saisissez une adresse e-mail valide, par exemple camille@exemple.fr.",
    });
    expect(messagesOf(forgotPasswordSchema.safeParse({ email: "" })).email).toBe("Saisissez votre adresse e-mail.");
    expect(
      messagesOf(await resetPasswordSchema.safeParseAsync({ password: "Bonjour2026", passwordConfirmation: "x" })),
    ).toEqual({
      passwordConfirmation: "Les deux mots de passe ne correspondent pas.",
    });
  });

  it("let any non-empty password try to sign in (accounts may predate the policy)", () => {
    expect(loginSchema.safeParse({ email: "candidat@fuse.test", password: "fuse-demo-2026" }).success).toBe(true);
    expect(messagesOf(loginSchema.safeParse({ email: "candidat@fuse.test", password: "" }))).toEqual({
      password: "Saisissez votre mot de passe.",
    });
  });
});
