import { strToU8, zipSync, type Zippable } from "fflate";

import { storageBucketNames } from "@fuse/domain/vocabulary/storage-buckets";
import type { ServerContext } from "@fuse/server-core/context.ts";
import type { Sql } from "@fuse/server-core/db/database.ts";

import { downloadAsCaller } from "../http/storage.ts";
import type { AuthenticatedUser } from "../http/verify.ts";

/** Bounds of one export: a user's folders hold a few files of at most 20 MB each. */
export const exportLimits = { files: 50, bytes: 100 * 1024 * 1024 } as const;

type Row = Record<string, unknown>;

interface StoredFile {
  bucket_id: string;
  name: string;
  size: number | null;
}

/** One list of rows as JSON values; `where` must tie every row to the caller. */
async function rows(tx: Sql, table: string, where: string, order = "created_at"): Promise<Row[]> {
  const { rows } = await tx.query<{ rows: Row[] }>(
    `select coalesce(json_agg(to_jsonb(t) order by t.${order}), '[]'::json) as rows from ${table} t where ${where}`,
  );
  return rows[0]?.rows ?? [];
}

async function exists(tx: Sql, table: string) {
  const { rows } = await tx.query<{ found: string | null }>("select to_regclass($1)::text as found", [table]);
  return rows[0]?.found != null;
}

/**
 * The caller's rows, read as the caller so row-level security applies, AND filtered by their own
 * ids: RLS lets an administrator read everyone's rows, an export is only ever one's own.
 */
async function ownRows(tx: Sql) {
  const me = "(select public.my_profile_id())";
  const myJobs = `(select j.id from public.jobs j where j.company_id = ${me})`;
  const myItems = `(select w.id from public.workflow_items w where w.candidate_id = ${me} or w.job_id in ${myJobs})`;
  const data: Record<string, unknown> = {
    profil: (await rows(tx, "public.profiles", "t.user_id = (select auth.uid())"))[0] ?? null,
    informations_candidat: (await rows(tx, "public.candidate_infos", `t.profile_id = ${me}`))[0] ?? null,
    entreprise: (await rows(tx, "public.companies", `t.profile_id = ${me}`))[0] ?? null,
    offres: await rows(tx, "public.jobs", `t.company_id = ${me}`),
    abonnements: await rows(tx, "public.subscriptions", "t.user_id = (select auth.uid())"),
    reponses_questionnaires: await questionnaireAnswers(tx),
    decisions_de_match: await rows(
      tx,
      "public.match_decisions",
      `(t.side = 'candidate' and t.candidate_id = ${me}) or (t.side = 'recruiter' and t.job_id in ${myJobs})`,
    ),
    matchs: await rows(tx, "public.matches", `t.candidate_id = ${me} or t.job_id in ${myJobs}`),
    // The scores of the candidate's potential matches, as last worked out from their profile.
    scores_des_offres: await rows(tx, "public.candidate_job_scores", `t.candidate_id = ${me}`, "score desc"),
    suivi_des_candidatures: await rows(tx, "public.workflow_items", `t.candidate_id = ${me} or t.job_id in ${myJobs}`),
    historique_du_suivi: await rows(tx, "public.workflow_events", `t.item_id in ${myItems}`, "at"),
  };
  if (await exists(tx, "public.saved_searches")) {
    const owner = await ownerColumn(tx, "saved_searches");
    if (owner) {
      data.recherches_enregistrees = await rows(
        tx,
        "public.saved_searches",
        owner === "user_id" ? "t.user_id = (select auth.uid())" : `t.profile_id = ${me}`,
      );
    }
  }
  return data;
}

/** How a table names its owner, if it does in a way the export knows. */
async function ownerColumn(tx: Sql, table: string) {
  const { rows } = await tx.query<{ column_name: string }>(
    `select column_name from information_schema.columns
      where table_schema = 'public' and table_name = $1 and column_name in ('user_id', 'profile_id')
      order by column_name desc`,
    [table],
  );
  return rows[0]?.column_name as "user_id" | "profile_id" | undefined;
}

/** Each questionnaire answered, with its questions' labels beside the answers. */
async function questionnaireAnswers(tx: Sql) {
  const { rows } = await tx.query<{ rows: Row[] }>(
    `select coalesce(json_agg(json_build_object(
        'questionnaire', q.slug, 'titre', q.title, 'reponses', r.answers,
        'questions', (select coalesce(json_object_agg(x ->> 'id', x ->> 'label'), '{}'::json)
                        from jsonb_array_elements(q.questions) x),
        'envoye_le', r.submitted_at, 'modifie_le', r.updated_at) order by q.slug), '[]'::json) as rows
       from public.questionnaire_responses r
       join public.questionnaires q on q.id = r.questionnaire_id
      where r.profile_id = (select public.my_profile_id())`,
  );
  return rows[0]?.rows ?? [];
}

/** The caller's files: the objects of their own `<user id>/` folders that RLS lets them read. */
async function ownFiles(tx: Sql, userId: string): Promise<StoredFile[]> {
  if (!(await exists(tx, "storage.objects"))) return [];
  const { rows } = await tx.query<StoredFile>(
    `select bucket_id, name, nullif(metadata ->> 'size', '')::bigint as size
       from storage.objects
      where bucket_id = any($1::text[]) and (storage.foldername(name))[1] = $2
      order by bucket_id, name`,
    [storageBucketNames, userId],
  );
  return rows.map((row) => ({ ...row, size: row.size === null ? null : Number(row.size) }));
}

const compressedTypes = /\.(png|jpe?g|webp|avif|gif|pdf|docx|webm|ogg|mp4|m4a|mp3|mpeg)$/i;

/**
 * Everything Fuse keeps about the caller (RGPD art. 15 and 20) as one ZIP: `donnees.json` (their
 * account, profile, answers, matches, workflow and what else they own) and their stored files
 * under `fichiers/<bucket>/`. Reads run as the caller. Files that cannot be fetched, or beyond
 * `exportLimits`, are listed in `donnees.json` as not included rather than failing the export.
 */
export async function buildAccountExport(
  ctx: ServerContext,
  user: AuthenticatedUser,
  token: string,
  signal: AbortSignal,
): Promise<Uint8Array> {
  // The auth user is not readable as the caller on Supabase: read their own row, by their verified id.
  const { rows: accounts } = await ctx.db.query<Row>(
    `select id, email, created_at, email_confirmed_at, last_sign_in_at from auth.users where id = $1`,
    [user.id],
  );
  const account = accounts[0] ?? { id: user.id, email: user.claims.email ?? null };
  const { data, files } = await ctx.db.asRole(user.claims, async (tx) => ({
    data: await ownRows(tx),
    files: await ownFiles(tx, user.id),
  }));

  // E-mails the product sent them (embedded outbox): subjects and dates only, never bodies, which
  // carry sign-in links.
  let emails: Row[] | undefined;
  const email = typeof account.email === "string" ? account.email : null;
  if (email && (await exists(ctx.db, "public.outbox_emails"))) {
    const { rows } = await ctx.db.query<Row>(
      `select subject as objet, sent_at as envoye_le from public.outbox_emails
        where lower("to") = lower($1) order by sent_at`,
      [email],
    );
    emails = rows;
  }

  const zip: Zippable = {};
  const included: Row[] = [];
  const notIncluded: Row[] = [];
  let bytes = 0;
  for (const file of files) {
    const path = `fichiers/${file.bucket_id}/${file.name}`;
    if (included.length >= exportLimits.files || bytes + (file.size ?? 0) > exportLimits.bytes) {
      notIncluded.push({ fichier: path, raison: "Limite de taille de l'export atteinte" });
      continue;
    }
    try {
      const content = await downloadAsCaller(ctx, token, file.bucket_id, file.name, { signal });
      if (bytes + content.byteLength > exportLimits.bytes) {
        notIncluded.push({ fichier: path, raison: "Limite de taille de l'export atteinte" });
        continue;
      }
      bytes += content.byteLength;
      zip[path] = [content, { level: compressedTypes.test(file.name) ? 0 : 6 }];
      included.push({ fichier: path, octets: content.byteLength });
    } catch {
      if (signal.aborted) throw signal.reason;
      notIncluded.push({ fichier: path, raison: "Fichier momentanément indisponible" });
    }
  }

  const document = {
    exporte_le: new Date().toISOString(),
    description:
      "Toutes les données que Fuse conserve sur votre compte (RGPD, articles 15 et 20). Les fichiers sont dans le dossier « fichiers ».",
    compte: account,
    ...data,
    ...(emails ? { emails_envoyes: emails } : {}),
    fichiers: included,
    ...(notIncluded.length > 0 ? { fichiers_non_inclus: notIncluded } : {}),
  };
  zip["donnees.json"] = [strToU8(JSON.stringify(document, null, 2)), { level: 6 }];
  return zipSync(zip);
}
