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
  it("accept a complete sign-up, trimmed and with the address in lower case", () => {
    const result = signUpSchema.safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ firstName: "Camille", email: "camille.martin@exemple.fr" });
  });

  it("explain each rule of the password policy in French", () => {
    const check = (password: string) =>
      messagesOf(signUpSchema.safeParse({ ...valid, password, passwordConfirmation: password })).password;
    expect(check("Court1")).toBe("Le mot de passe doit compter au moins 8 caractères.");
    expect(check("toutenminuscule1")).toBe("Le mot de passe doit contenir au moins une lettre majuscule.");
    expect(check("TOUTENMAJUSCULE1")).toBe("Le mot de passe doit contenir au moins une lettre minuscule.");
    expect(check("SansChiffreDuTout")).toBe("Le mot de passe doit contenir au moins un chiffre.");
    expect(check(`Aa1${"x".repeat(70)}`)).toBe("Le mot de passe ne peut pas dépasser 72 caractères.");
  });

  it("refuse mismatched confirmations, empty names and malformed addresses", () => {
    expect(messagesOf(signUpSchema.safeParse({ ...valid, passwordConfirmation: "Bonjour2027" }))).toEqual({
      passwordConfirmation: "Les deux mots de passe ne correspondent pas.",
    });
    expect(messagesOf(signUpSchema.safeParse({ ...valid, firstName: "   ", lastName: "", email: "camille@" }))).toEqual(
      {
        firstName: "Saisissez votre prénom.",
        lastName: "Saisissez votre nom.",
        email: "Saisissez une adresse e-mail valide, par exemple camille@exemple.fr.",
      },
    );
    expect(messagesOf(forgotPasswordSchema.safeParse({ email: "" })).email).toBe("Saisissez votre adresse e-mail.");
    expect(messagesOf(resetPasswordSchema.safeParse({ password: "Bonjour2026", passwordConfirmation: "x" }))).toEqual({
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
