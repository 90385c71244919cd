import { plainToInstance, Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min, validateSync } from 'class-validator';

const toInt = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));
const toBool = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : ['1', 'true', 'yes', 'on'].includes(String(value).toLowerCase());

/**
 * The one schema of every environment variable the service reads (`.env.example` mirrors it).
 * Provider credentials and per-platform bindings are read by the platforms service from the
 * `PLATFORM_*` family and validated there, with the same naming of the offending variable.
 */
export class Environment {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @IsString()
  @Transform(({ value }) => value ?? 'postgres://postgres@127.0.0.1:5432/visibility')
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/visibility';

  @IsInt()
  @Min(1)
  @Max(100)
  @Transform(toInt)
  DATABASE_POOL_MAX = 10;

  @IsString()
  NATS_URL = 'nats://127.0.0.1:4222';

  /** NATS credentials file (JWT and NKey seed, `.creds`), for an account-based NATS deployment. */
  @IsOptional()
  @IsString()
  NATS_CREDS_FILE?: string;

  /** CA certificate (PEM file) that signed the NATS servers' certificates; enables TLS. */
  @IsOptional()
  @IsString()
  NATS_TLS_CA?: string;

  /** Client certificate and key (PEM files) for NATS mutual TLS: set both or neither. */
  @IsOptional()
  @IsString()
  NATS_TLS_CERT?: string;

  @IsOptional()
  @IsString()
  NATS_TLS_KEY?: string;

  /** Replicas of each JetStream stream and KV bucket: 1 on one NATS server, 3 on a cluster. */
  @IsInt()
  @Min(1)
  @Max(5)
  @Transform(toInt)
  JETSTREAM_REPLICAS = 1;

  /** Prefix of every NATS subject, stream, consumer and KV bucket: isolates deployments and test runs. */
  @IsString()
  NATS_PREFIX = 'vis';

  @IsInt()
  @Min(100)
  @Max(120_000)
  @Transform(toInt)
  RPC_TIMEOUT_MS = 5_000;

  @IsInt()
  @Min(0)
  @Max(65_535)
  @Transform(toInt)
  PORT = 3000;

  /** HTTP health port of a service (Kubernetes probes); each app has its own default. */
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(65_535)
  @Transform(toInt)
  HEALTH_PORT?: number;

  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true })
  PUBLIC_BASE_URL = 'http://localhost:3000';

  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true })
  SIGNUP_URL = 'http://localhost:3000/signup';

  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true })
  UPGRADE_URL = 'http://localhost:3000/upgrade';

  @IsIn(['pretty', 'json'])
  LOG_FORMAT: 'pretty' | 'json' = 'pretty';

  @IsIn(['error', 'warn', 'log', 'debug', 'verbose'])
  LOG_LEVEL: 'error' | 'warn' | 'log' | 'debug' | 'verbose' = 'log';

  /** How long the gateway may trust a successful key lookup; revocation takes at most this long. */
  @IsInt()
  @Min(0)
  @Max(10_000)
  @Transform(toInt)
  AUTH_CACHE_TTL_MS = 5_000;

  /** Site fetch may reach private addresses. Tests only; refused when NODE_ENV=production. */
  @IsBoolean()
  @Transform(toBool)
  SITE_FETCH_ALLOW_PRIVATE = false;

  /**
   * Tests only: `host=address` pairs, comma-separated, that the site fetcher resolves without DNS
   * (like curl's --resolve), so an e2e test can serve a named brand site from loopback. The
   * address is still judged by the fetch policy. Refused when NODE_ENV=production.
   */
  @IsOptional()
  @Matches(/^\s*[^=,\s]+=[0-9a-fA-F:.]+\s*(,\s*[^=,\s]+=[0-9a-fA-F:.]+\s*)*$/, {
    message: 'SITE_FETCH_RESOLVE must be a comma-separated list of host=address pairs',
  })
  SITE_FETCH_RESOLVE?: string;

  /** Seed of the simulator's answers (its latency and failure rates are read by the platforms service). */
  @IsString()
  SIMULATOR_SEED = 'visibility';

  /** Timeout of one call to the generator model (GENERATOR_*), in milliseconds. */
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(600_000)
  @Transform(toInt)
  GENERATOR_TIMEOUT_MS?: number;

  /** Cluster-wide concurrent provider calls per platform (JetStream max-ack-pending). */
  @IsInt()
  @Min(1)
  @Max(1_000)
  @Transform(toInt)
  PLATFORM_CONCURRENCY = 8;

  /** How long a provider call may go unacknowledged before JetStream hands the run to another worker. */
  @IsInt()
  @Min(1_000)
  @Max(3_600_000)
  @Transform(toInt)
  RUN_ACK_WAIT_MS = 60_000;

  /** How often the scans service looks for scans that stopped moving (crash recovery). */
  @IsInt()
  @Min(500)
  @Max(3_600_000)
  @Transform(toInt)
  SCAN_SWEEP_INTERVAL_MS = 30_000;

  /** A scan with no progress for this long gets its pending work published again. */
  @IsInt()
  @Min(1_000)
  @Max(86_400_000)
  @Transform(toInt)
  SCAN_STALL_MS = 300_000;

  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true })
  GENERATOR_BASE_URL?: string;

  @IsOptional()
  @IsString()
  GENERATOR_MODEL?: string;

  @IsOptional()
  @IsString()
  GENERATOR_API_KEY?: string;
}

const OPTIONAL_VARIABLES = [
  'HEALTH_PORT',
  'NATS_CREDS_FILE',
  'NATS_TLS_CA',
  'NATS_TLS_CERT',
  'NATS_TLS_KEY',
  'SITE_FETCH_RESOLVE',
  'GENERATOR_BASE_URL',
  'GENERATOR_MODEL',
  'GENERATOR_API_KEY',
  'GENERATOR_TIMEOUT_MS',
];

export type AppConfig = Readonly<Environment>;

export class ConfigError extends Error {}

/**
 * Validates the environment once at boot; the error names each offending variable and says
 * what it should be, so that a misconfigured pod fails fast and legibly.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const known = [...Object.keys(new Environment()), ...OPTIONAL_VARIABLES];
  const raw: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value !== '' && known.includes(key)) raw[key] = value;
  }
  const config = plainToInstance(Environment, raw, { exposeDefaultValues: true });
  const errors = validateSync(config, { skipMissingProperties: false, forbidUnknownValues: false });
  if (errors.length > 0) {
    const lines = errors.map((e) => {
      const value = env[e.property];
      const shown = value === undefined ? 'unset' : `"${e.property.includes('KEY') ? '***' : value}"`;
      return `  ${e.property} (${shown}): ${Object.values(e.constraints ?? {}).join('; ')}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (Boolean(config.NATS_TLS_CERT) !== Boolean(config.NATS_TLS_KEY)) {
    throw new ConfigError('Invalid configuration:\n  NATS_TLS_CERT / NATS_TLS_KEY: set both (mutual TLS) or neither');
  }
  if (config.NODE_ENV === 'production' && config.SITE_FETCH_ALLOW_PRIVATE) {
    throw new ConfigError(
      'Invalid configuration:\n  SITE_FETCH_ALLOW_PRIVATE ("true"): refused when NODE_ENV=production (it would allow SSRF)',
    );
  }
  if (config.NODE_ENV === 'production' && config.SITE_FETCH_RESOLVE) {
    throw new ConfigError(
      'Invalid configuration:\n  SITE_FETCH_RESOLVE: refused when NODE_ENV=production (it overrides DNS for site fetches)',
    );
  }
  return Object.freeze(config);
}
