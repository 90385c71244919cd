import { describe, expect, it } from 'vitest';
import { parseAnswer } from './answer-structure.js';
import { sentimentMarkersIn } from './clause-markers.js';

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
