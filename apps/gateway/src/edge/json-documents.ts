import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';

const compressors = {
  br: (body: Buffer) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body: Buffer) => promisify(gzip)(body, { level: 9 }),
} as const;
type Encoding = keyof typeof compressors;

/** Compressed bodies kept, by total size: a report compresses to about a tenth (a 142 KB one: 12–16 KB). */
const MAX_CACHED_BYTES = 8 * 1024 * 1024;

/**
 * Sends large JSON bodies that are already bytes (a stored report spliced with the caller's
 * parts), compressed when the client accepts br or gzip. The same body is read again and again
 * (a dashboard reloading a report), so each body is compressed once, harder than the compression
 * middleware does on the fly, and its compressed bytes are kept by the body's hash (which is also
 * its ETag, so that a client holding it gets a 304). Kept bytes are bounded by size, oldest out
 * first, and concurrent requests for a body not kept yet share one compression.
 */
@Injectable()
export class JsonDocuments {
  private readonly compressed = new Map<string, Promise<Buffer>>();
  private readonly sizes = new Map<string, number>();
  private cachedBytes = 0;

  async send(req: Request, res: Response, body: Buffer): Promise<void> {
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
    res.setHeader('ETag', `W/"${hash}"`);
    res.setHeader('Vary', 'Accept-Encoding');
    res.type('application/json');
    // Express answers 304 itself when the request's If-None-Match names this ETag.
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    const encoding = req.acceptsEncodings('br', 'gzip', 'identity');
    if (encoding !== 'br' && encoding !== 'gzip') {
      res.send(body);
      return;
    }
    const bytes = await this.compress(`${encoding}:${hash}`, encoding, body);
    res.setHeader('Content-Encoding', encoding);
    res.send(bytes);
  }

  private compress(key: string, encoding: Encoding, body: Buffer): Promise<Buffer> {
    const kept = this.compressed.get(key);
    if (kept) {
      // Most recently used last, so that eviction takes the least recently used.
      this.compressed.delete(key);
      this.compressed.set(key, kept);
      return kept;
    }
    const pending = compressors[encoding](body);
    this.compressed.set(key, pending);
    pending.then(
      (bytes) => this.keep(key, bytes.length),
      () => this.compressed.delete(key),
    );
    return pending;
  }

  private keep(key: string, size: number): void {
    if (!this.compressed.has(key)) return;
    this.sizes.set(key, size);
    this.cachedBytes += size;
    for (const oldest of this.compressed.keys()) {
      if (this.cachedBytes <= MAX_CACHED_BYTES) break;
      const oldSize = this.sizes.get(oldest);
      if (oldSize === undefined) continue;
      this.compressed.delete(oldest);
      this.sizes.delete(oldest);
      this.cachedBytes -= oldSize;
    }
  }
}
