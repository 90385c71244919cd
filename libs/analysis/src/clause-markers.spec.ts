import { describe, expect, it } from 'vitest';
import { parseAnswer } from './answer-structure.js';
import { sentimentMarkersIn, WatchedWords } from './clause-markers.js';
import { randomTexts } from './random-texts.js';

/** The markers of a one-sentence answer, as "text:role". */
function markers(text: string): string[] {
  const doc = parseAnswer(text);
  return sentimentMarkersIn(doc, { start: 0, end: text.length }).map(
    (marker) => `${doc.folded.slice(marker.start, marker.end).trim()}:${marker.role}`,
  );
}

describe('sentimentMarkersIn', () => {
  it.each([
    ['Acme is fast, but pricey.', ['but:turning']],
    ['Although Acme is pricey, it is fast.', ['although:conceding']],
    ['Acme is fast; support is slow.', [';:plain']],
    ['Acme is fast — support is slow.', ['—:plain']],
    ['Acme est rapide, mais cher.', ['mais:turning']],
    ['A opção mais barata é a Acme.', []],
    ['Acme es más barato, sin embargo es lento.', ['sin embargo:turning']],
    ['Acme is snel, maar duur.', ['maar:turning']],
    ['Acme ist schnell, obwohl teuer.', ['obwohl:conceding']],
    ['Butter, however, is not a marker inside words: rebuttal.', ['however:turning']],
    ['Acme sieht gut aus, überzeugt aber nicht.', [', uberzeugt aber:turning']],
    ['Acme is mooi, de app is echter traag.', [', de app is echter:turning']],
    ['Acme ist schnell, aber teuer.', ['aber:turning']],
    ['Acme ist aber teuer.', ['aber:turning']],
    ['Fans like Acme, while critics find it slow.', ['while:plain']],
    ['While Acme is slow, it is cheap.', ['while:conceding']],
    ['Acme är snabb, men dyr.', ['men:turning']],
    ['Acme sells shoes for men and women.', []],
    ['Acme ist teuer, doch gut.', ['doch:turning']],
    ['Acme ist ja doch teuer.', []],
    ['Acme is traag. Toch is het de moeite waard.', ['toch:turning']],
    ['Acme es caro; aun así, lo recomiendo.', [';:plain', 'aun asi:turning']],
    ['Acme è caro, sebbene veloce.', ['sebbene:conceding']],
    ['Acme är dyr, även om den är snabb.', ['aven om:conceding']],
  ])('%j', (text, expected) => {
    expect(markers(text)).toEqual(expected);
  });
});

describe('WatchedWords', () => {
  const watched = new WatchedWords([
    [['only', 'so'], 1],
    [['depend', 'dependra'], 2],
  ]);
  const found = (text: string, start = 0, end = text.length) => {
    sentimentMarkersIn(parseAnswer(text), { start, end }, watched);
    return watched.found;
  };

  it.each([
    ['Acme is fine only if you pay.', 1],
    ['It depends, so pick one.', 1],
    ['Cela depend du prix, but only for now.', 3],
    ['Dependra de vous.', 2],
    ['The dependency is solid.', 0],
    ['Also notable.', 0],
    ['x-only if', 1],
    ['3only if', 0],
    ['_only if', 0],
    ['onlyif', 0],
  ])('finds the watched words of %j as whole words: %i', (text, bits) => {
    expect(found(text)).toBe(bits);
  });

  it('reads only the sentence given, whose start is a word boundary', () => {
    expect(found('xonly if', 1, 8)).toBe(1);
    expect(found('only if. Fine.', 9, 14)).toBe(0);
  });

  it('finds a watched word exactly where it is a whole run of word characters opening on a lower-case letter', () => {
    const pieces = ['only', 'so', 'depend', 'dependra', 'but', 'however', 'sin', 'embargo', 'x', 'é', '3', '_', 'Only'];
    const gaps = [' ', '\t', '\u00a0', '', '-', "'", ',', '; ', ' – ', '_', 'é'];
    for (const text of randomTexts(pieces, gaps, 20_000, 5)) {
      const doc = parseAnswer(text);
      const runs = doc.folded.match(/(?<![A-Za-z0-9_])[a-z][A-Za-z0-9_]*/g) ?? [];
      const expected =
        (runs.some((run) => run === 'only' || run === 'so') ? 1 : 0) |
        (runs.some((run) => run === 'depend' || run === 'dependra') ? 2 : 0);
      sentimentMarkersIn(doc, { start: 0, end: doc.folded.length }, watched);
      if (watched.found !== expected) throw new Error(`${watched.found} for ${JSON.stringify(text)}`);
    }
  });

  it('refuses a word a clause marker of several words holds after its first', () => {
    expect(() => new WatchedWords([[['embargo'], 1]])).toThrow(/inside a clause marker/);
    expect(() => new WatchedWords([[['Only'], 1]])).toThrow(/lower-case/);
  });
});
