/** How deep request bodies may nest arrays and objects: far beyond any form, far below a stack overflow. */
export const maxJsonDepth = 32;

/** JSON nested deeper than allowed: refused before it is parsed, since walking it would overflow the stack. */
export class JsonTooDeepError extends SyntaxError {
  readonly maxDepth: number;

  constructor(maxDepth: number) {
    super(`JSON nested deeper than ${maxDepth} levels`);
    this.name = "JsonTooDeepError";
    this.maxDepth = maxDepth;
  }
}

/** The French refusal of a body nested too deep, for the API's answers. */
export const tooDeepMessage = (maxDepth = maxJsonDepth) =>
  `Le corps de la requête est trop imbriqué (${maxDepth} niveaux au plus).`;

/**
 * The deepest nesting of arrays and objects in a JSON text, counted in one pass without parsing
 * (brackets inside strings do not count). Stops as soon as it exceeds `limit`.
 */
export function exceedsDepth(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c /* \ */) index++;
      else if (code === 0x22 /* " */) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b /* [ */ || code === 0x7b /* { */) {
      if (++depth > limit) return true;
    } else if (code === 0x5d /* ] */ || code === 0x7d /* } */) depth--;
  }
  return false;
}

/**
 * JSON.parse for request bodies: refuses nesting deeper than `maxDepth` (JsonTooDeepError, a
 * SyntaxError) before parsing, so no later walk of the value (validation, serialisation, a
 * recursive check) can overflow the stack. Malformed JSON throws JSON.parse's SyntaxError.
 */
export function parseJson(text: string, maxDepth = maxJsonDepth): unknown {
  if (exceedsDepth(text, maxDepth)) throw new JsonTooDeepError(maxDepth);
  return JSON.parse(text) as unknown;
}
