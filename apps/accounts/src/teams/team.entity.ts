import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/** A team group: its members see the agents shared with it (decisions §5). */
export const Team = defineEntity({
  name: 'Team',
  tableName: 'teams',
  properties: {
    id: p.uuid().primary(),
    name: p.string(),
    ownerAccountId: p.uuid(),
    createdAt: p.datetime(),
  },
});
export type TeamRow = InferEntity<typeof Team>;

export const TeamMember = defineEntity({
  name: 'TeamMember',
  tableName: 'team_members',
  properties: {
    teamId: p.uuid().primary(),
    accountId: p.uuid().primary(),
    addedAt: p.datetime(),
  },
});

/** A brand agent (owned in catalog, known here only by its syntheticId) shared with a team. */
export const TeamAgent = defineEntity({
  name: 'TeamAgent',
  tableName: 'team_agents',
  properties: {
    teamId: p.uuid().primary(),
    syntheticId: p.integer().primary(),
    sharedAt: p.datetime(),
  },
});
