import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";

import type { ApiResponse } from "@fuse/domain/api/contract";
import { preRegistrationSchema, type PreRegistration } from "@fuse/domain/pre-registration/schema";
import type { RouteModule, ServerContext } from "@fuse/server-core/context.ts";
import type { Sql } from "@fuse/server-core/db/database.ts";
import { sendEmail } from "@fuse/server-core/email/outbox.ts";
import { closeConnectionAfter } from "@fuse/server-core/http/close-connection.ts";
import { anonClaims } from "@fuse/server-core/jwt.ts";

import { adminAddresses } from "../admin/addresses.ts";
import { preRegistrationNoticeEmail } from "../email/pre-registration.ts";
import { perAddressLimit } from "../http/rate-limit.ts";
import type { FieldLabels } from "../http/validation.ts";
import { validated } from "../http/validator.ts";
import { isNafSubclass } from "./naf.ts";

/** A person may correct and send the form again a few times; a script may not fill the table. */
export const preRegistrationsPerHour = 10;
/** The form is a few short fields: anything larger is not a pre-registration. */
export const maxPreRegistrationBytes = 16 * 1024;

export const companyExistsMessage =
  "Entreprise déjà enregistrée : un compte existe déjà pour cette entreprise (même SIRET ou même SIREN).";

const labels: FieldLabels = {
  company_name: "Nom de l'entreprise",
  siret: "SIRET",
  sector: "Secteur d'activité",
  size: "Effectif",
  address: "Adresse",
  city: "Ville",
  postal_code: "Code postal",
  lat: "Latitude",
  lng: "Longitude",
  contact_name: "Personne à contacter",
  email: "Adresse e-mail",
  phone: "Téléphone",
  consent: "Consentement",
};

/** Tells the administrators of a new pre-registration (once: not again when it is sent again). */
async function notifyAdministrators(tx: Sql, base: string, registration: PreRegistration) {
  for (const admin of await adminAddresses(tx)) {
    await sendEmail(tx, preRegistrationNoticeEmail(admin, base, registration));
  }
}

/**
 * `POST /api/pre-registrations`: a company's pre-registration (`/pre-inscription`), without an
 * account. A company that already has one is answered 409 `{exists: true}` and nothing is stored;
 * else the row is recorded (or refreshed, when the same person sends it again) and the
 * administrators are told; the person is invited to sign up once an administrator approves it.
 */
export function preRegistrationRoutes(
  ctx: ServerContext,
  { perHour = preRegistrationsPerHour }: { perHour?: number } = {},
): RouteModule {
  const routes = new Hono();
  // The limit comes before validation: refused requests count too.
  routes.use(
    "/pre-registrations",
    perAddressLimit(
      ctx.db,
      "pre-registrations",
      perHour,
      60 * 60,
      (wait) => `Trop de demandes envoyées en peu de temps : réessayez dans ${Math.ceil(wait / 60)} min.`,
    ),
  );
  routes.use(
    "/pre-registrations",
    bodyLimit({
      maxSize: maxPreRegistrationBytes,
      onError: (c) => {
        closeConnectionAfter(c);
        return c.json({ error: "Requête trop volumineuse (16 Ko au plus)." }, 413);
      },
    }),
  );

  routes.post("/pre-registrations", validated("json", preRegistrationSchema, labels), async (c) => {
    const registration = c.req.valid("json");
    if (!(await isNafSubclass(registration.sector))) {
      return c.json({ error: "Choisissez le secteur d'activité dans la liste.", field: "sector" }, 400);
    }
    const exists = await ctx.db.asRole(anonClaims, async (tx) => {
      const { rows } = await tx.query<{ exists: boolean }>("select public.company_account_exists($1) as exists", [
        registration.siret,
      ]);
      return rows[0]?.exists === true;
    });
    if (exists) return c.json({ error: companyExistsMessage, exists: true, field: "siret" }, 409);

    const base = ctx.config.publicUrl.replace(/\/+$/, "");
    // As the database owner, through the one function that may write there: it recognises a second
    // sending, which the visitor's own rights (insert only, read nothing) could not.
    await ctx.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string; created: boolean }>(
        "select id, created from public.submit_pre_registration($1::jsonb)",
        [JSON.stringify(registration)],
      );
      // Queued in the outbox in every mode: SMTP delivers it when configured (hosted mode must send).
      if (rows[0]!.created) await notifyAdministrators(tx, base, registration);
    });
    c.header("cache-control", "no-store");
    return c.json(
      { status: "received", email: registration.email } satisfies ApiResponse<"POST /api/pre-registrations">,
      201,
    );
  });

  return { path: "/api", routes };
}
