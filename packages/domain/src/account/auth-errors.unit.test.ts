import {
  AuthApiError,
  AuthRetryableFetchError,
  AuthSessionMissingError,
  AuthWeakPasswordError,
} from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";

import { authErrorMessage, networkErrorMessage, unavailableMessage, unexpectedMessage } from "./auth-errors.ts";

// Errors built with supabase-js's own classes, as its auth client raises them from GoTrue's answers.
const api = (code: string, status = 400) => new AuthApiError("GoTrue message", status, code);

describe("authErrorMessage", () => {
  it.each([
    ["invalid_credentials", "Adresse e-mail ou mot de passe incorrect."],
    ["email_not_confirmed", /pas encore confirmée/],
    ["user_already_exists", /Un compte existe déjà/],
    ["over_request_rate_limit", /Trop de tentatives/],
    ["over_email_send_rate_limit", /Trop d'e-mails/],
    ["same_password", /différent de l'ancien/],
    ["otp_expired", /n'est plus valide/],
    ["flow_state_not_found", /navigateur où vous avez fait la demande/],
    ["session_not_found", /session a expiré/],
    ["user_banned", /suspendu/],
  ])("says %s in French", (code, expected) => {
    const message = authErrorMessage(api(code));
    if (typeof expected === "string") expect(message).toBe(expected);
    else expect(message).toMatch(expected);
  });

  it("says when an e-mail may be asked for again, from GoTrue's English or the embedded server's French", () => {
    const expected =
      "Un e-mail vient déjà d'être envoyé à cette adresse. Par sécurité, réessayez dans 42 secondes : un nouvel e-mail vous sera alors envoyé.";
    const hosted = new AuthApiError(
      "For security purposes, you can only request this after 42 seconds.",
      429,
      "over_email_send_rate_limit",
    );
    expect(authErrorMessage(hosted)).toBe(expected);
    const embedded = new AuthApiError(
      "Un e-mail de confirmation vient d'être envoyé à cette adresse. Par sécurité, réessayez de vous inscrire dans 42 secondes : un nouvel e-mail vous sera alors envoyé.",
      429,
      "over_email_send_rate_limit",
    );
    expect(authErrorMessage(embedded)).toBe(expected);
    expect(authErrorMessage(new AuthApiError("after 1 seconds", 429, "over_email_send_rate_limit"))).toMatch(
      /réessayez dans 1 seconde :/,
    );
    // The project's hourly e-mail limit says no time: the general sentence.
    expect(authErrorMessage(new AuthApiError("email rate limit exceeded", 429, "over_email_send_rate_limit"))).toMatch(
      /Trop d'e-mails/,
    );
  });

  it("gives the weak password's reasons", () => {
    expect(authErrorMessage(new AuthWeakPasswordError("weak", 422, ["length", "characters"]))).toBe(
      "Ce mot de passe est trop faible : il faut au moins 8 caractères et au moins une minuscule, une majuscule et un chiffre.",
    );
    expect(authErrorMessage(new AuthWeakPasswordError("weak", 422, ["characters"]))).toBe(
      "Ce mot de passe est trop faible : il faut au moins une minuscule, une majuscule et un chiffre.",
    );
    // The embedded server's reasons under the shared policy.
    expect(authErrorMessage({ code: "weak_password", reasons: ["pwned", "email"] })).toBe(
      "Ce mot de passe est trop faible : il faut un mot de passe qui ne figure pas dans des fuites de données connues et un mot de passe différent de votre adresse e-mail.",
    );
    expect(authErrorMessage({ code: "weak_password" })).toMatch(/trop faible\. Choisissez/);
  });

  it("tells a network failure from a server failure", () => {
    expect(authErrorMessage(new AuthRetryableFetchError("Failed to fetch", 0))).toBe(networkErrorMessage);
    expect(authErrorMessage(new TypeError("Failed to fetch"))).toBe(networkErrorMessage);
    expect(authErrorMessage(new AuthRetryableFetchError("Bad gateway", 502))).toBe(unavailableMessage);
    expect(authErrorMessage(api("unexpected_failure", 500))).toBe(unavailableMessage);
    expect(authErrorMessage(new AuthApiError("slow down", 429, undefined))).toMatch(/Trop de tentatives/);
  });

  it("reads a missing session and never shows English or nothing", () => {
    expect(authErrorMessage(new AuthSessionMissingError())).toMatch(/session a expiré/);
    for (const odd of [null, undefined, "boom", 42, {}, api("made_up_code", 400)]) {
      expect(authErrorMessage(odd)).toBe(unexpectedMessage);
    }
  });
});
