// Every call of the administrators' API, each with a body its schema would accept, so that a
// refusal proves the guard and not a validation error. The server suite checks that this list
// names every admin route the server mounts; the end-to-end suite sends each one as a candidate
// and a recruiter against `npm start`.

/** One call: its method, its address, and a body when it takes one. */
export interface AdminEndpoint {
  method: string;
  path: string;
  body?: unknown;
}

/** The calls, with `id` standing for the row each one names (any well-formed id). */
export function adminEndpoints(id: string): AdminEndpoint[] {
  const question = { id: "a", type: "short_text", label: "A" };
  return [
    { method: "GET", path: "/api/admin/news" },
    { method: "GET", path: `/api/admin/news/${id}` },
    { method: "POST", path: "/api/admin/news", body: { title: "Nouvelle" } },
    { method: "PATCH", path: `/api/admin/news/${id}`, body: { title: "Nouvelle" } },
    { method: "POST", path: `/api/admin/news/${id}/unpublish` },
    { method: "DELETE", path: `/api/admin/news/${id}` },
    { method: "GET", path: "/api/admin/faq" },
    { method: "GET", path: "/api/admin/faq/categories" },
    { method: "POST", path: "/api/admin/faq/categories", body: { label: "Tarifs" } },
    { method: "PATCH", path: `/api/admin/faq/categories/${id}`, body: { label: "Tarifs" } },
    { method: "DELETE", path: `/api/admin/faq/categories/${id}` },
    { method: "GET", path: "/api/admin/faq/items" },
    { method: "GET", path: `/api/admin/faq/items/${id}` },
    { method: "POST", path: "/api/admin/faq/items", body: { question: "Combien ?", answer: "<p>Rien.</p>" } },
    { method: "PATCH", path: `/api/admin/faq/items/${id}`, body: { question: "Combien ?" } },
    { method: "DELETE", path: `/api/admin/faq/items/${id}` },
    { method: "PUT", path: "/api/admin/faq/order", body: { categories: [], uncategorized: [] } },
    { method: "GET", path: "/api/admin/pages" },
    { method: "GET", path: `/api/admin/pages/${id}` },
    { method: "POST", path: "/api/admin/pages", body: { slug: "presse", title: "Presse" } },
    { method: "PATCH", path: `/api/admin/pages/${id}`, body: { title: "Presse" } },
    { method: "DELETE", path: `/api/admin/pages/${id}` },
    { method: "GET", path: "/api/admin/questionnaires" },
    { method: "GET", path: "/api/admin/questionnaires/candidate" },
    { method: "PUT", path: "/api/admin/questionnaires/candidate", body: { title: "T", questions: [question] } },
    { method: "POST", path: "/api/admin/questionnaires", body: { slug: "avis", title: "T", questions: [question] } },
    { method: "GET", path: "/api/admin/questionnaires/candidate/responses" },
    { method: "GET", path: "/api/admin/actions" },
    { method: "GET", path: "/api/admin/contact-messages" },
    { method: "POST", path: `/api/admin/contact-messages/${id}/handled`, body: { handled: true } },
    { method: "POST", path: `/api/admin/contact-messages/${id}/reply`, body: { message: "Réponse" } },
    { method: "GET", path: "/api/admin/pre-registrations" },
    { method: "POST", path: `/api/admin/pre-registrations/${id}/handled`, body: { handled: true } },
    { method: "POST", path: `/api/admin/pre-registrations/${id}/approve` },
    { method: "GET", path: "/api/admin/users" },
    { method: "GET", path: `/api/admin/users/${id}` },
    { method: "DELETE", path: `/api/admin/users/${id}` },
  ];
}
