import type { ServiceDatabase } from '#common/database';
import { Agent } from '../agents/agent.entity.js';
import { IndexEntry } from '../brand-index/index-entry.entity.js';
import { Persona } from '../personas/persona.entity.js';
import { Topic } from '../topics/topic.entity.js';
import { TopicQuery } from '../topics/topic-query.entity.js';
import { MigrationCatalogInitial } from './migrations/0001-initial.js';

/** The `catalog` schema: this service's tables and migrations, and nobody else's. */
export const CATALOG_DATABASE: ServiceDatabase = {
  schema: 'catalog',
  entities: [Agent, Topic, TopicQuery, Persona, IndexEntry],
  migrations: [{ name: '0001-initial', class: MigrationCatalogInitial }],
};
