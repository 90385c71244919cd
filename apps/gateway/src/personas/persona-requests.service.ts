import { Injectable } from '@nestjs/common';
import { AppError, InjectService, type ServiceClient } from '#common';
import { type AuthenticatedCaller, CATALOG, type CreatePersonaResponse, type ListPersonasResponse } from '#contracts';
import { AgentAccess } from '../agents/agent-access.service.js';
import type { CreatePersonaDto, CreatePersonaResponseDto, PersonaListResponseDto } from './persona.dto.js';
import { createPersonaBody, personaListBody } from './persona-responses.js';

/** AI mode may call a generator model (30 s per call by default): more than the default RPC timeout. */
const PERSONA_TIMEOUT_MS = 45_000;

/** Listing and creating personas, for the REST controller and the MCP tools alike. */
@Injectable()
export class PersonaRequests {
  constructor(
    @InjectService('catalog') private readonly catalog: ServiceClient,
    private readonly access: AgentAccess,
  ) {}

  async list(caller: AuthenticatedCaller, syntheticId: number): Promise<PersonaListResponseDto> {
    await this.access.require(caller, syntheticId, 'read');
    return personaListBody(await this.catalog.send<ListPersonasResponse>(CATALOG.listPersonas, { syntheticId }));
  }

  async create(caller: AuthenticatedCaller, body: CreatePersonaDto): Promise<CreatePersonaResponseDto> {
    if (body.prompt === undefined && body.name === undefined) {
      throw new AppError('VALIDATION_ERROR', 'Send a name (manual persona) or a prompt (AI-generated persona).', [
        { field: 'name', message: 'name is required for a manual persona (or send prompt to have one generated)' },
      ]);
    }
    await this.access.require(caller, body.syntheticId, 'write');
    const result = await this.catalog.send<CreatePersonaResponse>(
      CATALOG.createPersona,
      { ...body },
      PERSONA_TIMEOUT_MS,
    );
    return createPersonaBody(body.syntheticId, result);
  }
}
