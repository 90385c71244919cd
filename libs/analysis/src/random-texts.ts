/**
 * Random texts for the tests that check a hand-written scanner or gate against the pattern it stands
 * for: pieces (words) each followed by a gap (white space, punctuation, nothing), from a seeded generator
 * so that a failure repeats.
 */
export function randomTexts(pieces: readonly string[], gaps: readonly string[], count: number, seed: number): string[] {
  let state = seed;
  const random = (n: number) => {
    state = (Math.imul(state, 1103515245) + 12345) & 0x7fffffff;
    return (state >>> 16) % n;
  };
  const texts: string[] = [];
  for (let round = 0; round < count; round += 1) {
    let text = '';
    for (let part = random(8); part >= 0; part -= 1) text += pieces[random(pieces.length)] + gaps[random(gaps.length)];
    texts.push(text);
  }
  return texts;
}
