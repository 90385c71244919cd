import { AppError } from '#common';

/** Absent agents answer AGENT_NOT_FOUND; the gateway words it for the caller (no existence leak). */
export function agentNotFound(syntheticId: number): AppError {
  return new AppError('AGENT_NOT_FOUND', `No brand agent ${syntheticId}.`);
}
