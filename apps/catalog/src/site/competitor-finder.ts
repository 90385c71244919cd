import { nameKey, uniqueNames } from './brand-name.js';
import type { PageLink } from './page-facts.js';

/** Capitalised words that end a name in Title Case headings ("Acme Vs Mixpanel For Startups"). */
const NAME_BREAKS =
  'For|And|Or|In|On|With|To|The|Which|Who|Is|Are|A|An|Of|Why|How|What|Vs|Versus|Alternative|Alternatives|Review|Pricing';

/** A capitalised name of one to three words on one line: `Mixpanel`, `Google Analytics`, `Monday.com`, `PostHog`. */
const NAME = String.raw`([A-Z][\p{L}\p{N}.&+'-]*[\p{L}\p{N}+](?: (?!(?:${NAME_BREAKS})\b)(?:[A-Z][\p{L}\p{N}.&+'-]*[\p{L}\p{N}+]|[0-9]+)){0,2})`;

/** Phrases after which a competitor's name follows; a second name may follow `and`/`or`/`,`. */
const CUES = [
  'vs\\.?',
  'versus',
  'alternatives?\\s+to',
  'compared\\s+(?:with|to)',
  'comparison\\s+with',
  'switch(?:ing)?\\s+from',
  'migrat(?:e|ing)\\s+from',
  'unlike',
].map(anyCase);
const CUE_PATTERN = new RegExp(`\\b(?:${CUES.join('|')}) +${NAME}(?:(?:, *| +(?:and|or) +)${NAME})?`, 'gu');

/** `X vs Y`: the name before `vs` is a competitor too when it is not the brand. */
const BEFORE_VS = new RegExp(`${NAME} +(?:vs\\.?|versus) `, 'gu');

/** Sentence openers that BEFORE_VS swallows: `Compare Acme vs Heap` is about Acme. */
const LEADING_VERBS = /^(?:Compare|Comparing|Choosing|Choose|Why|How|Best|Top|Our)\s+/;

/** Slugs like `/compare/acme-vs-mixpanel` or `/alternatives/mixpanel-alternative`. */
const SLUG_VS = /(?:^|\/)([a-z0-9-]+?)-(?:vs|versus)-([a-z0-9-]+?)(?:\/|$|\.)/;
const SLUG_ALTERNATIVE =
  /(?:^|\/)(?:alternative-to|alternatives-to)-([a-z0-9-]+?)(?:\/|$|\.)|(?:^|\/)([a-z0-9-]+?)-alternatives?(?:\/|$|\.)/;

/** Words that the patterns catch but are never a competitor's name. */
const STOP_WORDS = new Set([
  'the',
  'a',
  'an',
  'our',
  'other',
  'others',
  'traditional',
  'legacy',
  'spreadsheets',
  'excel sheets',
  'competitors',
  'competition',
  'them',
  'us',
  'you',
  'your',
  'this',
  'that',
  'free',
  'paid',
  'open source',
  'in house',
  'manual',
  'pricing',
  'features',
  'plans',
  'see',
  'why',
  'how',
  'what',
  'most',
  'many',
  'all',
  'any',
  'more',
]);

/**
 * Names of competitors the site itself mentions: comparison cues in its text and headings
 * ("Acme vs Mixpanel", "the alternative to Heap", "compared with Amplitude and Pendo") and
 * comparison page slugs. `own` lists the brand's names and products, never returned.
 */
export function findCompetitors(
  texts: readonly string[],
  links: readonly PageLink[],
  own: readonly string[],
): string[] {
  const ownKeys = new Set(own.map(nameKey).filter(Boolean));
  const ownWords = new Set([...ownKeys].flatMap((key) => key.split(' ')));
  const found: string[] = [];
  for (const text of texts) {
    const hits: { at: number; name: string }[] = [];
    for (const match of text.matchAll(CUE_PATTERN)) {
      if (match[1] !== undefined) hits.push({ at: match.index + match[0].indexOf(match[1]), name: match[1] });
      if (match[2] !== undefined) hits.push({ at: match.index + match[0].lastIndexOf(match[2]), name: match[2] });
    }
    for (const match of text.matchAll(BEFORE_VS))
      if (match[1] !== undefined) hits.push({ at: match.index, name: match[1] });
    found.push(...hits.sort((a, b) => a.at - b.at).map((hit) => hit.name));
  }
  const spelled = new Map(found.map((name) => [nameKey(name), name]));
  for (const link of links) {
    for (const slug of slugNames(new URL(link.url).pathname.toLowerCase())) {
      // A slug loses capitals; the spelling seen in text is preferred.
      found.push(spelled.get(nameKey(slug)) ?? titleCase(slug));
    }
  }
  return uniqueNames(
    found
      .map((name) =>
        name
          .replace(LEADING_VERBS, '')
          .replace(/[.,;:!?'’]+$/, '')
          .trim(),
      )
      .filter((name) => {
        const key = nameKey(name);
        return (
          key.length > 1 &&
          !STOP_WORDS.has(key) &&
          !ownKeys.has(key) &&
          !key.split(' ').every((word) => ownWords.has(word))
        );
      }),
  );
}

function slugNames(path: string): string[] {
  const names: string[] = [];
  const vs = SLUG_VS.exec(path);
  if (vs !== null) names.push(...[vs[1], vs[2]].filter(isString));
  const alternative = SLUG_ALTERNATIVE.exec(path);
  const target = alternative?.[1] ?? alternative?.[2];
  if (target !== undefined) names.push(target);
  return names.map((slug) => slug.replace(/-/g, ' '));
}

function titleCase(words: string): string {
  return words.replace(/\b\p{L}/gu, (letter) => letter.toLocaleUpperCase());
}

/** Cue words match in any case (`Compared with`), while names must start with a capital. */
function anyCase(pattern: string): string {
  return pattern.replace(/(?<!\\)[a-z]/g, (letter) => `[${letter}${letter.toUpperCase()}]`);
}

function isString(value: string | undefined): value is string {
  return value !== undefined;
}
