/**
 * Scores the opinion words of a piece of folded text (decisions §3, "sentiment"). The sentiment judge
 * scores every clause about the brand, most of an answer: the words are read in one pass over the
 * characters and looked up by a hash of their characters, so that no word is copied out of the text.
 */
import { isAsciiWordChar, isLetterOrDigit } from './character-classes.js';
import { INTENSIFIERS, NEGATORS, PHRASE_WEIGHTS, WORD_WEIGHTS } from './sentiment-lexicon.js';

const NEGATION_SCOPE = 3;
const LONGEST_PHRASE = 4;

/** The phrases continuing a sequence of words (by word number), and the weight of the sequence when it is a phrase. */
interface PhraseNode {
  weight: number | undefined;
  next: Map<number, PhraseNode>;
}

/** Slots of the lexicon's hash table: a power of two, well above its number of words. */
const TABLE_SIZE = 4096;

/**
 * The lexicon's words, numbered, with what the lexicon says of each. Words are found by hash in an
 * open-addressing table of integers: no string is built to look a word up.
 */
class Lexicon {
  private readonly words: string[] = [];
  /** Word number + 1 per slot (0: empty), and the hash of the word there. */
  private readonly slots = new Int32Array(TABLE_SIZE);
  private readonly hashes = new Int32Array(TABLE_SIZE);
  readonly weight: (number | undefined)[] = [];
  readonly negator: boolean[] = [];
  readonly intensity: (number | undefined)[] = [];
  /** The phrases each word opens. */
  readonly phrases: (PhraseNode | undefined)[] = [];

  /** The number of a word, added when new. */
  add(word: string): number {
    const hash = hashOf(word, 0, word.length);
    const found = this.find(word, 0, word.length, hash);
    if (found >= 0) return found;
    if (this.words.length >= TABLE_SIZE / 2) throw new Error('sentiment lexicon too large for its table');
    const id = this.words.length;
    this.words.push(word);
    this.weight.push(undefined);
    this.negator.push(false);
    this.intensity.push(undefined);
    this.phrases.push(undefined);
    let slot = hash & (TABLE_SIZE - 1);
    while (this.slots[slot] !== 0) slot = (slot + 1) & (TABLE_SIZE - 1);
    this.slots[slot] = id + 1;
    this.hashes[slot] = hash;
    return id;
  }

  /** The number of the word text[start, end) whose hash is given, or -1 when it is not a lexicon word. */
  find(text: string, start: number, end: number, hash: number): number {
    for (let slot = hash & (TABLE_SIZE - 1); this.slots[slot] !== 0; slot = (slot + 1) & (TABLE_SIZE - 1)) {
      const id = this.slots[slot] - 1;
      if (this.hashes[slot] === hash && sameText(this.words[id], text, start, end)) return id;
    }
    return -1;
  }
}

/** Hashes are kept to 30 bits: small integers stay unboxed, where larger ones would be allocated. */
const SMALL_INTEGER = 0x3fffffff;

function hashOf(text: string, start: number, end: number): number {
  let hash = 0;
  for (let at = start; at < end; at += 1) hash = (Math.imul(hash, 31) + text.charCodeAt(at)) & SMALL_INTEGER;
  return hash;
}

function sameText(word: string, text: string, start: number, end: number): boolean {
  if (word.length !== end - start) return false;
  for (let at = 0; at < word.length; at += 1) if (word.charCodeAt(at) !== text.charCodeAt(start + at)) return false;
  return true;
}

function buildLexicon(): Lexicon {
  const lexicon = new Lexicon();
  for (const [word, weight] of WORD_WEIGHTS) lexicon.weight[lexicon.add(word)] = weight;
  for (const word of NEGATORS) lexicon.negator[lexicon.add(word)] = true;
  for (const [word, intensity] of INTENSIFIERS) lexicon.intensity[lexicon.add(word)] = intensity;
  for (const [phrase, weight] of PHRASE_WEIGHTS) {
    const words = phrase.split(' ').map((word) => lexicon.add(word));
    // Phrases are read two to LONGEST_PHRASE words long; longer or shorter ones never match.
    if (words.length < 2 || words.length > LONGEST_PHRASE) continue;
    lexicon.phrases[words[0]] ??= { weight: undefined, next: new Map() };
    let node = lexicon.phrases[words[0]]!;
    for (const word of words.slice(1)) {
      let child = node.next.get(word);
      if (!child) {
        child = { weight: undefined, next: new Map() };
        node.next.set(word, child);
      }
      node = child;
    }
    node.weight = weight;
  }
  return lexicon;
}

const LEXICON = buildLexicon();
/** "not only" negates nothing. */
const ONLY = LEXICON.add('only');

/** The words of the text being scored, reused from one call to the next (scoring is synchronous). */
const words = {
  count: 0,
  start: new Int32Array(256),
  /** End of the word, without a possessive "'s" ("Acme's" is read as "Acme"). */
  end: new Int32Array(256),
  /** Lexicon number of the word as written, possessive included, or -1. */
  written: new Int32Array(256),
  /** Lexicon number of the word without its possessive, or -1. */
  bare: new Int32Array(256),
  /** 1 when the word holds a hyphen (possibly in its possessive part, which the weight reads skip). */
  hyphenated: new Uint8Array(256),
};

function addWord(start: number, written: number, end: number, bare: number, hyphenated: boolean): void {
  if (words.count === words.start.length) {
    const grow = (array: Int32Array) => {
      const larger = new Int32Array(array.length * 2);
      larger.set(array);
      return larger;
    };
    words.start = grow(words.start);
    words.end = grow(words.end);
    words.written = grow(words.written);
    words.bare = grow(words.bare);
    const flags = new Uint8Array(words.hyphenated.length * 2);
    flags.set(words.hyphenated);
    words.hyphenated = flags;
  }
  words.start[words.count] = start;
  words.end[words.count] = end;
  words.written[words.count] = written;
  words.bare[words.count] = bare;
  words.hyphenated[words.count] = hyphenated ? 1 : 0;
  words.count += 1;
}

const SPACE = 0x20;
const APOSTROPHE = 0x27;
const HYPHEN = 0x2d;
const LETTER_L = 0x6c;
const LETTER_Q = 0x71;
const LETTER_S = 0x73;
const LETTER_U = 0x75;
const LETTER_Y = 0x79;

/** What an ASCII character is to the word reader, as bits. */
const WORD_CHAR = 1;
const JOINER = 2;
const ELIDABLE = 4;
const ASCII_KIND = new Uint8Array(128);
for (let code = 0; code < 128; code += 1) {
  if (isLetterOrDigit(code)) ASCII_KIND[code] |= WORD_CHAR;
  // French elides c', d', j', l', m', n', s', t' (and qu') before a vowel.
  if ('cdjlmnstq'.includes(String.fromCharCode(code))) ASCII_KIND[code] |= ELIDABLE;
}
ASCII_KIND[APOSTROPHE] |= JOINER;
ASCII_KIND[HYPHEN] |= JOINER;

/** What readChar gives past the end: an integer, so that the reading loop stays in integers. */
const NO_CHARACTER = -1;

/** The character at an offset of text[start, end) as the scorer reads it: a space where blanked. */
function readChar(text: string, at: number, start: number, end: number, blank: Uint8Array): number {
  if (at < start || at >= end) return NO_CHARACTER;
  return blank[at - start] === 1 ? SPACE : text.charCodeAt(at);
}

const NO_ELISIONS: number[] = [];

/**
 * Where French elisions ("l'excellente", "d'un", "qu'il") start in text[start, end): `\b[cdjlmnst]'|\bqu'`,
 * so not after an ASCII word character. They read as spaces. Found from the apostrophes, which most
 * clauses have none of, so that the reading loop only compares offsets.
 */
function findElisions(text: string, start: number, end: number, blank: Uint8Array): number[] {
  let elisions = NO_ELISIONS;
  for (
    let apostrophe = text.indexOf("'", start);
    apostrophe >= 0 && apostrophe < end;
    apostrophe = text.indexOf("'", apostrophe + 1)
  ) {
    if (blank[apostrophe - start] === 1) continue;
    const letter = readChar(text, apostrophe - 1, start, end, blank);
    let at = -1;
    if (letter < 128 && ASCII_KIND[letter] & ELIDABLE && letter !== LETTER_Q) at = apostrophe - 1;
    else if (letter === LETTER_U && readChar(text, apostrophe - 2, start, end, blank) === LETTER_Q) at = apostrophe - 2;
    if (at < start || (at > start && isAsciiWordChar(readChar(text, at - 1, start, end, blank)))) continue;
    if (elisions === NO_ELISIONS) elisions = [];
    elisions.push(at);
  }
  return elisions;
}

/**
 * Records the word text[start, end), given the hashes of it and of it without its last two characters,
 * and whether it holds a hyphen.
 */
function addWordAt(
  text: string,
  start: number,
  end: number,
  hyphenated: boolean,
  hash: number,
  hashWithoutLastTwo: number,
): void {
  const written = LEXICON.find(text, start, end, hash);
  // A possessive ("Acme's") is read as its word.
  if (end - start > 2 && text.charCodeAt(end - 2) === APOSTROPHE && text.charCodeAt(end - 1) === LETTER_S) {
    addWord(start, written, end - 2, LEXICON.find(text, start, end - 2, hashWithoutLastTwo), hyphenated);
  } else {
    addWord(start, written, end, written, hyphenated);
  }
}

/**
 * Reads the words of text[start, end) as `[\p{L}\p{N}][\p{L}\p{N}'-]*` (code points, as with the `u`
 * flag) would on that range as a text of its own, the `blank` offsets (relative to start) read as
 * spaces and French elisions ("l'excellente", "qu'il") as spaces too, so that the word itself remains.
 */
function readWords(text: string, start: number, end: number, blank: Uint8Array): void {
  words.count = 0;
  const elisions = findElisions(text, start, end, blank);
  let nextElision = 0;
  let elisionAt = elisions.length > 0 ? elisions[0] : -1;
  let wordStart = -1;
  let hyphenated = false;
  let hash = 0;
  let hashBeforeLast = 0;
  let hashBeforeLastTwo = 0;
  let at = start;
  while (at < end) {
    if (at === elisionAt) {
      // An elision reads as a space: the word before it ends, the one after starts afresh.
      if (wordStart >= 0) addWordAt(text, wordStart, at, hyphenated, hash, hashBeforeLastTwo);
      wordStart = -1;
      at += text.charCodeAt(at) === LETTER_Q ? 3 : 2;
      nextElision += 1;
      elisionAt = nextElision < elisions.length ? elisions[nextElision] : -1;
      continue;
    }
    const code = blank[at - start] === 1 ? SPACE : text.charCodeAt(at);
    // Most characters are ASCII: their kind is a table look-up, and a word is hashed as it is read.
    if (code < 128) {
      const kind = ASCII_KIND[code];
      if ((kind & WORD_CHAR) !== 0 || (wordStart >= 0 && (kind & JOINER) !== 0)) {
        if (wordStart < 0) {
          wordStart = at;
          hyphenated = false;
          hash = 0;
          hashBeforeLast = 0;
        }
        if (code === HYPHEN) hyphenated = true;
        hashBeforeLastTwo = hashBeforeLast;
        hashBeforeLast = hash;
        hash = (Math.imul(hash, 31) + code) & SMALL_INTEGER;
      } else if (wordStart >= 0) {
        addWordAt(text, wordStart, at, hyphenated, hash, hashBeforeLastTwo);
        wordStart = -1;
      }
      at += 1;
      continue;
    }
    let codePoint = code;
    let units = 1;
    if (code >= 0xd800 && code <= 0xdbff) {
      const low = readChar(text, at + 1, start, end, blank);
      if (low >= 0xdc00 && low <= 0xdfff) {
        codePoint = (code - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
        units = 2;
      }
    }
    if (isLetterOrDigit(codePoint)) {
      if (wordStart < 0) {
        wordStart = at;
        hyphenated = false;
        hash = 0;
        hashBeforeLast = 0;
      }
      for (let unit = at; unit < at + units; unit += 1) {
        hashBeforeLastTwo = hashBeforeLast;
        hashBeforeLast = hash;
        hash = (Math.imul(hash, 31) + text.charCodeAt(unit)) & SMALL_INTEGER;
      }
    } else if (wordStart >= 0) {
      addWordAt(text, wordStart, at, hyphenated, hash, hashBeforeLastTwo);
      wordStart = -1;
    }
    at += units;
  }
  if (wordStart >= 0) addWordAt(text, wordStart, end, hyphenated, hash, hashBeforeLastTwo);
}

/** "mostly-negative", "rock-bottom": the opinion of the parts of a hyphenated word. */
function hyphenatedWeight(text: string, start: number, end: number): number | undefined {
  let total: number | undefined;
  let partStart = start;
  let hyphenated = false;
  for (let at = start; at <= end; at += 1) {
    if (at < end && text.charCodeAt(at) !== HYPHEN) continue;
    if (at < end) hyphenated = true;
    else if (!hyphenated) return undefined;
    const part = LEXICON.find(text, partStart, at, hashOf(text, partStart, at));
    const weight = part >= 0 ? LEXICON.weight[part] : undefined;
    if (weight !== undefined) total = (total ?? 0) + weight;
    partStart = at + 1;
  }
  return total;
}

/** The longest phrase opened by word `index`: its weight and length in words. */
function phraseAt(index: number, opened: PhraseNode): { weight: number; length: number } | null {
  let found: { weight: number; length: number } | null = null;
  let node: PhraseNode | undefined = opened;
  for (let size = 2; size <= LONGEST_PHRASE && index + size <= words.count; size += 1) {
    node = node.next.get(words.written[index + size - 1]);
    if (!node) break;
    if (node.weight !== undefined) found = { weight: node.weight, length: size };
  }
  return found;
}

function endsWithLy(text: string, start: number, end: number): boolean {
  return end - start >= 2 && text.charCodeAt(end - 2) === LETTER_L && text.charCodeAt(end - 1) === LETTER_Y;
}

/** Adds up the opinion words read by readWords: phrases first, negation flips, intensifiers strengthen. */
function scoreWords(text: string): number {
  let score = 0;
  let negatedUntil = -1;
  let intensity = 1;
  for (let index = 0; index < words.count; index += 1) {
    const written = words.written[index];
    const bare = words.bare[index];
    let weight: number | undefined;
    let length = 1;
    const opened = written >= 0 ? LEXICON.phrases[written] : undefined;
    if (opened) {
      const phrase = phraseAt(index, opened);
      if (phrase) {
        weight = phrase.weight;
        length = phrase.length;
      }
    }
    weight ??=
      (bare >= 0 ? LEXICON.weight[bare] : undefined) ??
      (words.hyphenated[index] === 1 ? hyphenatedWeight(text, words.start[index], words.end[index]) : undefined);
    if (weight !== undefined) {
      score += weight * intensity * (index <= negatedUntil ? -0.75 : 1);
      intensity = 1;
      index += length - 1;
      continue;
    }
    const beforeOnly = index + 1 < words.count && words.written[index + 1] === ONLY;
    if (bare >= 0 && LEXICON.negator[bare] && !beforeOnly) negatedUntil = index + NEGATION_SCOPE;
    intensity =
      (bare >= 0 ? LEXICON.intensity[bare] : undefined) ??
      (endsWithLy(text, words.start[index], words.end[index]) ? intensity : 1);
  }
  return score;
}

/** The opinion expressed by a folded piece of text: positive above zero, negative below. */
export function scoreOpinion(folded: string): number {
  readWords(folded, 0, folded.length, new Uint8Array(folded.length));
  return scoreWords(folded);
}

/**
 * The opinion of text[start, end) read as a text of its own, with the characters marked in `blank`
 * (offsets relative to start) read as spaces: a clause with the brands' names blanked out.
 */
export function scoreOpinionIn(text: string, start: number, end: number, blank: Uint8Array): number {
  readWords(text, start, end, blank);
  return scoreWords(text);
}
