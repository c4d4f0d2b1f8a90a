import { accountExportFileName, accountExportPath } from "@fuse/domain/portrait/account-export";

/**
 * Fetches the account's export (`GET /api/account/export` with the user's token) and hands the ZIP
 * to the browser's downloads. Throws on any failure, with the server's French message when it sent one.
 */
export async function downloadAccountExport(
  accessToken: () => Promise<string>,
  save: (file: Blob, name: string) => void,
  fetcher: typeof fetch = fetch,
) {
  const response = await fetcher(accountExportPath, { headers: { authorization: `Bearer ${await accessToken()}` } });
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new Error(answer?.error ?? `Erreur ${response.status}`);
  }
  save(await response.blob(), accountExportFileName);
}
