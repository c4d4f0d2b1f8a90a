// Apart from the API contract (which every page loads): only « Mon Profil » downloads the export.

/**
 * `GET /api/account/export` (bearer token): every piece of the caller's data as a ZIP file
 * (`donnees.json` and their stored files). Not in the JSON contract: the answer is a file.
 */
export const accountExportPath = "/api/account/export";

/** The name the export's file is offered under. */
export const accountExportFileName = "fuse-mes-donnees.zip";
