import { describe, expect, it } from 'vitest';
import { type ItemKind, leadStop, parseAnswer } from './answer-structure.js';

const leads = (text: string) => {
  const doc = parseAnswer(text);
  return doc.items.map((item) => [item.kind, text.slice(item.lead.start, item.lead.end)]);
};

describe('parseAnswer', () => {
  it.each<[string, string, [ItemKind, string][]]>([
    [
      'numbered with bold',
      '1. **HubSpot** – free\n2. **Acme**: cheap',
      [
        ['numbered', 'HubSpot'],
        ['numbered', 'Acme'],
      ],
    ],
    [
      'bullets with separators',
      '- Pipedrive – visual\n* Close (calls)',
      [
        ['bullet', 'Pipedrive'],
        ['bullet', 'Close'],
      ],
    ],
    [
      'heading numbering',
      '## 1. HubSpot\ntext\n### Option 2: Acme\ntext',
      [
        ['heading', 'HubSpot'],
        ['heading', 'Acme'],
      ],
    ],
    ['table without its header', '| CRM | Price |\n|---|---|\n| Acme | $12 |', [['table-row', 'Acme']]],
    [
      'pick lines',
      'Top pick: Acme — cheap\nRunner-up: HubSpot',
      [
        ['pick', 'Acme'],
        ['pick', 'HubSpot'],
      ],
    ],
    ['bold label skipped', '- **Best for beginners:** Acme – simple', [['bullet', 'Acme']]],
    ['label then content', '- **Pros:** cheap, fast', [['bullet', 'cheap']]],
    ['link lead', '- [Acme review](https://example.org) – good', [['bullet', 'Acme review']]],
    ['sources section is not structure', 'Acme is good.\n\nSources:\n1. https://acme.com\n2. https://g2.com', []],
    ['horizontal rule is no bullet', '---\n***', []],
    ['spaced rules are no bullets', '- - -\n * * *\n_ _ _', []],
    [
      'bold numbering',
      '**1.** Acme\n__2)__ HubSpot',
      [
        ['numbered', 'Acme'],
        ['numbered', 'HubSpot'],
      ],
    ],
    ['bold lines are headings, not bullets', '**Acme**\ntext', [['heading', 'Acme']]],
    ['aligned table separator', '| CRM | Price |\n| :--- | ---: |\n| Acme | $12 |', [['table-row', 'Acme']]],
    ['bold pick line', '**Best overall:** Acme', [['pick', 'Acme']]],
    ['sources heading after markup', 'Acme is good.\n\n## **References**\n- https://acme.com', []],
    ['sources heading deeper than six', 'Acme is good.\n####### Sources\n- Acme', [['bullet', 'Acme']]],
    ['sources heading in capitals', 'Acme is good.\n**FURTHER READING:**\n- Acme', []],
    ['learn more heading', 'Acme is good.\nLearn more\n- Acme', []],
    [
      'pick lines of each opening word, in any case',
      "OUR TOP PICK: Acme\nMy pick: Zoho\nEditor’s Choice: no\nEditor's choice: Kit\nRunner-up: Bolt\nHONORABLE MENTION: Pipe\nALSO CONSIDER: Monday\nBottom line: Asana\nVerdict: Notion\nUpgrade pick: Jira\nwinner: Trello",
      [
        ['pick', 'Acme'],
        ['pick', 'Zoho'],
        ['pick', 'Kit'],
        ['pick', 'Bolt'],
        ['pick', 'Pipe'],
        ['pick', 'Monday'],
        ['pick', 'Asana'],
        ['pick', 'Notion'],
        ['pick', 'Jira'],
        ['pick', 'Trello'],
      ],
    ],
    ['numbered pick label', '1. **Best for teams:** Acme', [['numbered', 'Acme']]],
    ['no pick label', 'Bestial: Acme\nTopaz: Zoho', []],
  ])('%s', (_, text, expected) => {
    expect(leads(text)).toEqual(expected);
  });

  it('nests sub-bullets and heading sections under their parent', () => {
    const doc = parseAnswer('## Acme\n- Pros: cheap\n  - very cheap\n## HubSpot\nFree.');
    expect(doc.items.map((item) => item.parent)).toEqual([-1, 0, 1, -1]);
  });

  it('ends a list item at an unindented paragraph', () => {
    const text = '- Acme\n  continued\nNew paragraph.';
    const [item] = parseAnswer(text).items;
    expect(text.slice(item.start, item.end)).toBe('- Acme\n  continued\n');
  });

  it('splits sentences, not abbreviations or list numbers', () => {
    const text = '1. Acme vs. HubSpot, e.g. for teams. It is fast! Really?\nNext line';
    const doc = parseAnswer(text);
    expect(doc.sentences.map((s) => text.slice(s.start, s.end).trim())).toEqual([
      '1. Acme vs. HubSpot, e.g. for teams.',
      'It is fast!',
      'Really?',
      'Next line',
    ]);
  });

  it('blanks URLs in the folded text but keeps link text', () => {
    const text = 'See [Acme](https://acme.com/x) or https://g2.com/acme.';
    const doc = parseAnswer(text);
    expect(doc.folded).toHaveLength(text.length);
    expect(doc.folded).toMatch(/^see \[acme\] +or +\.$/);
    expect(doc.urls.map((url) => url.url)).toEqual(['https://acme.com/x', 'https://g2.com/acme']);
  });

  it.each([
    ['Acme is fast – and “cheap”… €12 per month.', false],
    ['Acmeは使いやすいです。', true],
    ['하늘택배는 빠릅니다.', true],
    ['Acme 很好', true],
    ['Ｆｕｌｌ width', true],
    // A sigma leaves the folding by table: no sign of the scripts is read then.
    ['ΟΔΟΣ Acme', true],
  ])('tells a text that may hold Japanese, Chinese or Korean: %s', (text, mayHoldWide) => {
    expect(parseAnswer(text).mayHoldWide).toBe(mayHoldWide);
  });
});

describe('leadStop', () => {
  const LEAD_STOP = /\s[-–—|]\s|[:(|]|,\s|\.\s|\.$|\s[-–—]$/;
  /** The lead's end as the pattern gives it: the stop or the limit, whichever comes first. */
  const byPattern = (text: string, limit: number) => Math.min(LEAD_STOP.exec(text)?.index ?? text.length, limit);

  it.each([
    ['Acme - CRM', 4],
    ['Acme – CRM', 4],
    ['Acme—CRM', 8],
    ['Acme | CRM', 4],
    ['Acme|CRM', 4],
    ['Acme: CRM', 4],
    ['Acme (CRM)', 5],
    ['Acme, CRM', 4],
    ['Acme,CRM', 8],
    ['Acme. CRM', 4],
    ['Acme.', 4],
    ['Acme.io', 7],
    ['Acme -', 4],
    ['Acme -x', 7],
    ['Acme\u00a0—\u3000CRM', 4],
    ['Acme ,', 6],
  ])('%s', (text, stop) => {
    expect(leadStop(text, 0, text.length, text.length)).toBe(stop);
    expect(byPattern(text, text.length)).toBe(stop);
  });

  it('agrees with the pattern on texts of its characters, at any start and limit', () => {
    const characters = ['a', 'B', ' ', '\t', '\u00a0', '\u2003', '-', '–', '—', '|', ':', '(', ',', '.', '\n', 'é'];
    let seed = 17;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % below;
    };
    for (let run = 0; run < 20000; run += 1) {
      let text = '';
      for (let length = random(12); length > 0; length -= 1) text += characters[random(characters.length)];
      const at = random(3);
      const end = Math.max(at, text.length - random(3));
      const limit = Math.min(end, at + random(12));
      const expected = at + byPattern(text.slice(at, end), limit - at);
      expect(leadStop(text, at, end, limit)).toBe(expected);
    }
  });
});
