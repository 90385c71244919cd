import { Injectable, Logger } from '@nestjs/common';
import { analyzeAnswer, type PreparedBrand, prepareBrand } from '#analysis';
import type { RunResultMessage } from '#contracts';
import { type AnalysedResult, ScanStore } from '../store/scan-store.js';
import { ScanFinalizer } from './scan-finalizer.js';

/** How many scans' prepared brands to keep; a scan's results arrive together, so few suffice. */
const BRAND_CACHE_SIZE = 256;

/**
 * Stores run results: each answer analysed (decisions §3) against the scan's brand snapshot,
 * a batch per transaction, each run stored once whatever the redeliveries; finishes the scans
 * whose last run just came in.
 */
@Injectable()
export class ResultRecorder {
  private readonly logger = new Logger(ResultRecorder.name);
  private readonly brands = new Map<string, PreparedBrand | null>();

  constructor(
    private readonly store: ScanStore,
    private readonly finalizer: ScanFinalizer,
  ) {}

  async record(results: RunResultMessage[]): Promise<void> {
    const analysed: AnalysedResult[] = [];
    for (const result of results) {
      if (!result.ok) {
        analysed.push(result);
        continue;
      }
      const brand = await this.brandOf(result.scanId);
      if (!brand) continue; // scan gone (deleted or never planned): nothing to store.
      analysed.push({
        ...result,
        analysis: analyzeAnswer({ text: result.answer.text, citations: result.answer.citations, brand }),
      });
    }
    const complete = await this.store.recordResults(analysed);
    for (const scanId of complete) {
      await this.finalizer.finalize(scanId);
      this.brands.delete(scanId);
    }
  }

  private async brandOf(scanId: string): Promise<PreparedBrand | null> {
    if (this.brands.has(scanId)) return this.brands.get(scanId) ?? null;
    const scan = await this.store.findScan(scanId);
    const prepared = scan?.brand ? prepareBrand(scan.brand) : null;
    if (this.brands.size >= BRAND_CACHE_SIZE) {
      const oldest = this.brands.keys().next().value;
      if (oldest !== undefined) this.brands.delete(oldest);
    }
    this.brands.set(scanId, prepared);
    if (!prepared) this.logger.warn(`results for unknown or unplanned scan ${scanId} dropped`);
    return prepared;
  }
}
