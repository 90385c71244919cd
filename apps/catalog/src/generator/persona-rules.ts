import { fitPersona } from './generation-limits.js';
import type { PersonaDraft } from './text-generator.js';

type Demographics = NonNullable<PersonaDraft['demographics']>;

const ROLE_NOUNS = [
  'manager',
  'director',
  'engineer',
  'developer',
  'founder',
  'co-founder',
  'owner',
  'officer',
  'lead',
  'analyst',
  'designer',
  'marketer',
  'consultant',
  'student',
  'teacher',
  'parent',
  'buyer',
  'recruiter',
  'administrator',
  'architect',
  'specialist',
  'executive',
  'freelancer',
  'entrepreneur',
  'nurse',
  'doctor',
  'accountant',
  'lawyer',
  'researcher',
  'scientist',
  'coordinator',
  'strategist',
  'president',
  'partner',
  'cto',
  'ceo',
  'cfo',
  'cmo',
  'coo',
  'cio',
  'ciso',
  'writer',
  'editor',
  'agent',
  'representative',
  'associate',
  'controller',
  'planner',
  'head of [\\p{L} &-]+?',
  'vp of [\\p{L} &-]+?',
  'vice president of [\\p{L} &-]+?',
].join('|');
/** "a senior marketing director", "the head of growth", "an IT administrator" → the role. */
const ROLE = new RegExp(
  `(?:^(?:(?:a|an|the|i'm|i am)\\s+)?|\\b(?:a|an|the|as|i'm|i am)\\s+)((?:[\\p{L}-]+\\s+){0,3}?(?:${ROLE_NOUNS}))(?=[\\s,.;:!?)]|$)`,
  'iu',
);
const ACRONYMS = new Set([
  'cto',
  'ceo',
  'cfo',
  'cmo',
  'coo',
  'cio',
  'ciso',
  'it',
  'hr',
  'vp',
  'ux',
  'ui',
  'seo',
  'b2b',
  'b2c',
  'saas',
  'smb',
]);

const NAMED = /\b(?:named|called)\s+(\p{Lu}[\p{L}'-]+(?:\s\p{Lu}[\p{L}'-]+)?)/u;

const COMPANY_SIZES: [RegExp, string][] = [
  [/\b(\d[\d,]*)\s*(?:-|–|to)\s*(\d[\d,]*)\s*(?:employees|people|staff)\b/i, '$1-$2 employees'],
  [/\b(\d[\d,]*\+?)\s*(?:employees|people|staff)\b/i, '$1 employees'],
  [
    /\b(?:enterprise|large (?:company|corporation|organi[sz]ation)|fortune 500|multinational|corporate)\b/i,
    'Enterprise (1,000+ employees)',
  ],
  [/\b(?:mid-?sized?|medium-sized|midmarket|mid-market)\b/i, 'Mid-size (100-999 employees)'],
  [/\b(?:small business|small company|small firm|smb|small team|family business)\b/i, 'Small (10-99 employees)'],
  [/\bstart-?ups?\b/i, 'Startup (1-50 employees)'],
  [/\b(?:freelanc\w*|solo|self-employed|sole trader|one-person)\b/i, 'Self-employed'],
];

const INDUSTRIES: [RegExp, string][] = [
  [/\b(?:saas|software|tech company|technology company)\b/i, 'Software'],
  [/\b(?:fintech|bank(?:ing)?|financial services|finance|insurance|insurtech)\b/i, 'Financial services'],
  [/\b(?:health ?care|hospital|clinic|medical|pharma\w*|biotech)\b/i, 'Healthcare'],
  [/\b(?:e-?commerce|online (?:store|shop)|retail\w*|shopify)\b/i, 'Retail and e-commerce'],
  [/\b(?:education|edtech|school|university|college)\b/i, 'Education'],
  [/\b(?:manufactur\w*|factory|industrial)\b/i, 'Manufacturing'],
  [/\b(?:marketing agency|advertising|agency)\b/i, 'Marketing and advertising'],
  [/\b(?:real estate|property|construction)\b/i, 'Real estate and construction'],
  [/\b(?:law firm|legal)\b/i, 'Legal'],
  [/\b(?:hotel|hospitality|restaurant|travel|tourism)\b/i, 'Hospitality and travel'],
  [/\b(?:logistics|shipping|supply chain|transport\w*)\b/i, 'Logistics'],
  [/\b(?:media|publishing|news|entertainment|gaming)\b/i, 'Media and entertainment'],
  [/\b(?:non-?profit|charity|ngo)\b/i, 'Non-profit'],
  [/\b(?:government|public sector|municipal)\b/i, 'Public sector'],
  [/\b(?:energy|utilities|solar|oil and gas)\b/i, 'Energy'],
  [/\b(?:telecom\w*)\b/i, 'Telecommunications'],
  [/\b(?:automotive|car dealer\w*)\b/i, 'Automotive'],
  [/\b(?:consulting|consultancy|professional services)\b/i, 'Professional services'],
];

const REGIONS = [
  'Europe',
  'North America',
  'South America',
  'Latin America',
  'Asia',
  'APAC',
  'EMEA',
  'DACH',
  'the Nordics',
  'Scandinavia',
  'the Middle East',
  'Africa',
  'the UK',
  'the US',
  'the USA',
  'UK',
  'US',
  'USA',
  'the EU',
  'EU',
];

/** English names of every ISO 3166 country, from the runtime's ICU data, so no list to keep. */
const COUNTRIES: readonly string[] = (() => {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const found: string[] = [];
  for (let first = 65; first <= 90; first++) {
    for (let second = 65; second <= 90; second++) {
      const code = String.fromCharCode(first, second);
      const name = names.of(code);
      if (name !== undefined && name !== code && !/unknown/i.test(name)) found.push(name);
    }
  }
  return found;
})();
const KNOWN_PLACES = [...REGIONS, ...COUNTRIES].sort((a, b) => b.length - a.length);
const PLACE_CUE =
  /\b(?:based in|located in|living in|lives in|from|in)\s+((?:the\s+)?\p{Lu}[\p{L}.'-]+(?:[ ,]+\p{Lu}[\p{L}.'-]+){0,2})/gu;

const AGE_PATTERNS: [RegExp, (match: RegExpExecArray) => string][] = [
  [/\bbetween\s+(\d{2})\s+and\s+(\d{2})\b/i, (m) => `${m[1]}-${m[2]}`],
  [/\b(\d{2})\s*(?:-|–|to)\s*(\d{2})\s*(?:years? old|year-olds?|yo)\b/i, (m) => `${m[1]}-${m[2]}`],
  [/\bin\s+(?:his|her|their)\s+early\s+(\d)0s\b/i, (m) => `${m[1]}0-${m[1]}4`],
  [/\bin\s+(?:his|her|their)\s+(?:mid|mid-)\s*(\d)0s\b/i, (m) => `${m[1]}3-${m[1]}7`],
  [/\bin\s+(?:his|her|their)\s+late\s+(\d)0s\b/i, (m) => `${m[1]}5-${m[1]}9`],
  [/\bin\s+(?:his|her|their)\s+(\d)0s\b/i, (m) => `${m[1]}0-${m[1]}9`],
  [/\b(\d{2})[- ]years?[- ]old\b|\baged\s+(\d{2})\b/i, (m) => decade(Number(m[1] ?? m[2]))],
  [/\bgen(?:eration)?[ -]?z\b/i, () => '18-28'],
  [/\bmillennials?\b/i, () => '29-44'],
  [/\bgen(?:eration)?[ -]?x\b/i, () => '45-60'],
  [/\b(?:baby )?boomers?\b|\bretired\b|\bretiree\b/i, () => '60+'],
];

const EXPERTISE: [RegExp, string][] = [
  [
    /\b(?:beginner|novice|new to|non-technical|not technical|first-time|first time|inexperienced|no experience)\b/i,
    'Beginner',
  ],
  [
    /\b(?:expert|seasoned|veteran|power user|deep expertise|highly technical|(?:1\d|[89]|[2-9]\d)\+? years)\b/i,
    'Expert',
  ],
  [/\b(?:senior|advanced|experienced|technical|[5-7]\+? years)\b/i, 'Advanced'],
  [/\b(?:intermediate|some experience|familiar with|junior|[1-4]\+? years)\b/i, 'Intermediate'],
];

const GOAL_CUES =
  /\b(?:wants? to|needs? to|looking to|hoping to|hopes to|trying to|aims? to|plans? to|would like to|has to|must|goal is to|goals are to|wants|needs|is looking for|looks for|is searching for)\s+([^.;!?]+)/giu;
const PAIN_CUES =
  /\b(?:frustrated (?:by|with)|struggles? with|struggling with|worried about|concerned about|tired of|annoyed by|fed up with|overwhelmed by|hates|dislikes|pain points? (?:is|are)|problem (?:is|with)|challenge (?:is|with)|can't|cannot|doesn't have|lacks|afraid of|burned by)\s+([^.;!?]+)/giu;

const CLAUSE_END =
  /,?\s+(?:but|while|although|whereas|yet)\s+|,?\s+and\s+(?=(?:she|he|they|wants?|needs?|hopes?|is|are|has|have|must|would|plans?|aims?|tries|trying|struggles?|worries)\b)/i;

/**
 * Deterministic persona expansion for when no model is configured (decisions §7): the role,
 * demographics, goals and pain points a prompt states, each found by plain phrase patterns.
 * A given name is kept; otherwise one stated in the prompt ("named Sarah"), else one built
 * from the role. Nothing is invented beyond generic defaults when the prompt has none.
 */
export function expandPersonaByRules(prompt: string, name?: string): PersonaDraft {
  const text = prompt.replace(/\s+/g, ' ').trim();
  const role = findRole(text);
  const demographics: Demographics = {};
  const companySize = firstMatch(text, COMPANY_SIZES);
  if (companySize !== undefined) demographics.companySize = companySize;
  const industry = INDUSTRIES.find(([pattern]) => pattern.test(text))?.[1];
  if (industry !== undefined) demographics.industry = industry;
  const location = findLocation(text);
  if (location !== undefined) demographics.location = location;
  const ageRange = findAge(text);
  if (ageRange !== undefined) demographics.ageRange = ageRange;
  const expertiseLevel = EXPERTISE.find(([pattern]) => pattern.test(text))?.[1];
  if (expertiseLevel !== undefined) demographics.expertiseLevel = expertiseLevel;

  const goals = clauses(text, GOAL_CUES);
  const painPoints = clauses(text, PAIN_CUES);
  const given = name?.trim();
  return fitPersona({
    name: given || (NAMED.exec(text)?.[1] ?? derivedName(role, demographics)),
    role: role ?? 'Buyer',
    goals: goals.length > 0 ? goals : ['Make a confident, well-informed choice without wasting time'],
    painPoints: painPoints.length > 0 ? painPoints : ['Hard to tell similar options apart from marketing claims alone'],
    demographics,
  });
}

function findRole(text: string): string | undefined {
  const raw = ROLE.exec(text)?.[1];
  if (raw === undefined) return undefined;
  return raw
    .replace(/^(?:very|really|busy|overworked|new|young|experienced|seasoned|senior-level)\s+/i, '')
    .split(/\s+/)
    .map((word) =>
      ACRONYMS.has(word.toLowerCase())
        ? word.toUpperCase()
        : /^(?:of|and|&)$/i.test(word)
          ? word.toLowerCase()
          : capitalise(word),
    )
    .join(' ');
}

function findLocation(text: string): string | undefined {
  for (const match of text.matchAll(PLACE_CUE)) {
    const candidate = match[1] ?? '';
    const known = KNOWN_PLACES.find(
      (place) => candidate === place || candidate.startsWith(`${place} `) || candidate.startsWith(`${place},`),
    );
    if (known !== undefined) return known.replace(/^the /, '');
    // "based in Lyon" names a place even when it is no country; a bare "in X" must be a known place.
    if (/^(?:based|located|living|lives) in/i.test(match[0])) return candidate.replace(/^the /, '');
  }
  return undefined;
}

function findAge(text: string): string | undefined {
  for (const [pattern, format] of AGE_PATTERNS) {
    const match = pattern.exec(text);
    if (match !== null) return format(match);
  }
  return undefined;
}

function clauses(text: string, cues: RegExp): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(cues)) {
    // A clause ends where another thought starts: "but …", "and wants …".
    const clause = (match[1] ?? '').split(CLAUSE_END)[0]?.replace(/[,\s]+$/, '') ?? '';
    if (clause.split(/\s+/).length >= 2) found.push(capitalise(clause));
  }
  return [...new Set(found)];
}

function firstMatch(text: string, table: readonly [RegExp, string][]): string | undefined {
  for (const [pattern, replacement] of table) {
    const match = pattern.exec(text);
    if (match !== null) return match[0].replace(pattern, replacement);
  }
  return undefined;
}

function derivedName(role: string | undefined, demographics: Demographics): string {
  const who = role ?? 'Buyer';
  return demographics.industry === undefined ? who : `${who}, ${demographics.industry}`;
}

function decade(age: number): string {
  const start = Math.floor(age / 10) * 10;
  return `${start}-${start + 9}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
