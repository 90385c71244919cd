import { createHash } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, AppError } from '#common';
import { queryWithParameters } from '#common/database';
import { encodeReportDocument, type ReportByTokenRequest, type ReportRequest } from '#contracts';
import { Scan } from '../database/scan.entity.js';
import { noSuchScan, ScanViews } from './scan-views.service.js';

/**
 * Version of the stored document's shape: raise it when what ScanViews.reportOf builds changes,
 * and every stored report is rebuilt on its next read.
 */
export const REPORT_FORMAT = 1;

/** What a stored report was built from: the scan and the completed scan before it, as they were. */
interface Sources {
  /** `scans.updated_at` as PostgreSQL prints it (microseconds: a JavaScript Date would lose them). */
  version: string;
  /** `<id>@<updated_at>` of the completed scan before it (the report compares with it), null if none. */
  previousVersion: string | null;
}

interface Lookup extends Sources {
  id: string;
  status: string;
  /** A document is stored for the scan as it now is, in this format and under this base URL. */
  stored: boolean;
  /** That document, when asked for. */
  document?: string | null;
  storedPrevious: string | null;
}

/** A report read for a requester that may hold it: its version, and its document unless that version was known. */
export interface ReportRead {
  version: string;
  document: string | null;
}

/** The previous completed scan of `s` as ScanHistoryRepository.previousCompleted finds it, as a version. */
const PREVIOUS_VERSION = `(select p.id || '@' || p.updated_at::text from scans.scans p
  where p.synthetic_id = s.synthetic_id and p.status = 'completed' and p.id <> s.id
    and (p.completed_at, p.id) < (s.completed_at, s.id)
  order by p.completed_at desc, p.id desc limit 1)`;
const SOURCES = `s.updated_at::text as version, ${PREVIOUS_VERSION} as "previousVersion"`;
const LOOKUP = `s.id, s.status, ${SOURCES}, r.scan_id is not null as stored, r.previous_version as "storedPrevious"`;
const CURRENT_REPORT = `left join scans.reports r on r.scan_id = s.id and r.format = $1 and r.base_url = $2
  and r.source_updated_at = s.updated_at`;

/** The stored document stands for the scan as it is: stored, and compared with the completed scan now before it. */
function isCurrent(found: Lookup): boolean {
  return found.stored && found.storedPrevious === found.previousVersion;
}

/**
 * Reports as stored documents (issue 19): a completed scan's report is built once, when the scan
 * finishes or else on its first read, and stored as the text its readers are sent
 * (encodeReportDocument); a read is then one row. A stored report stands for its scan as it was:
 * anything that changes the scan afterwards (a late judge verdict) moves `scans.updated_at`, and
 * the next read rebuilds it; so does another completed scan before it (the report compares with
 * it: a scan written into the history afterwards), a new document format or a new PUBLIC_BASE_URL.
 */
@Injectable()
export class ReportDocuments {
  private readonly logger = new Logger(ReportDocuments.name);

  constructor(
    private readonly orm: MikroORM,
    private readonly views: ScanViews,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get connection() {
    return this.orm.em.getConnection();
  }

  /** The stored report of the scan asked for: the latest completed one, a past one, or the one behind a link. */
  async read(request: ReportRequest | ReportByTokenRequest): Promise<string> {
    const found = await this.lookup(request, true);
    if (isCurrent(found) && found.document) return found.document;
    return this.build(found.id, found);
  }

  /**
   * Like `read`, for a requester holding the document of `knownVersion` (the gateway's cache):
   * when that is still the current stored document, only its version is read, not its bytes.
   * An empty `knownVersion` (a requester holding nothing yet) reads the document at once.
   */
  async readIfChanged(request: ReportRequest | ReportByTokenRequest, knownVersion: string): Promise<ReportRead> {
    if (knownVersion) {
      const found = await this.lookup(request, false);
      const version = this.versionOf(found);
      if (version === knownVersion && isCurrent(found)) return { version, document: null };
    }
    const found = await this.lookup(request, true);
    const document = isCurrent(found) && found.document ? found.document : await this.build(found.id, found);
    return { version: this.versionOf(found), document };
  }

  /** The version of the document that `read` sends for what `lookup` found (the same version, the same bytes). */
  private versionOf(found: Pick<Lookup, 'id' | 'version' | 'previousVersion'>): string {
    return createHash('sha256')
      .update(
        `${REPORT_FORMAT}\n${this.config.PUBLIC_BASE_URL}\n${found.id}\n${found.version}\n${found.previousVersion}`,
      )
      .digest('base64url')
      .slice(0, 27);
  }

  /** Builds and stores the report of a scan that has just completed (its first read would otherwise). */
  async materialize(scanId: string): Promise<void> {
    const [row] = await queryWithParameters<Sources>(
      this.connection,
      `select ${SOURCES} from scans.scans s where s.id = $1 and s.status = 'completed'`,
      [scanId],
    );
    if (row) await this.build(scanId, row);
  }

  /** The scan asked for, its sources and its stored document's state; the document itself only `withDocument`. */
  private async lookup(request: ReportRequest | ReportByTokenRequest, withDocument: boolean): Promise<Lookup> {
    const current = [REPORT_FORMAT, this.config.PUBLIC_BASE_URL];
    const columns = withDocument ? `${LOOKUP}, r.document` : LOOKUP;
    if ('token' in request) {
      const [row] = await queryWithParameters<Lookup>(
        this.connection,
        `select ${columns} from scans.scans s ${CURRENT_REPORT}
          where s.report_token = $3 and s.status = 'completed'`,
        [...current, request.token],
      );
      if (!row) throw new AppError('NOT_FOUND', 'No report behind this link: it may be mistyped.');
      return row;
    }
    const { syntheticId, scanId } = request;
    if (scanId !== undefined) {
      const [row] = await queryWithParameters<Lookup>(
        this.connection,
        `select ${columns} from scans.scans s ${CURRENT_REPORT} where s.synthetic_id = $3 and s.id = $4`,
        [...current, syntheticId, scanId],
      );
      if (row?.status !== 'completed') throw noSuchScan(syntheticId, scanId, row?.status);
      return row;
    }
    const [row] = await queryWithParameters<Lookup>(
      this.connection,
      `select ${columns} from scans.scans s ${CURRENT_REPORT}
        where s.synthetic_id = $3 and s.status = 'completed' order by s.completed_at desc, s.id desc limit 1`,
      [...current, syntheticId],
    );
    if (!row) {
      throw new AppError(
        'NO_SCAN',
        `Brand agent ${syntheticId} has no completed scan yet: start one with POST /api/visibility/scan, or poll GET /api/visibility/scan if one is running.`,
      );
    }
    return row;
  }

  /**
   * Computes the report and stores it, unless the scan changed while it was computed (its
   * `updated_at` is no longer `version`): then the next read builds it again from the new state.
   * `sources` were read before the report was computed, so that a change meanwhile shows as stale.
   */
  private async build(scanId: string, sources: Sources): Promise<string> {
    const scan = await this.orm.em.fork().findOneOrFail(Scan, { id: scanId });
    const document = encodeReportDocument(await this.views.reportOf(scan));
    const stored = await queryWithParameters<{ scan_id: string }>(
      this.connection,
      `insert into scans.reports (scan_id, format, base_url, source_updated_at, previous_version, document)
       select id, $2, $3, updated_at, $5, $6 from scans.scans where id = $1 and updated_at = $4::timestamptz
       on conflict (scan_id) do update set format = excluded.format, base_url = excluded.base_url,
         source_updated_at = excluded.source_updated_at, previous_version = excluded.previous_version,
         document = excluded.document, materialized_at = now()
       returning scan_id`,
      [scanId, REPORT_FORMAT, this.config.PUBLIC_BASE_URL, sources.version, sources.previousVersion, document],
    );
    if (!stored.length) this.logger.debug(`report of ${scanId} not stored: the scan changed while it was built`);
    return document;
  }
}
