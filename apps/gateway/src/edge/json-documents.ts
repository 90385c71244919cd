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
export type Encoding = keyof typeof compressors;

/**
 * A large JSON body that is already bytes (a stored report spliced with the caller's parts), ready
 * to be sent again and again: its ETag (the body's hash) is computed once, and so is each of its
 * compressed forms, harder than the compression middleware does on the fly, when first asked for
 * (concurrent requests share one compression). `onGrown` learns of the bytes each one adds.
 */
export class PreparedJson {
  readonly etag: string;
  private readonly compressed = new Map<Encoding, Promise<Buffer>>();

  constructor(
    readonly body: Buffer,
    private readonly onGrown: (bytes: number) => void = () => {},
  ) {
    this.etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  }

  compressedAs(encoding: Encoding): Promise<Buffer> {
    const kept = this.compressed.get(encoding);
    if (kept) return kept;
    const pending = compressors[encoding](this.body);
    this.compressed.set(encoding, pending);
    pending.then(
      (bytes) => this.onGrown(bytes.length),
      () => this.compressed.delete(encoding),
    );
    return pending;
  }
}

/**
 * Sends prepared JSON documents: 304 when the client holds the ETag (without touching the body),
 * else the body compressed as the client accepts br or gzip, or as it is.
 */
@Injectable()
export class JsonDocuments {
  async send(req: Request, res: Response, document: PreparedJson): Promise<void> {
    res.setHeader('ETag', document.etag);
    res.setHeader('Vary', 'Accept-Encoding');
    res.type('application/json');
    // Fresh when the request's If-None-Match names this ETag (there is no Last-Modified to compare).
    if (req.headers['if-none-match'] !== undefined && req.fresh) {
      res.status(304).end();
      return;
    }
    // Without Accept-Encoding, identity (without negotiating: a poll comes thousands of times a second).
    const encoding = req.headers['accept-encoding'] ? req.acceptsEncodings('br', 'gzip', 'identity') : 'identity';
    if (encoding !== 'br' && encoding !== 'gzip') {
      res.send(document.body);
      return;
    }
    const bytes = await document.compressedAs(encoding);
    res.setHeader('Content-Encoding', encoding);
    res.send(bytes);
  }
}
