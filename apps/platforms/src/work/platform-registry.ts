import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { APP_CONFIG, type AppConfig, ConfigError, NATS_CLIENT, natsConnectionOf, natsResourceName } from '#common';
import { PLATFORM_KEYS, type PlatformBindingView, type PlatformKey } from '#contracts';
import type { PlatformAdapter } from '../providers/platform-adapter.js';
import { createPlatformAdapter } from '../providers/platform-adapter-factory.js';
import { type PlatformBinding, PlatformBindingError, resolvePlatformBindings } from '../providers/platform-bindings.js';
import { NatsKvRateLimiter } from '../resilience/nats-kv-rate-limiter.js';
import { ProviderPolicy, policyOptionsFromEnv } from '../resilience/provider-policy.js';
import { simulatorOptionsFromEnv } from '../simulator/simulator-options.js';

/**
 * Which adapter answers for each platform key (configuration, decisions §1), built once at boot,
 * and the one resilience policy they all go through, with request-rate limits shared by all
 * replicas through NATS KV.
 */
@Injectable()
export class PlatformRegistry implements OnModuleInit {
  private readonly logger = new Logger(PlatformRegistry.name);
  readonly bindings: Record<PlatformKey, PlatformBinding>;
  readonly adapters = new Map<PlatformKey, PlatformAdapter>();
  policy!: ProviderPolicy;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(NATS_CLIENT) private readonly nats: ClientProxy,
  ) {
    try {
      this.bindings = resolvePlatformBindings(process.env);
    } catch (error) {
      if (error instanceof PlatformBindingError) throw new ConfigError(`Invalid configuration:\n  ${error.message}`);
      throw error;
    }
    const simulator = simulatorOptionsFromEnv(process.env);
    for (const platform of PLATFORM_KEYS) {
      const binding = this.bindings[platform];
      this.adapters.set(
        platform,
        createPlatformAdapter(binding, {
          simulator,
          onSearchError: (e) =>
            this.logger.warn(`${platform}: web search failed (${e.errorCode}), answered without it`),
        }),
      );
      this.logger.log(binding.note);
    }
  }

  async onModuleInit(): Promise<void> {
    const limits = Object.fromEntries(
      PLATFORM_KEYS.flatMap((k) =>
        this.bindings[k].requestsPerSecond ? [[k, this.bindings[k].requestsPerSecond]] : [],
      ),
    ) as Partial<Record<PlatformKey, number>>;
    const rateLimiter = Object.keys(limits).length
      ? await NatsKvRateLimiter.open(natsConnectionOf(this.nats), {
          limits,
          bucket: natsResourceName('platform_rate_limits'),
        })
      : undefined;
    this.policy = new ProviderPolicy({ ...policyOptionsFromEnv(process.env), rateLimiter });
  }

  /**
   * The circuit of a platform key: its own key and endpoint, so that two keys on the same kind of
   * adapter (two openai-compatible servers) never pause each other's calls.
   */
  circuit(platform: PlatformKey): string {
    const { provider, baseUrl } = this.bindings[platform];
    return `${platform} ${provider} ${baseUrl ?? 'default endpoint'}`;
  }

  adapter(platform: PlatformKey): PlatformAdapter {
    const adapter = this.adapters.get(platform);
    if (!adapter) throw new Error(`no adapter for ${platform}`);
    return adapter;
  }

  views(): PlatformBindingView[] {
    return PLATFORM_KEYS.map((platform) => {
      const { provider, models, simulated, note } = this.bindings[platform];
      return { platform, provider, models, simulated, note };
    });
  }

  concurrency(): number {
    return this.config.PLATFORM_CONCURRENCY;
  }
}
