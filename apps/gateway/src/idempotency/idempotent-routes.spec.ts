import 'reflect-metadata';
import { RequestMethod } from '@nestjs/common';
import { INTERCEPTORS_METADATA, METHOD_METADATA, MODULE_METADATA } from '@nestjs/common/constants.js';
import { describe, expect, it } from 'vitest';
import { GatewayModule } from '../gateway.module.js';
import { McpController } from '../mcp/mcp.controller.js';
import { IdempotencyInterceptor } from './idempotency.interceptor.js';

type Handler = (...args: unknown[]) => unknown;

/** Every route handler of the gateway's controllers, with its HTTP method. */
function routes(): { name: string; method: RequestMethod; handler: Handler; controller: unknown }[] {
  const controllers = Reflect.getMetadata(MODULE_METADATA.CONTROLLERS, GatewayModule) as (new (
    ...args: never[]
  ) => unknown)[];
  return controllers.flatMap((controller) =>
    Object.getOwnPropertyNames(controller.prototype)
      .map((name) => ({ name, handler: controller.prototype[name] as Handler }))
      .filter(({ handler }) => typeof handler === 'function' && Reflect.hasMetadata(METHOD_METADATA, handler))
      .map(({ name, handler }) => ({
        name: `${controller.name}.${name}`,
        method: Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod,
        handler,
        controller,
      })),
  );
}

const interceptorsOf = (handler: Handler) => (Reflect.getMetadata(INTERCEPTORS_METADATA, handler) ?? []) as unknown[];

describe('idempotent routes', () => {
  it('every POST route but MCP keeps and replays its answers by Idempotency-Key', () => {
    const posts = routes().filter((r) => r.method === RequestMethod.POST && r.controller !== McpController);
    expect(posts.length).toBeGreaterThanOrEqual(5);
    const without = posts.filter((r) => !interceptorsOf(r.handler).includes(IdempotencyInterceptor));
    expect(without.map((r) => r.name)).toEqual([]);
  });

  it('no read route has an interceptor, so that reads skip Nest’s interceptor pipeline', () => {
    const reads = routes().filter((r) => r.method === RequestMethod.GET);
    expect(reads.length).toBeGreaterThan(10);
    expect(reads.filter((r) => interceptorsOf(r.handler).length > 0).map((r) => r.name)).toEqual([]);
  });
});
