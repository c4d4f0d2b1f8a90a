// Files and people for the storage suites: real file headers (file-type reads them), the product's
// users with their profiles, and the match that opens a candidate's files to a recruiter.
import { deflateRawSync } from "node:zlib";

import type { TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { createProfile, createUser, type TestUser } from "../rest/users.ts";

const mega = 1024 * 1024;

/** `header` followed by zeros up to `size` bytes. */
function padded(header: Uint8Array, size: number) {
  const bytes = new Uint8Array(Math.max(size, header.byteLength));
  bytes.set(header);
  return bytes;
}

const hex = (text: string) => Uint8Array.from(Buffer.from(text.replace(/\s/g, ""), "hex"));

/** A PNG's signature and IHDR chunk: what file-type recognises as image/png. */
export const png = (size = 1024) =>
  padded(hex("89504e470d0a1a0a 0000000d 49484452 00000001 00000001 0806000000 1f15c489"), size);

export const jpeg = (size = 1024) => padded(hex("ffd8ffe000104a46494600010100000100010000"), size);

export const pdf = (size = 2048) =>
  padded(new TextEncoder().encode("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n"), size);

/** A Windows executable (MZ … PE), as someone would rename it to cv.pdf. */
export function exe(size = 4096) {
  const bytes = padded(new TextEncoder().encode("MZ"), size);
  new DataView(bytes.buffer).setUint32(0x3c, 128, true);
  bytes.set(new TextEncoder().encode("PE\0\0"), 128);
  return bytes;
}

/** A WebM (EBML, DocType "webm") header, as MediaRecorder writes it. */
export const webm = (size = 4096) =>
  padded(hex("1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810442858102"), size);

const ascii = (text: string) => new TextEncoder().encode(text);
const joined = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

export const gif = (size = 1024) => padded(ascii("GIF89a\x01\x00\x01\x00\x00\x00\x00;"), size);

/** A RIFF WEBP header with a VP8 chunk. */
export const webp = (size = 1024) => padded(joined(ascii("RIFF"), hex("24000000"), ascii("WEBPVP8 ")), size);

/** An ISO media `ftyp` box with the given major brand, as AVIF pictures and MP4 recordings begin. */
const ftyp = (brand: string, compatible: string) =>
  joined(hex("00000020"), ascii(`ftyp${brand}`), hex("00000000"), ascii(compatible));

export const avif = (size = 1024) => padded(ftyp("avif", "avifmif1miaf"), size);

/** An Ogg page carrying an Opus header. */
export const ogg = (size = 4096) =>
  padded(joined(ascii("OggS"), hex("0002 0000000000000000 01000000 00000000 00000000 01 13"), ascii("OpusHead")), size);

/** An MP4 audio file (`M4A ` brand). */
export const m4a = (size = 4096) => padded(ftyp("M4A ", "M4A mp42isom"), size);

/** An ID3 tag followed by an MPEG-1 Layer III frame header. */
export const mp3 = (size = 4096) =>
  padded(joined(ascii("ID3"), hex("0300 00 0000000a"), new Uint8Array(10), hex("fffb9064")), size);

/** A RIFF WAVE header (PCM, 44.1 kHz, mono, 16 bits). */
export const wav = (size = 4096) =>
  padded(
    joined(
      ascii("RIFF"),
      hex("24000000"),
      ascii("WAVEfmt "),
      hex("10000000 0100 0100 44ac0000 88580100 0200 1000"),
      ascii("data"),
      hex("00000000"),
    ),
    size,
  );

/** An HTML page with a script: what an attacker stores under a harmless type to serve it from the storage's origin. */
export const html = () => ascii("<!doctype html><html><body><script>alert(document.domain)</script></body></html>");

/** A one-entry ZIP archive with a DOCX's content types: what file-type recognises as Word. */
export function docx() {
  const name = new TextEncoder().encode("[Content_Types].xml");
  const content = new TextEncoder().encode(
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  const data = deflateRawSync(content);
  const header = new Uint8Array(30 + name.byteLength);
  const view = new DataView(header.buffer);
  view.setUint32(0, 0x04034b50, true);
  view.setUint16(4, 20, true);
  view.setUint16(8, 8, true);
  view.setUint32(18, data.byteLength, true);
  view.setUint32(22, content.byteLength, true);
  view.setUint16(26, name.byteLength, true);
  header.set(name, 30);
  return new Uint8Array(Buffer.concat([header, data, Buffer.alloc(64)]));
}

export const megabytes = (count: number) => Math.round(count * mega);

export interface Person extends TestUser {
  profileId: string;
}

export async function person(server: TestServer, email: string, type: "candidate" | "recruiter" | "admin") {
  const user = await createUser(server, email);
  return { ...user, profileId: await createProfile(server, user.id, type) } satisfies Person;
}

const sirets = ["90000001900019", "90000002700012"];
let companies = 0;

/** A recruiter's company and one published offer; returns the offer's id. */
export async function publishedOffer(server: TestServer, recruiter: Person) {
  await server.db.query("insert into public.companies (profile_id, name, siret, city) values ($1, $2, $3, 'Lyon')", [
    recruiter.profileId,
    `Entreprise ${companies}`,
    sirets[companies++ % sirets.length],
  ]);
  const { rows } = await server.db.query<{ id: string }>(
    `insert into public.jobs (company_id, title, contract_type, status, city, postal_code, lat, lng)
     values ($1, 'Développeur·se TypeScript', 'CDI', 'published', 'Lyon', '69002', 45.75, 4.83) returning id`,
    [recruiter.profileId],
  );
  return rows[0]!.id;
}

export async function candidateInfos(server: TestServer, candidate: Person) {
  await server.db.query(
    "insert into public.candidate_infos (profile_id, first_name, city, card_visible) values ($1, 'Camille', 'Lyon', true)",
    [candidate.profileId],
  );
}

/** Each side likes, as itself, through REST: the second like makes the match mutual. */
export async function like(who: Person, candidate: Person, jobId: string, side: "candidate" | "recruiter") {
  const { error } = await who.client
    .from("match_decisions")
    .insert({ candidate_id: candidate.profileId, job_id: jobId, side, decision: "like" });
  if (error) throw new Error(`like (${side}): ${error.message}`);
}
