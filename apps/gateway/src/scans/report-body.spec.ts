import { describe, expect, it } from 'vitest';
import {
  decodeReportDocument,
  encodeReportDocument,
  type PlatformKey,
  type ReportView,
  splitReportDocument,
} from '#contracts';
import { REPORT_VIEW_EXAMPLE } from './scan-examples.js';
import { reportBody } from './scan-responses.js';

const NAMES: Record<PlatformKey, string> = {
  assistant_a: 'ChatGPT',
  assistant_b: 'Claude',
  assistant_c: 'Gemini (simulated)',
  aio: 'Google AI Overviews',
};
const READY = { knowledgeStatus: 'ready' as const, knowledgeError: null, name: 'Example' };
const FAILED = { knowledgeStatus: 'failed' as const, knowledgeError: 'HTTP 503', name: 'example.com' };
const QUALITY_KEYS = [
  'samples',
  'overallScoreInterval',
  'platformIntervals',
  'confidence',
  'previousScan',
  'siteRead',
  'siteReadError',
  'assistantNames',
];

const [firstResult] = REPORT_VIEW_EXAMPLE.queryResults;
const withText: ReportView = {
  ...REPORT_VIEW_EXAMPLE,
  brandName: 'Ünïcode – Brand “quoted” \\ 🚀',
  queryResults: [
    // Characters outside ASCII (and outside the BMP) and JSON escapes: spliced as bytes, they must survive.
    { ...firstResult!, rawResponse: 'Line one\nline “two” – naïve café 🚀 \u2028 end\t"quoted" \\ back' },
    { ...firstResult!, platform: 'assistant_b', model: 'simulator/assistant_b', rawResponse: '' },
  ],
};
const unreadSite: ReportView = {
  ...REPORT_VIEW_EXAMPLE,
  quality: {
    ...REPORT_VIEW_EXAMPLE.quality,
    siteRead: null,
    siteReadError: null,
    previousScan: null,
  },
};

/** What the answer was before reports were stored: the object of scan-responses, serialized once. */
function spliced(report: ReportView, brandPageUrl: string, agent: typeof READY | typeof FAILED) {
  const body = reportBody(splitReportDocument(Buffer.from(encodeReportDocument(report))), brandPageUrl, agent, NAMES);
  return { text: body.toString('utf8'), parsed: JSON.parse(body.toString('utf8')) as Record<string, unknown> };
}

describe('the GET /report answer spliced from the stored document', () => {
  it.each([
    ['the example', REPORT_VIEW_EXAMPLE, READY],
    ['answers with escapes and characters beyond ASCII', withText, READY],
    ['a scan that recorded no site state, of an agent whose site failed', unreadSite, FAILED],
  ] as const)('is the object built by spreading the report, byte for byte: %s', (_name, report, agent) => {
    const { text, parsed } = spliced(report, 'https://brands.example/b', agent);
    const { quality: _quality, insights, ...rest } = report;
    const qualityFields = Object.fromEntries(QUALITY_KEYS.map((key) => [key, parsed[key]]));
    const expected = {
      ...rest,
      brandPageUrl: 'https://brands.example/b',
      ...qualityFields,
      ...insights,
      _service: parsed._service,
    };
    expect(text).toBe(JSON.stringify(expected));
  });

  it('completes the quality with the agent’s site state only when the scan recorded none', () => {
    expect(spliced(unreadSite, 'u', FAILED).parsed).toMatchObject({ siteRead: false, siteReadError: 'HTTP 503' });
    expect(spliced(REPORT_VIEW_EXAMPLE, 'u', FAILED).parsed).toMatchObject({ siteRead: true, siteReadError: null });
  });

  it('says what the report is in _service from the document’s first line', () => {
    const { parsed } = spliced(withText, 'u', FAILED);
    const service = parsed._service as Record<string, string>;
    expect(service.what_you_are_seeing).toContain(`scan ${REPORT_VIEW_EXAMPLE.scanId}`);
    expect(service.what_you_are_seeing).toContain('Ünïcode – Brand “quoted” \\ 🚀');
    expect(service.what_happened).toContain('HTTP 503');
    expect(parsed.assistantNames).toEqual(NAMES);
  });

  it('decodes to the report it was made from, and tells which platforms were simulated', () => {
    const parts = splitReportDocument(Buffer.from(encodeReportDocument(withText)));
    expect(decodeReportDocument(parts)).toEqual(withText);
    expect(JSON.stringify(decodeReportDocument(parts))).toBe(JSON.stringify(withText));
    expect(JSON.parse(Buffer.from(parts.meta).toString()).simulatedPlatforms).toEqual({
      assistant_a: false,
      assistant_b: true,
      assistant_c: null,
      aio: null,
    });
  });
});
