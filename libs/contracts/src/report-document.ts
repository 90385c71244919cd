import { PLATFORM_KEYS, type PlatformKey } from './platform-keys.js';
import type { ScanInsights } from './scan-insights.js';
import type { ReportView, ScanQualityView } from './scans.js';

/**
 * A finished scan's report as the scans service stores it and sends it (SCANS.reportDocument):
 * UTF-8 text of four JSON lines (JSON text never holds a raw line break): what the gateway needs
 * to know without reading the rest, the report without its quality and insights, the quality
 * (which the gateway completes with the agent's site state), and the insights. The gateway splices
 * the lines into its answer as they are: the runs, the bulk of a report, are never parsed on the way.
 */
export interface ReportDocumentMeta {
  scanId: string;
  syntheticId: number;
  brandName: string;
  scanDate: string;
  overallScore: number;
  simulated: boolean;
  reportUrl: string;
  /** Per platform: all its answers came from the simulator (true), none did (false), it has none (null). */
  simulatedPlatforms: Record<PlatformKey, boolean | null>;
}

/** Reply header of SCANS.reportDocument when the body is an error in the `{code, message}` shape. */
export const REPORT_DOCUMENT_ERROR_HEADER = 'Report-Error';
/**
 * Reply header of SCANS.reportDocument: the version of the report sent, an opaque text that changes
 * whenever the document would (another scan, the scan or the one before it changed, a new format
 * or base URL). The same version always stands for the same bytes.
 */
export const REPORT_VERSION_HEADER = 'Report-Version';
/** Reply header of SCANS.reportDocument when the request's `knownVersion` is current: the body is then empty. */
export const REPORT_UNCHANGED_HEADER = 'Report-Unchanged';

/** The lines of a report document, as byte ranges of one buffer (nothing copied, nothing parsed). */
export interface ReportDocumentParts {
  meta: Uint8Array;
  rest: Uint8Array;
  quality: Uint8Array;
  insights: Uint8Array;
}

const NEWLINE = 0x0a;

export function encodeReportDocument(report: ReportView): string {
  const { quality, insights, ...rest } = report;
  const meta: ReportDocumentMeta = {
    scanId: report.scanId,
    syntheticId: report.syntheticId,
    brandName: report.brandName,
    scanDate: report.scanDate,
    overallScore: report.overallScore,
    simulated: report.simulated,
    reportUrl: report.reportUrl,
    simulatedPlatforms: simulatedPlatforms(report.queryResults),
  };
  return [meta, rest, quality, insights].map((part) => JSON.stringify(part)).join('\n');
}

/** Per platform, whether the answers shown came from the simulator (all of that platform's answers did). */
export function simulatedPlatforms(
  queryResults: readonly { platform: PlatformKey; model: string }[],
): Record<PlatformKey, boolean | null> {
  return Object.fromEntries(
    PLATFORM_KEYS.map((platform) => {
      const own = queryResults.filter((r) => r.platform === platform);
      return [platform, own.length ? own.every((r) => r.model.startsWith('simulator/')) : null];
    }),
  ) as Record<PlatformKey, boolean | null>;
}

export function splitReportDocument(bytes: Uint8Array): ReportDocumentParts {
  const parts: Uint8Array[] = [];
  let start = 0;
  for (let i = 0; i < 3; i++) {
    const end = bytes.indexOf(NEWLINE, start);
    if (end < 0) throw new Error('a report document has four lines');
    parts.push(bytes.subarray(start, end));
    start = end + 1;
  }
  parts.push(bytes.subarray(start));
  const [meta, rest, quality, insights] = parts as [Uint8Array, Uint8Array, Uint8Array, Uint8Array];
  return { meta, rest, quality, insights };
}

const decoder = new TextDecoder();
const parse = <T>(bytes: Uint8Array): T => JSON.parse(decoder.decode(bytes)) as T;

export function reportDocumentMeta(parts: ReportDocumentParts): ReportDocumentMeta {
  return parse(parts.meta);
}

export function reportDocumentQuality(parts: ReportDocumentParts): ScanQualityView {
  return parse(parts.quality);
}

/** The whole report as an object, for the pages that render it. */
export function decodeReportDocument(parts: ReportDocumentParts): ReportView {
  return {
    ...parse<Omit<ReportView, 'quality' | 'insights'>>(parts.rest),
    quality: parse<ScanQualityView>(parts.quality),
    insights: parse<ScanInsights>(parts.insights),
  };
}
