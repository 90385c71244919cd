import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { natsName } from '#common';
import {
  type AgentView,
  CATALOG,
  type CreateAgentRequest,
  type CreateAgentResponse,
  type GetAgentRequest,
  type ListAgentsRequest,
  type ListAgentsResponse,
  type PrepareAgentRequest,
  type PrepareAgentResponse,
  type ResolveAgentRequest,
  type ResolveAgentResponse,
  type ScanInputsRequest,
  type ScanInputsResponse,
} from '#contracts';
import { AgentPreparationService } from './agent-preparation.service.js';
import { AgentsService } from './agents.service.js';

/** CATALOG.* messages about brand agents. */
@Controller()
export class AgentsHandler {
  constructor(
    private readonly agents: AgentsService,
    private readonly preparation: AgentPreparationService,
  ) {}

  @MessagePattern(natsName(CATALOG.resolveAgent))
  resolve(@Payload() req: ResolveAgentRequest): Promise<ResolveAgentResponse> {
    return this.agents.resolve(req);
  }

  @MessagePattern(natsName(CATALOG.createAgent))
  create(@Payload() req: CreateAgentRequest): Promise<CreateAgentResponse> {
    return this.agents.create(req);
  }

  @MessagePattern(natsName(CATALOG.getAgent))
  get(@Payload() req: GetAgentRequest): Promise<AgentView> {
    return this.agents.get(req.syntheticId);
  }

  @MessagePattern(natsName(CATALOG.listAgents))
  list(@Payload() req: ListAgentsRequest): Promise<ListAgentsResponse> {
    return this.agents.list(req);
  }

  @MessagePattern(natsName(CATALOG.prepareAgent))
  prepare(@Payload() req: PrepareAgentRequest): Promise<PrepareAgentResponse> {
    return this.preparation.prepare(req.syntheticId);
  }

  @MessagePattern(natsName(CATALOG.scanInputs))
  scanInputs(@Payload() req: ScanInputsRequest): Promise<ScanInputsResponse> {
    return this.agents.scanInputs(req.syntheticId);
  }
}
