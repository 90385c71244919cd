import { Controller, Get, Header } from '@nestjs/common';
import { metricsRegistry } from './metrics.js';

/**
 * Prometheus' scrape target: the process's one registry in the text exposition format. The
 * gateway's OpenAPI document leaves it out (buildOpenApiDocument).
 */
@Controller('metrics')
export class MetricsController {
  @Get()
  @Header('Content-Type', metricsRegistry.contentType)
  @Header('Cache-Control', 'no-store')
  scrape(): Promise<string> {
    return metricsRegistry.metrics();
  }
}
