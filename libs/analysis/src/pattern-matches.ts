/**
 * Every match of a global pattern, as `matchAll` gives them. `matchAll` first copies the pattern,
 * which for the long patterns of the analysis (the "no information" statements, URLs) costs more
 * than the search itself; this searches with the pattern as it is, from the start.
 */
export function allMatches(pattern: RegExp, text: string): RegExpExecArray[] {
  const matches: RegExpExecArray[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    matches.push(match);
    // An empty match moves on by one character, as matchAll does.
    if (match[0].length === 0) pattern.lastIndex = nextIndex(text, pattern.lastIndex, pattern.unicode);
  }
  return matches;
}

function nextIndex(text: string, index: number, unicode: boolean): number {
  if (!unicode || index + 1 >= text.length) return index + 1;
  const code = text.charCodeAt(index);
  const next = text.charCodeAt(index + 1);
  return code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff ? index + 2 : index + 1;
}
