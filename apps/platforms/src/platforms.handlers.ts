import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { natsName } from '#common';
import { PLATFORMS, type ScanUsageRequest } from '#contracts';
import { UsageStore } from './usage/usage-store.js';
import { PlatformRegistry } from './work/platform-registry.js';

@Controller()
export class PlatformsHandlers {
  constructor(
    private readonly registry: PlatformRegistry,
    private readonly usage: UsageStore,
  ) {}

  @MessagePattern(natsName(PLATFORMS.bindings))
  bindings() {
    return { bindings: this.registry.views() };
  }

  @MessagePattern(natsName(PLATFORMS.usage))
  scanUsage(@Payload() req: ScanUsageRequest) {
    return this.usage.scanUsage(req.scanId);
  }
}
