// The vocabulary of @fuse/domain is the database's: each list of codes equals the values the
// column's check constraint allows, read from the catalog (not restated by hand); and the
// questionnaires it stores name a vocabulary rather than copy its labels.
import { readFileSync } from "node:fs";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { contentSeedFile } from "@fuse/api/seed/seed.ts";
import type { Question } from "@fuse/domain/questionnaire/contract";
import {
  audiences,
  companySizes,
  contractTypes,
  jobStatuses,
  matchDecisions,
  matchSides,
  profileTypes,
  remoteModes,
  remotePreferences,
  subscriptionStatuses,
  workflowStages,
  type Concept,
} from "@fuse/domain/vocabulary";
import { vocabularies } from "@fuse/domain/vocabulary/registry";
import { storageBucketNames } from "@fuse/domain/vocabulary/storage-buckets";
import type { Database } from "@fuse/server-core/db/database.ts";
import { migrationsDir } from "@fuse/supabase-local/migrate.ts";
import { createMigratedTestDatabase } from "@fuse/supabase-local/testing/migrated-database.ts";

import { createUser } from "../rls/world.ts";

let db: Database;
beforeAll(async () => {
  db = await createMigratedTestDatabase();
});
afterAll(() => db?.close());

/** The lists of values a column's check constraints name, as Postgres prints them (`ARRAY['CDI'::text, …]`). */
async function valueLists(table: string, column: string) {
  const { rows } = await db.query<{ definition: string }>(
    `select pg_get_constraintdef(c.oid) as definition
     from pg_constraint c
     join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
     where c.contype = 'c' and c.conrelid = $1::regclass and a.attname = $2 and cardinality(c.conkey) = 1`,
    [`public.${table}`, column],
  );
  return rows
    .map((row) => /ARRAY\[(.*)\]/.exec(row.definition)?.[1] ?? "")
    .map((list) => [...list.matchAll(/'((?:[^']|'')*)'::text/g)].map((match) => match[1]!.replace(/''/g, "'")))
    .filter((values) => values.length > 1);
}

/** The values a column's check constraint names. */
async function allowedValues(table: string, column: string) {
  const lists = await valueLists(table, column);
  expect(lists, `one list of values for ${table}.${column}`).toHaveLength(1);
  return lists[0]!;
}

describe("the vocabulary and the database's checks", () => {
  it.each([
    ["jobs", "contract_type", contractTypes],
    ["candidate_infos", "contract_types", contractTypes],
    ["jobs", "remote_mode", remoteModes],
    ["candidate_infos", "remote_preference", remotePreferences],
    ["profiles", "type", profileTypes],
    ["subscriptions", "status", subscriptionStatuses],
    ["jobs", "status", jobStatuses],
    ["workflow_items", "stage", workflowStages],
    ["workflow_events", "to_stage", workflowStages],
    ["news", "audience", audiences],
    ["companies", "size", companySizes],
    ["match_decisions", "side", matchSides],
    ["match_decisions", "decision", matchDecisions],
  ] as const)("%s.%s holds the same codes as the vocabulary", async (table, column, codes) => {
    expect(new Set(await allowedValues(table, column))).toEqual(new Set(codes));
  });
});

/** A label as compared: case, accents and spacing aside. */
const comparable = (label: string) =>
  label.normalize("NFD").replace(/\p{M}/gu, "").replace(/\s+/g, " ").trim().toLowerCase();

describe("the questionnaires stored and the vocabulary", () => {
  let questionnaires: { slug: string; questions: Question[] }[];
  beforeAll(async () => {
    await db.exec(readFileSync(contentSeedFile, "utf8"));
    questionnaires = (
      await db.query<{ slug: string; questions: Question[] }>(
        "select slug, questions from public.questionnaires order by slug",
      )
    ).rows;
  });

  const everyQuestion = () =>
    questionnaires.flatMap(({ slug, questions }) =>
      questions.map((question) => ({ at: `${slug}.${question.id}`, question })),
    );

  it("has the product's questionnaires to check", () => {
    expect(questionnaires.map((questionnaire) => questionnaire.slug)).toEqual(
      expect.arrayContaining(["candidate", "companyAnalyzer", "recruiter"]),
    );
  });

  it("names only vocabularies that exist, on choice questions that keep no copy of their options", () => {
    const named = everyQuestion().filter(({ question }) => question.vocabulary !== undefined);
    expect(named.map(({ at }) => at)).toEqual(
      expect.arrayContaining([
        "candidate.contractTypes",
        "candidate.remote",
        "recruiter.size",
        "companyAnalyzer.remotePolicy",
      ]),
    );
    for (const { at, question } of named) {
      expect(Object.keys(vocabularies), at).toContain(question.vocabulary);
      expect(["single_choice", "multiple_choice"], at).toContain(question.type);
      expect(question, at).not.toHaveProperty("options");
    }
  });

  it("makes a question filling a column whose check lists codes name the vocabulary of those codes", async () => {
    for (const { at, question } of everyQuestion()) {
      const [table, column] = question.field?.split(".") ?? [];
      if (!table || !column) continue;
      const [codes] = await valueLists(table, column);
      if (!codes) continue;
      expect(question.vocabulary, `${at} fills ${question.field}`).toBeDefined();
      expect(new Set((vocabularies[question.vocabulary!] as Concept).codes), at).toEqual(new Set(codes));
    }
  });

  it("stores no option under a vocabulary's label: such a question names the vocabulary instead", () => {
    const vocabularyLabels = new Map(
      Object.entries(vocabularies).flatMap(([name, concept]) =>
        Object.entries((concept as Concept).labels).map(([code, label]) => [comparable(label), `${name}.${code}`]),
      ),
    );
    const copies = everyQuestion().flatMap(({ at, question }) =>
      (question.options ?? [])
        .filter((option) => vocabularyLabels.has(comparable(option.label)))
        .map(
          (option) =>
            `${at}: « ${option.label} » (${option.value}) is ${vocabularyLabels.get(comparable(option.label))}`,
        ),
    );
    expect(copies).toEqual([]);
  });
});

describe("the migration that makes questionnaires name their vocabularies", () => {
  const migration = readFileSync(path.join(migrationsDir, "20261129180000_questionnaire_vocabularies.sql"), "utf8");
  const longAgo = "2026-01-15T10:00:00.000Z";
  let old: Database;
  beforeAll(async () => {
    old = await createMigratedTestDatabase();
  });
  afterAll(() => old?.close());

  it("turns copied options into the vocabulary's name and French remote policies into remote modes", async () => {
    const remotePolicy = {
      id: "remotePolicy",
      type: "single_choice",
      label: "Quelle est votre politique de télétravail ?",
      field: "companies.culture",
      options: [
        { value: "aucun", label: "Pas de télétravail" },
        { value: "partiel", label: "Un à deux jours par semaine" },
        { value: "majoritaire", label: "Télétravail majoritaire" },
        { value: "total", label: "Entièrement à distance" },
      ],
    };
    const team = { id: "team", type: "long_text", label: "Présentez l'équipe", field: "companies.culture" };
    const remote = {
      id: "remote",
      type: "single_choice",
      label: "Comment souhaitez-vous travailler ?",
      field: "candidate_infos.remote_preference",
      options: [
        { value: "onsite", label: "Sur site" },
        { value: "hybrid", label: "Hybride" },
        { value: "remote", label: "Télétravail complet" },
        { value: "any", label: "Peu importe" },
      ],
    };
    const mobility = {
      id: "mobility",
      type: "single_choice",
      label: "Jusqu'où ?",
      options: [
        { value: "10", label: "10 km" },
        { value: "30", label: "30 km" },
      ],
    };
    await old.query(
      `insert into public.questionnaires (slug, title, audience, questions)
       values ('companyAnalyzer', 'Culture', 'recruiter', $1::jsonb), ('candidate', 'Profil', 'candidate', $2::jsonb)`,
      [JSON.stringify([remotePolicy, team]), JSON.stringify([remote, mobility])],
    );
    const { profileId } = await createUser(old, "rh@migration.test", "recruiter");
    await old.query(
      `insert into public.companies (profile_id, name, siret, culture, updated_at)
       values ($1, 'Migration SA', '90000001900019', '{"remotePolicy": "majoritaire", "management": "cadre"}', $2)`,
      [profileId, longAgo],
    );
    await old.query(
      `insert into public.questionnaire_responses (questionnaire_id, profile_id, answers, updated_at)
       select id, $1, '{"remotePolicy": "aucun", "team": "Six personnes."}', $2 from public.questionnaires
       where slug = 'companyAnalyzer'`,
      [profileId, longAgo],
    );

    await old.exec(migration);

    const questions = async (slug: string) =>
      (await old.query<{ questions: unknown }>("select questions from public.questionnaires where slug = $1", [slug]))
        .rows[0]!.questions;
    const { options: _policies, ...policy } = remotePolicy;
    const { options: _preferences, ...preference } = remote;
    expect(await questions("companyAnalyzer")).toEqual([{ ...policy, vocabulary: "remoteModes" }, team]);
    expect(await questions("candidate")).toEqual([{ ...preference, vocabulary: "remotePreferences" }, mobility]);
    // What was asked stays in the history.
    const { rows: versions } = await old.query<{ version: number; questions: unknown }>(
      `select v.version, v.questions from public.questionnaire_versions v
       join public.questionnaires q on q.id = v.questionnaire_id where q.slug = 'companyAnalyzer' order by v.version`,
    );
    expect(versions).toEqual([
      { version: 1, questions: [remotePolicy, team] },
      { version: 2, questions: [{ ...policy, vocabulary: "remoteModes" }, team] },
    ]);

    const { rows: companies } = await old.query<{ culture: unknown; updated_at: Date }>(
      "select culture, updated_at from public.companies where profile_id = $1",
      [profileId],
    );
    expect(companies).toEqual([
      { culture: { remotePolicy: "hybrid", management: "cadre" }, updated_at: new Date(longAgo) },
    ]);
    const { rows: responses } = await old.query<{ answers: unknown; updated_at: Date }>(
      "select answers, updated_at from public.questionnaire_responses where profile_id = $1",
      [profileId],
    );
    expect(responses).toEqual([
      { answers: { remotePolicy: "onsite", team: "Six personnes." }, updated_at: new Date(longAgo) },
    ]);
    // Written since, the triggers keep the row's date as before.
    await old.query("update public.companies set name = 'Migration SAS' where profile_id = $1", [profileId]);
    const { rows: touched } = await old.query<{ updated_at: Date }>(
      "select updated_at from public.companies where profile_id = $1",
      [profileId],
    );
    expect(touched[0]!.updated_at.getTime()).toBeGreaterThan(new Date(longAgo).getTime());
  });
});

describe("the vocabulary and the storage", () => {
  it("the migrations create exactly the vocabulary's buckets", async () => {
    const { rows } = await db.query<{ id: string }>("select id from storage.buckets");
    expect(new Set(rows.map((row) => row.id))).toEqual(new Set(storageBucketNames));
  });
});
