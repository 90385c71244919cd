import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { metricsRegistry } from './metrics.js';

/** Prometheus' scrape target: the process's one registry in the text exposition format. */
@ApiExcludeController()
@Controller('metrics')
export class MetricsController {
  @Get()
  @Header('Content-Type', metricsRegistry.contentType)
  @Header('Cache-Control', 'no-store')
  scrape(): Promise<string> {
    return metricsRegistry.metrics();
  }
}
