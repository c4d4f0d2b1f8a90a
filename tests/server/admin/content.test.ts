// The administrators' content API through HTTP with real tokens on the real server: who may call
// it (and write the same tables through REST), news with their publication and sanitised bodies,
// the FAQ and its order, content pages in the /p/{slug} address space, and the journal of it all.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { adminOnlyMessage } from "@fuse/api/admin/guard.ts";

import type { TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { adminEndpoints } from "../../support/admin-endpoints.ts";
import { call, type TestUser } from "../api/profile-support.ts";
import { journalOf, person, restClient, startContentServer } from "./content-support.ts";

let server: TestServer;
let admin: TestUser;
let candidate: TestUser;
let recruiter: TestUser;

beforeAll(async () => {
  server = await startContentServer();
  admin = await person(server, "admin", "admin");
  candidate = await person(server, "candidate", "camille");
  recruiter = await person(server, "recruiter", "romain");
});
afterAll(() => server?.close());

const asAdmin = (method: string, path: string, body?: unknown) =>
  call(server, method, `/api/admin${path}`, { token: admin.token, body });

const someId = "6f1c0a52-3d4e-4b8a-9c21-0d5e7f6a8b9c";

/** Every endpoint of the content API (the admin calls but the inboxes' and the users'). */
const endpoints = adminEndpoints(someId)
  .filter(({ path }) => !/^\/api\/admin\/(contact-messages|pre-registrations|users)\b/.test(path))
  .map(({ method, path, body }): [string, string, unknown?] => [method, path.slice("/api/admin".length), body]);

describe("who may call the administrators' content API", () => {
  it.each(endpoints)(
    "%s /api/admin%s: 401 without a token, 403 for a candidate and a recruiter",
    async (method, path, body) => {
      const before = await server.db.query<{ n: number }>("select count(*)::int as n from public.admin_actions");
      const anonymous = await call(server, method, `/api/admin${path}`, { body });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.error).toBe("Token manquant");
      for (const user of [candidate, recruiter]) {
        const refused = await call(server, method, `/api/admin${path}`, { token: user.token, body });
        expect(refused.status).toBe(403);
        expect(refused.body).toEqual({ error: adminOnlyMessage });
        expect(refused.headers.get("cache-control")).toBe("no-store");
      }
      const after = await server.db.query<{ n: number }>("select count(*)::int as n from public.admin_actions");
      expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    },
  );

  it("refuses a token signed with another secret, and answers an administrator without caching", async () => {
    const forged = await call(server, "GET", "/api/admin/news", { authorization: `Bearer ${server.anonKey}` });
    expect(forged.status).toBe(401);
    const allowed = await asAdmin("GET", "/news");
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("cache-control")).toBe("no-store");
  });

  it("refuses a candidate's writes of the same content through REST", async () => {
    const rest = restClient(server, candidate);
    const { rows } = await server.db.query<{ id: string }>("select id from public.news order by id limit 1");
    const newsId = rows[0]!.id;
    const inserts = await Promise.all([
      rest.from("news").insert({ slug: "pirate", title: "Pirate", body: "<p>x</p>" }),
      rest.from("faq_items").insert({ question: "Pirate ?", answer: "<p>x</p>" }),
      rest.from("faq_categories").insert({ label: "Pirate" }),
      rest.from("pages").insert({ slug: "pirate", title: "Pirate", published: true }),
      rest
        .from("questionnaires")
        .insert({ slug: "pirate", title: "Pirate", questions: [{ id: "a", type: "short_text", label: "A" }] }),
    ]);
    for (const { error } of inserts) expect(error).not.toBeNull();
    const updated = await rest.from("news").update({ title: "Piraté" }).eq("id", newsId).select();
    expect(updated.data ?? []).toEqual([]);
    const deleted = await rest.from("news").delete().eq("id", newsId).select();
    expect(deleted.data ?? []).toEqual([]);
    const questionnaire = await rest
      .from("questionnaires")
      .update({ title: "Piraté" })
      .eq("slug", "candidate")
      .select();
    expect(questionnaire.data ?? []).toEqual([]);

    const counts = await server.db.query<{ pirate: number; title: string }>(
      `select (select count(*)::int from public.news where slug = 'pirate')
            + (select count(*)::int from public.pages where slug = 'pirate')
            + (select count(*)::int from public.faq_categories where label = 'Pirate')
            + (select count(*)::int from public.questionnaires where slug = 'pirate') as pirate,
              (select title from public.news where id = $1) as title`,
      [newsId],
    );
    expect(counts.rows[0]).toEqual({ pirate: 0, title: expect.not.stringMatching(/Piraté/) });
  });
});

describe("news", () => {
  const unsafeBody =
    '<p>Bonjour <img src=x onerror=alert(1)> <a href="javascript:alert(1)">x</a></p>' +
    '<iframe src="https://exemple.fr/piege"></iframe><p style="color:red">Rouge</p>';
  const unsafe = /onerror|javascript:|<iframe|style=|alert/i;

  it("stores and serves a body without event handlers, javascript: links, frames or styles", async () => {
    const created = await asAdmin("POST", "/news", { title: "Sécurité", body: unsafeBody, publish: "now" });
    expect(created.status).toBe(201);
    expect(created.body.body).not.toMatch(unsafe);
    expect(created.body.body).toContain("Bonjour");
    expect(created.body.body).toContain("Rouge");
    const { rows } = await server.db.query<{ body: string }>("select body from public.news where id = $1", [
      created.body.id,
    ]);
    expect(rows[0]!.body).not.toMatch(unsafe);
    const served = await call(server, "GET", `/api/news/${created.body.id}`);
    expect(served.status).toBe(200);
    expect(served.body.body).not.toMatch(unsafe);

    const edited = await asAdmin("PATCH", `/news/${created.body.id}`, { body: unsafeBody });
    expect(edited.status).toBe(200);
    expect(edited.body.body).not.toMatch(unsafe);
  });

  it("makes a free address from the title, and refuses one another item has (409)", async () => {
    const first = await asAdmin("POST", "/news", { title: "Été 2027 : les nouveautés !" });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ slug: "ete-2027-les-nouveautes", status: "draft", published_at: null });
    const second = await asAdmin("POST", "/news", { title: "Été 2027 : les nouveautés !" });
    expect(second.body.slug).toBe("ete-2027-les-nouveautes-2");

    const taken = await asAdmin("POST", "/news", { title: "Autre", slug: "ete-2027-les-nouveautes" });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      error: "Cette adresse est déjà celle d'une autre actualité : choisissez-en une autre.",
      field: "slug",
    });
    const renamed = await asAdmin("PATCH", `/news/${second.body.id}`, { slug: "ete-2027-les-nouveautes" });
    expect(renamed.status).toBe(409);
  });

  it("keeps a scheduled item from the public until its date, and unpublishing hides it", async () => {
    const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString();
    const scheduled = await asAdmin("POST", "/news", {
      title: "Annonce programmée",
      excerpt: "Bientôt.",
      body: "<p>Demain.</p>",
      publish: "at",
      publish_at: tomorrow,
    });
    expect(scheduled.status).toBe(201);
    expect(scheduled.body.status).toBe("scheduled");
    const id = scheduled.body.id as string;

    expect((await call(server, "GET", `/api/news/${id}`)).status).toBe(404);
    const publicList = await call(server, "GET", "/api/news?per_page=50");
    expect(publicList.body.news.map((item: { id: string }) => item.id)).not.toContain(id);
    const rest = await restClient(server, candidate).from("news").select("id").eq("id", id);
    expect(rest.data).toEqual([]);

    const listed = await asAdmin("GET", "/news?status=scheduled");
    expect(listed.body.news.map((item: { id: string }) => item.id)).toContain(id);
    const searched = await asAdmin("GET", "/news?q=PROGRAMMEE");
    expect(searched.body.news.map((item: { title: string }) => item.title)).toEqual(["Annonce programmée"]);

    // Once its date has come (published now), visitors read it.
    const published = await asAdmin("PATCH", `/news/${id}`, { publish: "now" });
    expect(published.body.status).toBe("published");
    expect((await call(server, "GET", `/api/news/${id}`)).status).toBe(200);

    const unpublished = await asAdmin("POST", `/news/${id}/unpublish`);
    expect(unpublished.status).toBe(200);
    expect(unpublished.body).toMatchObject({ status: "draft", published_at: null });
    expect((await call(server, "GET", `/api/news/${id}`)).status).toBe(404);
    const drafts = await asAdmin("GET", "/news?status=draft");
    expect(drafts.body.news.map((item: { id: string }) => item.id)).toContain(id);
  });

  it("refuses what the schema refuses, in French, naming the field", async () => {
    const noTitle = await asAdmin("POST", "/news", { title: "   " });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body).toEqual({ error: "Le titre ne peut pas être vide.", field: "title" });
    const noDate = await asAdmin("POST", "/news", { title: "Sans date", publish: "at" });
    expect(noDate.body).toEqual({ error: "Indiquez la date et l'heure de publication.", field: "publish_at" });
    const badSlug = await asAdmin("POST", "/news", { title: "Titre", slug: "Été" });
    expect(badSlug.status).toBe(400);
    expect(badSlug.body.field).toBe("slug");
    const unknownField = await asAdmin("POST", "/news", { title: "Titre", author: "moi" });
    expect(unknownField.body).toEqual({ error: "Champ inconnu : « author ».", field: "author" });
  });

  it("answers 404 in French for an item that does not exist, and deletes one that does", async () => {
    for (const [method, path] of [
      ["GET", `/news/${someId}`],
      ["PATCH", `/news/${someId}`],
      ["POST", `/news/${someId}/unpublish`],
      ["DELETE", `/news/${someId}`],
    ] as const) {
      const missing = await asAdmin(method, path, method === "PATCH" ? { title: "X" } : undefined);
      expect(missing.status).toBe(404);
      expect(missing.body.error).toBe("Actualité introuvable");
    }
    const created = await asAdmin("POST", "/news", { title: "À supprimer" });
    const deleted = await asAdmin("DELETE", `/news/${created.body.id}`);
    expect(deleted.body).toEqual({ id: created.body.id, deleted: true });
    expect((await asAdmin("GET", `/news/${created.body.id}`)).status).toBe(404);
  });

  it("refuses a body over its size with a French 413", async () => {
    const huge = await asAdmin("POST", "/news", { title: "Trop long", body: `<p>${"a".repeat(300 * 1024)}</p>` });
    expect(huge.status).toBe(413);
    expect(huge.body.error).toBe("Requête trop volumineuse (256 Ko au plus).");
  });
});

describe("FAQ", () => {
  it("creates categories and questions, and rewrites the whole order in one go", async () => {
    const tarifs = await asAdmin("POST", "/faq/categories", { label: "Tarifs" });
    expect(tarifs.status).toBe(201);
    expect((await asAdmin("POST", "/faq/categories", { label: "Contrats" })).status).toBe(201);
    const first = await asAdmin("POST", "/faq/items", {
      question: "Combien coûte Fuse ?",
      answer: "<p>Rien pour les candidats.<script>alert(1)</script></p>",
      category_id: tarifs.body.id,
    });
    expect(first.status).toBe(201);
    expect(first.body.answer).not.toMatch(/script|alert/);
    const second = await asAdmin("POST", "/faq/items", {
      question: "Et pour les recruteurs ?",
      answer: "<p>Un abonnement.</p>",
      audience: "recruiter",
      category_id: tarifs.body.id,
    });
    expect(second.body.position).toBe(first.body.position + 1);

    const faq = (await asAdmin("GET", "/faq")).body;
    const categories = faq.categories.map((category: { id: string }) => category.id).reverse();
    const itemsOf = (categoryId: string | null) =>
      faq.items
        .filter((item: { category_id: string | null }) => item.category_id === categoryId)
        .map((item: { id: string }) => item.id);
    const order = {
      categories: categories.map((id: string) => ({ id, items: [...itemsOf(id)].reverse() })),
      uncategorized: itemsOf(null),
    };
    const rewritten = await asAdmin("PUT", "/faq/order", order);
    expect(rewritten.status).toBe(200);
    expect(rewritten.body.categories.map((category: { id: string }) => category.id)).toEqual(categories);
    expect(rewritten.body.categories.map((category: { position: number }) => category.position)).toEqual(
      categories.map((_: string, index: number) => index + 1),
    );
    const tarifsItems = rewritten.body.items.filter(
      (item: { category_id: string }) => item.category_id === tarifs.body.id,
    );
    expect(tarifsItems.map((item: { id: string }) => item.id)).toEqual([second.body.id, first.body.id]);
    expect(tarifsItems.map((item: { position: number }) => item.position)).toEqual([1, 2]);

    // A list made before another question was added no longer matches: refused, nothing moved.
    await asAdmin("POST", "/faq/items", {
      question: "Y a-t-il un essai ?",
      answer: "<p>Oui.</p>",
      category_id: tarifs.body.id,
    });
    const stale = await asAdmin("PUT", "/faq/order", { ...order, categories: [...order.categories].reverse() });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe("La FAQ a changé entre-temps : rechargez.");
    const unchanged = (await asAdmin("GET", "/faq/categories")).body.categories.map(
      (category: { id: string }) => category.id,
    );
    expect(unchanged).toEqual(categories);
  });

  it("refuses to delete a category in use, a taken name and an unknown category, in French", async () => {
    const category = await asAdmin("POST", "/faq/categories", { label: "Entretiens" });
    const item = await asAdmin("POST", "/faq/items", {
      question: "Comment se passe un entretien ?",
      answer: "<p>En visio.</p>",
      category_id: category.body.id,
    });
    const inUse = await asAdmin("DELETE", `/faq/categories/${category.body.id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.error).toBe(
      "Cette catégorie contient encore des questions : déplacez-les ou supprimez-les d'abord.",
    );
    const taken = await asAdmin("POST", "/faq/categories", { label: "Entretiens" });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ error: "Une catégorie porte déjà ce nom.", field: "label" });
    const unknown = await asAdmin("PATCH", `/faq/items/${item.body.id}`, { category_id: someId });
    expect(unknown.status).toBe(400);
    expect(unknown.body.field).toBe("category_id");

    const moved = await asAdmin("PATCH", `/faq/items/${item.body.id}`, { category_id: null });
    expect(moved.body.category_id).toBeNull();
    const deleted = await asAdmin("DELETE", `/faq/categories/${category.body.id}`);
    expect(deleted.body).toEqual({ id: category.body.id, deleted: true });
    expect((await asAdmin("DELETE", `/faq/items/${item.body.id}`)).status).toBe(200);
    expect((await asAdmin("GET", `/faq/items/${item.body.id}`)).body.error).toBe("Question introuvable");
  });
});

describe("pages", () => {
  it("creates a page shown at /p/{slug} once published, sanitised", async () => {
    const created = await asAdmin("POST", "/pages", {
      slug: "presse",
      title: "Presse",
      body: '<p onclick="alert(1)">Contact presse</p>',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ slug: "presse", published: false });
    expect(created.body.body).not.toMatch(/onclick|alert/);
    expect((await call(server, "GET", "/api/cards/presse")).status).toBe(404);
    const published = await asAdmin("PATCH", `/pages/${created.body.id}`, { published: true });
    expect(published.body.published).toBe(true);
    const shown = await call(server, "GET", "/api/cards/presse");
    expect(shown.body).toMatchObject({ kind: "page", page: { title: "Presse" } });
    const listed = await asAdmin("GET", "/pages");
    expect(listed.body.pages.map((page: { slug: string }) => page.slug)).toContain("presse");
  });

  it("refuses a slug another page or a candidate's card holds (409), so none hides another", async () => {
    const taken = await asAdmin("POST", "/pages", { slug: "presse", title: "Autre presse" });
    expect(taken.status).toBe(409);
    expect(taken.body.field).toBe("slug");
    expect(taken.body.error).toMatch(/déjà prise/);

    const card = await call(server, "POST", "/api/profile/info", {
      token: candidate.token,
      body: { form: { first_name: "Camille", card_slug: "camille-martin" } },
    });
    expect(card.status).toBe(200);
    const shadowing = await asAdmin("POST", "/pages", { slug: "camille-martin", title: "Camille" });
    expect(shadowing.status).toBe(409);
    const page = await asAdmin("POST", "/pages", { slug: "equipe", title: "L'équipe" });
    const renamed = await asAdmin("PATCH", `/pages/${page.body.id}`, { slug: "camille-martin" });
    expect(renamed.status).toBe(409);
    // And the other way round: a card cannot take a page's address.
    const cardTaking = await call(server, "POST", "/api/profile/info", {
      token: candidate.token,
      body: { form: { card_slug: "equipe" } },
    });
    expect(cardTaking.status).toBe(409);
    expect((await asAdmin("DELETE", `/pages/${page.body.id}`)).status).toBe(200);
    expect((await asAdmin("GET", `/pages/${page.body.id}`)).body.error).toBe("Page introuvable");
  });
});

describe("the journal", () => {
  it("records each action with the administrator's e-mail, and lists them by entity", async () => {
    const created = await asAdmin("POST", "/news", { title: "Journalisée" });
    const id = created.body.id as string;
    await asAdmin("PATCH", `/news/${id}`, { excerpt: "Chapô" });
    await asAdmin("PATCH", `/news/${id}`, { publish: "now" });
    await asAdmin("POST", `/news/${id}/unpublish`);
    await asAdmin("DELETE", `/news/${id}`);
    expect(await journalOf(server, "news", id)).toEqual([
      { action: "insert", actor_email: admin.email, summary: "Journalisée", details: {} },
      { action: "update", actor_email: admin.email, summary: "Journalisée", details: { changed: ["excerpt"] } },
      { action: "update", actor_email: admin.email, summary: "Journalisée", details: { changed: ["published_at"] } },
      { action: "update", actor_email: admin.email, summary: "Journalisée", details: { changed: ["published_at"] } },
      { action: "delete", actor_email: admin.email, summary: "Journalisée", details: {} },
    ]);

    const page = await asAdmin("POST", "/pages", { slug: "journal-page", title: "Page journalisée" });
    const category = await asAdmin("POST", "/faq/categories", { label: "Journal" });
    expect(await journalOf(server, "pages", page.body.id)).toMatchObject([
      { action: "insert", actor_email: admin.email },
    ]);
    expect(await journalOf(server, "faq_categories", category.body.id)).toMatchObject([
      { action: "insert", actor_email: admin.email, summary: "Journal" },
    ]);

    const listed = await asAdmin("GET", "/actions?entity=news");
    expect(listed.status).toBe(200);
    const mine = listed.body.actions.filter((action: { entity_id: string }) => action.entity_id === id);
    expect(mine.map((action: { action: string }) => action.action)).toEqual([
      "delete",
      "update",
      "update",
      "update",
      "insert",
    ]);
    expect(mine[0]).toMatchObject({ actor_email: admin.email, entity: "news", summary: "Journalisée" });
    expect(listed.body.actions.every((action: { entity: string }) => action.entity === "news")).toBe(true);
    const wrongEntity = await asAdmin("GET", "/actions?entity=News;drop");
    expect(wrongEntity.status).toBe(400);
  });

  it("cannot be changed or deleted by anyone, administrators through REST included", async () => {
    const { rows } = await server.db.query<{ id: string; summary: string }>(
      "select id::text, summary from public.admin_actions order by id desc limit 1",
    );
    const entry = rows[0]!;
    const rest = restClient(server, admin);
    const visible = await rest.from("admin_actions").select("id").eq("id", entry.id);
    expect(visible.data).toHaveLength(1);
    const updated = await rest.from("admin_actions").update({ summary: "Effacé" }).eq("id", entry.id);
    expect(updated.error).not.toBeNull();
    const deleted = await rest.from("admin_actions").delete().eq("id", entry.id);
    expect(deleted.error).not.toBeNull();
    const forged = await rest.from("admin_actions").insert({ action: "create", entity: "news", summary: "Faux" });
    expect(forged.error).not.toBeNull();
    for (const user of [candidate, recruiter]) {
      const other = await restClient(server, user).from("admin_actions").select("id").eq("id", entry.id);
      expect(other.data ?? []).toEqual([]);
    }
    // Not even the database owner.
    await expect(server.db.query("delete from public.admin_actions where id = $1::bigint", [entry.id])).rejects.toThrow(
      /journal/,
    );
    const after = await server.db.query<{ summary: string }>(
      "select summary from public.admin_actions where id = $1::bigint",
      [entry.id],
    );
    expect(after.rows[0]?.summary).toBe(entry.summary);
  });
});
