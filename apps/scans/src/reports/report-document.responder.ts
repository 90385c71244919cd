import { headers, type Msg, type Subscription } from '@nats-io/transport-node';
import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import {
  APP_CONFIG,
  type AppConfig,
  AppError,
  NATS_CLIENT,
  natsConnectionOf,
  natsName,
  type RpcErrorPayload,
  replyPartBytes,
  requestContextOf,
  respondInParts,
  runWithContext,
} from '#common';
import {
  REPORT_DOCUMENT_ERROR_HEADER,
  REPORT_UNCHANGED_HEADER,
  REPORT_VERSION_HEADER,
  type ReportByTokenRequest,
  type ReportRequest,
  SCANS,
} from '#contracts';
import { ReportDocuments } from './report-documents.js';

/**
 * SCANS.reportDocument on the bare NATS connection rather than as a Nest message handler: Nest's
 * transport would wrap the stored report in a JSON envelope (stringified here, parsed in the
 * gateway); this answers with the stored bytes as they are. Errors go back in the
 * `{code, message}` shape with the REPORT_DOCUMENT_ERROR_HEADER set. A request that names the
 * version it holds (`knownVersion`: the gateway's cache) gets the current version in a header, and
 * the document only when that version is not the one it holds. A document larger than one NATS
 * message is sent in parts, each asked for by the requester (reply-parts.ts). Same queue group as the
 * service's other handlers, so that each request is answered by one replica.
 */
@Injectable()
export class ReportDocumentResponder implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(ReportDocumentResponder.name);
  private subscription?: Subscription;
  /** A stored report larger than this goes in parts (reply-parts.ts): a large scan's can pass NATS's 1 MB. */
  private partBytes = 0;

  constructor(
    @Inject(NATS_CLIENT) private readonly client: ClientProxy,
    private readonly documents: ReportDocuments,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const connection = natsConnectionOf(this.client);
    this.partBytes = replyPartBytes(connection, this.config.NATS_REPLY_PART_BYTES);
    this.subscription = connection.subscribe(natsName(SCANS.reportDocument), {
      queue: `${this.config.NATS_PREFIX}.scans`,
      callback: (error, msg) => {
        if (error) return;
        runWithContext(requestContextOf(msg.headers), () => this.answer(msg)).catch((failure) =>
          // Only the reply itself can fail here (the connection closing): the requester times out.
          this.logger.warn(`${msg.subject}: no reply sent (${failure instanceof Error ? failure.message : failure})`),
        );
      },
    });
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.subscription?.drain();
  }

  private async answer(msg: Msg): Promise<void> {
    try {
      const request = msg.json<ReportRequest | ReportByTokenRequest>();
      const known = 'knownVersion' in request ? request.knownVersion : undefined;
      if (typeof known !== 'string') {
        respondInParts(msg, Buffer.from(await this.documents.read(request)), this.partBytes);
        return;
      }
      const { version, document } = await this.documents.readIfChanged(request, known);
      const h = headers();
      h.set(REPORT_VERSION_HEADER, version);
      if (document === null) h.set(REPORT_UNCHANGED_HEADER, '1');
      respondInParts(msg, Buffer.from(document ?? ''), this.partBytes, h);
    } catch (error) {
      let payload: RpcErrorPayload;
      if (error instanceof AppError) {
        payload = error.payload;
      } else {
        this.logger.error(`Unhandled error in ${msg.subject}: ${error instanceof Error ? error.stack : error}`);
        payload = { code: 'INTERNAL', message: 'The service hit an unexpected error; it has been logged.' };
      }
      const h = headers();
      h.set(REPORT_DOCUMENT_ERROR_HEADER, payload.code);
      msg.respond(JSON.stringify(payload), { headers: h });
    }
  }
}
