import type { AskRequest, NativeCitation, PersonaProfile, PlatformKey } from '#contracts';
import type { SeededRandom } from './seeded-random.js';
import {
  competitorPool,
  REVIEW_HOSTS,
  type SimulatedBrand,
  simulatedCitations,
  subjectBrand,
  titleCase,
} from './simulated-market.js';

export type AnswerStyle = 'ranked-list' | 'prose' | 'table' | 'headings' | 'overview';
export type SimulatedSentiment = 'positive' | 'neutral' | 'negative';

/** What the simulator decided about the brand; tests read it, the answer text shows it. */
export type BrandOutcome =
  | { kind: 'present'; position: number; sentiment: SimulatedSentiment }
  | { kind: 'absent' }
  | { kind: 'unknown' };

export interface ComposedAnswer {
  text: string;
  citations: NativeCitation[];
  style: AnswerStyle;
  outcome: BrandOutcome;
}

/** Each assistant has habits: ChatGPT ranks, Claude writes prose, Gemini tabulates, AI Overviews summarise. */
const STYLE_WEIGHTS: Record<PlatformKey, Partial<Record<AnswerStyle, number>>> = {
  assistant_a: { 'ranked-list': 6, headings: 2, table: 2 },
  assistant_b: { prose: 5, headings: 3, 'ranked-list': 2 },
  assistant_c: { table: 4, 'ranked-list': 3, headings: 3 },
  aio: { overview: 8, 'ranked-list': 2 },
};

const TOP_PICK_CHANCE: Record<PlatformKey, number> = { assistant_a: 0.5, assistant_b: 0.2, assistant_c: 0.4, aio: 0 };

const FEATURES = [
  'automation',
  'reporting',
  'integrations',
  'transparent pricing',
  'customer support',
  'onboarding',
  'scalability',
  'mobile apps',
  'security and compliance',
  'ease of use',
  'customisation',
  'collaboration features',
] as const;

const WEAKNESSES = [
  'a steep learning curve',
  'limited integrations',
  'slow customer support',
  'higher prices than comparable tools',
  'occasional reliability problems',
  'a cluttered interface',
  'hidden add-on costs',
] as const;

const PRICING = [
  'with a free tier',
  'from about $10 per user per month',
  'with custom enterprise pricing',
  'with a 14-day free trial',
];

type Clause = (f1: string, f2: string, w1: string, w2: string) => string;

/** Predicate phrases: "Acme is <clause>." in prose, "**Acme** – <Clause>." in lists. */
const SUBJECT_CLAUSES: Record<SimulatedSentiment, Clause[]> = {
  positive: [
    (f1, f2) => `widely praised for its ${f1} and ${f2}, and an excellent choice for most teams`,
    (f1, f2) => `a top-rated option with outstanding ${f1} and reliable ${f2}`,
    (f1, f2) => `loved by reviewers for its ${f1}, and its ${f2} is among the best available`,
  ],
  neutral: [
    (f1, f2) => `a capable option that covers ${f1} and ${f2}, comparable to most tools in this category`,
    (f1, f2) => `a mid-range choice offering standard ${f1} and ${f2}`,
    (f1, f2) => `an established option with ${f1} and ${f2}, priced in line with the market`,
  ],
  negative: [
    (_f1, _f2, w1, w2) => `often criticised for ${w1} and ${w2}, so it is hard to recommend for most teams`,
    (_f1, _f2, w1, w2) => `a weaker choice here: users report ${w1}, and ${w2} is a common complaint`,
    (_f1, _f2, w1, w2) => `disappointing for many reviewers because of ${w1} and ${w2}`,
  ],
};

const COMPETITOR_CLAUSES: Clause[] = [
  (f1, f2) => `known for its ${f1} and ${f2}`,
  (f1) => `a strong choice if you need ${f1}`,
  (f1) => `popular with teams that value ${f1}`,
  (f1, _f2, w1) => `good at ${f1}, though ${w1} can be an issue`,
  (f1) => `a flexible option with solid ${f1}`,
];

interface LineupEntry {
  brand: SimulatedBrand;
  clause: string;
  strengths: string;
  drawbacks: string;
  bestFor: string;
}

export function composeAnswer(req: AskRequest, rng: SeededRandom): ComposedAnswer {
  const category = req.subject.category?.trim() || 'tools';
  const subject = subjectBrand(req.subject);
  const pool = rng.shuffle(competitorPool(req.subject, rng));
  const size = Math.min(pool.length, req.mode === 'full' ? rng.int(4, 6) : rng.int(3, 5));
  const competitors = pool.slice(0, size);

  const roll = rng.next();
  let outcome: BrandOutcome;
  if (roll < 0.08 && req.platform !== 'aio') outcome = { kind: 'unknown' };
  else if (roll < 0.4) outcome = { kind: 'absent' };
  else {
    const sentiment = rng.weighted<SimulatedSentiment>({ positive: 5, neutral: 3, negative: 2 });
    // A brand the answer criticises is rarely ranked first.
    const lowest = sentiment === 'negative' ? 2 : 1;
    outcome = { kind: 'present', position: rng.int(lowest, competitors.length + 1), sentiment };
  }

  const brands = [...competitors];
  if (outcome.kind === 'present') brands.splice(outcome.position - 1, 0, subject);
  const lineup = brands.map((brand) => describe(brand, outcome, rng));
  const style = rng.weighted(STYLE_WEIGHTS[req.platform] as Record<AnswerStyle, number>);
  const citations = simulatedCitations(brands, category, req.platform, rng);

  const sections: string[] = [];
  // AI Overviews are plain Google searches: no persona reaches them.
  const personaLine = req.platform === 'aio' ? undefined : personaIntro(req.persona, rng);
  if (outcome.kind === 'unknown') {
    sections.push(
      `I couldn't find reliable information about ${subject.name} in the sources I checked, so I can't say how it compares.`,
      `If you're evaluating ${category}, these well-known alternatives are worth a look:`,
    );
  } else if (personaLine) {
    sections.push(personaLine);
  }
  sections.push(...renderStyle(style, lineup, category, req, rng, citations));
  if (rng.chance(TOP_PICK_CHANCE[req.platform]) && style !== 'prose' && lineup.length > 0) {
    sections.push(`**Top pick:** ${lineup[0].brand.name} – ${lineup[0].clause}.`);
  }
  if (req.mode === 'full' || rng.chance(0.5)) sections.push(rng.pick(CLOSINGS));
  return { text: sections.join('\n\n'), citations, style, outcome };
}

const CLOSINGS = [
  'The right choice depends on your budget, team size and the integrations you rely on.',
  'Most of these offer free trials, so it is worth testing two or three before committing.',
  'Check current pricing pages before deciding, as plans change often.',
];

function describe(brand: SimulatedBrand, outcome: BrandOutcome, rng: SeededRandom): LineupEntry {
  const [f1, f2] = rng.shuffle(FEATURES);
  const [w1, w2] = rng.shuffle(WEAKNESSES);
  const sentiment = brand.isSubject && outcome.kind === 'present' ? outcome.sentiment : undefined;
  const clause = sentiment ? rng.pick(SUBJECT_CLAUSES[sentiment]) : rng.pick(COMPETITOR_CLAUSES);
  const strengths =
    sentiment === 'negative'
      ? `Basic ${f1}`
      : sentiment === 'positive'
        ? `Excellent ${f1}, great ${f2}`
        : `${titleCase(f1)}, ${f2}`;
  const drawbacks =
    sentiment === 'negative'
      ? `${capitalize(w1)}, ${w2}`
      : sentiment === 'positive'
        ? 'Premium tiers cost more'
        : capitalize(w1);
  const bestFor = rng.pick([
    'Small teams',
    'Growing companies',
    'Enterprises',
    'Budget-conscious buyers',
    'Power users',
  ]);
  return { brand, clause: clause(f1, f2, w1, w2), strengths, drawbacks, bestFor };
}

function renderStyle(
  style: AnswerStyle,
  lineup: LineupEntry[],
  category: string,
  req: AskRequest,
  rng: SeededRandom,
  citations: NativeCitation[],
): string[] {
  const intro = rng.pick([
    `Here are some of the best ${category} options right now:`,
    `Based on recent reviews and comparisons, these stand out for "${req.query}":`,
    `There are several strong ${category} choices, depending on your priorities:`,
  ]);
  switch (style) {
    case 'ranked-list':
      return [
        intro,
        lineup
          .map(
            (e, i) => `${i + 1}. **${e.brand.name}** – ${capitalize(e.clause)}.${inlineSource(e, citations, req, rng)}`,
          )
          .join('\n'),
      ];
    case 'headings':
      return [
        `## Best ${titleCase(category)} Options`,
        ...lineup.map(
          (e, i) => `### ${i + 1}. ${e.brand.name}\n${capitalize(e.clause)}. Best for: ${e.bestFor.toLowerCase()}.`,
        ),
      ];
    case 'table':
      return [
        intro,
        [
          '| Option | Best for | Strengths | Drawbacks |',
          '| --- | --- | --- | --- |',
          ...lineup.map((e) => `| ${e.brand.name} | ${e.bestFor} | ${e.strengths} | ${e.drawbacks} |`),
        ].join('\n'),
      ];
    case 'prose': {
      const [first, ...rest] = lineup;
      const paragraphs = [`A few ${category} options are worth considering.`];
      if (first) paragraphs.push(`**${first.brand.name}** is ${first.clause}. It is ${rng.pick(PRICING)}.`);
      for (const e of rest) {
        paragraphs.push(
          `${rng.pick(['Another option is', 'You could also consider', 'Then there is'])} ${e.brand.name}, which is ${e.clause}.`,
        );
      }
      if (first) paragraphs.push(`If I had to choose one, I would start with ${first.brand.name}.`);
      return paragraphs;
    }
    case 'overview':
      return [
        `Popular ${category} options include several well-reviewed choices, each with different strengths:`,
        lineup.map((e) => `- **${e.brand.name}**: ${capitalize(e.clause)}.`).join('\n'),
      ];
  }
}

/** ChatGPT-style inline source links: the brand's own page, else a review site. */
function inlineSource(entry: LineupEntry, citations: NativeCitation[], req: AskRequest, rng: SeededRandom): string {
  if (req.platform !== 'assistant_a' || !rng.chance(0.4)) return '';
  const hostOf = (c: NativeCitation) => URL.parse(c.url)?.hostname.replace(/^www\./, '') ?? '';
  const source =
    citations.find((c) => hostOf(c) === entry.brand.domain) ??
    citations.find((c) => REVIEW_HOSTS.some((host) => hostOf(c) === host));
  return source ? ` ([${hostOf(source)}](${source.url}))` : '';
}

function personaIntro(persona: PersonaProfile | null, rng: SeededRandom): string | undefined {
  if (!persona?.role && !persona?.goals?.length) return undefined;
  const role = persona.role?.trim().toLowerCase();
  const who = [
    role ? `${/^[aeiou]/.test(role) ? 'an' : 'a'} ${role}` : 'someone in your position',
    persona.demographics?.companySize ? ` at a ${persona.demographics.companySize} company` : '',
    persona.demographics?.industry ? ` in ${persona.demographics.industry}` : '',
  ].join('');
  const goal = persona.goals?.length ? rng.pick(persona.goals).trim().replace(/\.$/, '') : undefined;
  return goal
    ? `As ${who}, with "${goal}" as a priority, these are the options I would look at.`
    : `As ${who}, these are the options I would look at.`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
