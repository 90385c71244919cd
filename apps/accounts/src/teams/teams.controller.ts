import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { natsName } from '#common';
import {
  ACCOUNTS,
  type AddTeamMemberRequest,
  type CreateTeamRequest,
  type ShareAgentRequest,
  type SharedAgentsRequest,
  type SharedAgentsResponse,
  type TeamResponse,
} from '#contracts';
import { TeamsService } from './teams.service.js';

@Controller()
export class TeamsController {
  constructor(private readonly teams: TeamsService) {}

  @MessagePattern(natsName(ACCOUNTS.sharedAgents))
  sharedAgents(@Payload() req: SharedAgentsRequest): Promise<SharedAgentsResponse> {
    return this.teams.sharedWith(req);
  }

  @MessagePattern(natsName(ACCOUNTS.createTeam))
  create(@Payload() req: CreateTeamRequest): Promise<TeamResponse> {
    return this.teams.create(req);
  }

  @MessagePattern(natsName(ACCOUNTS.addTeamMember))
  addMember(@Payload() req: AddTeamMemberRequest): Promise<TeamResponse> {
    return this.teams.addMember(req);
  }

  @MessagePattern(natsName(ACCOUNTS.shareAgent))
  share(@Payload() req: ShareAgentRequest): Promise<TeamResponse> {
    return this.teams.share(req);
  }
}
