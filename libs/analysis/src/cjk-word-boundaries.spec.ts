import { describe, expect, it } from 'vitest';
import type { BrandProfile } from '#contracts';
import { analyzeAnswer } from './answer-analyzer.js';
import { parseAnswer } from './answer-structure.js';
import { continuesWord, WritingClass } from './character-classes.js';
import { detectMention } from './mention-detector.js';
import type { Sentiment } from './sentiment.js';
import { judgeSentiment } from './sentiment-judge.js';

/** A katakana name with a kanji tail and a Latin alias, among competitors in katakana and kanji. */
const SORANO: BrandProfile = {
  name: 'ソラノ運送',
  aliases: ['ソラノ', 'Sorano'],
  domains: ['sorano-unso.jp'],
  products: [],
  knownCompetitors: ['ミドリ便', '青空急便', 'Kumo Express'],
  category: '運送業者',
};

/** A Latin name written into Japanese and Chinese text. */
const ZENTRO: BrandProfile = {
  name: 'Zentro',
  aliases: [],
  domains: ['zentro.io'],
  products: [],
  knownCompetitors: ['カメラボ', '星河科技'],
  category: 'dashcam',
};

/** A name in ideographs, for Chinese text. */
const XINGHE: BrandProfile = {
  name: '星河科技',
  aliases: ['星河'],
  domains: [],
  products: [],
  knownCompetitors: ['蓝海电子', 'Zentro'],
  category: '行车记录仪',
};

const HUAWEI: BrandProfile = { name: '华为', aliases: [], domains: [], products: [], knownCompetitors: ['小米'] };
const NITTSU: BrandProfile = { name: '日通', aliases: [], domains: [], products: [], knownCompetitors: [] };

const mentions: [string, BrandProfile, string, boolean][] = [
  ['katakana name before a hiragana particle', SORANO, 'ソラノは配送が早いです。', true],
  ['katakana and kanji name before a particle', SORANO, '引越しならソラノ運送がおすすめです。', true],
  ['katakana name before kanji', SORANO, 'ソラノ便の料金は安いです。', true],
  ['katakana name after a particle', SORANO, '比較するとソラノのほうが安い。', true],
  ['Latin alias before a particle', SORANO, 'Soranoの見積もりは無料です。', true],
  ['katakana name in brackets', SORANO, '「ソラノ」の評判を調べました。', true],
  ['katakana name after a middle dot', SORANO, 'ミドリ便・ソラノの二社を比べます。', true],
  ['not: inside a longer katakana word', SORANO, 'パラソラノートは文房具です。', false],
  ['not: a longer katakana word starting with the name', SORANO, 'ソラノートの新製品が出ました。', false],
  ['not: a longer katakana word ending with the name', SORANO, 'カソラノは別の会社です。', false],
  ['Latin name before a particle', ZENTRO, 'Zentroのドラレコは画質が良い。', true],
  ['Latin name before kanji', ZENTRO, 'Zentro製のカメラを使っています。', true],
  ['Latin name in Chinese', ZENTRO, '我推荐Zentro的行车记录仪。', true],
  ['not: inside a longer Latin word', ZENTRO, 'Zentrocamのドラレコは高い。', false],
  ['ideographic name inside Chinese text', XINGHE, '我觉得星河科技的产品不错。', true],
  ['ideographic alias after a verb', XINGHE, '很多人选择星河的记录仪。', true],
  ['absent', XINGHE, '蓝海电子的价格更便宜。', false],
  ['Chinese name between ideographs', HUAWEI, '我推荐华为手机。', true],
  ['Chinese name before a conjunction', HUAWEI, '比较华为和小米。', true],
  ['Japanese name in ideographs before a particle', NITTSU, '大手の日通に頼むと安心です。', true],
  ['not: ideographs of two words that spell the name', NITTSU, '毎日通勤に使っています。', false],
  ['Japanese no information', SORANO, '「ソラノ運送」という会社の情報は見つかりませんでした。', false],
  [
    'Japanese no information, then a condition',
    SORANO,
    'ソラノについての情報はありません。ソラノが新しい会社であれば、口コミも少ないでしょう。',
    false,
  ],
  [
    'Japanese no information, then a statement',
    SORANO,
    'ソラノの料金表の情報はありません。ただ、ソラノは全国に支店があります。',
    true,
  ],
  ['Japanese: not known to me', SORANO, '申し訳ありませんが、ソラノという業者は存じ上げません。', false],
  ['Chinese no information', XINGHE, '抱歉，我没有找到关于星河科技的信息。', false],
  ['Chinese no information, then a condition', XINGHE, '我没有星河的资料。如果星河是新品牌，请查看评价。', false],
  ['Chinese: not familiar', XINGHE, '我不熟悉星河科技这个品牌。', false],
];

describe('names in scripts written without spaces', () => {
  it.each(mentions)('%s', (_, brand, text, expected) => {
    expect(detectMention(text, brand)).toBe(expected);
  });

  it('finds the position and competitors of a Japanese list', () => {
    const text = [
      'おすすめの運送会社は次の通りです。',
      '',
      '1. **ミドリ便** – 料金が安い。',
      '2. **ソラノ運送** – 対応が丁寧。',
      '3. **青空急便** – 全国対応。',
    ].join('\n');
    const result = analyzeAnswer({ text, citations: [], brand: SORANO });
    expect(result.mentioned).toBe(true);
    expect(result.position).toBe(2);
    expect(result.competitors).toEqual(['ミドリ便', '青空急便']);
  });

  it('finds competitors named in Japanese prose', () => {
    const text = 'ソラノ運送はミドリ便より安く、青空急便と同じくらいの品質です。';
    const result = analyzeAnswer({ text, citations: [], brand: SORANO });
    expect(result.mentioned).toBe(true);
    expect(result.competitors).toEqual(['ミドリ便', '青空急便']);
  });
});

describe('sentences of Japanese and Chinese text', () => {
  const cases: [string, string, string[]][] = [
    ['ideographic full stops, no spaces', 'ソラノは速い。料金は高い。', ['ソラノは速い。', '料金は高い。']],
    [
      'full-width exclamation and question marks',
      '本当に安い！どこで頼む？ソラノです。',
      ['本当に安い！', 'どこで頼む？', 'ソラノです。'],
    ],
    ['a closing bracket stays with its sentence', '「とても丁寧。」と評判です。', ['「とても丁寧。」', 'と評判です。']],
    ['Chinese', '星河很好。蓝海一般！', ['星河很好。', '蓝海一般！']],
    ['English is split as before', 'Acme is fast. It is cheap.', ['Acme is fast.', ' It is cheap.']],
  ];
  it.each(cases)('%s', (_, text, expected) => {
    const doc = parseAnswer(text);
    expect(doc.sentences.map((span) => text.slice(span.start, span.end))).toEqual(expected);
  });
});

describe('continuesWord', () => {
  const cases: [string, WritingClass, string, boolean][] = [
    ['Latin after Latin', WritingClass.Alphabetic, 'a', true],
    ['digit after Latin', WritingClass.Alphabetic, '7', true],
    ['hiragana after Latin', WritingClass.Alphabetic, 'の', false],
    ['kanji after Latin', WritingClass.Alphabetic, '製', false],
    ['katakana after katakana', WritingClass.Katakana, 'ト', true],
    ['prolonged sound mark after katakana', WritingClass.Katakana, 'ー', true],
    ['middle dot after katakana', WritingClass.Katakana, '・', false],
    ['hiragana after katakana', WritingClass.Katakana, 'は', false],
    ['kanji after katakana', WritingClass.Katakana, '便', false],
    ['kanji after kanji', WritingClass.Ideographic, '的', false],
    ['space', WritingClass.Alphabetic, ' ', false],
  ];
  it.each(cases)('%s', (_, edge, neighbour, expected) => {
    expect(continuesWord(edge, neighbour.codePointAt(0) ?? 0)).toBe(expected);
  });
});

describe('opinions in Japanese, read by words without spaces', () => {
  const cases: [string, string, Sentiment][] = [
    ['recommended', 'ソラノ運送は対応が丁寧で、おすすめです。', 'positive'],
    ['well received', '利用者の間でソラノは好評です。', 'positive'],
    ['recommendation negated: cannot recommend', '繁忙期に頼むなら、ソラノはあまりおすすめできません。', 'negative'],
    ['recommendation negated: hard to recommend', '急ぎの方には、ソラノは正直おすすめしにくいです。', 'negative'],
    ['complaints', 'ソラノについては、電話がしつこいという不満が目立ちます。', 'negative'],
    ['facts only', 'ソラノ運送は1998年に創業し、全国に20の支店があります。', 'neutral'],
    ['praise of another brand only', 'ソラノは全国に支店があります。ミドリ便は丁寧で好評です。', 'neutral'],
  ];
  it.each(cases)('%s', (_, text, expected) => {
    expect(judgeSentiment(text, SORANO)).toBe(expected);
  });
});
