/** What a typed French address says: the street as typed, and what locates its commune. */
interface AddressInput {
  /** The street part as the user typed it (spaces tidied), possibly empty. */
  street: string;
  /** A postal code, or the start of one when it was typed after a comma. */
  postalCode?: string;
  /** The commune's name, or the start of it when it was typed after a comma. */
  city?: string;
}

const FULL_POSTAL_CODE = /(?:^|\s)(\d{5})(?=\s|$)/;

/** Splits "12 rue de la Paix 75002" into the street and a trailing full postal code. */
function takeTrailingPostalCode(text: string) {
  const match = /^(.*?)\s*\b(\d{5})$/.exec(text);
  return match ? { rest: match[1] ?? "", postalCode: match[2] } : { rest: text, postalCode: undefined };
}

/**
 * Reads a French address the way people type it:
 * "12 rue de la Paix, 75002 Paris", "12 rue de la Paix 75002 Paris", "12 rue de la Paix, Paris",
 * "12 rue de la Paix, 750" (the start of a postal code), "75002" or "Paris".
 *
 * After a comma, the last part names the commune and may be incomplete. Without a comma the
 * commune comes from a full postal code, or from trailing words that are exactly a commune's name
 * (`isCommuneName`), so a half-typed street is never mistaken for a town. Answers null when
 * nothing locates a commune.
 */
function parseAddressInput(text: string, isCommuneName: (name: string) => boolean): AddressInput | null {
  const tidy = text.replace(/\s+/g, " ").trim();
  if (!tidy) return null;

  const parts = tidy
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length >= 2) {
    const locality = parts[parts.length - 1] as string;
    let street = parts.slice(0, -1).join(", ");
    const leading = /^(\d{1,5})\s*(.*)$/.exec(locality);
    const trailing = /^(.*?)\s*\b(\d{5})$/.exec(locality);
    let postalCode = leading?.[1] ?? trailing?.[2];
    const city = (leading ? leading[2] : trailing ? trailing[1] : locality)?.trim();
    if (!postalCode) {
      // "12 rue de la Paix 75002, Paris": the code was typed before the comma.
      const moved = takeTrailingPostalCode(street);
      street = moved.rest;
      postalCode = moved.postalCode;
    }
    return { street, postalCode, city: city || undefined };
  }

  const match = FULL_POSTAL_CODE.exec(tidy);
  if (match) {
    const before = tidy.slice(0, match.index).trim();
    const after = tidy.slice(match.index + match[0].length).trim();
    if (after) return { street: before, postalCode: match[1], city: after };
    // "12 rue de la Paix Paris 75002": the commune's name may sit before the code.
    return { ...(splitTrailingCommune(before, isCommuneName) ?? { street: before }), postalCode: match[1] };
  }
  return splitTrailingCommune(tidy, isCommuneName);
}

/** Words that tie a town's name into a street's: "avenue de Paris", "quai de la Loire". */
const LINKING_WORDS = new Set(["a", "à", "au", "aux", "de", "des", "du", "en", "la", "le", "les", "sous", "sur"]);

/**
 * Splits off the longest run of trailing words that is exactly a commune's name, unless a linking
 * word shows the name belongs to the street.
 */
function splitTrailingCommune(text: string, isCommuneName: (name: string) => boolean) {
  const words = text ? text.split(" ") : [];
  for (let size = Math.min(words.length, 6); size >= 1; size -= 1) {
    const before = words[words.length - size - 1]?.toLowerCase();
    if (before && (LINKING_WORDS.has(before) || /^d['’]/i.test(words[words.length - size] ?? ""))) continue;
    const city = words.slice(-size).join(" ");
    if (isCommuneName(city)) return { street: words.slice(0, -size).join(" "), city };
  }
  return null;
}

export { parseAddressInput };
export type { AddressInput };
