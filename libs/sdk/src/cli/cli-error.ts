import type { ServiceContextSchema } from '../generated/types.gen.js';
import { ExitCode, type ExitCodeValue } from './exit-codes.js';

/** The parts of an API error body (every error schema has them) that `vis` prints. */
export interface ApiErrorBody {
  success: false;
  error: string;
  code: string;
  _service?: ServiceContextSchema;
  retryAfterSeconds?: number;
  upgradeUrl?: string;
  signup?: { url: string; instructions: string };
  details?: { field: string; message: string }[];
  /** AMBIGUOUS_NAME: the brands a name matched. */
  candidates?: { slug: string; brandName: string }[];
}

/** A failure that ends the command with `exitCode`; `body` is the API's error body when there is one. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: ExitCodeValue,
    readonly body?: ApiErrorBody,
  ) {
    super(message);
  }
}

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    'error' in value &&
    typeof value.error === 'string' &&
    'code' in value &&
    typeof value.code === 'string'
  );
}

function exitCodeOf(status: number): ExitCodeValue {
  if (status === 401 || status === 403) return ExitCode.auth;
  if (status === 402) return ExitCode.credits;
  if (status === 429) return ExitCode.rateLimited;
  if (status >= 500) return ExitCode.unavailable;
  return ExitCode.refused;
}

/** The error of a failed SDK call: no answer at all (network), or the API's status and error body. */
export function apiError(error: unknown, response: Response | undefined, baseUrl: string): CliError {
  if (!response) {
    const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
    return new CliError(`cannot reach ${baseUrl}${reason ? `: ${reason}` : ''}`, ExitCode.unavailable);
  }
  const body = isApiErrorBody(error) ? error : undefined;
  const message = body ? `${body.error} (${body.code}, HTTP ${response.status})` : `HTTP ${response.status}`;
  return new CliError(message, exitCodeOf(response.status), body);
}

/** What stderr shows for a failure: the message, then the `_service` guidance of the error body. */
export function describeError(error: CliError): string {
  const lines = [`vis: ${error.message}`];
  const service = error.body?._service;
  for (const detail of error.body?.details ?? []) lines.push(`  ${detail.field}: ${detail.message}`);
  // Often the error message itself: said once.
  if (service?.what_happened && service.what_happened !== error.body?.error) lines.push(`  ${service.what_happened}`);
  if (service?.how_to_use) lines.push(`  ${service.how_to_use}`);
  for (const step of service?.next_steps ?? []) lines.push(`  next: ${step}`);
  if (error.body?.retryAfterSeconds !== undefined) lines.push(`  retry after ${error.body.retryAfterSeconds} s`);
  if (error.body?.upgradeUrl) lines.push(`  upgrade: ${error.body.upgradeUrl}`);
  if (error.body?.signup) lines.push(`  get a key: ${error.body.signup.url}`);
  for (const c of error.body?.candidates ?? []) lines.push(`  candidate: ${c.slug} (${c.brandName})`);
  return lines.join('\n');
}
