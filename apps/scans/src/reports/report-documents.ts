import { MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, AppError, queryWithParameters } from '#common';
import { encodeReportDocument, type ReportByTokenRequest, type ReportRequest } from '#contracts';
import { Scan } from '../database/scan.entity.js';
import { noSuchScan, ScanViews } from './scan-views.service.js';

/**
 * Version of the stored document's shape: raise it when what ScanViews.reportOf builds changes,
 * and every stored report is rebuilt on its next read.
 */
export const REPORT_FORMAT = 1;

interface Lookup {
  id: string;
  status: string;
  /** `scans.updated_at` as PostgreSQL prints it (microseconds: a JavaScript Date would lose them). */
  version: string;
  document: string | null;
}

const LOOKUP_COLUMNS = `s.id, s.status, s.updated_at::text as version, r.document`;
const CURRENT_REPORT = `left join scans.reports r on r.scan_id = s.id and r.format = $1 and r.base_url = $2
  and r.source_updated_at = s.updated_at`;

/**
 * Reports as stored documents (issue 19): a completed scan's report is built once, when the scan
 * finishes or else on its first read, and stored as the text its readers are sent
 * (encodeReportDocument); a read is then one row. A stored report stands for its scan as it was:
 * anything that changes the scan afterwards (a late judge verdict) moves `scans.updated_at`, and
 * the next read rebuilds it; so does a new document format or a new PUBLIC_BASE_URL.
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
    const found = await this.lookup(request);
    return found.document ?? (await this.build(found.id, found.version));
  }

  /** Builds and stores the report of a scan that has just completed (its first read would otherwise). */
  async materialize(scanId: string): Promise<void> {
    const [row] = await queryWithParameters<{ version: string }>(
      this.connection,
      `select updated_at::text as version from scans.scans where id = $1 and status = 'completed'`,
      [scanId],
    );
    if (row) await this.build(scanId, row.version);
  }

  private async lookup(request: ReportRequest | ReportByTokenRequest): Promise<Lookup> {
    const current = [REPORT_FORMAT, this.config.PUBLIC_BASE_URL];
    if ('token' in request) {
      const [row] = await queryWithParameters<Lookup>(
        this.connection,
        `select ${LOOKUP_COLUMNS} from scans.scans s ${CURRENT_REPORT}
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
        `select ${LOOKUP_COLUMNS} from scans.scans s ${CURRENT_REPORT} where s.synthetic_id = $3 and s.id = $4`,
        [...current, syntheticId, scanId],
      );
      if (row?.status !== 'completed') throw noSuchScan(syntheticId, scanId, row?.status);
      return row;
    }
    const [row] = await queryWithParameters<Lookup>(
      this.connection,
      `select ${LOOKUP_COLUMNS} from scans.scans s ${CURRENT_REPORT}
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
   */
  private async build(scanId: string, version: string): Promise<string> {
    const scan = await this.orm.em.fork().findOneOrFail(Scan, { id: scanId });
    const document = encodeReportDocument(await this.views.reportOf(scan));
    const stored = await queryWithParameters<{ scan_id: string }>(
      this.connection,
      `insert into scans.reports (scan_id, format, base_url, source_updated_at, document)
       select id, $2, $3, updated_at, $5 from scans.scans where id = $1 and updated_at = $4::timestamptz
       on conflict (scan_id) do update set format = excluded.format, base_url = excluded.base_url,
         source_updated_at = excluded.source_updated_at, document = excluded.document, materialized_at = now()
       returning scan_id`,
      [scanId, REPORT_FORMAT, this.config.PUBLIC_BASE_URL, version, document],
    );
    if (!stored.length) this.logger.debug(`report of ${scanId} not stored: the scan changed while it was built`);
    return document;
  }
}
