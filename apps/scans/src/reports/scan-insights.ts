import { confidenceLabel, runScore, type ScoredRun, wilsonInterval } from '#analysis';
import { registrableDomain } from '#common';
import {
  type BrandProfile,
  type CitationClass,
  type CitedDomain,
  type CompetitorStanding,
  type GapQuery,
  type PersonaBreakdown,
  PLATFORM_KEYS,
  type PlatformKey,
  type ScanInsights,
  type SegmentFigures,
  type TopicBreakdown,
} from '#contracts';

/** A successful run as the insights need it. */
export interface InsightRun extends ScoredRun {
  query: string;
  topicId: string;
  personaId: string | null;
  competitors: readonly string[];
  citedSources: readonly { url: string }[];
}

export interface InsightInputs {
  brand: Pick<BrandProfile, 'domains' | 'knownCompetitors'> | null;
  topics: readonly { id: string; name: string }[];
  personas: readonly { id: string; name: string }[];
}

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

/**
 * What a marketer acts on beyond the scores (issue 13): share of voice, the competitors named
 * beside the brand, figures per topic and persona, the domains the answers cite, and the queries
 * where competitors appear without the brand. Pure; computed from the stored answers' analysis.
 */
export function scanInsights(runs: readonly InsightRun[], inputs: InsightInputs): ScanInsights {
  const contested = runs.filter(isContested).length;
  const shareOfVoice = {
    overall: shareOf(runs),
    platforms: Object.fromEntries(
      PLATFORM_KEYS.map((p) => [p, shareOf(runs.filter((r) => r.platform === p))]),
    ) as Record<PlatformKey, number | null>,
  };
  const competitorLeaderboard = leaderboard(runs, contested);
  const cited = citedDomains(
    runs,
    inputs,
    competitorLeaderboard.map((c) => c.name),
  );
  return {
    shareOfVoice,
    competitorLeaderboard,
    topicBreakdown: topicBreakdown(runs, inputs.topics),
    personaBreakdown: personaBreakdown(runs, inputs.personas),
    citedDomains: cited(() => true),
    citedDomainsWhereAbsent: cited((run) => !run.mentioned),
    gapQueries: gapQueries(runs),
  };
}

function isContested(run: InsightRun): boolean {
  return run.mentioned || run.competitors.length > 0;
}

/** Answers mentioning the brand ÷ answers naming the brand or any competitor; null when none names anybody. */
function shareOf(runs: readonly InsightRun[]): number | null {
  const contested = runs.filter(isContested).length;
  return contested ? round4(runs.filter((r) => r.mentioned).length / contested) : null;
}

export function segmentFigures(runs: readonly InsightRun[]): SegmentFigures {
  const mentioned = runs.filter((r) => r.mentioned).length;
  const interval = wilsonInterval(mentioned, runs.length);
  return {
    runs: runs.length,
    mentionRate: runs.length ? round4(mentioned / runs.length) : 0,
    mentionRateInterval: { lower: round4(interval.lower), upper: round4(interval.upper) },
    score: runs.length ? Math.round((100 * runs.reduce((s, r) => s + runScore(r), 0)) / runs.length) : 0,
    shareOfVoice: shareOf(runs),
    confidence: confidenceLabel(runs.length),
  };
}

function groupBy<K>(runs: readonly InsightRun[], key: (run: InsightRun) => K): Map<K, InsightRun[]> {
  const groups = new Map<K, InsightRun[]>();
  for (const run of runs) {
    const k = key(run);
    const list = groups.get(k);
    if (list) list.push(run);
    else groups.set(k, [run]);
  }
  return groups;
}

function topicBreakdown(runs: readonly InsightRun[], topics: InsightInputs['topics']): TopicBreakdown[] {
  const groups = groupBy(runs, (r) => r.topicId);
  const names = new Map(topics.map((t) => [t.id, t.name]));
  // The scan's topics in their order, then any topic only the runs know (renamed or deleted since).
  const order = [...topics.map((t) => t.id), ...[...groups.keys()].filter((id) => !names.has(id))];
  return order
    .filter((id) => groups.has(id))
    .map((topicId) => {
      const own = groups.get(topicId) ?? [];
      const byPlatform = groupBy(own, (r) => r.platform);
      return {
        topicId,
        name: names.get(topicId) ?? topicId,
        ...segmentFigures(own),
        platforms: Object.fromEntries(
          PLATFORM_KEYS.filter((p) => byPlatform.has(p)).map((p) => [p, segmentFigures(byPlatform.get(p) ?? [])]),
        ),
      };
    });
}

function personaBreakdown(runs: readonly InsightRun[], personas: InsightInputs['personas']): PersonaBreakdown[] {
  const groups = groupBy(runs, (r) => r.personaId);
  const names = new Map(personas.map((p) => [p.id, p.name]));
  return [...groups.entries()].map(([personaId, own]) => ({
    personaId,
    name: personaId === null ? 'No persona' : (names.get(personaId) ?? personaId),
    ...segmentFigures(own),
  }));
}

/**
 * Each competitor's standing across the scan's answers. Its position is its rank among the brands
 * an answer names, in order of first appearance, with the brand placed at its own position: the
 * analysis keeps the order in which competitors appear, not their list numbers.
 */
function leaderboard(runs: readonly InsightRun[], contested: number): CompetitorStanding[] {
  const standings = new Map<string, { name: string; mentions: number; ranks: number[]; platforms: Set<PlatformKey> }>();
  for (const run of runs) {
    const names = [...run.competitors];
    if (run.mentioned) names.splice(Math.min(Math.max(0, run.position - 1), names.length), 0, '');
    const seen = new Set<string>();
    names.forEach((name, index) => {
      const key = name.toLowerCase();
      if (!name || seen.has(key)) return;
      seen.add(key);
      const standing = standings.get(key) ?? { name, mentions: 0, ranks: [], platforms: new Set() };
      standing.mentions += 1;
      standing.ranks.push(index + 1);
      standing.platforms.add(run.platform);
      standings.set(key, standing);
    });
  }
  return [...standings.values()]
    .map((s) => ({
      name: s.name,
      mentions: s.mentions,
      mentionRate: runs.length ? round4(s.mentions / runs.length) : 0,
      avgPosition: s.ranks.length ? Math.round((10 * s.ranks.reduce((a, b) => a + b, 0)) / s.ranks.length) / 10 : null,
      shareOfVoice: contested ? round4(s.mentions / contested) : 0,
      platforms: PLATFORM_KEYS.filter((p) => s.platforms.has(p)),
    }))
    .sort(
      (a, b) =>
        b.mentions - a.mentions || (a.avgPosition ?? 99) - (b.avgPosition ?? 99) || a.name.localeCompare(b.name),
    );
}

/** Letters and digits only, accents folded: "Monday.com" → "mondaycom", "Zoë" → "zoe". */
function nameKey(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/g, '');
}

/**
 * Classes a cited registrable domain: `owned` when it is one of the brand's domains; `competitor`
 * when a competitor (known to the knowledge base or named in the answers) is named like a domain
 * and that is it ("Monday.com"), or when the domain's label is the competitor's name ("asana.com"
 * for "Asana"); `third-party` otherwise (reviews, media, forums, marketplaces).
 */
export function citationClassifier(
  brandDomains: readonly string[],
  competitorNames: readonly string[],
): (domain: string) => CitationClass {
  const owned = new Set(brandDomains.map((d) => registrableDomain(d) ?? d.toLowerCase()));
  const competitorDomains = new Set<string>();
  const competitorKeys = new Set<string>();
  for (const name of competitorNames) {
    if (/^[^\s]+\.[a-z]{2,}$/i.test(name.trim())) {
      const domain = registrableDomain(name.trim());
      if (domain) competitorDomains.add(domain);
    }
    const key = nameKey(name);
    if (key.length >= 3) competitorKeys.add(key);
  }
  return (domain) => {
    if (owned.has(domain)) return 'owned';
    if (competitorDomains.has(domain) || competitorKeys.has(nameKey(domain.split('.')[0] ?? ''))) return 'competitor';
    return 'third-party';
  };
}

function citedDomains(
  runs: readonly InsightRun[],
  inputs: InsightInputs,
  competitorsNamed: readonly string[],
): (include: (run: InsightRun) => boolean) => CitedDomain[] {
  const classify = citationClassifier(inputs.brand?.domains ?? [], [
    ...(inputs.brand?.knownCompetitors ?? []),
    ...competitorsNamed,
  ]);
  // A scan cites the same few hundred URLs again and again (repeats, platforms): parse each once.
  const domainOfUrl = new Map<string, string | null>();
  const classOf = new Map<string, CitationClass>();
  const perRun = runs.map((run) => {
    const domains = new Set<string>();
    for (const source of run.citedSources) {
      let domain = domainOfUrl.get(source.url);
      if (domain === undefined) {
        domain = registrableDomain(source.url);
        domainOfUrl.set(source.url, domain);
      }
      if (domain) domains.add(domain);
    }
    return { run, domains };
  });
  const classed = (domain: string): CitationClass => {
    let cls = classOf.get(domain);
    if (cls === undefined) {
      cls = classify(domain);
      classOf.set(domain, cls);
    }
    return cls;
  };
  return (include) => {
    const counts = new Map<string, number>();
    let total = 0;
    for (const { run, domains } of perRun) {
      if (!include(run)) continue;
      for (const domain of domains) {
        counts.set(domain, (counts.get(domain) ?? 0) + 1);
        total += 1;
      }
    }
    return [...counts.entries()]
      .map(([domain, count]) => ({ domain, class: classed(domain), count, share: round4(count / total) }))
      .sort((a, b) => b.count - a.count || a.domain.localeCompare(b.domain));
  };
}

/** Queries on which at least one answer names a competitor and not the brand, the widest gaps first. */
function gapQueries(runs: readonly InsightRun[]): GapQuery[] {
  const byQuery = groupBy(runs, (r) => `${r.topicId}\u0000${r.query}`);
  const gaps: GapQuery[] = [];
  for (const own of byQuery.values()) {
    const gapRuns = own.filter((r) => !r.mentioned && r.competitors.length > 0);
    if (!gapRuns.length) continue;
    const competitors = new Map<string, string>();
    for (const r of gapRuns)
      for (const c of r.competitors) if (!competitors.has(c.toLowerCase())) competitors.set(c.toLowerCase(), c);
    gaps.push({
      query: own[0].query,
      topicId: own[0].topicId,
      gapRuns: gapRuns.length,
      runs: own.length,
      platforms: PLATFORM_KEYS.filter((p) => gapRuns.some((r) => r.platform === p)),
      competitors: [...competitors.values()],
    });
  }
  return gaps.sort((a, b) => b.gapRuns / b.runs - a.gapRuns / a.runs || b.gapRuns - a.gapRuns);
}
