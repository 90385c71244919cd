/**
 * Prefixes a subject, stream or bucket name with NATS_PREFIX so that deployments (and test
 * runs) sharing one NATS server never see each other's traffic. Read from the environment
 * directly because message patterns are fixed when decorators run, before Nest's DI exists.
 */
export function natsName(name: string): string {
  return `${process.env.NATS_PREFIX || 'vis'}.${name}`;
}

/** Stream, consumer and bucket names may not contain dots. */
export function natsResourceName(name: string): string {
  return natsName(name).replace(/[^A-Za-z0-9_-]/g, '_');
}
