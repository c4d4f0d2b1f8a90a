import { z } from "zod/mini";

// `zod/mini`: the forms that choose an address (MaFuseCard's settings, the company card) ship this
// rule to the browser, and the server checks their requests with it, in the same words.

/**
 * The address of a public page, /p/{slug} (a candidate's card, a company's card, a content page):
 * lower-case letters without accents and digits, in words joined by single dashes. The database
 * checks the same pattern.
 */
export const publicSlugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The longest address a candidate or a company may choose. */
export const publicSlugMaxLength = 60;

/** Whether `slug` can be the address of a public page. */
export const isPublicSlug = (slug: string) => publicSlugPattern.test(slug);

/**
 * A card's or a company's address as typed in its form, named `label` in the messages: trimmed,
 * empty for none. Each rule carries its message, which the server answers as it is.
 */
export const publicSlug = (label: string) =>
  z.string().check(
    z.trim(),
    z.refine((slug: string) => slug.length <= publicSlugMaxLength, {
      error: `« ${label} » est trop longue (${publicSlugMaxLength} caractères au plus).`,
    }),
    z.refine((slug: string) => slug === "" || isPublicSlug(slug), {
      error: `« ${label} » ne peut contenir que des lettres minuscules sans accent, des chiffres et des tirets.`,
    }),
  );
