import type { BrandProfile } from '#contracts';
import {
  codePointBefore,
  codePointIn,
  continuesWord,
  HIRAGANA_RANGE,
  IDEOGRAPH_RANGE,
  isLetterOrDigit,
  isWhitespace,
  KATAKANA_RANGE,
  WritingClass,
  writingClass,
} from './character-classes.js';
import { ALWAYS_CAPITALISED, isCommonPhrase, LABEL_WORDS } from './common-words.js';
import { HANGUL_RANGE, PARTICLES_PATTERN, particlesFollow } from './korean.js';
import { allMatches } from './pattern-matches.js';
import { foldSetupKey as foldKey } from './text-folding.js';

/** Compiled patterns for one brand name (the subject or a known competitor). */
export interface NameMatcher {
  /** The name as reported (a competitor's display name). */
  display: string;
  /** Folded display name, the key names are compared by. */
  key: string;
  /** Names and aliases, over folded text; null when there is none. */
  names: RegExp | null;
  /** Names, aliases and domains anchored where matching starts (sticky), to read a name opening a text. */
  atStart: RegExp | null;
  /** Registrable domains (subdomains included), over folded text; null when there is none. */
  domains: RegExp | null;
  domainList: string[];
  /** Folded names that are common words (Monday, Notion, Apple): their occurrences need brand context. */
  commonNames: ReadonlySet<string>;
  /** A name that is always capitalised anyway (Monday, May), so capitalisation is no context. */
  alwaysCapitalised: boolean;
  /** Words that, written right after the name, make it a brand ("Notion AI", "Bolt app"). */
  productWords: ReadonlySet<string>;
  /** Folded names and aliases. */
  nameKeys: readonly string[];
  /** The display name holds a capital: an occurrence written all in lower case is an ordinary word until context says otherwise. */
  capitalised: boolean;
  /** The scanner shared with the other names of a prepared brand, when there is one. */
  scanner?: NameScanner;
}

/** One pass over an answer for all the names of a prepared brand (subject and known competitors). */
export interface NameScanner {
  pattern: RegExp;
  /** The same names, matched only where matching starts: reads the name opening a text. */
  sticky: RegExp;
  /** Matched text (folded, single spaces, no `www.`) → whose name it is. */
  owners: ReadonlyMap<string, NameOwner>;
  /** The pattern's names and domains in its order, matched by hand at the start of a folded key; null when a name holds a surrogate. */
  parts: readonly ScannerPart[] | null;
  /** The pattern with ASCII classes (see asciiNamePart); null with `parts`, or when two parts match the same text. */
  ascii: RegExp | null;
  /**
   * The texts the parts match, written with single spaces (a domain with and without `www.`) → the part,
   * and whose name the text is (ownerOf's answer for it, kept so that a match's owner is not looked up again).
   */
  partsByText: ReadonlyMap<string, PartOfText>;
}

/** Whose name a matched text is: its matcher, and whether the text is a domain. */
export interface NameOwner {
  matcher: NameMatcher;
  viaDomain: boolean;
}

/** A text the ASCII pattern matches, its part and its owner. */
interface PartOfText {
  part: ScannerPart;
  owner: NameOwner | undefined;
}

/** A name found by scanOwners: where it is and whose it is (undefined: nobody's, as ownerOf says). */
export interface ScannedName {
  start: number;
  end: number;
  owner: NameOwner | undefined;
}

/** One alternative of a scanner's pattern. */
interface ScannerPart {
  key: string;
  /** A domain's key after `www.`, which its pattern also matches. */
  withWww: string;
  viaDomain: boolean;
  /** The writing class of a name's first character: a character before it of the same class continues its word (continuesWord). */
  firstClass: WritingClass;
  /** The same of its last character, for the character after it. */
  lastClass: WritingClass;
}

/** A brand made ready for analysing many answers: every pattern is built once. */
export interface PreparedBrand {
  readonly profile: BrandProfile;
  readonly subject: NameMatcher;
  readonly competitors: readonly NameMatcher[];
  /** Folded names that are the brand itself: name, aliases, domains and their labels, products. */
  readonly ownKeys: ReadonlySet<string>;
  readonly ownProducts: readonly string[];
  /** Words of answers' structure plus the brand's category words: runs made only of them are labels. */
  readonly labelWords: ReadonlySet<string>;
}

/** Words that make a common-word name a product or company ("Notion app", "Bolt ride", "Apple Inc."). */
const PRODUCT_WORDS = `app apps software workspace workspaces board boards crm ai platform tool tools template templates
docs pages calendar mail pay wallet watch store account accounts plan plans pricing subscription integration integrations
api ride rides scooter scooters driver drivers phone phones laptop laptops card cards bank inc ltd corp co labs hq
products product website site team teams users customers brand company`.split(/\s+/);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The writing classes of a name's first and last characters: what a neighbour on each side must not continue. */
function edgeClasses(key: string): { first: WritingClass; last: WritingClass } {
  if (key.length === 0) return { first: WritingClass.None, last: WritingClass.None };
  const edge = (codePoint: number) => (codePoint === 0x5f ? WritingClass.None : writingClass(codePoint));
  return { first: edge(codePointIn(key, 0, key.length)), last: edge(codePointBefore(key, key.length, 0)) };
}

const CJK_LETTERS = `${HIRAGANA_RANGE}${KATAKANA_RANGE}${IDEOGRAPH_RANGE}${HANGUL_RANGE}`;

/**
 * The character class that continues a word written in a writing class (continuesWord), for a `u` pattern;
 * null when none does. After a name, Hangul particles do not (particlesFollow).
 */
function continuingClass(edge: WritingClass, after: boolean): string | null {
  if (edge === WritingClass.Alphabetic) return `(?![${CJK_LETTERS}])[\\p{L}\\p{N}_]`;
  if (edge === WritingClass.Hiragana) return `[${HIRAGANA_RANGE}]`;
  if (edge === WritingClass.Katakana) return `[${KATAKANA_RANGE}]`;
  if (edge === WritingClass.Hangul) return after ? `(?!${PARTICLES_PATTERN})[${HANGUL_RANGE}]` : `[${HANGUL_RANGE}]`;
  return null;
}

/** A name on word boundaries (continuesWord): no character before or after it that continues its word. */
function namePart(key: string): string {
  const body = escapeRegExp(key).replace(/ /g, '\\s+');
  const { first, last } = edgeClasses(key);
  const before = continuingClass(first, false);
  const after = continuingClass(last, true);
  return `${before ? `(?<!${before})` : ''}${body}${after ? `(?!${after})` : ''}`;
}

function domainPart(domain: string): string {
  return `(?<![\\p{L}\\p{N}_@-])(?:www\\.)?${escapeRegExp(domain)}(?![\\p{L}\\p{N}_-]|\\.[\\p{L}\\p{N}])`;
}

/**
 * namePart and domainPart with their letter and digit classes cut down to ASCII, for a pattern without
 * the `u` flag: twice as fast over an answer, and the same matches once the characters beyond ASCII
 * next to each match are checked (scanOwners).
 */
function asciiNamePart(key: string): string {
  const body = escapeRegExp(key).replace(/ /g, '\\s+');
  const { first, last } = edgeClasses(key);
  const before = first === WritingClass.Alphabetic ? '(?<![A-Za-z0-9_])' : '';
  const after = last === WritingClass.Alphabetic ? '(?![A-Za-z0-9_])' : '';
  return `${before}${body}${after}`;
}

function asciiDomainPart(domain: string): string {
  return `(?<![A-Za-z0-9_@-])(?:www\\.)?${escapeRegExp(domain)}(?![A-Za-z0-9_-]|\\.[A-Za-z0-9])`;
}

/** Matches any of the names on word boundaries, over folded text. */
function namesPattern(keys: string[]): RegExp | null {
  if (keys.length === 0) return null;
  return new RegExp(
    [...keys]
      .sort((a, b) => b.length - a.length)
      .map(namePart)
      .join('|'),
    'gu',
  );
}

function domainsPattern(domains: string[]): RegExp | null {
  if (domains.length === 0) return null;
  return new RegExp(domains.map(domainPart).join('|'), 'gu');
}

/** Builds the one-pass scanner of several matchers; the longest name wins where names overlap. */
export function nameScanner(matchers: NameMatcher[]): NameScanner | null {
  const owners = new Map<string, NameOwner>();
  const parts: { key: string; source: string; ascii: string; viaDomain: boolean }[] = [];
  for (const matcher of matchers) {
    for (const domain of matcher.domainList) {
      if (owners.has(domain)) continue;
      owners.set(domain, { matcher, viaDomain: true });
      parts.push({ key: domain, source: domainPart(domain), ascii: asciiDomainPart(domain), viaDomain: true });
    }
  }
  for (const matcher of matchers) {
    for (const key of matcher.nameKeys) {
      const existing = owners.get(key);
      if (existing && !existing.viaDomain) continue;
      owners.set(key, { matcher, viaDomain: false });
      if (!existing) parts.push({ key, source: namePart(key), ascii: asciiNamePart(key), viaDomain: false });
    }
  }
  if (parts.length === 0) return null;
  parts.sort((a, b) => b.key.length - a.key.length);
  const source = parts.map((part) => part.source).join('|');
  const literal = !parts.some((part) => /[\ud800-\udfff]/.test(part.key));
  const scannerParts = parts.map(({ key, viaDomain }) => {
    const { first, last } = edgeClasses(key);
    return { key, withWww: `www.${key}`, viaDomain, firstClass: first, lastClass: last };
  });
  const partsByText = new Map<string, PartOfText>();
  let unambiguous = true;
  for (const part of scannerParts) {
    for (const text of part.viaDomain ? [part.key, part.withWww] : [part.key]) {
      if (partsByText.has(text)) unambiguous = false;
      partsByText.set(text, { part, owner: owners.get(stripWww(text)) });
    }
  }
  return {
    pattern: new RegExp(source, 'gu'),
    sticky: new RegExp(source, 'uy'),
    owners,
    parts: literal ? scannerParts : null,
    ascii: literal && unambiguous ? new RegExp(parts.map((part) => part.ascii).join('|'), 'g') : null,
    partsByText,
  };
}

/**
 * The part of a match of the ASCII pattern and its owner, found by the text it matched: a pattern
 * without a group per part finds its matches faster and leaves smaller arrays.
 */
function partOf(match: RegExpExecArray, partsByText: ReadonlyMap<string, PartOfText>): PartOfText | undefined {
  return partsByText.get(match[0]) ?? partsByText.get(match[0].replace(/\s+/g, ' '));
}

/**
 * Whether a match of the ASCII pattern of a part also holds with the full letter and digit classes: the
 * characters beyond ASCII right before and after it are none of those the part excludes.
 */
function holdsBeyondAscii(text: string, match: RegExpExecArray, part: ScannerPart): boolean {
  const start = match.index;
  const end = start + match[0].length;
  const before = start > 0 ? codePointBefore(text, start, 0) : -1;
  const after = end < text.length ? codePointIn(text, end, text.length) : -1;
  if (part.viaDomain) {
    if (before >= 0 && (isNameCharacter(before) || before === 0x40 || before === 0x2d)) return false;
    return !(
      after >= 0 &&
      (isNameCharacter(after) || after === 0x2d || (after === 0x2e && isLetterOrDigitAt(text, end + 1)))
    );
  }
  if (before >= 0 && continuesWord(part.firstClass, before)) return false;
  return !(after >= 0 && continuesWord(part.lastClass, after) && !hangulParticlesAt(text, end, part));
}

/** After a name ending in Hangul, only its particles up to the next other character ("브랜드에서는"). */
function hangulParticlesAt(text: string, at: number, part: ScannerPart): boolean {
  return part.lastClass === WritingClass.Hangul && particlesFollow(text, at);
}

function isNameCharacter(codePoint: number): boolean {
  return codePoint === 0x5f || isLetterOrDigit(codePoint);
}

function isLetterOrDigitAt(text: string, at: number): boolean {
  return at < text.length && isLetterOrDigit(codePointIn(text, at, text.length));
}

/**
 * Every match of the scanner's pattern in a text, as matchAll finds them, with its owner (ownerOf). The
 * ASCII pattern finds the same matches when each of its own holds beyond ASCII: before a first match that
 * does not, neither pattern has matched anything else; the owner of each is then the one its text is
 * stored with. Otherwise (a name against a letter beyond ASCII), the pattern itself.
 */
export function scanOwners(text: string, scanner: NameScanner): ScannedName[] {
  if (scanner.ascii) {
    const { partsByText } = scanner;
    const found: ScannedName[] = [];
    let holds = true;
    for (const match of allMatches(scanner.ascii, text)) {
      const entry = partOf(match, partsByText);
      if (!entry || !holdsBeyondAscii(text, match, entry.part)) {
        holds = false;
        break;
      }
      found.push({ start: match.index, end: match.index + match[0].length, owner: entry.owner });
    }
    if (holds) return withinIdeographs(text, found);
  }
  return withinIdeographs(
    text,
    allMatches(scanner.pattern, text).map((match) => ({
      start: match.index,
      end: match.index + match[0].length,
      owner: ownerOf(scanner, match[0]),
    })),
  );
}

const IDEOGRAPH_SEGMENTER = new Intl.Segmenter('ja', { granularity: 'word' });
/** How many characters around a name the segmentation reads. */
const SEGMENTED_CONTEXT = 8;

/** The names found without those that are parts of a longer word written in ideographs (isWordOfIdeographs). */
function withinIdeographs(text: string, found: ScannedName[]): ScannedName[] {
  for (const name of found) {
    if (!isWordOfIdeographs(text, name.start, name.end)) {
      return found.filter((each) => isWordOfIdeographs(text, each.start, each.end));
    }
  }
  return found;
}

/**
 * Ideographs mark no word's end: a name with an ideograph at an edge, next to another ideograph, is a
 * word only where a dictionary segmentation of the text around it (ICU's, through Intl.Segmenter) ends
 * one ("日通の" and "推荐华为手机" name the brand, "毎日通う" does not).
 */
function isWordOfIdeographs(text: string, start: number, end: number): boolean {
  const joinedBefore =
    start > 0 &&
    text.charCodeAt(start) >= 0x3005 &&
    writingClass(codePointIn(text, start, end)) === WritingClass.Ideographic &&
    writingClass(codePointBefore(text, start, 0)) === WritingClass.Ideographic;
  const joinedAfter =
    end < text.length &&
    text.charCodeAt(end) >= 0x3005 &&
    writingClass(codePointBefore(text, end, start)) === WritingClass.Ideographic &&
    writingClass(codePointIn(text, end, text.length)) === WritingClass.Ideographic;
  if (!joinedBefore && !joinedAfter) return true;
  const from = Math.max(0, start - SEGMENTED_CONTEXT);
  const boundaries = new Set<number>();
  for (const { index } of IDEOGRAPH_SEGMENTER.segment(
    text.slice(from, Math.min(text.length, end + SEGMENTED_CONTEXT)),
  )) {
    boundaries.add(from + index);
  }
  return (!joinedBefore || boundaries.has(start)) && (!joinedAfter || boundaries.has(end));
}

/** `[\p{L}\p{N}_]`, on the code point at an offset. */
function isNameCharacterAt(text: string, at: number): boolean {
  const codePoint = codePointIn(text, at, text.length);
  return codePoint === 0x5f || isLetterOrDigit(codePoint);
}

/** namePart's end: no character after the name that continues its word. */
function nameEndsAt(text: string, part: ScannerPart): boolean {
  return (
    part.key.length >= text.length ||
    !continuesWord(part.lastClass, codePointIn(text, part.key.length, text.length)) ||
    hangulParticlesAt(text, part.key.length, part)
  );
}

/** domainPart's end: `(?![\p{L}\p{N}_-]|\.[\p{L}\p{N}])` after the domain. */
function domainEndsAt(text: string, at: number): boolean {
  if (at >= text.length) return true;
  if (isNameCharacterAt(text, at) || text.charCodeAt(at) === 0x2d) return false;
  const dotThenName = text.charCodeAt(at) === 0x2e && at + 1 < text.length;
  return !(dotThenName && isLetterOrDigit(codePointIn(text, at + 1, text.length)));
}

/**
 * The text the scanner's sticky pattern matches at the start of a folded key (foldKey: its white space
 * is single spaces, all that the pattern's `\s+` can then match), compared by hand: an answer's leads
 * and emphasised spans are read this way, and the pattern costs more than the comparisons. At the
 * start of a text the names' and domains' lookbehinds always hold.
 */
export function matchAtStart(scanner: NameScanner, key: string): string | null {
  if (!scanner.parts) {
    scanner.sticky.lastIndex = 0;
    return scanner.sticky.exec(key)?.[0] ?? null;
  }
  const first = key.charCodeAt(0);
  for (const part of scanner.parts) {
    if (part.viaDomain) {
      if (first === 0x77 && key.startsWith(part.withWww) && domainEndsAt(key, part.withWww.length)) return part.withWww;
      if (key.startsWith(part.key) && domainEndsAt(key, part.key.length)) return part.key;
    } else if (first === part.key.charCodeAt(0) && key.startsWith(part.key) && nameEndsAt(key, part)) {
      return part.key;
    }
  }
  return null;
}

/** Whose name a matched text is: the key it is stored under has single spaces and no `www.`. */
export function ownerOf(scanner: NameScanner, matched: string): NameOwner | undefined {
  return scanner.owners.get(hasOnlySingleSpaces(matched) ? stripWww(matched) : stripWww(matched.replace(/\s+/g, ' ')));
}

function hasOnlySingleSpaces(text: string): boolean {
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (isWhitespace(code) && (code !== 32 || isWhitespace(text.charCodeAt(at + 1)))) return false;
  }
  return true;
}

function stripWww(text: string): string {
  return text.startsWith('www.') ? text.slice(4) : text;
}

function normaliseDomain(domain: string): string {
  return foldKey(domain)
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^www\./, '')
    .replace(/[/?#].*$/, '');
}

/** Builds the matcher of one name with its aliases and domains. */
export function nameMatcher(
  display: string,
  aliases: string[] = [],
  domains: string[] = [],
  products: string[] = [],
): NameMatcher {
  const key = foldKey(display);
  const domainList = [...new Set(domains.map(normaliseDomain).filter(Boolean))];
  const productWords = new Set(PRODUCT_WORDS);
  for (const product of products) {
    for (const word of foldKey(product).split(' ')) if (word !== key) productWords.add(word);
  }
  // A name looking like a domain ("monday.com") is no common word, and "Monday" as its alias is.
  const commonNames = new Set(
    [display, ...aliases].map(foldKey).filter((name) => !name.includes('.') && isCommonPhrase(name)),
  );
  const nameKeys = [...new Set([display, ...aliases].map(foldKey).filter((name) => name.length > 0))];
  const names = namesPattern(nameKeys);
  const domainPattern = domainsPattern(domainList);
  const sources = [names, domainPattern].flatMap((pattern) => (pattern ? [pattern.source] : []));
  return {
    display,
    key,
    names,
    atStart: sources.length > 0 ? new RegExp(sources.join('|'), 'uy') : null,
    domains: domainPattern,
    domainList,
    commonNames,
    alwaysCapitalised: [...commonNames].some((name) => ALWAYS_CAPITALISED.has(name)),
    productWords,
    nameKeys,
    capitalised: /\p{Lu}/u.test(display),
  };
}

const prepared = new WeakMap<BrandProfile, PreparedBrand>();

/** Prepares (once per profile object) everything the analysis of the brand's answers needs. */
export function prepareBrand(brand: BrandProfile | PreparedBrand): PreparedBrand {
  if ('subject' in brand) return brand;
  const cached = prepared.get(brand);
  if (cached) return cached;
  const subject = nameMatcher(brand.name, brand.aliases, brand.domains, brand.products);
  // The brand's category words make a name a brand too ("Remote payroll", "Purple mattress").
  const productWords = subject.productWords as Set<string>;
  for (const word of foldKey(brand.category ?? '').split(/[\s,/&-]+/)) {
    if (word.length > 2 && word !== subject.key) productWords.add(word);
  }
  const ownKeys = new Set<string>([subject.key, ...brand.aliases.map(foldKey), ...brand.products.map(foldKey)]);
  for (const domain of subject.domainList) {
    ownKeys.add(domain);
    ownKeys.add(domain.split('.')[0]);
  }
  const competitors = [...new Map(brand.knownCompetitors.map((name) => [foldKey(name), name])).values()]
    .filter((name) => !ownKeys.has(foldKey(name)))
    .map((name) => nameMatcher(name, [], /^[\w-]+(\.[a-z]{2,})+$/i.test(name) ? [name] : []));
  const scanner = nameScanner([subject, ...competitors]);
  if (scanner) for (const matcher of [subject, ...competitors]) matcher.scanner = scanner;
  const labelWords = new Set(LABEL_WORDS);
  for (const word of foldKey(brand.category ?? '').split(/[\s,/&-]+/)) {
    if (word.length > 2 && !ownKeys.has(word)) labelWords.add(word);
  }
  const result: PreparedBrand = {
    profile: brand,
    subject,
    competitors,
    ownKeys,
    ownProducts: brand.products.map(foldKey).filter(Boolean),
    labelWords,
  };
  prepared.set(brand, result);
  return result;
}
