import { TextDecoder } from 'node:util';

/** How many leading bytes are searched for `<meta charset>`, as the HTML prescan does (1024) with some slack. */
const META_PRESCAN_BYTES = 4096;

const META_CHARSET = /<meta[^>]+charset\s*=\s*["']?\s*([\w:.-]+)/i;

/** The `charset` parameter of a Content-Type header, if any. */
export function charsetFromContentType(contentType: string | null): string | undefined {
  const match = contentType === null ? null : /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType);
  return match?.[1]?.toLowerCase();
}

/** The charset declared by a `<meta charset>` or `<meta http-equiv="content-type">` near the start of the page. */
export function charsetFromMeta(bytes: Uint8Array): string | undefined {
  // latin1 maps every byte to one char, so ASCII markup is readable whatever the real encoding.
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, META_PRESCAN_BYTES)).toString(
    'latin1',
  );
  return META_CHARSET.exec(head)?.[1]?.toLowerCase();
}

function charsetFromBom(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return undefined;
}

function decoderFor(label: string | undefined): TextDecoder | undefined {
  if (label === undefined) return undefined;
  try {
    return new TextDecoder(label);
  } catch {
    // An unknown label (`charset=foo`) falls through to the next source, as browsers do.
    return undefined;
  }
}

/**
 * Decodes an HTML page: a byte-order mark wins, then the Content-Type charset, then
 * `<meta charset>`, then UTF-8. Returns the text and the encoding actually used.
 */
export function decodeHtml(bytes: Uint8Array, contentType: string | null): { text: string; charset: string } {
  const decoder =
    decoderFor(charsetFromBom(bytes)) ??
    decoderFor(charsetFromContentType(contentType)) ??
    decoderFor(charsetFromMeta(bytes)) ??
    new TextDecoder('utf-8');
  return { text: decoder.decode(bytes), charset: decoder.encoding };
}
