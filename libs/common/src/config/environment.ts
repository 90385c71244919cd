import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  Validate,
  validateSync,
} from 'class-validator';
import { TrustedProxyList } from './trusted-proxies.js';

/** Where the model judge is reached: any Chat Completions server, or one of the platform SDKs. */
export const JUDGE_PROVIDERS = ['openai-compatible', 'openai', 'anthropic', 'gemini'] as const;
export type JudgeProvider = (typeof JUDGE_PROVIDERS)[number];

const toInt = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));
const toNumber = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));
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

  /**
   * Scans: a stored report larger than this many bytes is sent to the gateway in parts. Unset: as
   * much as the NATS server takes in one message (its max_payload, 1 MB by default), less room for headers.
   */
  @IsOptional()
  @IsInt()
  @Min(1024)
  @Max(64 * 1024 * 1024)
  @Transform(toInt)
  NATS_REPLY_PART_BYTES?: number;

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

  /**
   * Every app: after this long with an idle event loop, following growth of 8 MB or more, one
   * memory-reducing garbage collection gives the memory of the last load back to the system
   * (docs/operations.md, "Memory"). 0: never.
   */
  @IsInt()
  @Min(0)
  @Max(3_600_000)
  @Transform(toInt)
  MEMORY_RELEASE_IDLE_MS = 10_000;

  /**
   * Gateway: time in which a request's headers and body must arrive; a slower one is answered 408
   * and its connection closed, so a body that never completes holds nothing for long.
   */
  @IsInt()
  @Min(100)
  @Max(300_000)
  @Transform(toInt)
  REQUEST_TIMEOUT_MS = 10_000;

  /**
   * Gateway: the peers whose `X-Forwarded-For` names the client (addresses, CIDR ranges, or
   * `loopback`, `linklocal`, `uniquelocal`), comma-separated. Unset: none, the peer is the client.
   */
  @IsOptional()
  @Validate(TrustedProxyList)
  TRUSTED_PROXIES?: string;

  /**
   * Gateway: the browser origins allowed to call the API cross-origin (CORS), comma-separated,
   * e.g. `https://app.example.com,https://admin.example.com`. Unset: CORS is off (no
   * Access-Control-* headers), which server-to-server clients do not need.
   */
  @IsOptional()
  @Matches(/^\s*https?:\/\/[^\s,/]+\/?\s*(,\s*https?:\/\/[^\s,/]+\/?\s*)*$/, {
    message: 'CORS_ORIGINS must be a comma-separated list of origins such as https://app.example.com',
  })
  CORS_ORIGINS?: string;

  /**
   * How long the gateway may trust a successful key lookup (and its cached agents, shares and
   * public scores). Revocations, shares and agent changes drop entries at once by notices; this
   * bounds an entry only when a notice is lost (a replica's caches are dropped when its NATS
   * connection comes back).
   */
  @IsInt()
  @Min(0)
  @Max(600_000)
  @Transform(toInt)
  AUTH_CACHE_TTL_MS = 60_000;

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

  /**
   * How long a scan's prepare or result message may go unacknowledged before JetStream hands it
   * to another scans replica (the holder heartbeats while it works): how soon a crashed replica's
   * work resumes.
   */
  @IsInt()
  @Min(1_000)
  @Max(3_600_000)
  @Transform(toInt)
  SCAN_ACK_WAIT_MS = 30_000;

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

  /**
   * Key of the short-lived tokens in `eventsUrl` (a browser EventSource cannot send x-api-key).
   * Every gateway replica needs the same one; the gateway refuses to start without it in production.
   */
  @IsOptional()
  @IsString()
  @Matches(/^.{32,}$/, { message: 'EVENTS_TOKEN_SECRET must be at least 32 characters' })
  EVENTS_TOKEN_SECRET?: string;

  /** How long an `eventsUrl` token stays valid, in seconds. */
  @IsInt()
  @Min(10)
  @Max(86_400)
  @Transform(toInt)
  EVENTS_TOKEN_TTL_S = 900;

  /** Interval of the SSE heartbeat comments that keep proxies from closing an idle event stream. */
  @IsInt()
  @Min(100)
  @Max(300_000)
  @Transform(toInt)
  SSE_HEARTBEAT_MS = 15_000;

  /** Multiplies the webhook retry schedule (≈ 27.6 h). Tests only shorten it; refused below 1 in production. */
  @IsNumber({}, { message: 'WEBHOOK_RETRY_SCALE must be a number' })
  @Min(0.000_001)
  @Max(100)
  @Transform(toNumber)
  WEBHOOK_RETRY_SCALE = 1;

  /** A webhook endpoint is disabled once this many attempts in a row failed… */
  @IsInt()
  @Min(1)
  @Max(100_000)
  @Transform(toInt)
  WEBHOOK_DISABLE_AFTER_FAILURES = 20;

  /** …and it has been failing for at least this long (milliseconds; default 3 days). */
  @IsInt()
  @Min(0)
  @Max(30 * 86_400_000)
  @Transform(toInt)
  WEBHOOK_DISABLE_AFTER_MS = 3 * 86_400_000;

  /** How often the scans service looks for due schedules. */
  @IsInt()
  @Min(200)
  @Max(3_600_000)
  @Transform(toInt)
  SCHEDULE_TICK_MS = 15_000;

  /** Tests only: a schedule cadence `every:<seconds>` is accepted (refused when NODE_ENV=production). */
  @IsBoolean()
  @Transform(toBool)
  SCHEDULE_ALLOW_SECONDS = false;

  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true })
  GENERATOR_BASE_URL?: string;

  @IsOptional()
  @IsString()
  GENERATOR_MODEL?: string;

  @IsOptional()
  @IsString()
  GENERATOR_API_KEY?: string;

  /**
   * The model judge (issue 17): when set, the scans service also asks this model for every answer's
   * mention, position, sentiment and competitors (decisions §3), stores its verdict beside the
   * rules' and uses it when valid. Unset: the rules alone, no judging step at all.
   */
  @IsOptional()
  @IsIn(JUDGE_PROVIDERS)
  JUDGE_PROVIDER?: JudgeProvider;

  /** API root: required for `openai-compatible`; optional for the others (a gateway or a test server). */
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true })
  JUDGE_BASE_URL?: string;

  @IsOptional()
  @IsString()
  JUDGE_MODEL?: string;

  @IsOptional()
  @IsString()
  JUDGE_API_KEY?: string;

  /** Limit of one judgement (all its attempts), in milliseconds; past it the rules' verdict stands. */
  @IsInt()
  @Min(100)
  @Max(600_000)
  @Transform(toInt)
  JUDGE_TIMEOUT_MS = 20_000;

  /** Judge calls in flight per scans replica, all scans together. */
  @IsInt()
  @Min(1)
  @Max(256)
  @Transform(toInt)
  JUDGE_CONCURRENCY = 4;

  /** Calls per judgement, the first included: a 429 or 5xx is asked again while the time limit allows. */
  @IsInt()
  @Min(1)
  @Max(5)
  @Transform(toInt)
  JUDGE_MAX_ATTEMPTS = 2;

  /**
   * How long judging may hold back the end of one scan; runs not judged by then keep the rules'
   * verdict. Keep it well under SCAN_STALL_MS (the sweeper takes a quiet scan for a stalled one).
   */
  @IsInt()
  @Min(1_000)
  @Max(3_600_000)
  @Transform(toInt)
  JUDGE_SCAN_BUDGET_MS = 120_000;
}

const OPTIONAL_VARIABLES = [
  'HEALTH_PORT',
  'TRUSTED_PROXIES',
  'CORS_ORIGINS',
  'NATS_CREDS_FILE',
  'NATS_TLS_CA',
  'NATS_TLS_CERT',
  'NATS_TLS_KEY',
  'SITE_FETCH_RESOLVE',
  'GENERATOR_BASE_URL',
  'GENERATOR_MODEL',
  'GENERATOR_API_KEY',
  'GENERATOR_TIMEOUT_MS',
  'JUDGE_PROVIDER',
  'JUDGE_BASE_URL',
  'JUDGE_MODEL',
  'JUDGE_API_KEY',
  'EVENTS_TOKEN_SECRET',
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
  // Defaults that follow the settings they depend on: a gateway on PORT 3200 links to itself, and
  // the signup and upgrade pages are the gateway's own (/signup, /upgrade) until set elsewhere.
  if (raw.PUBLIC_BASE_URL === undefined) config.PUBLIC_BASE_URL = `http://localhost:${config.PORT}`;
  const base = config.PUBLIC_BASE_URL.replace(/\/$/, '');
  if (raw.SIGNUP_URL === undefined) config.SIGNUP_URL = `${base}/signup`;
  if (raw.UPGRADE_URL === undefined) config.UPGRADE_URL = `${base}/upgrade`;
  const judgeProblem = judgeConfigProblem(config);
  if (judgeProblem) throw new ConfigError(`Invalid configuration:\n  ${judgeProblem}`);
  if (Boolean(config.NATS_TLS_CERT) !== Boolean(config.NATS_TLS_KEY)) {
    throw new ConfigError('Invalid configuration:\n  NATS_TLS_CERT / NATS_TLS_KEY: set both (mutual TLS) or neither');
  }
  if (config.NODE_ENV === 'production' && config.SITE_FETCH_ALLOW_PRIVATE) {
    throw new ConfigError(
      'Invalid configuration:\n  SITE_FETCH_ALLOW_PRIVATE ("true"): refused when NODE_ENV=production (it would allow SSRF)',
    );
  }
  if (config.NODE_ENV === 'production' && (config.WEBHOOK_RETRY_SCALE < 1 || config.SCHEDULE_ALLOW_SECONDS)) {
    throw new ConfigError(
      'Invalid configuration:\n  WEBHOOK_RETRY_SCALE below 1 / SCHEDULE_ALLOW_SECONDS: test settings, refused when NODE_ENV=production',
    );
  }
  if (config.NODE_ENV === 'production' && config.SITE_FETCH_RESOLVE) {
    throw new ConfigError(
      'Invalid configuration:\n  SITE_FETCH_RESOLVE: refused when NODE_ENV=production (it overrides DNS for site fetches)',
    );
  }
  return Object.freeze(config);
}

/** The judge's variables make sense together: a provider and a model, and a URL where there is no default one. */
function judgeConfigProblem(config: Environment): string | undefined {
  if (!config.JUDGE_PROVIDER) {
    return config.JUDGE_MODEL || config.JUDGE_BASE_URL
      ? `JUDGE_PROVIDER (unset): required when JUDGE_MODEL or JUDGE_BASE_URL is set (one of ${JUDGE_PROVIDERS.join(', ')})`
      : undefined;
  }
  if (!config.JUDGE_MODEL) return `JUDGE_MODEL (unset): required when JUDGE_PROVIDER is set`;
  if (config.JUDGE_PROVIDER === 'openai-compatible' && !config.JUDGE_BASE_URL) {
    return 'JUDGE_BASE_URL (unset): required when JUDGE_PROVIDER is openai-compatible';
  }
  if (config.JUDGE_PROVIDER !== 'openai-compatible' && !config.JUDGE_API_KEY) {
    return `JUDGE_API_KEY (unset): required when JUDGE_PROVIDER is ${config.JUDGE_PROVIDER}`;
  }
  return undefined;
}

/** Whether a model judge is configured (the scans service and the evaluation script ask this). */
export function judgeConfigured(config: AppConfig): boolean {
  return config.JUDGE_PROVIDER !== undefined && config.JUDGE_MODEL !== undefined;
}
