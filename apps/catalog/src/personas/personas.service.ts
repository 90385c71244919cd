import { CreateRequestContext } from '@mikro-orm/decorators/legacy';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '#common';
import {
  CATALOG_LIMITS,
  type CreatePersonaRequest,
  type CreatePersonaResponse,
  type ListPersonasResponse,
} from '#contracts';
import { AgentRepository } from '../agents/agent.repository.js';
import { agentNotFound } from '../agents/agent-not-found.js';
import { fitPersona } from '../generator/generation-limits.js';
import type { TextGenerator } from '../generator/index.js';
import { expandPersona, TEXT_GENERATOR } from '../text-generator.provider.js';
import type { PersonaOrigin } from './persona.entity.js';
import { PersonaRepository } from './persona.repository.js';
import { type PersonaFields, readPersonaInput } from './persona-input.js';
import { toPersonaProfile } from './persona-view.js';

/** Buyer personas (decisions §7): manual or expanded from a prompt, at most 10 per agent. */
@Injectable()
export class PersonasService {
  constructor(
    readonly em: EntityManager,
    private readonly agents: AgentRepository,
    private readonly personas: PersonaRepository,
    @Inject(TEXT_GENERATOR) private readonly generator: TextGenerator,
  ) {}

  @CreateRequestContext()
  async list(syntheticId: number): Promise<ListPersonasResponse> {
    if (!(await this.agents.findById(syntheticId))) throw agentNotFound(syntheticId);
    const rows = await this.personas.list(syntheticId);
    return { syntheticId, personas: rows.map(toPersonaProfile) };
  }

  @CreateRequestContext()
  async create(req: CreatePersonaRequest): Promise<CreatePersonaResponse> {
    const input = readPersonaInput(req);
    if (!(await this.agents.findById(req.syntheticId))) throw agentNotFound(req.syntheticId);
    // Checked before generating too, so that a full agent costs no model call.
    await this.ensureRoom(req.syntheticId);
    let fields: PersonaFields;
    let generatedBy: PersonaOrigin = 'manual';
    if (input.mode === 'ai') {
      const expanded = await expandPersona(this.generator, input.prompt, input.given.name);
      const draft = fitPersona({ ...expanded.draft, ...input.given });
      fields = { goals: [], painPoints: [], ...draft };
      generatedBy = expanded.by;
    } else {
      fields = input.fields;
    }
    const row = await this.em.transactional(async () => {
      // The row lock makes the count and the insert one step: concurrent creates cannot pass 10.
      if (!(await this.agents.lock(req.syntheticId))) throw agentNotFound(req.syntheticId);
      await this.ensureRoom(req.syntheticId);
      return this.personas.insert(req.syntheticId, fields, {
        generatedBy,
        prompt: input.mode === 'ai' ? input.prompt : null,
      });
    });
    return { persona: toPersonaProfile(row), generatedBy };
  }

  private async ensureRoom(syntheticId: number): Promise<void> {
    const max = CATALOG_LIMITS.personasPerAgent;
    if ((await this.personas.count(syntheticId)) >= max) {
      throw new AppError(
        'VALIDATION_ERROR',
        `Brand agent ${syntheticId} already has ${max} personas, the most it can have.`,
        [{ field: 'syntheticId', message: `at most ${max} personas per brand agent` }],
      );
    }
  }
}
