import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { AppError, InjectService, type ServiceClient } from '#common';
import { type AuthenticatedCaller, CATALOG, type CreatePersonaResponse, type ListPersonasResponse } from '#contracts';
import { AgentAccess } from '../agents/agent-access.service.js';
import { Caller } from '../auth/caller.decorator.js';
import { EXAMPLES } from '../docs/response-examples.js';
import { ApiErrorResponses, RATE_LIMIT_RESPONSE_HEADERS } from '../edge/api-schemas.js';
import { SyntheticIdQuery } from '../shared/synthetic-id.query.js';
import { CreatePersonaDto, CreatePersonaResponseDto, PersonaListResponseDto } from './persona.dto.js';
import { createPersonaBody, personaListBody } from './persona-responses.js';

/** AI mode may call a generator model (30 s per call by default): more than the default RPC timeout. */
const PERSONA_TIMEOUT_MS = 45_000;

@ApiTags('personas')
@ApiSecurity('apiKey')
@Controller('api/visibility')
export class PersonasController {
  constructor(
    @InjectService('catalog') private readonly catalog: ServiceClient,
    private readonly access: AgentAccess,
  ) {}

  @Get('personas')
  @ApiOperation({ operationId: 'listPersonas', summary: "An agent's buyer personas (owner and team members)." })
  @ApiOkResponse({ type: PersonaListResponseDto, headers: RATE_LIMIT_RESPONSE_HEADERS, example: EXAMPLES.personas })
  @ApiErrorResponses(['VALIDATION_ERROR', 'AGENT_NOT_FOUND'])
  async list(@Caller() caller: AuthenticatedCaller, @Query() query: SyntheticIdQuery): Promise<PersonaListResponseDto> {
    await this.access.require(caller, query.syntheticId, 'read');
    return personaListBody(
      await this.catalog.send<ListPersonasResponse>(CATALOG.listPersonas, { syntheticId: query.syntheticId }),
    );
  }

  @Post('personas')
  @ApiOperation({
    operationId: 'createPersona',
    summary: 'Create a persona: AI-generated from a prompt, or manual with a name. At most 10 per agent. Owner only.',
    description: 'The 11th persona of an agent is refused with 400 VALIDATION_ERROR.',
  })
  @ApiBody({ type: CreatePersonaDto, examples: EXAMPLES.createPersonaRequest })
  @ApiCreatedResponse({ type: CreatePersonaResponseDto, example: EXAMPLES.personaCreated })
  @ApiErrorResponses(['VALIDATION_ERROR', 'UNSUPPORTED_MEDIA_TYPE', 'FORBIDDEN', 'AGENT_NOT_FOUND'])
  async create(
    @Caller() caller: AuthenticatedCaller,
    @Body() body: CreatePersonaDto,
  ): Promise<CreatePersonaResponseDto> {
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
