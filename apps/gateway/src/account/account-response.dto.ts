import { ApiProperty } from '@nestjs/swagger';
import { PLANS, type Plan } from '#contracts';
import { ServiceContextSchema } from '../shared/api-schemas.js';

export class AccountAgentDto {
  @ApiProperty({ type: 'integer', minimum: 1, example: 1042 })
  syntheticId: number;

  @ApiProperty({ example: 'Acme' })
  name: string;

  @ApiProperty({ example: 'https://acme.example' })
  website: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'null if never scanned.' })
  lastScanDate: string | null;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    maximum: 100,
    nullable: true,
    description: 'null if no scan has been run.',
  })
  latestScore: number | null;

  @ApiProperty({
    enum: ['owner', 'team'],
    description: '"owner": yours to scan and edit; "team": shared with you through a team, read-only.',
  })
  access: 'owner' | 'team';
}

/** GET /api/visibility/account (interface.md §2.8, §4.4). */
export class AccountResponseDto {
  @ApiProperty({ enum: PLANS })
  plan: Plan;

  @ApiProperty({ type: 'integer', minimum: 0, example: 1000 })
  creditBalance: number;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'null when credits are fine; a warning when low (< 30) or zero.',
  })
  creditWarning: string | null;

  @ApiProperty({ type: 'integer', minimum: 0 })
  agentCount: number;

  @ApiProperty({
    type: [AccountAgentDto],
    description: 'Agents owned, then agents shared with you through team groups.',
  })
  agents: AccountAgentDto[];

  @ApiProperty({ format: 'uri' })
  upgradeUrl: string;

  @ApiProperty({ type: ServiceContextSchema })
  _service: ServiceContextSchema;
}
