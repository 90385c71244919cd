import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedCaller } from '#contracts';
import { Caller } from '../auth/caller.decorator.js';
import { EXAMPLES } from '../docs/response-examples.js';
import { ApiErrorResponses, RATE_LIMIT_RESPONSE_HEADERS } from '../edge/api-schemas.js';
import { Idempotent } from '../idempotency/idempotency.interceptor.js';
import { SyntheticIdQuery } from '../shared/synthetic-id.query.js';
import { CreatePersonaDto, CreatePersonaResponseDto, PersonaListResponseDto } from './persona.dto.js';
import { PersonaRequests } from './persona-requests.service.js';

@ApiTags('personas')
@ApiSecurity('apiKey')
@Controller('api/visibility')
export class PersonasController {
  constructor(private readonly requests: PersonaRequests) {}

  @Get('personas')
  @ApiOperation({ operationId: 'listPersonas', summary: "An agent's buyer personas (owner and team members)." })
  @ApiOkResponse({ type: PersonaListResponseDto, headers: RATE_LIMIT_RESPONSE_HEADERS, example: EXAMPLES.personas })
  @ApiErrorResponses(['VALIDATION_ERROR', 'AGENT_NOT_FOUND'])
  list(@Caller() caller: AuthenticatedCaller, @Query() query: SyntheticIdQuery): Promise<PersonaListResponseDto> {
    return this.requests.list(caller, query.syntheticId);
  }

  @Post('personas')
  @Idempotent()
  @ApiOperation({
    operationId: 'createPersona',
    summary: 'Create a persona: AI-generated from a prompt, or manual with a name. At most 10 per agent. Owner only.',
    description: 'The 11th persona of an agent is refused with 400 VALIDATION_ERROR.',
  })
  @ApiBody({ type: CreatePersonaDto, examples: EXAMPLES.createPersonaRequest })
  @ApiCreatedResponse({ type: CreatePersonaResponseDto, example: EXAMPLES.personaCreated })
  @ApiErrorResponses(['VALIDATION_ERROR', 'UNSUPPORTED_MEDIA_TYPE', 'FORBIDDEN', 'AGENT_NOT_FOUND'])
  create(@Caller() caller: AuthenticatedCaller, @Body() body: CreatePersonaDto): Promise<CreatePersonaResponseDto> {
    return this.requests.create(caller, body);
  }
}
