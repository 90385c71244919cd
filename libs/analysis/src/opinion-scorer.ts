/**
 * Scores the opinion words of a piece of folded text (decisions §3, "sentiment"). The sentiment judge
 * scores every clause about the brand, most of an answer: the words are read in one pass over the
 * characters and looked up by a hash of their characters, so that no word is copied out of the text.
 */
import { isAsciiWordChar, isLetterOrDigit, WritingClass, writingClass } from './character-classes.js';
import {
  ACCENTED_ONLY,
  ADVICE_AUXILIARIES,
  ADVICE_VERBS,
  ALTERNATIVES,
  COMPARATIVES,
  ENGLISH_LINKS,
  ENGLISH_ONLY,
  EXISTENTIALS,
  HANDLING_NOUNS,
  HEDGES,
  INTENSIFIERS,
  lexiconWords,
  NEGATION_CONTINUERS,
  NEGATORS,
  OPTION_NOUNS,
  PHRASE_NEGATORS,
  PHRASE_WEIGHTS,
  PLAN_NOUNS,
  POST_NEGATORS,
  PRICE_FALLS,
  PRICE_LOWS,
  PRICE_RISES,
  PRICE_WORDS,
  PROBLEM_TOPICS,
  REMEDIES,
  REQUIREMENTS,
  SPECIFICATION_SUFFIXES,
  SPEED_WORDS,
  VERDICTS,
  VERDICTS_AGAINST,
  WIDE_POST_NEGATORS,
  WORD_WEIGHTS,
} from './sentiment-lexicon.js';
import {
  FURTHER_CLOSING_NEGATORS,
  FURTHER_PHRASE_WEIGHTS,
  KOREAN_ABSENT,
  KOREAN_POST_NEGATORS,
  KOREAN_WEIGHTS,
} from './sentiment-lexicon-further.js';

/** How many words after a negator (or a problem topic) it reaches, unless punctuation ends it first. */
const NEGATION_SCOPE = 4;
const LONGEST_PHRASE = 5;
/** What a price rise ("raised prices", "fees have gone up") and a price cut add to a clause. */
const PRICE_RISE_WEIGHT = -1;
const PRICE_FALL_WEIGHT = 0.75;
const PRICE_LOW_WEIGHT = 0.5;
/** "Not fixed", "still not resolved". */
const REMEDY_DENIED = -0.75;

/** What a word or phrase is besides an opinion, as bits. */
const NEGATES = 1;
const PRICE = 2;
const RISE = 4;
const FALL = 8;
const REMEDY = 16;
const TOPIC = 32;
const CONTINUES_NEGATION = 64;
const HEDGE = 128;
const LOW = 256;
const REQUIREMENT = 512;
const RATING_HINT = 1024;
const CLOSING_NEGATION = 2048;
/** "it's", "they're": a new subject and verb, where a problem topic's reach ends. */
const NEW_PREDICATE = 4096;
/** "fewer", "less": a negation reaching the next word only ("fewer handoffs and strong protection"). */
const SHORT_NEGATION = 8192;
/** "Acme recommends cleaning the nib": the brand's advice, not an opinion of it, right after its name. */
const ADVICE = 16384;
/** "bästa" folds to Italian "basta": an opinion only when written with its accents. */
const ACCENTED = 32768;
/** "recommend": negated outright, a verdict against ("I would not recommend it"), not a missing praise. */
const VERDICT = 65536;
/** French "ne", opening the frame "ne ... pas" around a verb: "je ne le conseillerais pas". */
const NE = 131072;
/** "does", "not", "also": what may stand between the brand's name and its advice verb. */
const BEFORE_VERB = 524288;
/**
 * "pas", "plus", "jamais", "que": closing a "ne" frame right after the opinion they negate, or restrict to
 * one use ("ne vaut le coup que pour les trajets internationaux": worth it only for those).
 */
const FRAME_CLOSE = 262144;
/** "bland", Swedish "among": an opinion only right after an English word that may stand before an adjective. */
const ENGLISH_ONLY_KIND = 2097152;
/** "is", "a", "rather": what may stand before an English adjective (ENGLISH_ONLY_KIND). */
const ENGLISH_LINK = 4194304;
/** "plan", "tier": a capitalised opinion word right before one names a plan ("the Established plan", "Premium tier"). */
const PLAN_NOUN = 8388608;
/** "safe", "resistant": the last part of a hyphenated specification ("oven-safe", "water-resistant"). */
const SPECIFICATION = 16777216;
/** "there are", "hay", "es gibt": what says that better options exist (with COMPARATIVE and OPTION_NOUN). */
const EXISTENTIAL = 33554432;
/** "better", "cheaper", "more", "mejores", "bessere": the options' comparison. */
const COMPARATIVE = 67108864;
/** "options", "alternatives", "Alternativen", "opciones": the options themselves. */
const OPTION_NOUN = 134217728;
/** "rather than", "instead of", "statt": the opinions right after it are the alternative's, not the brand's. */
const ALTERNATIVE = 1073741824;
/** How many words after "there are" the comparison and the options may stand: "there are plenty of far better options". */
const ELSEWHERE_SCOPE = 6;
/** What a clause saying better options exist is at least against the brand. */
const BETTER_ELSEWHERE = -1;
/** "fast", "schnell", "snel": praise alone, but only a pace right next to a complaint. */
const SPEED = 268435456;
/** "it", "the", "your": an object right after a clause's first word makes that word a verb ("Clean it"). */
const OBJECT = 536870912;
/** How many words after a remedy its problems reach: "fixed most of the sync bugs". */
const REMEDY_SCOPE = 6;
/** How many words after an opinion a negation closing its clause may stand: "überzeugt im Alltag aber weniger". */
const CLOSING_REACH = 4;
/** "Nous le recommandons difficilement": an adverb right after the opinion it negates. */
const POST_NEGATION = 1048576;
/** How many words after a Japanese opinion its negation may stand: "おすすめ|でき|ま|せん". */
const WIDE_NEGATION_REACH = 4;
/** What a flat negation ("not", "nicht", "ne ... pas") makes of a verdict, and of any other opinion. */
const VERDICT_NEGATED = -1.5;
const OPINION_NEGATED = -0.75;
/** How far after a verdict verb a negation may turn it, past its subject: "rekommenderar jag inte". */
const VERB_SECOND_REACH = 2;
/** What a hedge ("can get expensive") leaves of the next opinion within its reach. */
const HEDGED = 0.75;

/** Words and phrases of a rating ("out of", "4,5 von 5", "étoiles"): the clause may hold one. */
const RATING_WORDS = ['star', 'stars', 'out of'].concat(
  lexiconWords(
    'sterne stern sternen étoile étoiles estrella estrellas stella stelle ster sterren stjärna stjärnor estrela estrelas',
  ),
  ['von', 'sur', 'de', 'su', 'uit', 'av'].flatMap((word) => [`${word} 5`, `${word} 10`]),
);

/** The phrases continuing a sequence of words (by word number), and what the sequence is when it is a phrase. */
interface PhraseNode {
  weight: number | undefined;
  /** NEGATES, PRICE... bits of the phrase ending here (0 when none, or when no phrase ends here). */
  kind: number;
  next: Map<number, PhraseNode>;
}

/** Slots of the lexicon's hash table: a power of two, well above its number of words. */
const TABLE_SIZE = 16384;

/**
 * The lexicon's words, numbered, with what the lexicon says of each. Words are found by hash in an
 * open-addressing table of integers: no string is built to look a word up.
 */
class Lexicon {
  private readonly words: string[] = [];
  /**
   * Per slot, the word number + 1 (0: empty) and the hash of the word there, side by side: a probe reads
   * one place of memory, where two tables took two.
   */
  private readonly slots = new Int32Array(TABLE_SIZE * 2);
  readonly weight: (number | undefined)[] = [];
  /** NEGATES, PRICE... bits of the word on its own. */
  readonly kind: number[] = [];
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
    this.kind.push(0);
    this.intensity.push(undefined);
    this.phrases.push(undefined);
    let slot = hash & (TABLE_SIZE - 1);
    while (this.slots[slot * 2] !== 0) slot = (slot + 1) & (TABLE_SIZE - 1);
    this.slots[slot * 2] = id + 1;
    this.slots[slot * 2 + 1] = hash;
    return id;
  }

  /** The number of the word text[start, end) whose hash is given, or -1 when it is not a lexicon word. */
  find(text: string, start: number, end: number, hash: number): number {
    for (let slot = hash & (TABLE_SIZE - 1); this.slots[slot * 2] !== 0; slot = (slot + 1) & (TABLE_SIZE - 1)) {
      if (this.slots[slot * 2 + 1] === hash && sameText(this.words[this.slots[slot * 2] - 1], text, start, end)) {
        return this.slots[slot * 2] - 1;
      }
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

/** Adds a phrase (two to LONGEST_PHRASE words; others are never read) to the lexicon's phrase tree. */
function addPhrase(lexicon: Lexicon, phrase: string, weight: number | undefined, kind: number): void {
  const words = phrase.split(' ').map((word) => lexicon.add(word));
  if (words.length < 2 || words.length > LONGEST_PHRASE) return;
  lexicon.phrases[words[0]] ??= { weight: undefined, kind: 0, next: new Map() };
  let node = lexicon.phrases[words[0]]!;
  for (const word of words.slice(1)) {
    let child = node.next.get(word);
    if (!child) {
      child = { weight: undefined, kind: 0, next: new Map() };
      node.next.set(word, child);
    }
    node = child;
  }
  if (weight !== undefined) node.weight = weight;
  node.kind |= kind;
}

/** A word, or a phrase, of one of the lists that say what it is besides an opinion. */
function addKind(lexicon: Lexicon, entries: Iterable<string>, kind: number): void {
  for (const entry of entries) {
    if (entry.includes(' ')) addPhrase(lexicon, entry, undefined, kind);
    else lexicon.kind[lexicon.add(entry)] |= kind;
  }
}

/** The lists that say what a word or phrase is besides an opinion, with the bits of their kind. */
const WORD_KINDS: [Iterable<string>, number][] = [
  [NEGATORS, NEGATES],
  [NEGATION_CONTINUERS, CONTINUES_NEGATION],
  [PRICE_WORDS, PRICE],
  [PRICE_RISES, RISE],
  [PRICE_FALLS, FALL],
  [PRICE_LOWS, LOW],
  [REMEDIES, REMEDY],
  [PROBLEM_TOPICS, TOPIC],
  [HEDGES, HEDGE],
  [REQUIREMENTS, REQUIREMENT],
  [RATING_WORDS, RATING_HINT],
  [['nicht', 'niet', 'inte', 'weniger', 'minder', 'mindre', ...FURTHER_CLOSING_NEGATORS], CLOSING_NEGATION],
  [
    [
      'fewer',
      'less',
      'weniger',
      'minder',
      'mindre',
      'moins',
      'menos',
      'meno',
      'peu',
      'poco',
      'poca',
      'pocos',
      'pocas',
      'pouco',
      'pouca',
      'poucos',
      'poucas',
      'wenig',
      'weinig',
    ],
    SHORT_NEGATION,
  ],
  [POST_NEGATORS, POST_NEGATION],
  [["it's", "they're", "that's", 'it is', 'they are'], NEW_PREDICATE],
  [ADVICE_VERBS, ADVICE],
  [ACCENTED_ONLY, ACCENTED],
  [ENGLISH_ONLY, ENGLISH_ONLY_KIND],
  [ENGLISH_LINKS, ENGLISH_LINK],
  [VERDICTS, VERDICT],
  [['ne'], NE],
  [ADVICE_AUXILIARIES, BEFORE_VERB],
  [['pas', 'plus', 'jamais', 'que'], FRAME_CLOSE],
  [PLAN_NOUNS, PLAN_NOUN],
  [SPECIFICATION_SUFFIXES, SPECIFICATION],
  [EXISTENTIALS, EXISTENTIAL],
  [COMPARATIVES, COMPARATIVE],
  [OPTION_NOUNS, OPTION_NOUN],
  [SPEED_WORDS, SPEED],
  [ALTERNATIVES, ALTERNATIVE],
  [['it', 'them', 'the', 'your', 'this', 'these', 'those', 'its'], OBJECT],
];

function buildLexicon(): Lexicon {
  const lexicon = new Lexicon();
  for (const [word, weight] of WORD_WEIGHTS) lexicon.weight[lexicon.add(word)] = weight;
  for (const [entries, kind] of WORD_KINDS) addKind(lexicon, entries, kind);
  for (const [word, intensity] of INTENSIFIERS) lexicon.intensity[lexicon.add(word)] = intensity;
  for (const [phrase, weight] of FURTHER_PHRASE_WEIGHTS) addPhrase(lexicon, phrase, weight, 0);
  for (const [phrase, weight] of PHRASE_WEIGHTS) addPhrase(lexicon, phrase, weight, 0);
  for (const [phrase, weight] of PHRASE_NEGATORS) addPhrase(lexicon, phrase, weight, NEGATES);
  return lexicon;
}

const LEXICON = buildLexicon();
/** "not only", "not just" negate nothing. */
/** "if", "wenn", "si": a problem right after "if" and the brand's name is supposed, not reported. */
/** Japanese negations after the opinion they turn (WIDE_POST_NEGATORS). */
const KOREAN_ABSENT_ID = LEXICON.add(KOREAN_ABSENT);
const WIDE_NEGATOR_IDS: ReadonlySet<number> = new Set(
  [...WIDE_POST_NEGATORS, ...KOREAN_POST_NEGATORS].map((word) => LEXICON.add(word)),
);
const CONDITIONALS: ReadonlySet<number> = new Set(
  ['if', 'wenn', 'falls', 'si', 'se', 'als', 'indien', 'om', 'ifall', 'caso'].map((word) => LEXICON.add(word)),
);
/** German "fast" ("almost") before what it qualifies: a quantity, "immer", "alle", "nie", "ganz". */
const FAST = LEXICON.add('fast');
const ALMOST_AFTER =
  /^\s+(?:immer|nie|niemals|alle[nms]?|jede[nmrs]?|ganz|nur|doppelt|genauso|gleich|nichts|keine?[nmrs]?|uberall|schon|identisch|unmoglich|ausschliesslich|\d[\d.,]*\s*(?:euro|eur|€|\$|prozent|%|jahre?n?|monate?n?|wochen?|stunden?|minuten?|tage?n?|mal|kilo|kg|gramm|meter|km)\b)/;
const ALMOST_REACH = 24;
/**
 * Separable advice, the particle closing the clause: Dutch "raad ... af" (advise against) and "raad ... aan"
 * (recommend), German "rate ... ab" ("voor gevoelige katten raad ik hem af", "ich rate davon eher ab").
 */
const ADVISE_STEMS: ReadonlySet<number> = new Set(
  ['raad', 'raadt', 'raden', 'rate', 'rat', 'raten'].map((word) => LEXICON.add(word)),
);
const AGAINST_PARTICLES: ReadonlySet<number> = new Set(['af', 'ab'].map((word) => LEXICON.add(word)));
const FOR_PARTICLE = LEXICON.add('aan');
/** The auxiliary and subject of a choice in the first person, verb last: "würde ich", "zou ik", "skulle jag", "ville jeg". */
const CHOOSING_AUXILIARIES: ReadonlySet<number> = new Set(
  ['wurde', 'zou', 'skulle', 'ville'].map((word) => LEXICON.add(word)),
);
const SUBJECT_IDS: ReadonlySet<number> = new Set(['ich', 'ik', 'jag', 'jeg'].map((word) => LEXICON.add(word)));
/** The verbs of choosing that close such a frame: "würde ich zu Acme greifen", "zou ik Acme nemen". */
const CHOOSING_INFINITIVES: ReadonlySet<number> = new Set(
  lexiconWords('nehmen wählen greifen kaufen entscheiden nemen kiezen gaan kopen välja ta köpa satsa vælge købe').map(
    (word) => LEXICON.add(word),
  ),
);
/** How many words after the auxiliary the verb may close the frame. */
const CHOOSING_REACH = 7;
/** What the separable advice weighs: as much as advising against, or recommending, in one word. */
const SEPARABLE_AGAINST = -1.5;
const SEPARABLE_FOR = 1;
/** Complaint nouns that are verbs too, before an object: "issue a card", "issues the refund". */
const VERB_HOMOGRAPHS: ReadonlySet<number> = new Set(['issue', 'issues'].map((word) => LEXICON.add(word)));
/** English indefinite articles, which an object may open with ("issue a letter"). */
const ARTICLES: ReadonlySet<number> = new Set(['a', 'an'].map((word) => LEXICON.add(word)));
/** "Not only", "nicht nur", "pas seulement": a negation that turns nothing ("empfehle ich nicht nur Einsteigern"). */
const NOT_ONLY_IDS: ReadonlySet<number> = new Set(
  ['only', 'just', 'nur', 'seulement', 'solo', 'solamente', 'soltanto', 'alleen', 'bara', 'apenas', 'endast'].map(
    (word) => LEXICON.add(word),
  ),
);
/** The flat negations of the verb-second languages, which may follow the verb and its subject ("rekommenderar jag inte"). */
const VERB_SECOND_NEGATORS: ReadonlySet<number> = new Set(
  ['nicht', 'niet', 'inte', 'ikke', 'not'].map((word) => LEXICON.add(word)),
);
const ONLY = LEXICON.add('only');
const PLUS = LEXICON.add('plus');
const QUE = LEXICON.add('que');
/** How far "plus" may follow "ne" and still close its frame: "ne fonctionne plus", "n'en propose plus". */
const NE_PLUS_REACH = 3;
const JUST = LEXICON.add('just');

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
  /** 1 when punctuation (",", ":", "(", " - "...) separates the word from the one before. */
  breakBefore: new Uint8Array(256),
  /** 1 when only white space separates the word from a blanked name before it ("Acme Secure"). */
  afterName: new Uint8Array(256),
  /** 1 when the French "ne" comes elided right before the word ("n'est", "n'offre"). */
  neBefore: new Uint8Array(256),
};
/** Whether punctuation was read since the last word: the next word's breakBefore. */
let pendingBreak = false;
/** Whether a blanked name, then only white space, was read since the last word: the next word's afterName. */
let pendingName = false;
/** Whether an elided "n'" was read since the last word: the next word's neBefore. */
let pendingNe = false;
/** Whether the text read holds a "/", "star(s)" or "out of": it may hold a rating ("4.6/5", "2-star"). */
let mayRate = false;

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
    const breaks = new Uint8Array(words.breakBefore.length * 2);
    breaks.set(words.breakBefore);
    words.breakBefore = breaks;
    const names = new Uint8Array(words.afterName.length * 2);
    names.set(words.afterName);
    words.afterName = names;
    const nes = new Uint8Array(words.neBefore.length * 2);
    nes.set(words.neBefore);
    words.neBefore = nes;
  }
  words.start[words.count] = start;
  words.end[words.count] = end;
  words.written[words.count] = written;
  words.bare[words.count] = bare;
  words.hyphenated[words.count] = hyphenated ? 1 : 0;
  words.breakBefore[words.count] = pendingBreak ? 1 : 0;
  words.afterName[words.count] = pendingName ? 1 : 0;
  words.neBefore[words.count] = pendingNe ? 1 : 0;
  pendingBreak = false;
  pendingName = false;
  pendingNe = false;
  words.count += 1;
}

const SPACE = 0x20;
const APOSTROPHE = 0x27;
const HYPHEN = 0x2d;
const LETTER_L = 0x6c;
const LETTER_N = 0x6e;
const LETTER_Q = 0x71;
const LETTER_S = 0x73;
const LETTER_U = 0x75;
const LETTER_Y = 0x79;

/** What an ASCII character is to the word reader, as bits. */
const WORD_CHAR = 1;
const JOINER = 2;
const ELIDABLE = 4;
/** Punctuation that ends a negation's reach: "not cheap, but fast". */
const BREAK = 8;
const ASCII_KIND = new Uint8Array(128);
for (let code = 0; code < 128; code += 1) {
  if (isLetterOrDigit(code)) ASCII_KIND[code] |= WORD_CHAR;
  // French elides c', d', j', l', m', n', s', t' (and qu') before a vowel.
  if ('cdjlmnstq'.includes(String.fromCharCode(code))) ASCII_KIND[code] |= ELIDABLE;
  if (',;:.!?()[]|"-'.includes(String.fromCharCode(code))) ASCII_KIND[code] |= BREAK;
}
ASCII_KIND[APOSTROPHE] |= JOINER;
ASCII_KIND[HYPHEN] |= JOINER;
/** "/": "4.6/5" may be a rating. */
const SLASH_CHAR = 16;
ASCII_KIND[0x2f] |= SLASH_CHAR;

/** Non-ASCII punctuation that ends a negation's reach: dashes, curly double quotes, guillemets, ellipsis. */
function isBreak(code: number): boolean {
  return (
    (code >= 0x2013 && code <= 0x2014) ||
    code === 0x201c ||
    code === 0x201d ||
    code === 0xab ||
    code === 0xbb ||
    code === 0x2026 ||
    // Japanese and Chinese commas, stops, colons and brackets.
    (code >= 0x3001 && code <= 0x3002) ||
    (code >= 0x300c && code <= 0x300f) ||
    code === 0xff0c ||
    code === 0xff1a ||
    code === 0xff01 ||
    code === 0xff1f
  );
}

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
    if (at < start || (at > start && isAsciiWordChar(readChar(text, at - 1, start, end, blank)))) {
      at = elidedWordStart(text, apostrophe, start, end, blank);
      if (at < 0) continue;
    }
    if (elisions === NO_ELISIONS) elisions = [];
    elisions.push(at);
  }
  return elisions;
}

/** Elided words of more than one letter: Italian "un'ottima", "dell'app", "nell'uso"; French "lorsqu'", "jusqu'". */
const ELIDED_WORDS: ReadonlySet<string> = new Set(
  'un dell all nell sull dall coll quell quest bell sant lorsqu puisqu jusqu quoiqu presqu'.split(' '),
);

/** Where the elided word ending at the apostrophe starts, when it is one of ELIDED_WORDS before a letter; else -1. */
function elidedWordStart(text: string, apostrophe: number, start: number, end: number, blank: Uint8Array): number {
  const after = readChar(text, apostrophe + 1, start, end, blank);
  if (after < 0x61 || after > 0x7a) return -1;
  let at = apostrophe;
  while (
    at > start &&
    apostrophe - at < 6 &&
    ASCII_KIND[readChar(text, at - 1, start, end, blank) & 0x7f] & WORD_CHAR
  ) {
    at -= 1;
  }
  if (at > start && isAsciiWordChar(readChar(text, at - 1, start, end, blank))) return -1;
  return ELIDED_WORDS.has(text.slice(at, apostrophe)) ? at : -1;
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
  if (wideWord) {
    wideWord = false;
    koreanWord = false;
    addWideWords(text, start, end);
    return;
  }
  if (koreanWord) {
    koreanWord = false;
    addKoreanWord(text, start, end, hash);
    return;
  }
  const written = LEXICON.find(text, start, end, hash);
  // A possessive ("Acme's") is read as its word.
  if (end - start > 2 && text.charCodeAt(end - 2) === APOSTROPHE && text.charCodeAt(end - 1) === LETTER_S) {
    addWord(start, written, end - 2, LEXICON.find(text, start, end - 2, hashWithoutLastTwo), hyphenated);
  } else {
    addWord(start, written, end, written, hyphenated);
  }
}

/** The run of letters being read holds Japanese or Chinese, written without spaces between words. */
let wideWord = false;
/** The text read holds such a run: only then are Japanese negations looked for. */
let wideText = false;
const WIDE_SEGMENTER = new Intl.Segmenter('ja', { granularity: 'word' });

/** The run of letters being read holds Hangul: a Korean word, its endings written onto it. */
let koreanWord = false;
/** Korean stems and negations, by lexicon id: what a Korean word is read by when its whole is unknown. */
const KOREAN_STEM_IDS: ReadonlySet<number> = new Set(
  [...KOREAN_WEIGHTS.keys(), ...KOREAN_POST_NEGATORS].map((word) => LEXICON.add(word)),
);
const KOREAN_LONGEST_STEM = Math.max(...[...KOREAN_WEIGHTS.keys(), ...KOREAN_POST_NEGATORS].map((word) => word.length));

/**
 * A Korean word: the word itself when the lexicon knows it ("안", "별로"), else the longest stem it
 * opens with ("좋" of "좋습니다", "추천" of "추천합니다", "않" of "않습니다"), read for the whole word.
 */
function addKoreanWord(text: string, start: number, end: number, hash: number): void {
  wideText = true;
  const whole = LEXICON.find(text, start, end, hash);
  if (whole < 0) {
    for (let stemEnd = Math.min(end - 1, start + KOREAN_LONGEST_STEM); stemEnd > start; stemEnd -= 1) {
      const stem = LEXICON.find(text, start, stemEnd, hashOf(text, start, stemEnd));
      if (stem >= 0 && KOREAN_STEM_IDS.has(stem)) {
        addWord(start, stem, end, stem, false);
        return;
      }
    }
  }
  addWord(start, whole, end, whole, false);
}

/** A run of letters holding Japanese or Chinese: its words as ICU's dictionary segmentation finds them. */
function addWideWords(text: string, start: number, end: number): void {
  wideText = true;
  for (const { segment, index } of WIDE_SEGMENTER.segment(text.slice(start, end))) {
    const from = start + index;
    const to = from + segment.length;
    const written = LEXICON.find(text, from, to, hashOf(text, from, to));
    addWord(from, written, to, written, false);
  }
}

/**
 * Reads the words of text[start, end) as `[\p{L}\p{N}][\p{L}\p{N}'-]*` (code points, as with the `u`
 * flag) would on that range as a text of its own, the `blank` offsets (relative to start) read as
 * spaces and French elisions ("l'excellente", "qu'il") as spaces too, so that the word itself remains.
 */
function readWords(text: string, start: number, end: number, blank: Uint8Array): void {
  words.count = 0;
  wideText = false;
  pendingBreak = false;
  pendingName = false;
  pendingNe = false;
  mayRate = false;
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
      // "N'est plus", "n'offre pas": the elided "ne" opens a frame the next words close.
      if (text.charCodeAt(at) === LETTER_N && text.charCodeAt(at + 1) === APOSTROPHE) pendingNe = true;
      at = text.indexOf("'", at) + 1;
      nextElision += 1;
      elisionAt = nextElision < elisions.length ? elisions[nextElision] : -1;
      continue;
    }
    const blanked = blank[at - start] === 1;
    const code = blanked ? SPACE : text.charCodeAt(at);
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
      } else {
        if (wordStart >= 0) {
          addWordAt(text, wordStart, at, hyphenated, hash, hashBeforeLastTwo);
          wordStart = -1;
        }
        if (blanked) pendingName = true;
        else if (code !== SPACE) pendingName = false;
        if ((kind & BREAK) !== 0) pendingBreak = true;
        else if ((kind & SLASH_CHAR) !== 0) mayRate = true;
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
      if (codePoint >= 0x3005) {
        const script = writingClass(codePoint);
        if (script === WritingClass.Hangul) koreanWord = true;
        else if (script > WritingClass.Alphabetic) wideWord = true;
      }
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
    } else {
      if (wordStart >= 0) {
        addWordAt(text, wordStart, at, hyphenated, hash, hashBeforeLastTwo);
        wordStart = -1;
      }
      pendingName = false;
      if (isBreak(codePoint)) pendingBreak = true;
    }
    at += units;
  }
  if (wordStart >= 0) addWordAt(text, wordStart, end, hyphenated, hash, hashBeforeLastTwo);
}

/**
 * "mostly-negative", "rock-bottom": the opinion of the parts of a hyphenated word. A compound ending
 * in a specification word ("dishwasher-safe", "water-resistant", "Alexa-compatible") whose other parts
 * are no opinion is a specification, not praise.
 */
function hyphenatedWeight(text: string, start: number, end: number): number | undefined {
  let total: number | undefined;
  let partStart = start;
  let hyphenated = false;
  // "quick-mount clamps", "fast-charging", "quick-release": a pace compounded with a process names a feature.
  let paceFirst = false;
  for (let at = start; at <= end; at += 1) {
    if (at < end && text.charCodeAt(at) !== HYPHEN) continue;
    if (at < end) hyphenated = true;
    else if (!hyphenated) return undefined;
    const part = LEXICON.find(text, partStart, at, hashOf(text, partStart, at));
    if (part >= 0 && (LEXICON.kind[part] & RATING_HINT) !== 0) mayRate = true;
    const weight = part >= 0 ? LEXICON.weight[part] : undefined;
    const specifies = at === end && part >= 0 && (LEXICON.kind[part] & SPECIFICATION) !== 0;
    if (partStart === start) paceFirst = part >= 0 && (LEXICON.kind[part] & SPEED) !== 0;
    else if (weight !== undefined) paceFirst = false;
    if (weight !== undefined && !specifies) total = (total ?? 0) + weight;
    partStart = at + 1;
  }
  return paceFirst ? undefined : total;
}

/**
 * Prefixes that negate an adjective in the languages of the lexicon: "unübersichtlich",
 * "onnauwkeurig", "inaffidabile", "incómodo", "desorganizado", "dishonest", Swedish "opraktisk",
 * Italian "scomodo". Only words the lexicon does not know are read so ("invaluable" is listed).
 */
const NEGATING_PREFIXES = ['un', 'on', 'in', 'im', 'dis', 'des', 'o', 's'];
/** The shortest rest after a negating prefix: "unfair" is not "un" + "fair" read by this rule. */
const PREFIXED_REST = 6;
/** 1 for the first letters of the negating prefixes, by character code. */
const PREFIX_INITIALS = new Uint8Array(128);
for (const prefix of NEGATING_PREFIXES) PREFIX_INITIALS[prefix.charCodeAt(0)] = 1;

/** The opinion of an unknown word made of a negating prefix and a clear praise word, or undefined. */
function prefixNegatedWeight(text: string, start: number, end: number): number | undefined {
  if (end - start <= PREFIXED_REST || PREFIX_INITIALS[text.charCodeAt(start) & 0x7f] === 0) return undefined;
  for (const prefix of NEGATING_PREFIXES) {
    const restStart = start + prefix.length;
    if (end - restStart < PREFIXED_REST || !text.startsWith(prefix, start)) continue;
    const rest = LEXICON.find(text, restStart, end, hashOf(text, restStart, end));
    const weight = rest >= 0 ? LEXICON.weight[rest] : undefined;
    if (weight !== undefined && weight >= 1) return -1;
  }
  return undefined;
}

/**
 * The weight of a plural whose singular is a complaint ("failures", "crashes", "fallos", "défauts"): the
 * lexicon lists most complaints once. Praise is left alone ("goods" is no "good").
 */
function pluralComplaintWeight(text: string, start: number, end: number): number | undefined {
  if (end - start < 5 || text.charCodeAt(end - 1) !== 0x73) return undefined;
  for (const cut of [1, 2]) {
    const singular = LEXICON.find(text, start, end - cut, hashOf(text, start, end - cut));
    const weight = singular >= 0 ? LEXICON.weight[singular] : undefined;
    if (weight !== undefined) return weight < 0 ? weight : undefined;
    if (text.charCodeAt(end - 2) !== 0x65) break;
  }
  return undefined;
}

/** The phrase phraseAt found: its node and length in words (0 when none). */
let foundPhrase: PhraseNode | null = null;
let foundLength = 0;

/** Finds the longest phrase opened by word `index` (foundPhrase, foundLength). */
function phraseAt(index: number, opened: PhraseNode): void {
  foundPhrase = null;
  foundLength = 0;
  let node: PhraseNode | undefined = opened;
  for (let size = 2; size <= LONGEST_PHRASE && index + size <= words.count; size += 1) {
    node = node.next.get(words.written[index + size - 1]);
    if (!node) break;
    if (node.weight !== undefined || node.kind !== 0) {
      foundPhrase = node;
      foundLength = size;
    }
  }
}

function endsWithLy(text: string, start: number, end: number): boolean {
  return end - start >= 2 && text.charCodeAt(end - 2) === LETTER_L && text.charCodeAt(end - 1) === LETTER_Y;
}

function isUpperCase(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0xc0 && code <= 0xde && code !== 0xd7);
}

/** Whether every longer word of the text read is capitalised: a title ("Why Acme Is the Best Choice"). */
function isTitleCase(original: string): boolean {
  let long = 0;
  for (let index = 0; index < words.count; index += 1) {
    if (words.end[index] - words.start[index] < 4) continue;
    if (!isUpperCase(original.charCodeAt(words.start[index]))) return false;
    long += 1;
  }
  return long >= 2;
}

/**
 * Whether the opinion word `index` is part of a name: capitalised inside a clause, next to another
 * capitalised word ("the Samsung Seamless Codec", "at Best Buy"), in a text that is not a title.
 */
function isPartOfName(original: string, index: number): boolean {
  const quoted = opensQuote(original, index);
  if (
    (!quoted && (index === 0 || words.breakBefore[index] === 1)) ||
    !isUpperCase(original.charCodeAt(words.start[index]))
  ) {
    return false;
  }
  const afterCapital =
    index >= 1 &&
    isUpperCase(original.charCodeAt(words.start[index - 1])) &&
    ((index >= 2 && words.breakBefore[index - 1] === 0) ||
      (opensQuote(original, index - 1) && words.breakBefore[index] === 0));
  const beforeCapital =
    index + 1 < words.count &&
    words.breakBefore[index + 1] === 0 &&
    isUpperCase(original.charCodeAt(words.start[index + 1]));
  // "Included in the Established plan", "the Premium tier": a plan's name.
  const beforePlan =
    index + 1 < words.count &&
    words.breakBefore[index + 1] === 0 &&
    words.bare[index + 1] >= 0 &&
    (LEXICON.kind[words.bare[index + 1]] & PLAN_NOUN) !== 0;
  return (afterCapital || beforeCapital || beforePlan) && !isTitleCase(original);
}

/**
 * Whether a quotation mark opens right before word `index`: capitalised words in quotes ("an "Easy Clean"
 * strainer", „Smart Fill"-Modus) name a feature, as capitalised words in running text do.
 */
function opensQuote(original: string, index: number): boolean {
  const start = words.start[index];
  if (start === 0) return false;
  const code = original.charCodeAt(start - 1);
  return code === 0x22 || code === 0x201c || code === 0x201e || code === 0xab;
}

/** Whether the word `index` is written in two to four capitals: an acronym ("SEM", "NI"), not a word. */
function isAcronym(original: string, index: number): boolean {
  const start = words.start[index];
  const end = words.end[index];
  if (end - start < 2 || end - start > 4) return false;
  for (let at = start; at < end; at += 1) {
    const code = original.charCodeAt(at);
    if (code < 0x41 || code > 0x5a) return false;
  }
  return true;
}

/** Whether the word `index` holds a letter outside ASCII in the original text ("bästa", not "basta"). */
function isAccented(original: string, index: number): boolean {
  for (let at = words.start[index]; at < words.end[index]; at += 1) if (original.charCodeAt(at) >= 0x80) return true;
  return false;
}

/**
 * Whether the opinion word `index` is an opinion as written in the original text: not part of a name
 * ("the Samsung Seamless Codec", "Acme Secure" right after the brand's blanked name), not an acronym,
 * not the brand's own advice ("Acme recommends cleaning the nib"), not a folded look-alike of an
 * accented word of another language ("basta" for "bästa").
 */
function isOpinionAsWritten(original: string, index: number, kind: number, adviceChain: number): boolean {
  // In a title ("Acme Best Overall Pick") every word is capitalised: no sign of a name.
  if (words.afterName[index] === 1 && isUpperCase(original.charCodeAt(words.start[index])) && !isTitleCase(original)) {
    return false;
  }
  // "Acme recommends", "Acme does not recommend", "Acme also advises".
  if ((kind & ADVICE) !== 0 && (words.afterName[index] === 1 || index === adviceChain + 1)) return false;
  if ((kind & ACCENTED) !== 0 && !isAccented(original, index)) return false;
  return !isPartOfName(original, index) && !isAcronym(original, index);
}

/** Whether the word before `index` is an English word that may stand before an adjective ("tastes bland"). */
function followsEnglishLink(index: number): boolean {
  if (index === 0) return false;
  const before = words.bare[index - 1];
  return before >= 0 && (LEXICON.kind[before] & ENGLISH_LINK) !== 0;
}

/** Whether word `index` opens its clause: the first word, or the first after punctuation. */
function opensClause(index: number): boolean {
  return index === 0 || words.breakBefore[index] === 1;
}

/** Whether word `index` is an object pronoun or determiner ("it", "the", "your") right after the word before. */
function isObjectAt(index: number): boolean {
  if (index >= words.count || words.breakBefore[index] === 1) return false;
  const bare = words.bare[index];
  return bare >= 0 && (LEXICON.kind[bare] & OBJECT) !== 0;
}

/** Whether word `index` is "a" or "an" right after the word before. */
function isArticleAt(index: number): boolean {
  return index < words.count && words.breakBefore[index] === 0 && ARTICLES.has(words.bare[index]);
}

/** Whether the word after a negated opinion carries the negation on ("not fast or reliable"). */
function continuesNegation(index: number): boolean {
  if (index >= words.count || words.breakBefore[index] === 1) return false;
  const bare = words.bare[index];
  return bare >= 0 && (LEXICON.kind[bare] & CONTINUES_NEGATION) !== 0;
}

/**
 * Adds up the opinion words read by readWords: phrases first, negation flips, intensifiers strengthen,
 * problems named as a topic ("checks for leaks") or fixed ("the bug was fixed") do not count, and a
 * price rise counts against. `original` is the text before folding, for capitalised names; null when
 * there is none.
 */
function scoreWords(text: string, original: string | null): number {
  let score = 0;
  let negatedUntil = -1;
  /** Whether the negation reaching negatedUntil is flat ("not"), not a phrase of its own ("hard to"). */
  let flatNegation = false;
  /** Where the last French "ne" is, in the clause read. */
  let neAt = -10;
  /** The last of the words right after a blanked name that may come before its verb ("Acme does not"). */
  let adviceChain = -10;
  let topicUntil = -1;
  let hedgedUntil = -1;
  let requiredUntil = -1;
  /** Up to where the words after "rather than" name the alternative. */
  let alternativeUntil = -1;
  /** Where the stem of a separable advice verb ("raad") is, in the clause read. */
  let adviseAt = -10;
  /** Where a first-person choice opens ("würde ich", "zou ik"), and the last flat negation read. */
  let chooseFrameAt = -10;
  let negatedSince = -10;
  let intensity = 1;
  /** The negative opinions added so far, which a remedy cancels. */
  let complaints = 0;
  let prices = 0;
  /** The last opinion added and its word, for a negation closing the clause after it. */
  let lastOpinion = 0;
  let lastOpinionAt = -10;
  let lastOpinionIsVerdict = false;
  let lastOpinionIsSpeed = false;
  remedied = false;
  verdictValue = 0;
  /** The last recommendation added, and where: an avoiding verb right after it turns it into advice against. */
  let recommended = 0;
  let recommendedAt = -10;
  /** Up to where the words after "there are", "hay", "es gibt" may name better options, and what they named. */
  let elsewhereUntil = -1;
  let elsewhere = 0;
  let betterElsewhere = false;
  for (let index = 0; index < words.count; index += 1) {
    if (words.breakBefore[index] === 1) {
      negatedUntil = -1;
      neAt = -10;
      topicUntil = -1;
      hedgedUntil = -1;
      requiredUntil = -1;
      alternativeUntil = -1;
      adviseAt = -10;
      chooseFrameAt = -10;
      intensity = 1;
      recommended = 0;
    }
    if (words.neBefore[index] === 1) neAt = index - 1;
    const written = words.written[index];
    const bare = words.bare[index];
    if (recommended > 0 && index - recommendedAt <= AVOIDING_REACH && AVOIDING_IDS.has(bare)) {
      // "I'd recommend avoiding it": the recommendation and the avoiding verb are one verdict against.
      score += RECOMMENDED_AVOIDING - recommended;
      verdictValue += RECOMMENDED_AVOIDING - recommended;
      recommended = 0;
      lastOpinion = RECOMMENDED_AVOIDING;
      lastOpinionAt = index;
      continue;
    }
    if (
      bare >= 0 &&
      (LEXICON.kind[bare] & BEFORE_VERB) !== 0 &&
      (words.afterName[index] === 1 || index === adviceChain + 1)
    )
      adviceChain = index;
    let weight: number | undefined;
    let kind = 0;
    let length = 1;
    const opened = written >= 0 ? LEXICON.phrases[written] : undefined;
    if (opened) {
      phraseAt(index, opened);
      if (foundPhrase) {
        weight = foundPhrase.weight;
        kind = foundPhrase.kind;
        length = foundLength;
      }
    }
    if (length === 1) {
      if (bare >= 0) {
        weight = LEXICON.weight[bare];
        kind = LEXICON.kind[bare];
      }
      if (weight === undefined && words.hyphenated[index] === 1) {
        weight = hyphenatedWeight(text, words.start[index], words.end[index]);
      } else if (weight === undefined && bare < 0) {
        weight =
          prefixNegatedWeight(text, words.start[index], words.end[index]) ??
          pluralComplaintWeight(text, words.start[index], words.end[index]);
      }
    }
    const last = index + length - 1;
    prices |= kind;
    // "There are better-value options", "hay opciones mucho más completas", "es gibt bessere Alternativen".
    if ((kind & EXISTENTIAL) !== 0) {
      elsewhereUntil = last + ELSEWHERE_SCOPE;
      elsewhere = 0;
    } else if (index <= elsewhereUntil) {
      elsewhere |= kind & (COMPARATIVE | OPTION_NOUN);
      if (elsewhere === (COMPARATIVE | OPTION_NOUN)) betterElsewhere = true;
    }
    if ((kind & RATING_HINT) !== 0) mayRate = true;
    if ((kind & REMEDY) !== 0 && index <= negatedUntil) {
      // "The sync problems have not been fixed": a complaint of its own.
      score += REMEDY_DENIED;
      negatedUntil = -1;
      index = last;
      continue;
    }
    if ((kind & REMEDY) !== 0) {
      remedied = true;
      score -= complaints;
      complaints = 0;
      topicUntil = last + REMEDY_SCOPE;
      intensity = 1;
      index = last;
      continue;
    }
    if ((kind & TOPIC) !== 0) topicUntil = last + NEGATION_SCOPE;
    // "As a monitoring tool it's a frustrating fit": the topic's reach ends where a new predicate starts.
    else if (written >= 0 && (LEXICON.kind[written] & NEW_PREDICATE) !== 0) topicUntil = -1;
    if ((kind & HEDGE) !== 0) hedgedUntil = last + NEGATION_SCOPE;
    if ((kind & REQUIREMENT) !== 0) requiredUntil = last + NEGATION_SCOPE;
    if ((kind & ALTERNATIVE) !== 0) {
      alternativeUntil = last + NEGATION_SCOPE;
      index = last;
      continue;
    }
    if (weight !== undefined && index <= alternativeUntil) {
      intensity = 1;
      index = last;
      continue;
    }
    if (weight !== undefined) {
      if (
        (length === 1 && original !== null && !isOpinionAsWritten(original, index, kind, adviceChain)) ||
        ((kind & ENGLISH_ONLY_KIND) !== 0 && !followsEnglishLink(index))
      ) {
        intensity = 1;
        continue;
      }
      // German "fast" is "almost": "kostet fast 50 Euro", "fast immer".
      if (bare === FAST && ALMOST_AFTER.test(text.slice(words.end[index], words.end[index] + ALMOST_REACH))) {
        intensity = 1;
        continue;
      }
      // "Clean it once a month", "Clear the cache": an opinion word opening a clause before its object is a verb.
      if (weight > 0 && length === 1 && opensClause(index) && words.afterName[index] === 0 && isObjectAt(index + 1)) {
        intensity = 1;
        continue;
      }
      // "Aims to issue a commitment letter", "issues the card": a problem noun before its object is the verb
      // (after an article, "an issue a lot of users report", it stays the noun).
      if (
        weight < 0 &&
        length === 1 &&
        VERB_HOMOGRAPHS.has(bare) &&
        (isObjectAt(index + 1) || isArticleAt(index + 1)) &&
        !(index > 0 && (ARTICLES.has(words.bare[index - 1]) || (LEXICON.kind[words.bare[index - 1]] & OBJECT) !== 0))
      ) {
        intensity = 1;
        continue;
      }
      let value = weight * intensity;
      if (index <= negatedUntil) {
        value *= flatNegation && (kind & VERDICT) !== 0 ? VERDICT_NEGATED : OPINION_NEGATED;
        negatedUntil = continuesNegation(last + 1) ? last + 1 + NEGATION_SCOPE : -1;
      }
      // "Checks for leaks", "the warranty does not cover cosmetic scratches": a problem named as a topic, negated or not.
      if (weight < 0 && index <= topicUntil) value = 0;
      // "Fraud detection", "outage alerts", "vulnerability prioritisation": the problem a feature handles.
      else if (
        weight < 0 &&
        last + 1 < words.count &&
        words.breakBefore[last + 1] === 0 &&
        HANDLING_IDS.has(words.bare[last + 1])
      )
        value = 0;
      // "If Acme crashes on startup, clear the cache": a problem supposed, as troubleshooting does.
      if (weight < 0 && words.afterName[index] === 1 && index > 0 && CONDITIONALS.has(words.bare[index - 1])) value = 0;
      if (value > 0 && index <= requiredUntil) value = 0;
      if (index <= hedgedUntil) {
        value *= HEDGED;
        hedgedUntil = -1;
      }
      // "Wird schnell unübersichtlich", "gets expensive fast": speed next to a complaint hastens it, no praise.
      if ((kind & SPEED) !== 0 && value > 0 && lastOpinion < 0 && index === lastOpinionAt + 1) value = 0;
      else if (value < 0 && lastOpinion > 0 && lastOpinionIsSpeed && index === lastOpinionAt + 1) score -= lastOpinion;
      lastOpinionIsSpeed = (kind & SPEED) !== 0;
      score += value;
      if ((kind & VERDICT) !== 0 || (length === 1 && AGAINST_IDS.has(bare))) verdictValue += value;
      if ((kind & VERDICT) !== 0 && value > 0) {
        recommended = value;
        recommendedAt = last;
      } else recommended = 0;
      if (value < 0) complaints += value;
      lastOpinion = value;
      lastOpinionAt = last;
      lastOpinionIsVerdict = (kind & VERDICT) !== 0;
      intensity = 1;
      if ((kind & NEGATES) !== 0) {
        negatedUntil = last + ((kind & SHORT_NEGATION) !== 0 ? 1 : NEGATION_SCOPE);
        flatNegation = false;
      }
      index = last;
      continue;
    }
    if (bare === KOREAN_ABSENT_ID && wideText && index - lastOpinionAt <= WIDE_NEGATION_REACH && lastOpinion < 0) {
      // "불만이 없다", "단점이 거의 없습니다": the complaint is said to be absent.
      score -= lastOpinion;
      complaints -= lastOpinion;
      lastOpinionAt = -10;
      continue;
    }
    if (
      ((kind & CLOSING_NEGATION) !== 0 &&
        index - lastOpinionAt <= CLOSING_REACH &&
        (index + 1 === words.count || words.breakBefore[index + 1] === 1)) ||
      ((kind & FRAME_CLOSE) !== 0 && index - lastOpinionAt === 1 && lastOpinionAt - neAt <= 3) ||
      ((kind & POST_NEGATION) !== 0 && index - lastOpinionAt === 1 && lastOpinion > 0) ||
      (wideText && index - lastOpinionAt <= WIDE_NEGATION_REACH && lastOpinion > 0 && WIDE_NEGATOR_IDS.has(bare))
    ) {
      // "Ich empfehle Acme nicht.", "Het werkt goed niet", "je ne le conseillerais pas": a negation
      // closing its clause, or a "ne" frame, turns the opinion before it.
      score -= lastOpinion * (1 - (lastOpinionIsVerdict ? VERDICT_NEGATED : OPINION_NEGATED));
      if (lastOpinionIsVerdict) verdictValue -= lastOpinion * (1 - VERDICT_NEGATED);
      lastOpinionAt = -10;
      continue;
    }
    if (
      bare === PLUS &&
      index - neAt <= NE_PLUS_REACH &&
      (index + 1 === words.count || words.bare[index + 1] !== QUE || words.breakBefore[index + 1] === 1)
    ) {
      // "N'est plus fiable", "ne propose plus de bon support": "ne … plus" negates what follows, as "no longer"
      // does ("n'a plus que des défauts" is "nothing but", no negation).
      negatedSince = index;
      negatedUntil = index + NEGATION_SCOPE;
      flatNegation = false;
      intensity = 1;
      continue;
    }
    if ((kind & NE) !== 0) neAt = index;
    if (bare >= 0 && CHOOSING_AUXILIARIES.has(bare)) {
      // "würde ich", "ich würde", "zou ik", "skulle jag": a choice in the first person, its verb to come.
      const subject = (at: number) => at >= 0 && at < words.count && SUBJECT_IDS.has(words.bare[at]);
      if (subject(index - 1) || (subject(index + 1) && words.breakBefore[index + 1] === 0)) chooseFrameAt = index;
    } else if (
      bare >= 0 &&
      index - chooseFrameAt <= CHOOSING_REACH &&
      index > alternativeUntil &&
      CHOOSING_INFINITIVES.has(bare)
    ) {
      // "Für Reisen würde ich zur zweiten Option greifen", "zou ik voor Acme gaan": the verb closing the frame.
      const value = negatedSince > chooseFrameAt ? -SEPARABLE_FOR : SEPARABLE_FOR;
      score += value;
      verdictValue += value;
      lastOpinion = value;
      lastOpinionAt = index;
      lastOpinionIsVerdict = true;
      chooseFrameAt = -10;
      continue;
    }
    if (bare >= 0 && ADVISE_STEMS.has(bare)) adviseAt = index;
    else if (
      index - adviseAt <= CLOSING_REACH &&
      (AGAINST_PARTICLES.has(bare) || bare === FOR_PARTICLE) &&
      (index + 1 === words.count || words.breakBefore[index + 1] === 1)
    ) {
      // "Voor gevoelige katten raad ik hem af": the particle closing the clause makes the advice.
      const value = bare === FOR_PARTICLE ? SEPARABLE_FOR : SEPARABLE_AGAINST;
      score += value;
      verdictValue += value;
      lastOpinion = value;
      lastOpinionAt = index;
      lastOpinionIsVerdict = true;
      adviseAt = -10;
      continue;
    }
    if (
      lastOpinionIsVerdict &&
      index - lastOpinionAt <= VERB_SECOND_REACH &&
      lastOpinion > 0 &&
      length === 1 &&
      VERB_SECOND_NEGATORS.has(bare) &&
      (index + 1 === words.count || words.breakBefore[index + 1] === 1 || !NOT_ONLY_IDS.has(words.bare[index + 1])) &&
      (original === null || !isAcronym(original, index))
    ) {
      // "Rekommenderar jag inte", "empfehle ich Acme nicht für": a negation right after the verdict verb and
      // its subject (verb-second order) turns the verdict.
      score -= lastOpinion * (1 - VERDICT_NEGATED);
      verdictValue -= lastOpinion * (1 - VERDICT_NEGATED);
      lastOpinionAt = -10;
      continue;
    }
    if ((kind & NEGATES) !== 0 && (length > 1 || original === null || !isAcronym(original, index))) {
      const next = last + 1 < words.count ? words.written[last + 1] : -1;
      if (next !== ONLY && next !== JUST) {
        negatedSince = index;
        negatedUntil = last + ((kind & SHORT_NEGATION) !== 0 ? 1 : NEGATION_SCOPE);
        // A word ("not", "nie"), not a phrase of its own ("no longer", "used to be").
        flatNegation = length === 1;
      }
    }
    intensity =
      (bare >= 0 && length === 1 ? LEXICON.intensity[bare] : undefined) ??
      (endsWithLy(text, words.start[index], words.end[index]) ? intensity : 1);
    index = last;
  }
  if ((prices & PRICE) !== 0) {
    if ((prices & RISE) !== 0) score += PRICE_RISE_WEIGHT;
    else if ((prices & FALL) !== 0) score += PRICE_FALL_WEIGHT;
    else if ((prices & LOW) !== 0) score += PRICE_LOW_WEIGHT;
  }
  // Better options said to exist speak against the brand, whatever their praise.
  if (betterElsewhere) score = Math.min(BETTER_ELSEWHERE, -Math.abs(score));
  return score;
}

/** Nouns of handling a problem, by lexicon id: "fraud detection", "outage alerts" name features. */
const HANDLING_IDS: ReadonlySet<number> = new Set(lexiconWords(HANDLING_NOUNS).map((word) => LEXICON.add(word)));

/** Words of the answer's own verdict against the brand, by lexicon id. */
const AGAINST_IDS: ReadonlySet<number> = new Set([...VERDICTS_AGAINST].map((word) => LEXICON.add(word)));

/**
 * Verbs of avoiding: right after a recommendation ("I'd recommend avoiding it", "je vous conseille d'éviter",
 * "te recomiendo evitarlo") they make it advice against.
 */
const AVOIDING_IDS: ReadonlySet<number> = new Set(
  `avoid avoiding eviter evitez evitar evitarlo evitarla evitarlos evitare evitarlo evitarla evitarli meiden
  vermeiden vermijden undvika undvik`
    .split(/\s+/)
    .map((word) => LEXICON.add(word)),
);
/** How far after a recommendation its avoiding verb may come: "je vous conseillerais plutôt d'éviter". */
const AVOIDING_REACH = 4;
/** A recommendation to avoid the brand: as strong as advising against it. */
const RECOMMENDED_AVOIDING = -1.5;

/** What the verdict words of the text last scored (recommending, negated or not; advising against) add up to. */
let verdictValue = 0;

/** What the verdict words of the text last scored add up to: "I would not recommend it" is a verdict against. */
export function lastScoredVerdict(): number {
  return verdictValue;
}

/** Whether the text last scored says a problem was fixed ("they have since been fixed"). */
let remedied = false;

/** Whether the text last scored may hold a rating: it has a "/", "star(s)" or "out of". */
export function lastScoredMayRate(): boolean {
  return mayRate;
}

/** Whether the text last scored says a problem was fixed: the complaints just before it are over too. */
export function lastScoredRemedies(): boolean {
  return remedied;
}

/** The opinion expressed by a folded piece of text: positive above zero, negative below. */
export function scoreOpinion(folded: string): number {
  readWords(folded, 0, folded.length, new Uint8Array(folded.length));
  return scoreWords(folded, null);
}

/**
 * The opinion of text[start, end) read as a text of its own, with the characters marked in `blank`
 * (offsets relative to start) read as spaces: a clause with the brands' names blanked out. `original`
 * is the text before folding (same offsets), to tell capitalised names from opinions.
 */
export function scoreOpinionIn(
  text: string,
  start: number,
  end: number,
  blank: Uint8Array,
  original: string | null = null,
): number {
  readWords(text, start, end, blank);
  return scoreWords(text, original);
}
