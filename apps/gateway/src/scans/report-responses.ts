import { Injectable } from '@nestjs/common';
import { InjectService, type ServiceClient } from '#common';
import {
  REPORT_DOCUMENT_ERROR_HEADER,
  REPORT_UNCHANGED_HEADER,
  REPORT_VERSION_HEADER,
  type ReportDocumentParts,
  type ReportRequest,
  SCANS,
  splitReportDocument,
} from '#contracts';
import { PreparedJson } from '../edge/json-documents.js';
import { ByteBudgetCache } from '../shared/byte-budget-cache.js';
import { FreshChecks } from '../shared/fresh-checks.js';

/** What each gateway keeps of GET /report answers, bodies and their compressed forms together. */
const KEPT_BYTES = 16 * 1024 * 1024;

interface KeptReport {
  /** The stored document's version (SCANS.reportDocument) it was made from. */
  version: string;
  /** What the caller-side parts spliced into it were made from (`get`'s `parts`). */
  parts: string;
  document: PreparedJson;
}

/**
 * GET /report answers kept ready to send (ETag and compressed forms computed once), by agent and
 * scan, within a byte budget. Every read still asks the scans service, but with the version it
 * holds: while that is the current stored report's version, the answer is a few bytes (no
 * document read from the database, none sent over NATS, nothing spliced, hashed or compressed).
 * So a rebuilt report (a late verdict, a newer scan, a new base URL) is served at once by every
 * replica, and so is a change of the caller-side parts (the agent's site state, its brand page):
 * an answer made from other parts is made again. Concurrent reads of one report share a check
 * that started after they arrived (FreshChecks).
 */
@Injectable()
export class ReportResponses {
  private readonly kept = new ByteBudgetCache<string, KeptReport>(KEPT_BYTES);
  private readonly checks = new FreshChecks<string, KeptReport>();

  constructor(@InjectService('scans') private readonly scans: ServiceClient) {}

  /**
   * The answer for `request`: the stored report spliced by `splice` with the caller-side parts,
   * which `parts` names (equal texts, equal parts).
   */
  async get(
    request: ReportRequest,
    parts: string,
    splice: (document: ReportDocumentParts) => Buffer,
  ): Promise<PreparedJson> {
    const key = `${request.syntheticId}:${request.scanId ?? ''}`;
    const checked = await this.checks.run(key, () => {
      const held = this.kept.get(key);
      return this.fetch(key, request, held?.parts === parts ? held : undefined, parts, splice);
    });
    if (checked.parts === parts) return checked.document;
    // The shared check was made for other parts (a change of them under way): this caller's own.
    return (await this.fetch(key, request, undefined, parts, splice)).document;
  }

  private async fetch(
    key: string,
    request: ReportRequest,
    held: KeptReport | undefined,
    parts: string,
    splice: (document: ReportDocumentParts) => Buffer,
  ): Promise<KeptReport> {
    const reply = await this.scans.requestBytes(
      SCANS.reportDocument,
      { syntheticId: request.syntheticId, scanId: request.scanId, knownVersion: held?.version ?? '' },
      REPORT_DOCUMENT_ERROR_HEADER,
    );
    const version = reply.header(REPORT_VERSION_HEADER);
    if (held && version === held.version && reply.header(REPORT_UNCHANGED_HEADER)) return held;
    const made: KeptReport = {
      version: version ?? '',
      parts,
      document: new PreparedJson(splice(splitReportDocument(reply.data)), (bytes) => this.kept.grow(key, made, bytes)),
    };
    // A reply without a version (a scans replica that predates them) cannot be checked later: not kept.
    if (version) this.kept.set(key, made, made.document.body.length);
    return made;
  }
}
