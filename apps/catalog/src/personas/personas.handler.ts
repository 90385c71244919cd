import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { natsName } from '#common';
import {
  CATALOG,
  type CreatePersonaRequest,
  type CreatePersonaResponse,
  type ListPersonasRequest,
  type ListPersonasResponse,
} from '#contracts';
import { PersonasService } from './personas.service.js';

/** CATALOG.* messages about buyer personas. */
@Controller()
export class PersonasHandler {
  constructor(private readonly personas: PersonasService) {}

  @MessagePattern(natsName(CATALOG.listPersonas))
  list(@Payload() req: ListPersonasRequest): Promise<ListPersonasResponse> {
    return this.personas.list(req.syntheticId);
  }

  @MessagePattern(natsName(CATALOG.createPersona))
  create(@Payload() req: CreatePersonaRequest): Promise<CreatePersonaResponse> {
    return this.personas.create(req);
  }
}
