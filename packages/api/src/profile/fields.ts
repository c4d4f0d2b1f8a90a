// Field rules shared by the candidate and company forms, matching the database's checks.

import { z } from "zod";

import { isOneLine, oneLineMessage } from "@fuse/domain/vocabulary";

import { sanitizeRichText } from "../http/rich-text.ts";

/** Text typed by a person on one line: trimmed; an empty text clears the field. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(isOneLine, oneLineMessage())
    .transform((text) => (text === "" ? null : text))
    .nullable()
    .optional();

/** A JSON object stored in a jsonb column, bounded so one field cannot fill the database. */
export const jsonObject = (maxChars: number) =>
  z
    .record(z.string(), z.unknown())
    .refine(
      (value) => JSON.stringify(value).length <= maxChars,
      `Cet objet est trop volumineux (${maxChars} caractères au plus en JSON).`,
    );

/** Postal codes, phone numbers: the same rules as the database's checks, with French messages. */
export const optionalPattern = (max: number, pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(isOneLine, oneLineMessage())
    .refine((text) => text === "" || pattern.test(text), message)
    .transform((text) => (text === "" ? null : text))
    .nullable()
    .optional();

export const postalCode = optionalPattern(5, /^[0-9]{5}$/, "« Code postal » doit compter 5 chiffres.");

export const latitude = z.number().min(-90).max(90).nullable().optional();
export const longitude = z.number().min(-180).max(180).nullable().optional();

/**
 * Rich text (spec §5) cleaned on write, so nothing unsafe is ever stored whoever reads it later;
 * images stay only when they come from the product's storage (see http/rich-text.ts). The
 * length is checked on what is received and again on what is stored: escaping can lengthen a
 * text (`&` becomes `&amp;`) past the database's limit.
 */
export const richText = (max: number, label: string) =>
  z
    .string()
    .max(max)
    .transform(sanitizeRichText)
    .refine((html) => html.length <= max, `« ${label} » est trop long une fois nettoyé (${max} caractères au plus).`)
    .nullable()
    .optional();
