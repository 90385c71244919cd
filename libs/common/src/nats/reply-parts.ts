import { createHash } from 'node:crypto';
import { type Msg, type MsgHdrs, type NatsConnection, headers as natsHeaders } from '@nats-io/transport-node';

/**
 * Replies larger than one NATS message (the server's `max_payload`, 1 MB by default), sent in
 * parts: a stored report of a large scan can outgrow it. The first reply is part 0 and says how many
 * parts there are and the digest of the whole; the requester asks for each further part with the
 * same request and the `Reply-Part` and `Reply-Digest` headers. Any replica may answer a part: it
 * makes the reply again and sends that part only if the whole is still the same (same digest), or
 * else says the reply changed and the requester starts again. A reply that fits is sent as before,
 * without these headers.
 */
export const REPLY_PARTS_HEADER = 'Reply-Parts';
export const REPLY_PART_HEADER = 'Reply-Part';
export const REPLY_DIGEST_HEADER = 'Reply-Digest';
export const REPLY_CHANGED_HEADER = 'Reply-Changed';

/** Room left in a message for its headers (trace context, request id, the reply's own). */
const HEADER_ROOM = 16 * 1024;
const SMALLEST_PART = 1024;

/** The size of a part: `configured` if set, within what the server accepts in one message. */
export function replyPartBytes(connection: Pick<NatsConnection, 'info'>, configured?: number): number {
  const max = (connection.info?.max_payload ?? 1024 * 1024) - HEADER_ROOM;
  return Math.max(SMALLEST_PART, Math.min(configured ?? max, max));
}

function digestOf(body: Uint8Array): string {
  return createHash('sha256').update(body).digest('base64url');
}

/** Answers `msg` with `body`, or with the part of it that `msg` asks for when `body` needs several. */
export function respondInParts(msg: Msg, body: Uint8Array, partBytes: number, headers: MsgHdrs = natsHeaders()): void {
  const asked = Number(msg.headers?.get(REPLY_PART_HEADER) || 0);
  const count = Math.ceil(body.length / partBytes);
  if (asked === 0 && count <= 1) {
    msg.respond(body, { headers });
    return;
  }
  const digest = digestOf(body);
  if (asked > 0 && (asked >= count || msg.headers?.get(REPLY_DIGEST_HEADER) !== digest)) {
    headers.set(REPLY_CHANGED_HEADER, '1');
    msg.respond(new Uint8Array(), { headers });
    return;
  }
  headers.set(REPLY_PARTS_HEADER, String(count));
  headers.set(REPLY_DIGEST_HEADER, digest);
  msg.respond(body.subarray(asked * partBytes, (asked + 1) * partBytes), { headers });
}

/** One reply as `requestInParts` sees it: its body and headers. */
export interface PartReply {
  data: Uint8Array;
  headers?: Pick<MsgHdrs, 'get'>;
}

/** How many times a reply that changed while its parts were read is read again from the start. */
const ATTEMPTS = 3;

/**
 * The whole reply to a request, from its first reply (`first`) and, when that is part 0 of
 * several, the further parts asked for with `ask(partHeaders)`. The result keeps the first part's
 * headers. Throws when the reply kept changing, or the parts do not make up the whole announced.
 */
export async function requestInParts(
  ask: (partHeaders?: Record<string, string>) => Promise<PartReply>,
): Promise<PartReply> {
  for (let attempt = 1; ; attempt++) {
    const first = await ask();
    const count = Number(first.headers?.get(REPLY_PARTS_HEADER) || 1);
    if (count <= 1) return first;
    const digest = first.headers?.get(REPLY_DIGEST_HEADER) ?? '';
    const parts: Uint8Array[] = [first.data];
    let changed = false;
    for (let part = 1; part < count && !changed; part++) {
      const reply = await ask({ [REPLY_PART_HEADER]: String(part), [REPLY_DIGEST_HEADER]: digest });
      changed = Boolean(reply.headers?.get(REPLY_CHANGED_HEADER));
      parts.push(reply.data);
    }
    if (!changed) {
      const whole = Buffer.concat(parts);
      if (digestOf(whole) !== digest)
        throw new Error(`the ${count} parts of a reply do not make up the reply announced`);
      return { data: whole, headers: first.headers };
    }
    if (attempt === ATTEMPTS) throw new Error(`a reply in ${count} parts changed while it was read, ${ATTEMPTS} times`);
  }
}
