import type { AnswerDocument, Span } from './answer-structure.js';
import { isAsciiWordChar, isWhitespace } from './character-classes.js';
import { isHangul } from './korean.js';
import { allMatches } from './pattern-matches.js';
import { foldText } from './text-folding.js';

/** Contrast words and separators that cut a sentence into clauses ("but", "however", ";", " — "). */
const CLAUSE_MARKER =
  /\b(?:but|however|although|though|whereas|while|yet|mais|cependant|aber|jedoch|pero|sin embargo)\b|;|\s[—–]\s/g;

/** A clause marker: where it is in the folded text. */
export type ClauseMarker = Span;

/**
 * The clause markers of a sentence, as the pattern finds them in the sentence's own text. Searched
 * sentence by sentence: only the sentences about the brand are cut into clauses, a third to a half of
 * an answer, and searching the whole answer once costs more.
 */
export function markersIn(doc: AnswerDocument, sentence: Span): ClauseMarker[] {
  return allMatches(CLAUSE_MARKER, doc.folded.slice(sentence.start, sentence.end)).map((match) => ({
    start: sentence.start + match.index,
    end: sentence.start + match.index + match[0].length,
  }));
}

/** What a contrast word does to the clause it opens. */
export type MarkerRole = 'turning' | 'conceding' | 'plain';

/** A clause marker of the sentiment judge, with what it does to the clause it opens. */
export interface SentimentMarker extends Span {
  role: MarkerRole;
  /** A turn that keeps what came before ("even so", "trotzdem", "aun así"): it implies no other valence. */
  evenSo: boolean;
}

/**
 * Of the turning words, those that keep the clause before and concede an unstated objection ("La
 * batería dura 30 días y, aun así, registra el sueño").
 */
const EVEN_SO_WORDS: ReadonlySet<string> = new Set([
  'aun asi',
  'mesmo assim',
  'trotzdem',
  'dennoch',
  'toch',
  'desondanks',
  'neanmoins',
]);

/** After "but", "however": the clause that carries the verdict. */
const TURNING_WORDS = `but however yet cependant toutefois pourtant en_revanche neanmoins aber jedoch allerdings dennoch
  trotzdem pero sin_embargo no_obstante aun_asi tuttavia maar echter toch desondanks contudo no_entanto porem mesmo_assim
  ancak fakat avsak imidlertid`;
/** "Although it is pricey, ...": a concession, up to its comma. */
const CONCEDING_WORDS = `although though even_though while whereas alors_que bien_que quoique obwohl obgleich wenngleich
  wahrend aunque si_bien mientras_que anche_se sebbene benche mentre hoewel ofschoon terwijl embora ainda_que
  enquanto aven_om trots_att medan`;
/**
 * Of the conceding words, those that contrast two facts ("Fans love it, while critics call it
 * overpriced"): inside a sentence they open a clause of full weight; only opening one they concede.
 */
const CONTRASTING_WORDS: ReadonlySet<string> = new Set([
  'while',
  'whereas',
  'alors que',
  'wahrend',
  'mientras que',
  'mentre',
  'terwijl',
  'enquanto',
  'medan',
]);
/**
 * "but" in French, Italian, Portuguese, Swedish, German ("doch") and Polish ("ale"), read only after a comma:
 * also Portuguese "more", French "my", Spanish "más", English "men" and "ale", German "ja doch".
 */
const AFTER_COMMA_WORDS = 'mais ma mas men doch ale ama';

interface MarkerWord {
  word: string;
  /** Length of its first word: only a word of that length can open it. */
  firstLength: number;
  role: MarkerRole;
  afterComma: boolean;
}

/** The marker words (folded, "_" for a space) by their first letter, longest first. */
const MARKER_WORDS: MarkerWord[][] = Array.from({ length: 26 }, () => []);
for (const [words, role, afterComma] of [
  [TURNING_WORDS, 'turning', false],
  [CONCEDING_WORDS, 'conceding', false],
  [AFTER_COMMA_WORDS, 'turning', true],
] as [string, MarkerRole, boolean][]) {
  for (const word of words.split(/\s+/).filter(Boolean)) {
    const firstLength = word.includes('_') ? word.indexOf('_') : word.length;
    MARKER_WORDS[word.charCodeAt(0) - 0x61].push({ word: word.replace('_', ' '), firstLength, role, afterComma });
  }
}
for (const list of MARKER_WORDS) list.sort((a, b) => b.word.length - a.word.length);
/** Per first letter, the lengths of the first words of its markers, as bits: most words are skipped on these. */
const FIRST_LENGTHS = new Int32Array(
  MARKER_WORDS.map((list) => list.reduce((bits, marker) => bits | (1 << marker.firstLength), 0)),
);

const SEMICOLON = 0x3b;
const COMMA = 0x2c;
const EN_DASH = 0x2013;
const EM_DASH = 0x2014;

/** Whether text[at] is preceded by a comma, or a comma and one white space, within the sentence. */
function followsComma(text: string, at: number, start: number): boolean {
  if (at > start && text.charCodeAt(at - 1) === COMMA) return true;
  return at - 1 > start && isWhitespace(text.charCodeAt(at - 1)) && text.charCodeAt(at - 2) === COMMA;
}

/** Contrast words that may stand after the verb of their clause (German, Dutch): "ist aber teuer", "is echter traag". */
const POSTPOSITIVE_WORDS: ReadonlySet<string> = new Set([
  'aber',
  'jedoch',
  'allerdings',
  'dennoch',
  'trotzdem',
  'echter',
]);
/** How far back a postpositive contrast word looks for the comma opening its clause. */
const POSTPOSITIVE_REACH = 40;

/**
 * Where the clause of a postpositive contrast word at `at` starts: the comma opening it, when one
 * stands within reach, after the last marker, with words between it and the contrast word; else `at`.
 */
function turnStart(text: string, at: number, start: number, markers: SentimentMarker[]): number {
  if (followsComma(text, at, start)) return at;
  const floor = Math.max(start, markers.length > 0 ? markers[markers.length - 1].end : start, at - POSTPOSITIVE_REACH);
  const comma = text.lastIndexOf(',', at - 1);
  return comma > floor ? comma : at;
}

/**
 * Dutch "maar" is also "only": "dat de cijfers maar een ruwe schatting zijn", "maar twee poorten".
 * Before these words, and not after a comma, it turns nothing.
 */
const MAAR_AS_ONLY = /^ (?:een|enkele|weinig|net|even|eens|half|zelden|twee|drie|vier|vijf|\d)\b/;

/** Whether the words after a "maar" ending at `end` read it as "only". */
function readsAsOnly(text: string, end: number, sentenceEnd: number): boolean {
  return MAAR_AS_ONLY.test(text.slice(end, Math.min(sentenceEnd, end + 8)));
}

/** Whether only markup, white space and a list number stand between a sentence's start and an offset. */
function opensSentence(text: string, at: number, start: number): boolean {
  for (let before = start; before < at; before += 1)
    if (isAsciiWordChar(text.charCodeAt(before))) {
      const code = text.charCodeAt(before);
      if (code < 0x30 || code > 0x39) return false;
    }
  return true;
}

/**
 * "But" in the scripts of Korean, Chinese and Japanese, folded as the text is (folding drops the voicing
 * marks: "ですが" reads "てすか"): Korean "하지만", "그러나", "그런데" and the ending "-지만" written onto
 * its word ("저렴하지만"); Chinese "但是", "不过", "然而", "可是"; Japanese "しかし", "ですが", "けれど".
 */
const WIDE_TURNING_WORDS: readonly string[] = foldText(
  '하지만 그러나 그런데 다만 지만 但是 不过 然而 可是 但 しかし ですが けれども けれど ただし',
)
  .split(' ')
  .sort((a, b) => b.length - a.length);
/** The first characters of the wide turning words: most characters are skipped on this. */
const WIDE_TURNING_FIRSTS: ReadonlySet<number> = new Set(WIDE_TURNING_WORDS.map((word) => word.charCodeAt(0)));
const KOREAN_BUT_ENDING = '지만';

/** The wide turning word at `at`, or null: Korean "-지만" only ending its word, Chinese "但" not in "不但". */
function wideTurningAt(text: string, at: number, end: number): string | null {
  for (const word of WIDE_TURNING_WORDS) {
    if (!text.startsWith(word, at) || at + word.length > end) continue;
    if (word === KOREAN_BUT_ENDING) {
      const after = at + word.length < end ? text.charCodeAt(at + word.length) : 0x20;
      if (isHangul(after) || at === 0 || !isHangul(text.charCodeAt(at - 1))) continue;
    } else if (word === '但' && at > 0 && text.charCodeAt(at - 1) === 0x4e0d) continue;
    return word;
  }
  return null;
}

/**
 * Words looked for in the sentences whose markers are read, each with a bit: sentimentMarkersIn visits
 * every ASCII word of a sentence anyway, and sets `found` to the bits of the watched words it read there as
 * whole words (runs of `[A-Za-z0-9_]` opening on a lower-case letter after none). The judge tests its
 * patterns opening on such words only in the sentences holding one.
 */
export class WatchedWords {
  /** Per first letter (a to z), the watched words opening on it, with their bits. */
  readonly byFirstLetter: { word: string; bit: number }[][] = Array.from({ length: 26 }, () => []);
  /** Per first letter, the lengths of its watched words, as bits. */
  readonly lengths = new Int32Array(26);
  /** The bits of the watched words the last sentence read held. */
  found = 0;

  constructor(sets: readonly [words: readonly string[], bit: number][]) {
    for (const [words, bit] of sets) {
      for (const word of words) {
        if (!/^[a-z]{1,30}$/.test(word)) throw new Error(`not a lower-case ASCII word: ${word}`);
        // A marker of several words skips the words after its first: none may be watched.
        if (MARKER_WORDS.some((list) => list.some((marker) => marker.word.split(' ').slice(1).includes(word)))) {
          throw new Error(`a word inside a clause marker: ${word}`);
        }
        this.byFirstLetter[word.charCodeAt(0) - 0x61].push({ word, bit });
        this.lengths[word.charCodeAt(0) - 0x61] |= 1 << word.length;
      }
    }
  }

  /** The bits of the watched words equal to text[at, at + length), whose first letter is `code`. */
  bitsAt(text: string, at: number, length: number, code: number): number {
    let bits = 0;
    for (const { word, bit } of this.byFirstLetter[code - 0x61]) {
      if (word.length === length && text.startsWith(word, at)) bits |= bit;
    }
    return bits;
  }
}

/**
 * The sentiment judge's clause markers of a sentence, in the languages of its lexicon: contrast and
 * concession words on ASCII word boundaries (`\b`), ";" and a dash between white spaces. Read over the
 * character codes of the folded text, without copying the sentence.
 */
export function sentimentMarkersIn(doc: AnswerDocument, sentence: Span, watched?: WatchedWords): SentimentMarker[] {
  const text = doc.folded;
  const markers: SentimentMarker[] = [];
  let found = 0;
  for (let at = sentence.start; at < sentence.end; at += 1) {
    const code = text.charCodeAt(at);
    if (code === SEMICOLON) {
      markers.push({ start: at, end: at + 1, role: 'plain', evenSo: false });
      continue;
    }
    if (code === EN_DASH || code === EM_DASH) {
      if (at > sentence.start && at + 1 < sentence.end) {
        if (isWhitespace(text.charCodeAt(at - 1)) && isWhitespace(text.charCodeAt(at + 1))) {
          markers.push({ start: at - 1, end: at + 2, role: 'plain', evenSo: false });
          at += 1;
        }
      }
      continue;
    }
    if (code < 0x61 || code > 0x7a || (at > sentence.start && isAsciiWordChar(text.charCodeAt(at - 1)))) {
      if (code >= 0x3041 && WIDE_TURNING_FIRSTS.has(code)) {
        const word = wideTurningAt(text, at, sentence.end);
        if (word !== null) {
          markers.push({ start: at, end: at + word.length, role: 'turning', evenSo: false });
          at += word.length - 1;
        }
      }
      continue;
    }
    // A word starts here: a marker, or a word to skip.
    let end = at + 1;
    while (end < sentence.end && isAsciiWordChar(text.charCodeAt(end))) end += 1;
    const length = end - at;
    if (watched !== undefined && length <= 30 && (watched.lengths[code - 0x61] & (1 << length)) !== 0) {
      found |= watched.bitsAt(text, at, length, code);
    }
    if (length > 30 || (FIRST_LENGTHS[code - 0x61] & (1 << length)) === 0) {
      at = end - 1;
      continue;
    }
    for (const candidate of MARKER_WORDS[code - 0x61]) {
      if (candidate.firstLength !== length) continue;
      const wordEnd = at + candidate.word.length;
      if (wordEnd > sentence.end || !text.startsWith(candidate.word, at)) continue;
      if (wordEnd < sentence.end && isAsciiWordChar(text.charCodeAt(wordEnd))) continue;
      if (candidate.afterComma && !followsComma(text, at, sentence.start)) continue;
      if (
        candidate.word === 'maar' &&
        readsAsOnly(text, wordEnd, sentence.end) &&
        !followsComma(text, at, sentence.start)
      )
        continue;
      const contrasting = CONTRASTING_WORDS.has(candidate.word) && !opensSentence(text, at, sentence.start);
      // "Acme sieht gut aus, überzeugt aber nicht": after its verb, the word turns from the comma before it.
      const from = POSTPOSITIVE_WORDS.has(candidate.word) ? turnStart(text, at, sentence.start, markers) : at;
      markers.push({
        start: from,
        end: wordEnd,
        role: contrasting ? 'plain' : candidate.role,
        evenSo: EVEN_SO_WORDS.has(candidate.word),
      });
      end = wordEnd;
      break;
    }
    at = end - 1;
  }
  if (watched !== undefined) watched.found = found;
  return markers;
}
