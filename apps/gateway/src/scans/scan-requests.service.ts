import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, AppError, InjectService, type ServiceClient } from '#common';
import {
  type AgentView,
  type AuthenticatedCaller,
  type PlatformBindingView,
  type ReportRequest,
  reportDocumentMeta,
  SCANS,
  type ScanStatusResponse,
  type TriggerScanResponse,
} from '#contracts';
import { AgentAccess } from '../agents/agent-access.service.js';
import { PreparedJson } from '../edge/json-documents.js';
import { EventsTokens } from '../events/events-token.js';
import { ScanWebhooks, withWebhook } from '../webhooks/scan-webhooks.service.js';
import { assistantNames } from './assistant-names.js';
import { BrandPages } from './brand-pages.service.js';
import type { ScanQuery } from './dto/insights.schema.js';
import type { TriggerScanDto } from './dto/trigger-scan.dto.js';
import { PlatformBindings } from './platform-bindings.js';
import { ReportResponses } from './report-responses.js';
import { type ReportResponse, reportBody, statusBody, triggerBody } from './scan-responses.js';
import { ScanStatusReader } from './scan-status-reader.js';

/**
 * A poll body made from a state, an agent and the assistants' names; `document` once serialized
 * (a settled state's: its bytes, ETag and compressed forms made once, for every poll of it).
 */
interface PollBody {
  agent: AgentView;
  bindings: PlatformBindingView[];
  body: ReturnType<typeof statusBody>;
  document?: PreparedJson;
}

/**
 * Trigger, poll and report: what POST /scan, GET /scan and GET /report do, for the REST
 * controller and the MCP tools alike (one implementation, two edges).
 */
@Injectable()
export class ScanRequests {
  /** By state object (no longer kept once the watched copy drops it): see `pollBody`. */
  private readonly pollBodies = new WeakMap<ScanStatusResponse, PollBody>();

  constructor(
    @InjectService('scans') private readonly scans: ServiceClient,
    private readonly platformBindings: PlatformBindings,
    private readonly statuses: ScanStatusReader,
    private readonly access: AgentAccess,
    private readonly brandPages: BrandPages,
    private readonly reports: ReportResponses,
    private readonly tokens: EventsTokens,
    private readonly webhooks: ScanWebhooks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Starts a scan; `alreadyRunning` when the agent had one going (200 rather than 202 over HTTP). */
  async trigger(caller: AuthenticatedCaller, body: TriggerScanDto) {
    if ((body.url === undefined) === (body.syntheticId === undefined)) {
      const message = 'exactly one of url or syntheticId is required';
      throw new AppError('VALIDATION_ERROR', 'Send exactly one of url or syntheticId.', [
        { field: 'url', message },
        { field: 'syntheticId', message },
      ]);
    }
    if (body.syntheticId !== undefined) await this.access.require(caller, body.syntheticId, 'write');
    const result = await this.scans.send<TriggerScanResponse>(SCANS.trigger, {
      accountId: caller.accountId,
      url: body.url,
      syntheticId: body.syntheticId,
      mode: body.mode ?? 'batch',
      maxQueries: body.maxQueries ?? 30,
      samples: body.samples ?? 1,
      platforms: body.platforms,
    });
    // The scans service rewrote the agent's entry before answering: this gateway's copy is old.
    this.statuses.changed(result.syntheticId);
    const answer = {
      ...triggerBody(result, await this.simulatedPlatforms()),
      eventsUrl: this.eventsUrl(result.syntheticId),
    };
    const alreadyRunning = result.kind === 'already-running';
    if (body.webhookUrl === undefined) return { alreadyRunning, body: answer };
    return {
      alreadyRunning,
      body: withWebhook(answer, await this.webhooks.register(caller.accountId, result, body.webhookUrl)),
    };
  }

  /**
   * The poll body; `running` while a scan is in progress (the REST answer then carries Retry-After).
   * `document`, when there is one, is the body already serialized, the same for every poll of a state
   * that does not change (a running scan's body carries a fresh events token each time: none).
   */
  async status(caller: AuthenticatedCaller, query: ScanQuery) {
    const agent = await this.access.require(caller, query.syntheticId, 'read');
    const [status, bindings] = await Promise.all([
      this.statuses.status(query.syntheticId, query.scanId),
      this.bindings(),
    ]);
    const made = this.pollBody(status, agent, bindings);
    if (status.state === 'running') {
      const body = { ...made.body, eventsUrl: this.eventsUrl(query.syntheticId) };
      return { running: true, body, document: undefined };
    }
    made.document ??= new PreparedJson(Buffer.from(JSON.stringify(made.body)));
    return { running: false, body: made.body, document: made.document };
  }

  /**
   * The report answer, ready to send: the stored document of the scans service with the
   * caller-side parts spliced in (the agent's name and site state, its brand page, the assistants'
   * names), kept by ReportResponses for as long as neither changes.
   */
  async reportDocument(caller: AuthenticatedCaller, query: ScanQuery): Promise<PreparedJson> {
    const agent = await this.access.require(caller, query.syntheticId, 'read');
    const [bindings, publicUrl] = await Promise.all([this.bindings(), this.brandPages.publicUrlOf(query.syntheticId)]);
    const parts = JSON.stringify([publicUrl, agent.name, agent.knowledgeStatus, agent.knowledgeError, bindings]);
    const request: ReportRequest = { syntheticId: query.syntheticId, scanId: query.scanId };
    return this.reports.get(request, parts, (document) => {
      const { reportUrl, simulatedPlatforms } = reportDocumentMeta(document);
      const names = assistantNames(bindings, (platform) => simulatedPlatforms[platform] ?? undefined);
      return reportBody(document, publicUrl ?? reportUrl, agent, names);
    });
  }

  /** The report body as bytes (MCP's get_report shares it). */
  async reportBytes(caller: AuthenticatedCaller, query: ScanQuery): Promise<Buffer> {
    return (await this.reportDocument(caller, query)).body;
  }

  /** The report as an object (for the MCP tools, which summarise it). */
  async report(caller: AuthenticatedCaller, query: ScanQuery): Promise<ReportResponse> {
    return JSON.parse((await this.reportBytes(caller, query)).toString('utf8')) as ReportResponse;
  }

  bindings() {
    return this.platformBindings.all();
  }

  /**
   * The body made from a state, its agent and the assistants' names, made again only when one of
   * them is another object: the watched state, the cached agent and the cached bindings stay the
   * same objects while nothing changes, so a finished scan polled again and again is described once.
   */
  private pollBody(status: ScanStatusResponse, agent: AgentView, bindings: PlatformBindingView[]): PollBody {
    const made = this.pollBodies.get(status);
    if (made?.agent === agent && made.bindings === bindings) return made;
    const body = statusBody(
      status,
      agent,
      assistantNames(bindings, () => undefined),
    );
    const fresh: PollBody = { agent, bindings, body };
    this.pollBodies.set(status, fresh);
    return fresh;
  }

  /** Where a browser EventSource can follow the agent's scan: the SSE stream with a short-lived token. */
  private eventsUrl(syntheticId: number): string {
    const base = this.config.PUBLIC_BASE_URL.replace(/\/$/, '');
    return `${base}/api/visibility/scan/events?syntheticId=${syntheticId}&token=${this.tokens.issue(syntheticId)}`;
  }

  private async simulatedPlatforms(): Promise<string[]> {
    return (await this.bindings()).filter((b) => b.simulated).map((b) => b.platform);
  }
}
