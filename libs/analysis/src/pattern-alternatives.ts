/**
 * A long alternation of wordings, each opening on a letter, written as the same pattern grouped by that
 * first letter: `could…|can…|was…|cannot…` as `c(?:ould…|an…|annot…)|w(?:as…)`. At each place the engine
 * then tries only the wordings that open on the letter there, where it tried every wording in turn.
 *
 * The matches are the same, lengths included: wordings opening on other letters cannot match where one
 * opening on this letter does, and those opening on the same letter keep their order. A wording opening
 * on a group (`(?:do|does)\s+not…`) is first written out as one wording per branch (`do\s+not…|does\s+not…`),
 * which a pattern tries in that order too.
 */
export function groupedByFirstLetter(alternatives: readonly string[]): string {
  const groups = new Map<string, string[]>();
  for (const wording of alternatives.flatMap(splitTopLevel).flatMap(writtenOut)) {
    const first = wording[0];
    if (!/^[a-z]$/.test(first) || /^[*+?{]$/.test(wording[1] ?? '')) {
      throw new Error(`a wording not opening on a letter of its own: ${wording}`);
    }
    const rests = groups.get(first) ?? [];
    rests.push(wording.slice(1));
    groups.set(first, rests);
  }
  return [...groups].map(([first, rests]) => `${first}(?:${rests.join('|')})`).join('|');
}

/**
 * The words the wordings open on, each wording written out: `(?:only|mainly)\\s+if` opens on "only" and
 * "mainly", `depend(?:ra)?\\s+de` on "depend" and "dependra". Every wording must open on a word of ASCII
 * letters that white space follows, so that where one matches after a word boundary, that word is a
 * whole run of word characters: a wording opening otherwise is refused.
 */
export function firstWordsOf(alternatives: readonly string[]): string[] {
  const words = new Set<string>();
  for (const wording of alternatives.flatMap(splitTopLevel).flatMap(writtenOut)) {
    const opening = /^([a-z]+)(?:\(\?:([a-z]+)\)\?)?\\s(?![*?{])/.exec(wording);
    if (!opening) throw new Error(`a wording not opening on a word and white space: ${wording}`);
    words.add(opening[1]);
    if (opening[2]) words.add(opening[1] + opening[2]);
  }
  return [...words];
}

/**
 * The group parentheses and bars of a pattern source, with the group depth before each: what lies
 * in a character class or after a backslash is skipped.
 */
function* structure(source: string): Generator<{ at: number; char: '(' | ')' | '|'; depth: number }> {
  let depth = 0;
  let inClass = false;
  for (let at = 0; at < source.length; at += 1) {
    const char = source[at];
    if (char === '\\') at += 1;
    else if (inClass) inClass = char !== ']';
    else if (char === '[') inClass = true;
    else if (char === '(' || char === ')' || char === '|') {
      yield { at, char, depth };
      if (char === '(') depth += 1;
      else if (char === ')') depth -= 1;
    }
  }
}

/** The branches of a pattern source at its top level (outside groups and classes). */
export function splitTopLevel(source: string): string[] {
  const branches: string[] = [];
  let start = 0;
  for (const { at, char, depth } of structure(source)) {
    if (char === '|' && depth === 0) {
      branches.push(source.slice(start, at));
      start = at + 1;
    }
  }
  branches.push(source.slice(start));
  return branches;
}

/** A wording opening on a non-capturing group without a quantifier, as one wording per branch of the group. */
function writtenOut(wording: string): string[] {
  if (!wording.startsWith('(?:')) return [wording];
  const close = closingParenthesis(wording);
  if (/^[*+?{]$/.test(wording[close + 1] ?? '')) return [wording];
  const rest = wording.slice(close + 1);
  return splitTopLevel(wording.slice(3, close)).flatMap((branch) => writtenOut(branch + rest));
}

/** The offset of the parenthesis closing the group that opens the source. */
function closingParenthesis(source: string): number {
  for (const { at, char, depth } of structure(source)) if (char === ')' && depth === 1) return at;
  throw new Error(`an unclosed group: ${source}`);
}
