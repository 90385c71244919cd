import { randomUUID } from 'node:crypto';
import { connect, headers, type NatsConnection } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REPLY_CHANGED_HEADER,
  REPLY_DIGEST_HEADER,
  REPLY_PART_HEADER,
  REPLY_PARTS_HEADER,
  replyPartBytes,
  requestInParts,
  respondInParts,
} from './reply-parts.js';

const NATS_URL = process.env.E2E_NATS_URL ?? 'nats://127.0.0.1:4222';

/** Bytes 0, 1, 2 … 255, 0, 1 … of the given length, with `seed` added: replies that differ by seed. */
function bytes(length: number, seed = 0): Uint8Array {
  return Uint8Array.from({ length }, (_, i) => (i + seed) % 256);
}

describe('replies in parts, over a real NATS server', () => {
  let responder: NatsConnection;
  let requester: NatsConnection;

  beforeAll(async () => {
    responder = await connect({ servers: NATS_URL });
    requester = await connect({ servers: NATS_URL });
  });
  afterAll(async () => {
    await responder?.close();
    await requester?.close();
  });

  /** A responder on a subject of its own answering with `reply()` (read anew for every request, as a replica would). */
  function serve(partBytes: number, reply: () => Uint8Array): { subject: string; asked: number[] } {
    const subject = `test.reply-parts.${randomUUID()}`;
    const asked: number[] = [];
    responder.subscribe(subject, {
      callback: (_error, msg) => {
        asked.push(Number(msg.headers?.get(REPLY_PART_HEADER) || 0));
        const h = headers();
        h.set('Report-Version', 'v1');
        respondInParts(msg, reply(), partBytes, h);
      },
    });
    return { subject, asked };
  }

  function read(subject: string) {
    return requestInParts(async (partHeaders) => {
      const h = headers();
      for (const [name, value] of Object.entries(partHeaders ?? {})) h.set(name, value);
      return await requester.request(subject, '{}', { timeout: 2_000, headers: h });
    });
  }

  it.each([
    ['smaller than a part', 1000, 1],
    ['exactly one part', 1024, 1],
    ['one byte over a part', 1025, 2],
    ['many parts, the last one short', 10 * 1024 + 7, 11],
    ['empty', 0, 1],
  ])('%s (%i bytes): read whole, in %i request(s), with the first reply’s headers', async (_case, length, requests) => {
    const body = bytes(length);
    const { subject, asked } = serve(1024, () => body);
    await responder.flush();
    const reply = await read(subject);
    expect(Buffer.from(reply.data).equals(Buffer.from(body))).toBe(true);
    expect(reply.headers?.get('Report-Version')).toBe('v1');
    expect(asked).toEqual([...Array(requests).keys()]);
  });

  it('a reply that fits carries none of the part headers', async () => {
    const { subject } = serve(1024, () => bytes(10));
    await responder.flush();
    const reply = await requester.request(subject, '{}', { timeout: 2_000 });
    expect(reply.headers?.get(REPLY_PARTS_HEADER)).toBeFalsy();
    expect(reply.headers?.get(REPLY_DIGEST_HEADER)).toBeFalsy();
  });

  it('starts again when the reply changes between its parts, and gets the new one whole', async () => {
    let served = 0;
    // The reply changes once, after its first part was sent.
    const { subject, asked } = serve(1024, () => bytes(3000, served++ === 0 ? 0 : 1));
    await responder.flush();
    const reply = await read(subject);
    expect(Buffer.from(reply.data).equals(Buffer.from(bytes(3000, 1)))).toBe(true);
    expect(asked).toEqual([0, 1, 0, 1, 2]);
  });

  it('gives up when the reply keeps changing', async () => {
    let served = 0;
    const { subject } = serve(1024, () => bytes(3000, served++));
    await responder.flush();
    await expect(read(subject)).rejects.toThrow(/changed while it was read, 3 times/);
  });

  it('answers a part of another reply (or past the end) with Reply-Changed and no body', async () => {
    const { subject } = serve(1024, () => bytes(3000));
    await responder.flush();
    for (const [part, digest] of [
      ['1', 'not-the-digest'],
      ['7', 'whatever'],
    ]) {
      const h = headers();
      h.set(REPLY_PART_HEADER, part);
      h.set(REPLY_DIGEST_HEADER, digest);
      const reply = await requester.request(subject, '{}', { timeout: 2_000, headers: h });
      expect(reply.headers?.get(REPLY_CHANGED_HEADER)).toBe('1');
      expect(reply.data.length).toBe(0);
    }
  });

  it('refuses parts that do not make up the digest announced', async () => {
    const subject = `test.reply-parts.${randomUUID()}`;
    // A faulty responder: announces two parts and a digest, then sends other bytes as part 1.
    responder.subscribe(subject, {
      callback: (_error, msg) => {
        const h = headers();
        h.set(REPLY_PARTS_HEADER, '2');
        h.set(REPLY_DIGEST_HEADER, 'AAAA');
        msg.respond(bytes(10), { headers: h });
      },
    });
    await responder.flush();
    await expect(read(subject)).rejects.toThrow(/do not make up the reply announced/);
  });

  it("sizes parts within the server's max_payload, less room for headers", () => {
    const server = replyPartBytes(requester);
    expect(server).toBe((requester.info?.max_payload ?? 0) - 16 * 1024);
    expect(replyPartBytes(requester, 4096)).toBe(4096);
    expect(replyPartBytes(requester, 100 * 1024 * 1024)).toBe(server);
    expect(replyPartBytes({ info: undefined })).toBe(1024 * 1024 - 16 * 1024);
  });
});
