import { describe, expect, it } from "vitest";

import {
  checkPassword,
  isPasswordTooLong,
  loadCommonPasswords,
  maxPasswordBytes,
  minPasswordLength,
  passwordWeakness,
} from "./password-policy.ts";

describe("the password policy (SP 800-63B), shared by the forms and the server", () => {
  it("refuses common and breached passwords whatever their case", async () => {
    for (const password of [
      "Passw0rd",
      "password123",
      "azertyuiop",
      "AZERTY123",
      "Soleil123",
      "doudou123",
      "fuse2026",
    ]) {
      expect(await checkPassword(password), password).toEqual({
        message: expect.stringMatching(/^Ce mot de passe est trop courant/),
        reasons: ["pwned"],
      });
    }
  });

  it("ships a list with the usual suspects, French ones and the product's name included", async () => {
    const list = await loadCommonPasswords();
    expect(list.size).toBeGreaterThan(2000);
    for (const entry of ["123456789", "password", "azerty", "motdepasse", "soleil", "doudou", "loulou", "fuse"]) {
      expect(list.has(entry), entry).toBe(true);
    }
    expect(await loadCommonPasswords()).toBe(list);
  });

  it("sets length bounds only: at least 8 characters, at most 72 bytes (64 characters and more)", async () => {
    expect(minPasswordLength).toBe(8);
    expect(maxPasswordBytes).toBeGreaterThanOrEqual(64);
    expect(await checkPassword("k7#Qz!")).toEqual({
      message: "Le mot de passe doit compter au moins 8 caractères.",
      reasons: ["length"],
    });
    expect(await checkPassword("azerty")).toMatchObject({ reasons: ["length", "pwned"] });
    expect(await checkPassword("fuse-demo-2026")).toBeNull();
    expect(await checkPassword("tout en minuscules")).toBeNull();
    const passphrase = "un chat gris dort sur le rebord de la fenêtre sous le doux soleil";
    expect(isPasswordTooLong(passphrase)).toBe(false);
    expect(await checkPassword(passphrase)).toBeNull();
    expect(isPasswordTooLong("x".repeat(72))).toBe(false);
    expect(isPasswordTooLong("x".repeat(73))).toBe(true);
    expect(isPasswordTooLong("é".repeat(37))).toBe(true);
  });

  it("refuses the account's address and its local part", async () => {
    const email = "Camille.Martin@exemple.fr";
    for (const password of ["camille.martin@exemple.fr", " CAMILLE.MARTIN@EXEMPLE.FR", "camille.martin"]) {
      expect(await checkPassword(password, { email }), password).toEqual({
        message: "Le mot de passe ne doit pas reprendre votre adresse e-mail.",
        reasons: ["email"],
      });
    }
    expect(await checkPassword("camille.martin.2026", { email })).toBeNull();
  });

  it("checks synchronously once the list is at hand", async () => {
    const commonPasswords = await loadCommonPasswords();
    expect(passwordWeakness("motdepasse", { commonPasswords })?.reasons).toEqual(["pwned"]);
    expect(passwordWeakness("une phrase de passe", { commonPasswords })).toBeNull();
  });
});
