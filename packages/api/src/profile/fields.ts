// Field rules shared by the candidate and company forms, matching the database's checks.

import { z } from "zod/mini";

import { postalCodePattern } from "@fuse/domain/api/request-fields";
import { isOneLine, oneLineMessage } from "@fuse/domain/vocabulary";

import { sanitizeRichText } from "../http/rich-text.ts";

/** Text typed by a person on one line: trimmed; an empty text clears the field. */
export const optionalText = (max: number) =>
  z.optional(
    z.nullable(
      z.pipe(
        z.string().check(z.trim(), z.maxLength(max), z.refine(isOneLine, oneLineMessage())),
        z.transform((text: string) => (text === "" ? null : text)),
      ),
    ),
  );

/** A JSON object stored in a jsonb column, bounded so one field cannot fill the database. */
export const jsonObject = (maxChars: number) =>
  z
    .record(z.string(), z.unknown())
    .check(
      z.refine(
        (value) => JSON.stringify(value).length <= maxChars,
        `Cet objet est trop volumineux (${maxChars} caractères au plus en JSON).`,
      ),
    );

/** Postal codes, phone numbers: the same rules as the database's checks, with French messages. */
export const optionalPattern = (max: number, pattern: RegExp, message: string) =>
  z.optional(
    z.nullable(
      z.pipe(
        z.string().check(
          z.trim(),
          z.maxLength(max),
          z.refine(isOneLine, oneLineMessage()),
          z.refine((text) => text === "" || pattern.test(text), message),
        ),
        z.transform((text: string) => (text === "" ? null : text)),
      ),
    ),
  );

export const postalCode = optionalPattern(5, postalCodePattern, "« Code postal » doit compter 5 chiffres.");

export const latitude = z.optional(z.nullable(z.number().check(z.minimum(-90), z.maximum(90))));
export const longitude = z.optional(z.nullable(z.number().check(z.minimum(-180), z.maximum(180))));

/**
 * Rich text (spec §5) cleaned on write, so nothing unsafe is ever stored whoever reads it later;
 * images stay only when they come from the product's storage (see http/rich-text.ts). The
 * length is checked on what is received and again on what is stored: escaping can lengthen a
 * text (`&` becomes `&amp;`) past the database's limit.
 */
export const richText = (max: number, label: string) =>
  z.optional(
    z.nullable(
      z
        .pipe(z.string().check(z.maxLength(max)), z.transform(sanitizeRichText))
        .check(
          z.refine(
            (html) => html.length <= max,
            `« ${label} » est trop long une fois nettoyé (${max} caractères au plus).`,
          ),
        ),
    ),
  );
