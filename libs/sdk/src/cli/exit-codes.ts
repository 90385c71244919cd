/** The exit codes of `vis`, documented in the README ("The `vis` CLI"); scripts switch on them. */
export const ExitCode = {
  ok: 0,
  /** Bad arguments or options (commander's own errors exit 1 too). */
  usage: 1,
  /** The API refused the request (400, 404, 409…). */
  refused: 2,
  /** No API key, or the key is invalid or revoked (401, 403). */
  auth: 3,
  /** Not enough credits (402). */
  credits: 4,
  /** Rate limited (429). */
  rateLimited: 5,
  /** The scan failed. */
  scanFailed: 6,
  /** The service could not be reached or answered 5xx. */
  unavailable: 7,
} as const;

export type ExitCodeValue = (typeof ExitCode)[keyof typeof ExitCode];
