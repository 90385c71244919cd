import { type PersonaProfile, PLATFORM_KEYS, type PlatformKey, type TopicWithQueries } from '#contracts';

export interface PlannedRun {
  ordinal: number;
  platform: PlatformKey;
  topicId: string;
  queryId: string;
  query: string;
  persona: PersonaProfile | null;
  /** 1-based repeat of the same (query, persona, platform) cell (POST /scan `samples`). */
  sample: number;
}

/** Queries round-robin across topics (every topic represented), in creation order inside each. */
export function interleaveQueries(topics: TopicWithQueries[]): { topicId: string; queryId: string; query: string }[] {
  const out: { topicId: string; queryId: string; query: string }[] = [];
  const longest = Math.max(0, ...topics.map((t) => t.queries.length));
  for (let i = 0; i < longest; i++) {
    for (const topic of topics) {
      const q = topic.queries[i];
      if (q) out.push({ topicId: topic.id, queryId: q.id, query: q.query });
    }
  }
  return out;
}

/**
 * The plan of decisions §2: each query paired with each persona (or with none when the agent
 * has no personas), each pair asked on the platforms in order; the sequence cut at `maxRuns`.
 * With `samples` > 1 each (query, persona, platform) cell is asked that many times, the repeats
 * next to each other, so that a cut at `maxRuns` keeps whole cells for as long as it can.
 */
export function planRuns(
  topics: TopicWithQueries[],
  personas: PersonaProfile[],
  maxRuns: number,
  platforms: readonly PlatformKey[] = PLATFORM_KEYS,
  samples = 1,
): PlannedRun[] {
  const plan: PlannedRun[] = [];
  const askers: (PersonaProfile | null)[] = personas.length ? personas : [null];
  for (const q of interleaveQueries(topics)) {
    for (const persona of askers) {
      for (const platform of platforms) {
        for (let sample = 1; sample <= samples; sample++) {
          if (plan.length >= maxRuns) return plan;
          plan.push({
            ordinal: plan.length,
            platform,
            topicId: q.topicId,
            queryId: q.queryId,
            query: q.query,
            persona,
            sample,
          });
        }
      }
    }
  }
  return plan;
}
