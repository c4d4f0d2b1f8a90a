import { Hono } from "hono";
import { z } from "zod/mini";

import {
  contactMessageStatuses,
  preRegistrationStatuses,
  type AdminContactMessage,
  type AdminPreRegistration,
  type ContactMessageStatus,
  type PreRegistrationStatus,
} from "@fuse/domain/admin/inbox-contract";
import { contactReplySchema } from "@fuse/domain/admin/schemas";
import type { ApiResponse } from "@fuse/domain/api/contract";
import type { RouteModule, ServerContext } from "@fuse/server-core/context.ts";
import type { Sql } from "@fuse/server-core/db/database.ts";
import { sendEmail } from "@fuse/server-core/email/outbox.ts";

import { contactReplyEmail } from "../email/contact.ts";
import { preRegistrationInvitationEmail } from "../email/pre-registration.ts";
import type { FieldLabels } from "../http/validation.ts";
import { validated } from "../http/validator.ts";
import type { AuthEnv } from "../http/verify.ts";
import { adminTransaction, recordAdminAction, type AdminAction } from "./admin-transaction.ts";
import { adminRouter } from "./guard.ts";
import { adminEmails, idParam, iso, listLabels, listQuery, paging } from "./list-query.ts";

export const contactMessageNotFound = "Message introuvable : il a peut-être été supprimé.";
export const preRegistrationNotFound = "Pré-inscription introuvable : elle a peut-être été supprimée.";
export const companyNowRegistered =
  "Cette entreprise a créé son compte depuis sa pré-inscription (même SIRET ou même SIREN) : l'invitation n'est pas envoyée.";

const handledChange = z.strictObject({ handled: z.boolean() });

const bodyLabels: FieldLabels = { handled: "Traité", subject: "Objet", message: "Message" };

interface Handling {
  handled_at: Date | string | null;
  handled_by: string | null;
}

const handlerOf = (row: Handling, emails: Map<string, string | null>) =>
  row.handled_by === null ? null : { profile_id: row.handled_by, email: emails.get(row.handled_by) ?? null };

// Contact messages -------------------------------------------------------------------------------

interface ContactRow extends Handling {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: Date | string;
  consent_at: Date | string | null;
  replied_at: Date | string | null;
}

const contactColumns = `m.id, m.name, m.email, m.subject, m.message, m.created_at, m.consent_at, m.handled_at,
  m.handled_by, m.replied_at`;

const contactStatusOf = (row: ContactRow): ContactMessageStatus => (row.handled_at === null ? "new" : "handled");

function contactMessage(row: ContactRow, emails: Map<string, string | null>): AdminContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    created_at: iso(row.created_at)!,
    consent_at: iso(row.consent_at),
    status: contactStatusOf(row),
    handled_at: iso(row.handled_at),
    handled_by: handlerOf(row, emails),
    replied_at: iso(row.replied_at),
  };
}

/** One message as the administrator sees it (row-level security deciding), locked for a change. */
async function findContactMessage(tx: Sql, id: string) {
  const { rows } = await tx.query<ContactRow>(
    `select ${contactColumns} from public.contact_messages m where m.id = $1 for update`,
    [id],
  );
  return rows[0];
}

/** The two inboxes, each read under its alias (`m`, `p`) by the columns lists above. */
const inboxes = {
  contact_messages: { table: "public.contact_messages", alias: "m" },
  pre_registrations: { table: "public.pre_registrations", alias: "p" },
} as const;
type Inbox = keyof typeof inboxes;

/**
 * One page of an inbox, newest first: its rows under `where` (whose parameters are `filters`), and
 * how many rows match in all.
 */
async function inboxPage<Row>(
  tx: Sql,
  inbox: Inbox,
  columns: string,
  where: string,
  filters: unknown[],
  { limit, offset }: { limit: number; offset: number },
) {
  const { table, alias } = inboxes[inbox];
  const { rows: counted } = await tx.query<{ total: number }>(
    `select count(*)::int as total from ${table} ${alias} where ${where}`,
    filters,
  );
  const next = filters.length + 1;
  const { rows } = await tx.query<Row>(
    `select ${columns} from ${table} ${alias} where ${where}
     order by ${alias}.created_at desc, ${alias}.id limit $${next} offset $${next + 1}`,
    [...filters, limit, offset],
  );
  return { rows, total: counted[0]?.total ?? 0 };
}

/** Marks an inbox's row handled by the calling administrator, or back to new; returns it as it now is. */
async function setHandled<Row>(tx: Sql, inbox: Inbox, columns: string, id: string, handled: boolean) {
  const { table, alias } = inboxes[inbox];
  const { rows } = await tx.query<Row>(
    `update ${table} ${alias}
     set handled_at = case when $2 then now() end,
         handled_by = case when $2 then (select public.my_profile_id()) end
     where ${alias}.id = $1 returning ${columns}`,
    [id, handled],
  );
  return rows[0]!;
}

/**
 * Adds `POST /:id/handled` `{handled}` to an inbox's router: the row dealt with, or back to the new
 * ones, written in the administrators' journal when it changes; 404 with `notFound` when it is gone.
 */
function addHandledRoute<Row extends Handling, Item>(
  routes: Hono<AuthEnv>,
  ctx: ServerContext,
  {
    inbox,
    columns,
    find,
    present,
    notFound,
    journal,
  }: {
    inbox: Inbox;
    columns: string;
    /** The row, locked for the update. */
    find: (tx: Sql, id: string) => Promise<Row | undefined>;
    /** The row as the API answers it. */
    present: (row: Row, emails: Map<string, string | null>) => Item;
    notFound: string;
    /** What the journal says of the row. */
    journal: (row: Row) => Pick<AdminAction, "summary" | "details">;
  },
) {
  routes.post(
    "/:id/handled",
    validated("param", idParam, listLabels),
    validated("json", handledChange, bodyLabels),
    async (c) => {
      const { id } = c.req.valid("param");
      const { handled } = c.req.valid("json");
      const claims = c.var.user.claims;
      const result = await adminTransaction(ctx.db, claims, async (tx, asOwner) => {
        let row = await find(tx, id);
        if (!row) return undefined;
        if ((row.handled_at !== null) !== handled) {
          row = await setHandled<Row>(tx, inbox, columns, id, handled);
          await recordAdminAction(tx, claims, {
            action: handled ? "handle" : "reopen",
            entity: inbox,
            entityId: id,
            ...journal(row),
          });
        }
        await asOwner();
        return present(row, await adminEmails(tx, [row.handled_by]));
      });
      if (!result) return c.json({ error: notFound }, 404);
      return c.json(result as object);
    },
  );
}

function contactMessageRoutes(ctx: ServerContext) {
  const messages = adminRouter(ctx);

  /** `GET /api/admin/contact-messages?status=new|handled&q=&page=&per_page=`: newest first. */
  messages.get(
    "/",
    validated("query", listQuery({ status: z.optional(z.enum(contactMessageStatuses)) }), listLabels),
    async (c) => {
      const query = c.req.valid("query");
      const { limit, offset, envelope } = paging(query);
      const page = await adminTransaction(ctx.db, c.var.user.claims, async (tx, asOwner) => {
        const where = `($1::text is null or ($1 = 'new') = (m.handled_at is null))
          and ($2::text is null
               or position(lower($2) in lower(concat_ws(' ', m.name, m.email, m.subject, m.message))) > 0)`;
        const filters = [query.status ?? null, query.q || null];
        const { rows, total } = await inboxPage<ContactRow>(tx, "contact_messages", contactColumns, where, filters, {
          limit,
          offset,
        });
        await asOwner();
        const emails = await adminEmails(
          tx,
          rows.map((row) => row.handled_by),
        );
        return envelope(
          rows.map((row) => contactMessage(row, emails)),
          total,
        );
      });
      return c.json(page satisfies ApiResponse<"GET /api/admin/contact-messages">);
    },
  );

  /** `POST /api/admin/contact-messages/:id/handled` `{handled}`: dealt with, or back to the new ones. */
  addHandledRoute(messages, ctx, {
    inbox: "contact_messages",
    columns: contactColumns,
    find: findContactMessage,
    present: (row, emails): ApiResponse<"POST /api/admin/contact-messages/:id/handled"> => contactMessage(row, emails),
    notFound: contactMessageNotFound,
    journal: (row) => ({ summary: row.subject, details: { email: row.email } }),
  });

  /**
   * `POST /api/admin/contact-messages/:id/reply` `{subject?, message}`: e-mails the answer to the
   * sender (through the outbox, in the same transaction), marks the message answered and dealt with.
   */
  messages.post(
    "/:id/reply",
    validated("param", idParam, listLabels),
    validated("json", contactReplySchema, bodyLabels),
    async (c) => {
      const { id } = c.req.valid("param");
      const reply = c.req.valid("json");
      const claims = c.var.user.claims;
      const result = await adminTransaction(ctx.db, claims, async (tx, asOwner) => {
        const original = await findContactMessage(tx, id);
        if (!original) return undefined;
        const subject = reply.subject ?? `Re : ${original.subject}`.slice(0, 200);
        const { rows } = await tx.query<ContactRow>(
          `update public.contact_messages m
           set replied_at = now(),
               handled_by = case when m.handled_at is null then (select public.my_profile_id()) else m.handled_by end,
               handled_at = coalesce(m.handled_at, now())
           where m.id = $1 returning ${contactColumns}`,
          [id],
        );
        const row = rows[0]!;
        await recordAdminAction(tx, claims, {
          action: "reply",
          entity: "contact_messages",
          entityId: id,
          summary: original.subject,
          details: { to: original.email, subject },
        });
        await asOwner();
        await sendEmail(tx, contactReplyEmail(original, subject, reply.message));
        return contactMessage(row, await adminEmails(tx, [row.handled_by]));
      });
      if (!result) return c.json({ error: contactMessageNotFound }, 404);
      return c.json(result satisfies ApiResponse<"POST /api/admin/contact-messages/:id/reply">);
    },
  );

  return messages;
}

// Pre-registrations ------------------------------------------------------------------------------

interface PreRegistrationRow extends Handling {
  id: string;
  company_name: string;
  siret: string;
  sector: string | null;
  size: string | null;
  address: string | null;
  city: string | null;
  postal_code: string | null;
  contact_name: string;
  email: string;
  phone: string | null;
  created_at: Date | string;
  consent_at: Date | string | null;
  approved_at: Date | string | null;
  invited_at: Date | string | null;
  account_exists: boolean;
}

const preRegistrationColumns = `p.id, p.company_name, p.siret, p.sector, p.size, p.address, p.city, p.postal_code,
  p.contact_name, p.email, p.phone, p.created_at, p.consent_at, p.handled_at, p.handled_by, p.approved_at, p.invited_at,
  public.company_account_exists(p.siret) as account_exists`;

const preRegistrationStatusSql = `case when p.approved_at is not null then 'approved'
  when p.handled_at is not null then 'handled' else 'new' end`;

function preRegistrationStatusOf(row: PreRegistrationRow): PreRegistrationStatus {
  if (row.approved_at !== null) return "approved";
  return row.handled_at === null ? "new" : "handled";
}

function preRegistration(row: PreRegistrationRow, emails: Map<string, string | null>): AdminPreRegistration {
  return {
    id: row.id,
    company_name: row.company_name,
    siret: row.siret,
    sector: row.sector,
    size: row.size,
    address: row.address,
    city: row.city,
    postal_code: row.postal_code,
    contact_name: row.contact_name,
    email: row.email,
    phone: row.phone,
    created_at: iso(row.created_at)!,
    consent_at: iso(row.consent_at),
    status: preRegistrationStatusOf(row),
    handled_at: iso(row.handled_at),
    handled_by: handlerOf(row, emails),
    approved_at: iso(row.approved_at),
    invited_at: iso(row.invited_at),
    account_exists: row.account_exists,
  };
}

async function findPreRegistration(tx: Sql, id: string) {
  const { rows } = await tx.query<PreRegistrationRow>(
    `select ${preRegistrationColumns} from public.pre_registrations p where p.id = $1 for update of p`,
    [id],
  );
  return rows[0];
}

function preRegistrationRoutes(ctx: ServerContext) {
  const registrations = adminRouter(ctx);

  /** `GET /api/admin/pre-registrations?status=new|handled|approved&q=&page=&per_page=`: newest first. */
  registrations.get(
    "/",
    validated("query", listQuery({ status: z.optional(z.enum(preRegistrationStatuses)) }), listLabels),
    async (c) => {
      const query = c.req.valid("query");
      const { limit, offset, envelope } = paging(query);
      const page = await adminTransaction(ctx.db, c.var.user.claims, async (tx, asOwner) => {
        const where = `($1::text is null or ${preRegistrationStatusSql} = $1)
          and ($2::text is null
               or position(lower($2) in lower(concat_ws(' ', p.company_name, p.siret, p.contact_name, p.email, p.city))) > 0
               or ($3::text <> '' and p.siret like $3 || '%'))`;
        // A SIRET is often typed with spaces (« 123 456 789 00012 »): compare its digits too.
        const digits = (query.q ?? "").replace(/\s+/g, "");
        const filters = [query.status ?? null, query.q || null, /^\d+$/.test(digits) ? digits : ""];
        const { rows, total } = await inboxPage<PreRegistrationRow>(
          tx,
          "pre_registrations",
          preRegistrationColumns,
          where,
          filters,
          { limit, offset },
        );
        await asOwner();
        const emails = await adminEmails(
          tx,
          rows.map((row) => row.handled_by),
        );
        return envelope(
          rows.map((row) => preRegistration(row, emails)),
          total,
        );
      });
      return c.json(page satisfies ApiResponse<"GET /api/admin/pre-registrations">);
    },
  );

  /** `POST /api/admin/pre-registrations/:id/handled` `{handled}`: dealt with, or back to the new ones. */
  addHandledRoute(registrations, ctx, {
    inbox: "pre_registrations",
    columns: preRegistrationColumns,
    find: findPreRegistration,
    present: (row, emails): ApiResponse<"POST /api/admin/pre-registrations/:id/handled"> =>
      preRegistration(row, emails),
    notFound: preRegistrationNotFound,
    journal: (row) => ({ summary: row.company_name, details: { email: row.email, siret: row.siret } }),
  });

  /**
   * `POST /api/admin/pre-registrations/:id/approve`: sends the company the invitation to create its
   * recruiter account (the one its pre-registration sent), and marks it approved and dealt with. A
   * company that has an account since is answered 409 and nothing is sent.
   */
  registrations.post("/:id/approve", validated("param", idParam, listLabels), async (c) => {
    const { id } = c.req.valid("param");
    const claims = c.var.user.claims;
    const base = ctx.config.publicUrl.replace(/\/+$/, "");
    const result = await adminTransaction(ctx.db, claims, async (tx, asOwner) => {
      const found = await findPreRegistration(tx, id);
      if (!found) return { status: 404 } as const;
      if (found.account_exists) return { status: 409 } as const;
      const { rows } = await tx.query<PreRegistrationRow>(
        `update public.pre_registrations p
         set approved_at = now(),
             invited_at = now(),
             handled_by = case when p.handled_at is null then (select public.my_profile_id()) else p.handled_by end,
             handled_at = coalesce(p.handled_at, now())
         where p.id = $1 returning ${preRegistrationColumns}`,
        [id],
      );
      const row = rows[0]!;
      await recordAdminAction(tx, claims, {
        action: "approve",
        entity: "pre_registrations",
        entityId: id,
        summary: row.company_name,
        details: { email: row.email, siret: row.siret },
      });
      await asOwner();
      await sendEmail(tx, preRegistrationInvitationEmail(base, row));
      return { status: 200, registration: preRegistration(row, await adminEmails(tx, [row.handled_by])) } as const;
    });
    if (result.status === 404) return c.json({ error: preRegistrationNotFound }, 404);
    if (result.status === 409) return c.json({ error: companyNowRegistered, exists: true }, 409);
    return c.json(result.registration satisfies ApiResponse<"POST /api/admin/pre-registrations/:id/approve">);
  });

  return registrations;
}

/**
 * The administrators' inboxes, under `/api/admin`: the contact messages (read, dealt with, answered
 * by e-mail) and the company pre-registrations (read, dealt with, approved with an invitation).
 * Every change is written to the administrators' journal in the transaction that makes it.
 */
export function adminInboxRoutes(ctx: ServerContext): RouteModule {
  const routes = new Hono();
  routes.route("/admin/contact-messages", contactMessageRoutes(ctx));
  routes.route("/admin/pre-registrations", preRegistrationRoutes(ctx));
  return { path: "/api", routes };
}
