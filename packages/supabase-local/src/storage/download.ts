import type { ObjectMetadata, ObjectRow } from "./database.ts";

/** Types a browser may show in place: pictures (not SVG), sound, video, PDF and plain text. */
const inlineTypes = /^(image\/(png|jpeg|gif|webp|avif)|audio\/[\w.+-]+|video\/[\w.+-]+|application\/pdf|text\/plain)$/;

function attachment(filename: string) {
  const ascii = filename.replace(/[^\w.\- ]/g, "_") || "fichier";
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** A single `bytes=a-b` range within `size`; undefined to send everything, null when it cannot be met. */
function parseRange(header: string | undefined, size: number): [number, number] | null | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "");
  if (!match || (match[1] === "" && match[2] === "")) return undefined;
  let start: number;
  let end: number;
  if (match[1] === "") {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return null;
  return [start, end];
}

/**
 * A file's answer as Supabase Storage sends it: its type, cache-control, ETag and Last-Modified;
 * 304 when the client's copy is current; one byte range (206) for media players. A type a browser
 * could run as a page (HTML, SVG, anything unknown) is always sent as an attachment, and so is any
 * file asked for with `?download`.
 */
export function fileResponse(
  object: Pick<ObjectRow, "name" | "metadata" | "updated_at">,
  bytes: Uint8Array,
  request: { method: string; header: (name: string) => string | undefined; download: string | undefined },
) {
  const metadata: Partial<ObjectMetadata> = object.metadata ?? {};
  const type = metadata.mimetype ?? "application/octet-stream";
  const headers: Record<string, string> = {
    "content-type": type,
    "cache-control": metadata.cacheControl ?? "no-cache",
    "accept-ranges": "bytes",
    "last-modified": new Date(metadata.lastModified ?? object.updated_at).toUTCString(),
  };
  if (metadata.eTag) headers.etag = metadata.eTag;
  const filename = object.name.split("/").pop() ?? object.name;
  if (request.download !== undefined) headers["content-disposition"] = attachment(request.download || filename);
  else if (!inlineTypes.test(type.split(";")[0]?.trim() ?? "")) headers["content-disposition"] = attachment(filename);

  if (metadata.eTag && request.header("if-none-match") === metadata.eTag) {
    return new Response(null, { status: 304, headers });
  }
  const range = parseRange(request.header("range"), bytes.byteLength);
  if (range === null) {
    return new Response(null, { status: 416, headers: { ...headers, "content-range": `bytes */${bytes.byteLength}` } });
  }
  let body = bytes;
  let status = 200;
  if (range) {
    body = bytes.subarray(range[0], range[1] + 1);
    status = 206;
    headers["content-range"] = `bytes ${range[0]}-${range[1]}/${bytes.byteLength}`;
  }
  headers["content-length"] = String(body.byteLength);
  return new Response(request.method === "HEAD" ? null : (body as Uint8Array<ArrayBuffer>), { status, headers });
}
