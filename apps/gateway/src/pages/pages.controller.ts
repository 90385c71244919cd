import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { AppError, InjectService, type ServiceClient } from '#common';
import {
  CATALOG,
  decodeReportDocument,
  type IndexEntryView,
  REPORT_DOCUMENT_ERROR_HEADER,
  type ReportByTokenRequest,
  type ReportRequest,
  type ReportView,
  SCANS,
  splitReportDocument,
  type TrendsResponse,
} from '#contracts';
import { PublicEndpoint } from '../auth/caller.decorator.js';
import { assistantNames, simulatedIn } from '../scans/assistant-names.js';
import { PlatformBindings } from '../scans/platform-bindings.js';
import { renderSignupPage, renderUpgradePage } from './account-pages.js';
import { type PageContext, renderBrandPage, renderMissingPage, renderReportPage } from './report-page.js';

/** How far back the trend chart of a page looks. */
const TREND_DAYS = 365;

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;
const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** Server-rendered pages for browsers, which cannot send `x-api-key` (decisions §8). */
@ApiExcludeController()
@Controller()
export class PagesController {
  constructor(
    @InjectService('scans') private readonly scans: ServiceClient,
    @InjectService('catalog') private readonly catalog: ServiceClient,
    private readonly platformBindings: PlatformBindings,
  ) {}

  /** The stored report, parsed once here (the page shows every part of it). */
  private async reportOf(request: ReportRequest | ReportByTokenRequest): Promise<ReportView> {
    const reply = await this.scans.requestBytes(SCANS.reportDocument, request, REPORT_DOCUMENT_ERROR_HEADER);
    return decodeReportDocument(splitReportDocument(reply.data));
  }

  /** The assistants' names and the overall score of the scans up to this one. */
  private async contextOf(report: ReportView): Promise<PageContext> {
    const [bindings, trends] = await Promise.all([
      this.platformBindings.all(),
      this.scans.send<TrendsResponse>(SCANS.trends, { syntheticId: report.syntheticId, days: TREND_DAYS }),
    ]);
    return {
      names: assistantNames(bindings, simulatedIn(report.queryResults)),
      trend: trends.overall.filter((t) => t.scanDate <= report.scanDate),
    };
  }

  @Get('signup')
  @PublicEndpoint()
  @Header('Cache-Control', 'public, max-age=300')
  signup(@Res() res: Response) {
    res.type('html').send(renderSignupPage());
  }

  @Get('upgrade')
  @PublicEndpoint()
  @Header('Cache-Control', 'public, max-age=300')
  upgrade(@Res() res: Response) {
    res.type('html').send(renderUpgradePage());
  }

  @Get('reports/:token')
  @PublicEndpoint()
  @Header('Cache-Control', 'private, no-store')
  @Header('X-Robots-Tag', 'noindex')
  @Header('Referrer-Policy', 'no-referrer')
  async report(@Param('token') token: string, @Res() res: Response) {
    if (!TOKEN.test(token)) return this.missing(res, 'No report behind this link: it may be mistyped or incomplete.');
    try {
      const report = await this.reportOf({ token });
      res.type('html').send(renderReportPage(report, await this.contextOf(report)));
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return this.missing(res, error.message);
      throw error;
    }
  }

  @Get('brands/:slug')
  @PublicEndpoint()
  @Header('Cache-Control', 'public, max-age=60')
  async brand(@Param('slug') slug: string, @Res() res: Response) {
    if (!SLUG.test(slug)) return this.missing(res, 'No brand page at this address.');
    try {
      const entry = await this.catalog.send<IndexEntryView>(CATALOG.lookupIndex, { slug });
      const report = await this.reportOf({ syntheticId: entry.syntheticId });
      res.type('html').send(renderBrandPage(report, await this.contextOf(report)));
    } catch (error) {
      if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'NO_SCAN')) {
        return this.missing(
          res,
          error.code === 'NO_SCAN' ? 'This brand has no completed scan yet.' : 'No brand page at this address.',
        );
      }
      throw error;
    }
  }

  private missing(res: Response, message: string) {
    res.status(404).type('html').send(renderMissingPage(message));
  }
}
