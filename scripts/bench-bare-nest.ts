/**
 * The reference of scripts/bench-reads.ts: a minimal Nest app (same Node, same Nest and Express as
 * the gateway) with one GET route answering a small JSON object. Not for use on its own:
 *   node dist/scripts/bench-bare-nest.js <port>
 * It prints "ready" on stdout once it listens.
 */
import 'reflect-metadata';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

@Controller()
class BareController {
  @Get('bare')
  bare() {
    return { ok: true, service: 'bare', at: 'bench' };
  }
}

@Module({ controllers: [BareController] })
class BareModule {}

const app = await NestFactory.create(BareModule, { logger: false });
await app.listen(Number(process.argv[2]), '127.0.0.1');
process.stdout.write('ready\n');
