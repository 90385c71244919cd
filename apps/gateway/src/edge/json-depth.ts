/**
 * Deepest nesting of arrays and objects a request body may have. Our deepest field is three
 * levels down (`queries[].query`); 32 leaves room for any field to come and stops a body nested
 * a thousand levels before class-transformer recurses through it (and exhausts its stack).
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether JSON text nests arrays and objects deeper than `limit`, read from its bytes in one pass
 * before it is parsed (parsing a megabyte of `[` alone costs about 100 ms). Brackets inside
 * strings do not count; UTF-8 continuation bytes are all above 0x7f, so they never look like one.
 */
export function jsonNestsDeeperThan(bytes: Uint8Array, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      if (++depth > limit) return true;
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}

/** The body parser's type for a body refused by `rejectDeepJson`; the error filter maps it to a 400. */
export const TOO_DEEP_TYPE = 'entity.too.deep';

/** body-parser `verify` hook: refuses a body nested deeper than MAX_JSON_DEPTH before it is parsed. */
export function rejectDeepJson(_req: unknown, _res: unknown, body: Buffer): void {
  if (jsonNestsDeeperThan(body)) {
    throw Object.assign(new Error(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`), {
      status: 400,
      type: TOO_DEEP_TYPE,
    });
  }
}
