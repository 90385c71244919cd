import { isWhitespace } from './character-classes.js';
import { ALWAYS_CAPITALISED, COMMON_WORDS } from './common-words.js';
import { HANGUL_RANGE } from './korean.js';
import { NON_COMPETITORS } from './non-competitors.js';
import { matchAtStart, type NameMatcher, ownerOf, type PreparedBrand } from './prepared-brand.js';
import { foldKey } from './text-folding.js';

/** A brand name read in an answer, reduced to brand level. */
export interface ReadName {
  display: string;
  /** Folded name, the key names are compared and deduplicated by. */
  key: string;
  /** The subject brand itself (one of its names, domains or products). */
  isSubject: boolean;
  /** One of the brand's known competitors. */
  known: boolean;
}

// A name token: capitalised ("HubSpot", "Café"), a number ("23andMe"), or camel/dotted ("eBay", "monday.com").
const TOKEN = String.raw`(?:[\p{Lu}\p{N}][\p{L}\p{N}'’&+.!-]*|\p{Ll}+[\p{Lu}.][\p{L}\p{N}'’&+.!-]*)`;
const CONNECTOR_WORDS = [
  'of',
  'de',
  'du',
  'des',
  'del',
  'la',
  'le',
  'di',
  'da',
  'do',
  'von',
  'van',
  'der',
  'à',
  'a',
  'au',
  'aux',
  'en',
  '&',
  'x',
];
const RUN = new RegExp(`^${TOKEN}(?:[ \\t](?:(?:${CONNECTOR_WORDS.join('|')})[ \\t])?${TOKEN})*`, 'u');
const CONNECTORS = new Set(CONNECTOR_WORDS.map((word) => word.normalize('NFD').replace(/\p{M}/gu, '')));

/** What runEnd answers when its scan meets a character beyond ASCII: RUN must be run. */
const NOT_ASCII = -2;

/**
 * RUN's match on a text, scanned in place while the characters it looks at are ASCII (most names): the
 * length of the match, -1 for none, NOT_ASCII as soon as it would look at another character. On ASCII,
 * \p{Lu}, \p{Ll}, \p{N} and \p{L} are A-Z, a-z, 0-9 and both cases. Nothing after a token can fail, so
 * RUN takes its greedy path: each token read to its last character (none is a blank), each `[ \t]` then
 * the connector branch if it reads a token, else a token right after the blank, else the run ends.
 */
function runEnd(text: string): number {
  let end = tokenEnd(text, 0);
  while (end >= 0) {
    const blank = text.charCodeAt(end);
    if (blank !== 0x20 && blank !== 0x09) return end;
    const next = end + 1;
    if (text.charCodeAt(next) >= 0x80) return NOT_ASCII;
    const connector = connectorLength(text, next);
    let token = connector > 0 ? tokenEnd(text, next + connector + 1) : -1;
    if (token === -1) token = tokenEnd(text, next);
    if (token === NOT_ASCII) return NOT_ASCII;
    if (token === -1) return end;
    end = token;
  }
  return end;
}

/**
 * The ASCII connectors ("à" is left to RUN: runEnd gives up on any character beyond ASCII), each as the
 * number its characters make (seven bits each): connectorLength reads a word without slicing it.
 */
const ASCII_CONNECTORS = new Set(
  CONNECTOR_WORDS.filter((word) => /^[a-z&]+$/.test(word)).map((word) => wordCode(word, 0, word.length)),
);
const LONGEST_CONNECTOR = Math.max(...CONNECTOR_WORDS.map((word) => word.length));

function wordCode(text: string, start: number, end: number): number {
  let code = 0;
  for (let at = start; at < end; at += 1) code = code * 128 + text.charCodeAt(at);
  return code;
}

/**
 * The length of the connector at `at` that a blank follows, 0 when none. A connector is made of `[a-z&]`:
 * the word before a blank is read over those characters only, as far as the longest connector.
 */
function connectorLength(text: string, at: number): number {
  let end = at;
  while (end < at + LONGEST_CONNECTOR && isConnectorCharacter(text.charCodeAt(end))) end += 1;
  const blank = text.charCodeAt(end);
  if (end === at || (blank !== 0x20 && blank !== 0x09)) return 0;
  return ASCII_CONNECTORS.has(wordCode(text, at, end)) ? end - at : 0;
}

function isConnectorCharacter(code: number): boolean {
  return isAsciiLower(code) || code === 0x26;
}

/** Where TOKEN's match at `at` ends (-1: no match), or NOT_ASCII. */
function tokenEnd(text: string, at: number): number {
  const length = text.length;
  if (at >= length) return -1;
  const first = text.charCodeAt(at);
  if (first >= 0x80) return NOT_ASCII;
  let end = at + 1;
  if ((ASCII_CLASSES[first] & OPENS_TOKEN) === 0) {
    // `\p{Ll}+[\p{Lu}.]`: "eBay", "monday.com".
    if ((ASCII_CLASSES[first] & LOWER) === 0) return -1;
    while (end < length && text.charCodeAt(end) < 0x80 && (ASCII_CLASSES[text.charCodeAt(end)] & LOWER) !== 0) end += 1;
    if (end === length) return -1;
    const code = text.charCodeAt(end);
    if (code >= 0x80) return NOT_ASCII;
    if ((ASCII_CLASSES[code] & UPPER) === 0 && code !== 0x2e) return -1;
    end += 1;
  }
  // `[\p{L}\p{N}'’&+.!-]*`
  for (; end < length; end += 1) {
    const code = text.charCodeAt(end);
    if (code >= 0x80) return NOT_ASCII;
    if ((ASCII_CLASSES[code] & IN_TOKEN) === 0) return end;
  }
  return end;
}

/** ASCII characters' classes in TOKEN, as bits, each from its own class in TOKEN. */
const OPENS_TOKEN = 1;
const LOWER = 2;
const UPPER = 4;
const IN_TOKEN = 8;
const ASCII_CLASSES = new Uint8Array(0x80);
for (let code = 0; code < 0x80; code += 1) {
  const character = String.fromCharCode(code);
  if (/[\p{Lu}\p{N}]/u.test(character)) ASCII_CLASSES[code] |= OPENS_TOKEN;
  if (/\p{Ll}/u.test(character)) ASCII_CLASSES[code] |= LOWER;
  if (/\p{Lu}/u.test(character)) ASCII_CLASSES[code] |= UPPER;
  if (/[\p{L}\p{N}'’&+.!-]/u.test(character)) ASCII_CLASSES[code] |= IN_TOKEN;
}

function isAsciiLower(code: number): boolean {
  return code >= 0x61 && code <= 0x7a;
}

/** Model and edition tokens that follow a brand's product line ("Pegasus 41", "Gel-Nimbus 26", "Pro Max"). */
const MODEL_TOKEN =
  /^(?:\p{L}{0,4}-?\d[\p{L}\p{N}.+-]*|v\d+|[ivx]{1,4}|pro|max|plus|mini|ultra|lite|air|se|gtx|xl|neo|edition|series|gen|\d+(?:st|nd|rd|th))$/u;

/** Edition words that end a product's name after its brand ("Grafana Cloud", "Casper Original"). */
const EDITION_WORDS = new Set(
  `cloud classic original originals essential essentials signature deluxe hybrid wireless select luxe starter
  standard`.split(/\s+/),
);

/** Words that verbs of a sentence-case list item start with: "Pipedrive is", "Zoho offers". */
const VERB_AFTER =
  /^(?:'s\s|\s+(?:is|are|was|offers?|has|have|provides?|remains?|stands?|focuses|excels|delivers?|gives?|makes?|comes?|uses?|boasts?|shines?|leads?|works?|specializ|specialis|targets?|costs?|charges?|combines?|lets?|allows?|features?|brings?|wins?|tops?|takes?|ranks?|sells?|roasts?|est|ist|bietet|a\s+(?:une?|des|les?|la|l'|été|su|fait|pu|eu|[a-zà-ÿ]+é(?:e|s|es)?)\b|propose|es\s|ofrece))/i;

/**
 * Prepositions and verbs that open a line before a name without being part of it: "In Salesforce,
 * open Setup", "Is Box a good fit?", "For HubSpot users". Sentence case only: "In-N-Out" is a name.
 */
const FUNCTION_WORD_OPENING =
  /^(?:In|Is|At|For|With|From|To|By|Does|Do|Can|Should|Are|Was|If|When|Über|Bei|Mit|Für|Als|Wenn|Dans|Chez|Pour|Avec|Sur|Quand|En|Con|Para|Desde|Cuando|Nel|Nella|Per|Quando|Bij|Met|Voor|Als|Om|Med|För|På|När)\s+(?=\p{Lu})/u;
/**
 * FUNCTION_WORD_OPENING's words, by first character and length: its pattern is only tried on a text whose
 * first word (up to the first white space) has the shape of one of them, which few names have.
 */
const FUNCTION_WORD_SHAPES: ReadonlySet<number> = new Set(
  FUNCTION_WORD_OPENING.source
    .slice(4, FUNCTION_WORD_OPENING.source.indexOf(')'))
    .split('|')
    .map((word) => word.charCodeAt(0) * 16 + word.length),
);

/** Whether the text opens on a word of a FUNCTION_WORD_OPENING word's first character and length, then white space. */
function mayOpenOnFunctionWord(text: string): boolean {
  for (let at = 1; at < text.length && at < 16; at += 1) {
    if (isWhitespace(text.charCodeAt(at))) return FUNCTION_WORD_SHAPES.has(text.charCodeAt(0) * 16 + at);
  }
  return false;
}

/** Words that open headings and list labels rather than names ("Best", "Why Choose", "Our Top Pick"). */
const HEADING_WORDS = new Set(
  `best top why choose choosing our my how what which compare comparing consider try using use get final overall
  alternatives alternative option options pick picks honorable recommended where when
  warum wann wo wie pourquoi quand porque cuando donde perche quando dove waarom wanneer waar varfor nar onde`.split(
    /\s+/,
  ),
);

/**
 * Whether the label word at `index` is part of a name rather than what follows one: after a
 * possessive or a connector ("The Farmer's Dog", "Fox Rent A Car"), or the middle of a three-word
 * name ("Follow Up Boss").
 */
function isInsideName(index: number, words: string[], keys: string[], afterHeadingWords = false): boolean {
  if (POSSESSIVE.test(words[index - 1]) || (index >= 2 && CONNECTORS.has(keys[index - 1]))) return true;
  // "Why Choose Zoho Over Acme": after heading words, a label word between two names compares them.
  return index === 1 && words.length === 3 && !afterHeadingWords;
}

/** A label word, singular or plural ("CRMs", "Hotels"). */
function isLabelWord(word: string, brand: PreparedBrand): boolean {
  return brand.labelWords.has(word) || (word.endsWith('s') && brand.labelWords.has(word.slice(0, -1)));
}

function tokensOf(key: string): string[] {
  return key.split(' ').filter(Boolean);
}

/** The matcher (subject first, then known competitors) whose name opens the text, if any. */
function matcherAtStart(folded: string, brand: PreparedBrand): { matcher: NameMatcher; length: number } | null {
  const scanner = brand.subject.scanner;
  if (scanner) {
    const match = matchAtStart(scanner, folded);
    const owner = match !== null ? ownerOf(scanner, match) : undefined;
    return match !== null && owner ? { matcher: owner.matcher, length: match.length } : null;
  }
  for (const matcher of [brand.subject, ...brand.competitors]) {
    if (!matcher.atStart) continue;
    matcher.atStart.lastIndex = 0;
    const match = matcher.atStart.exec(folded);
    if (match) return { matcher, length: match[0].length };
  }
  return null;
}

/** Whether a folded name is one of the brand's own names, domains or products. */
export function isOwnName(key: string, brand: PreparedBrand): boolean {
  if (brand.ownKeys.has(key)) return true;
  // Its first word, first two words... ("acme pipeline pro" is Acme's).
  if (hasSingleInnerSpaces(key)) {
    // The words joined again are the key's own beginnings before each space (the whole key is looked up above).
    for (let space = key.indexOf(' '); space >= 0; space = key.indexOf(' ', space + 1))
      if (brand.ownKeys.has(key.slice(0, space))) return true;
  } else {
    let prefix = '';
    for (const token of tokensOf(key)) {
      prefix = prefix === '' ? token : `${prefix} ${token}`;
      if (brand.ownKeys.has(prefix)) return true;
    }
  }
  return brand.ownProducts.some((product) => extendsKey(product, key) || extendsKey(key, product));
}

/** Whether a key's spaces are single and inner: its words split on spaces, joined again, give it back. */
function hasSingleInnerSpaces(key: string): boolean {
  if (key.charCodeAt(0) === 0x20 || key.charCodeAt(key.length - 1) === 0x20) return false;
  for (let space = key.indexOf(' '); space >= 0; space = key.indexOf(' ', space + 1))
    if (key.charCodeAt(space + 1) === 0x20) return false;
  return true;
}

/** Whether `key` starts with `prefix` followed by a space: a product line of that name ("hoka clifton"). */
export function extendsKey(key: string, prefix: string): boolean {
  return key.length > prefix.length && key.charCodeAt(prefix.length) === 0x20 && key.startsWith(prefix);
}

/**
 * Reduces a product name, given as its words and their folded keys, to its brand: "Nike Pegasus 41" →
 * "Nike", "Zoho CRM" → "Zoho".
 */
function reduceToBrand(
  words: string[],
  keys: string[],
  brand: PreparedBrand,
  productLine: boolean,
): { display: string; key: string | undefined; known: boolean } {
  const display = words.join(' ');
  const key = foldKey(display);
  for (const matcher of brand.competitors) {
    if (key === matcher.key || extendsKey(key, matcher.key)) {
      return { display: matcher.display, key: undefined, known: true };
    }
  }
  let end = words.length;
  let strippedModel = productLine;
  // A model number inside the name ends the brand's part too: "Falken Ziex ZE310 Ecorun".
  for (let index = 1; index < end - 1; index += 1) {
    if (/\d/.test(keys[index]) && MODEL_TOKEN.test(keys[index])) {
      end = index;
      strippedModel = true;
      break;
    }
  }
  while (end > 1) {
    const word = keys[end - 1];
    if (MODEL_TOKEN.test(word) || EDITION_WORDS.has(word) || isModelCode(words[end - 1])) strippedModel = true;
    else if (
      !isLabelWord(word, brand) ||
      COMPANY_WORDS.has(word) ||
      isCompanyWord(end - 1, words, keys, brand) ||
      (end === words.length && (isInsideName(end - 1, words, keys) || FINAL_PARTICLES.has(word)))
    )
      break;
    end -= 1;
  }
  // A product line after a model number leaves "Brand Line": the brand is its first words (see brandWordsAtStart).
  if (strippedModel && end >= 2) end = brandWordsAtStart(words, keys, end);
  // A stylised first word ("JLab", "Bett1", "CONTPAQi") is a brand of its own: what follows is its product.
  else if (end >= 2 && isStylised(words[0]) && !AMPERSANDS.has(keys[1])) end = 1;
  if (end === words.length) return { display, key, known: false };
  return { display: words.slice(0, end).join(' '), key: undefined, known: false };
}

const AMPERSANDS = new Set(['&', 'and', 'und', 'et', 'y', 'e', 'en']);
/** Connectors inside a name, written in lower case: "House of Marley", "Palais des Thés", "Banca di Roma". */
const NAME_CONNECTORS = new Set(['of', 'de', 'des', 'du', 'del', 'di', 'da', 'do', 'von', 'van', 'der']);

/**
 * How many of a product name's first `end` words are its brand: three when the second is "&" ("Farrow &
 * Ball"); up to a company word or a possessive ("Six Moon Designs", "BOB Gear", "Oklahoma Joe's"); two
 * after an ordinary first word ("Camp Chef", "Baby Jogger"); else one ("Travelpro Platinum Elite").
 */
export function brandWordsAtStart(words: string[], keys: string[], end: number): number {
  // "Farrow & Ball", "House of Marley", "Palais des Thés": a connector holds the name's two words together.
  if (end >= 3 && (AMPERSANDS.has(keys[1]) || NAME_CONNECTORS.has(keys[1]))) return 3;
  // "Lew's Mach Crush", "Bell's Two Hearted": a possessive first word before a product is the maker's name;
  // before one word it names the shop ("Gold's Gym").
  if (POSSESSIVE.test(words[0])) return end === 2 ? 2 : 1;
  for (let index = 1; index < end && index < 3; index += 1) {
    if (COMPANY_WORDS.has(keys[index]) || POSSESSIVE.test(words[index])) return index + 1;
  }
  return COMMON_WORDS.has(keys[0]) && !COMMON_WORDS.has(keys[1])
    ? Math.min(2, end)
    : COMMON_WORDS.has(keys[0])
      ? end
      : 1;
}

/**
 * Words that end a company's name: "Six Moon Designs", "BOB Gear", "REI Co-op", "Bambu Lab"; and the nouns of
 * institutions and trades that a name is registered with, not a product category added to a brand ("Ally
 * Bank", "Liberty Tax", "Babylon Health", "Unreal Engine", "Norwegian Air", "Banca Sella", "Porchester Spa",
 * "Churchill Services", "Anytime Fitness", "Princess Cruises").
 */
const COMPANY_WORDS = new Set(
  `designs design gear co-op co lab labs research outdoor outdoors industries works company brands group studio
  studios goods audio technologies systems bank banca banco banque tax taxes health healthcare insurance assurance
  versicherung seguros assicurazioni engine capital energy air airlines airways motors pharmacy apotheke clinic
  clinics foods financial finance credit partners holdings brand services service spa baths parking school fitness
  cruises dental`.split(/\s+/),
);

/** Whether a company word ends a name of several words ("Principle Cleaning Services", "Porchester Spa"). */
export function endsInCompanyWord(keys: string[]): boolean {
  return keys.length > 1 && COMPANY_WORDS.has(keys[keys.length - 1]);
}

/** A particle ending a phrasal name ("Waking Up", "Hang Out", "Stand Out"): part of the name, never a label after it. */
const FINAL_PARTICLES = new Set(['up', 'out', 'off', 'on', 'in', 'down', 'away', 'back', 'over', 'through', 'around']);
const POSSESSIVE = /\p{L}['’]s$/u;

/** A model code in capitals after the brand: "TSC", "KEB", "APM" (two to four capitals, no lower case). */
function isModelCode(word: string): boolean {
  return word.length >= 2 && word.length <= 4 && /^\p{Lu}+$/u.test(word);
}

/**
 * A plural category word (as the category writes it, or its singular) right after the first word names the
 * company, not a product of it: "Monument Grills", "Adagio Teas", "Cascade Yarns".
 */
function isCompanyWord(index: number, words: string[], keys: string[], brand: PreparedBrand): boolean {
  const key = keys[index];
  return (
    index === 1 &&
    key.length > 3 &&
    key.endsWith('s') &&
    (brand.labelWords.has(key) || brand.labelWords.has(key.slice(0, -1))) &&
    !COMMON_WORDS.has(key) &&
    /^\p{Lu}\p{Ll}/u.test(words[index])
  );
}

const STYLISED = /^\p{L}+\p{N}+$|\p{Ll}\p{Lu}|^\p{Lu}{2,}\p{Ll}/u;

/** A capital or digit after the first letter, or lower case before a capital: "JLab", "Bett1", "CONTPAQi", "eBay". */
function isStylised(word: string): boolean {
  return STYLISED.test(word);
}

function isBrandLike(key: string, brand: PreparedBrand): boolean {
  if (key.length < 2 || /^[\d\s.,%$€£-]+$/.test(key)) return false;
  if (NON_COMPETITORS.has(key) || ALWAYS_CAPITALISED.has(key)) return false;
  // "Runner-up" is made of label words too.
  if (isPlainWords(key)) {
    // Most keys: the split and the clean-up below would leave their words as they are, none empty.
    for (let start = 0; start < key.length; ) {
      let end = key.indexOf(' ', start);
      if (end < 0) end = key.length;
      const word = key.slice(start, end);
      if (!isLabelWord(word, brand) && !CONNECTORS.has(word)) return true;
      start = end + 1;
    }
    return false;
  }
  const words = key.split(/[\s-]+/).map((word) => word.replace(/[^\p{L}\p{N}&]/gu, ''));
  return !words.every((word) => isLabelWord(word, brand) || CONNECTORS.has(word) || word === '');
}

/** Words of `[a-z0-9&]` between single spaces, none at either end. */
function isPlainWords(key: string): boolean {
  for (let at = 0; at < key.length; at += 1) {
    const code = key.charCodeAt(at);
    if (code === 0x20) {
      if (at === 0 || at === key.length - 1 || key.charCodeAt(at + 1) === 0x20) return false;
    } else if (!((code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39) || code === 0x26)) return false;
  }
  return true;
}

const NAME_OPENING = '*_"“\'[(';

/** A list number set inside the emphasis ("**1. Neuhaus Iconic**"): the item's ordinal, not part of the name. */
const ORDINAL = /^\d{1,2}[.)]\s+/;

/** `^[\s*_"“'[(]+`: the emphasis, quotes and brackets before a name, and an ordinal after them. */
function skipOpening(text: string): string {
  let at = 0;
  while (at < text.length && (isWhitespace(text.charCodeAt(at)) || NAME_OPENING.includes(text[at]))) at += 1;
  const rest = at === 0 ? text : text.slice(at);
  const first = rest.charCodeAt(0);
  const ordinal = first >= 0x30 && first <= 0x39 ? ORDINAL.exec(rest) : null;
  return ordinal ? rest.slice(ordinal[0].length) : rest;
}

/** The name read for one of the brand's own or known competitors' matchers. */
function knownName(matcher: NameMatcher, brand: PreparedBrand): ReadName {
  const isSubject = matcher === brand.subject;
  return { display: matcher.display, key: matcher.key, isSubject, known: !isSubject };
}

/**
 * Reads the brand name that opens a piece of text (an item's lead, an emphasised span).
 * `whole`: the name must make up the whole text ("**HubSpot**", "Hoka Clifton 9 –"), or be followed
 * by a verb ("Pipedrive is a sales CRM"), so that an ordinary capitalised sentence is not a name.
 */
export function readNameAt(text: string, brand: PreparedBrand, whole: boolean): ReadName | null {
  const trimmed = skipOpening(text);
  const folded = foldKey(trimmed);
  const known = matcherAtStart(folded, brand);
  if (known) return knownName(known.matcher, brand);
  // "In Salesforce, open Setup", "Is Acme a good fit?": a preposition or verb opening the line, then a name;
  // only a name the reader knows is read after it.
  const opening = mayOpenOnFunctionWord(trimmed) ? FUNCTION_WORD_OPENING.exec(trimmed) : null;
  if (opening) {
    const rest = matcherAtStart(foldKey(trimmed.slice(opening[0].length)), brand);
    return rest ? knownName(rest.matcher, brand) : null;
  }
  const scanned = runEnd(trimmed);
  const run = scanned === NOT_ASCII ? RUN.exec(trimmed)?.[0] : scanned < 0 ? undefined : trimmed.slice(0, scanned);
  if (run === undefined) return caselessNameAt(trimmed, brand);
  const after = trimmed.slice(run.length);
  // A citation marker ("Saucony[1] –") ends a name as punctuation does.
  const complete = /^[\s*_"”'):.,!?–—-]*$/.test(after) || /^\s*[–—:(|,-]|^\[\d/.test(after);
  if (whole && !complete && !VERB_AFTER.test(after)) return null;
  // Trailing punctuation goes, except the dot of an abbreviation ("e.l.f.", "Inc."), and a possessive that
  // makes up the whole text: the maker "Lew's" read out of "Lew's Mach Crush" is named so.
  // Each pattern below ends its match at the run's end: its last character says which may match.
  const last = run.charCodeAt(run.length - 1);
  const ownPossessive = last === 0x73 && POSSESSIVE.test(run) && /^[\s*_"”']*$/.test(after);
  // "**Royce'**": an apostrophe ending the whole text, with no quote opened before the name, is the name's own.
  const ownApostrophe =
    (last === 0x27 || last === 0x2019) &&
    /\p{L}['’]$/u.test(run) &&
    /^[\s*_"”]*$/.test(after) &&
    !/['‘]/.test(text.slice(0, text.length - trimmed.length));
  let words = (
    ownPossessive || ownApostrophe || !TRAILING_LAST.includes(run[run.length - 1])
      ? run
      : run.replace(/(?:'s|’s|[,:;!'’-]|(?<![.\s]\p{L})\.)+$/u, '')
  ).split(/\s+/);
  // Each word is folded once; `keys` follows `words`.
  let keys = words.map(foldKey);
  // Heading words ("Best", "Why Choose") and what follows a label inside the run ("Zoho Over Acme") go.
  let first = 0;
  while (words.length - first > 1 && HEADING_WORDS.has(keys[first])) first += 1;
  words = words.slice(first);
  keys = keys.slice(first);
  const cut = keys.findIndex(
    (key, index) =>
      index > 0 &&
      isLabelWord(key, brand) &&
      !CONNECTORS.has(key) &&
      !MODEL_TOKEN.test(key) &&
      !COMPANY_WORDS.has(key) &&
      !isCompanyWord(index, words, keys, brand) &&
      !isInsideName(index, words, keys, first > 0) &&
      // "Principle Cleaning Services", "Bamford Wellness Spa": the trade's words before a company word are its name's.
      !(index < keys.length - 1 && endsInCompanyWord(keys)) &&
      !(index === keys.length - 1 && FINAL_PARTICLES.has(key)),
  );
  // "Saucony Endorphin Speed 4": a model number after the cut still marks a product line.
  const productLine = cut > 0 && keys.slice(cut).some((key) => MODEL_TOKEN.test(key));
  if (cut > 0) {
    words = words.slice(0, cut);
    keys = keys.slice(0, cut);
  }
  while (words.length > 1 && CONNECTORS.has(keys[words.length - 1])) {
    words.pop();
    keys.pop();
  }
  const reduced = reduceToBrand(words, keys, brand, productLine);
  const key = reduced.key ?? foldKey(reduced.display);
  if (isOwnName(key, brand))
    return { display: brand.subject.display, key: brand.subject.key, isSubject: true, known: false };
  if (!reduced.known && (!isBrandLike(key, brand) || LOWER_COMPOUND.test(reduced.display))) return null;
  return { display: reduced.display, key, isSubject: false, known: reduced.known };
}

/** The characters that the trailing punctuation readNameAt strips can end with. */
const TRAILING_LAST = "s,:;!'’-.";

/** A compound capitalised only as a sentence's first word: "Open-source", "Self-hosted", "Day-to-day" (brands write "Char-Griller"). */
const LOWER_COMPOUND = /^\p{Lu}\p{Ll}+(?:-\p{Ll}{3,}|(?:-\p{Ll}+){2,})$/u;

/**
 * A Korean name, which no capital marks ("바다로지스", "초록배송"), read only as the whole of an emphasised
 * span or lead, or before a dash, colon or bracket. (Japanese and Chinese leads are left to the known
 * competitors: read so, their labels of details, "拠点", "全国対応", "公式サイト", came out as brands.)
 */
const HANGUL_NAME = new RegExp(`^[${HANGUL_RANGE}][${HANGUL_RANGE}\\p{N}A-Za-z&]{0,11}`, 'u');
const CASELESS_COMPLETE = /^[\s*_"”'):.,!?–—\-：]*$|^\s*[–—:(|,\-：（]/;
/** Labels of details and sections ("장점", "단점", "요금"): no brand. */
const HANGUL_LABELS: ReadonlySet<string> = new Set(
  `장점 단점 장단점 가격 요금 특징 추천 총평 결론 요약 참고 주의 주의사항 비교 기준 팁 대안 기타 평점 후기 서비스 배송
  추천 대상 특장점 단점은 장점은 이용 방법 고객 지원 품질 디자인 성능 가성비 안정성 편의성`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

/** A Latin spelling in brackets right after a name in another script: "고디바(Godiva)", "ロイズ (Royce)". */
const LATIN_IN_BRACKETS = /^\s?[(（]([A-Za-z][^()（）\n]{0,40})[)）]/;

function caselessNameAt(text: string, brand: PreparedBrand): ReadName | null {
  const run = HANGUL_NAME.exec(text);
  if (!run || !CASELESS_COMPLETE.test(text.slice(run[0].length))) return null;
  // The answer spells the brand as its profile and other answers do: that name is the one compared.
  const latin = LATIN_IN_BRACKETS.exec(text.slice(run[0].length));
  const spelled = latin ? readNameAt(latin[1], brand, true) : null;
  if (spelled) return spelled;
  const display = run[0];
  const key = foldKey(display);
  if (isOwnName(key, brand))
    return { display: brand.subject.display, key: brand.subject.key, isSubject: true, known: false };
  if (HANGUL_LABELS.has(key) || !isBrandLike(key, brand)) return null;
  return { display, key, isSubject: false, known: false };
}
