import { describe, expect, it } from 'vitest';
import type { BrandProfile } from '#contracts';
import { analyzeAnswer } from './answer-analyzer.js';
import { particlesFollow } from './korean.js';
import { detectMention } from './mention-detector.js';
import type { Sentiment } from './sentiment.js';
import { judgeSentiment } from './sentiment-judge.js';

/** A Korean name in Hangul with a Latin alias, among Korean competitors. */
const HANEUL: BrandProfile = {
  name: '하늘택배',
  aliases: ['Haneul'],
  domains: ['haneul-post.kr'],
  products: [],
  knownCompetitors: ['바다로지스', '초록배송'],
  category: '택배',
};
/** A short Hangul name that opens longer words ("토스트", "토스터"). */
const TOSU: BrandProfile = { name: '토스', aliases: [], domains: [], products: [], knownCompetitors: [] };
/** A Latin name written into Korean text. */
const ZENTRO: BrandProfile = {
  name: 'Zentro',
  aliases: [],
  domains: ['zentro.io'],
  products: [],
  knownCompetitors: ['Kamlab'],
  category: 'dashcam',
};
const XINGHE: BrandProfile = {
  name: '星河科技',
  aliases: ['星河'],
  domains: [],
  products: [],
  knownCompetitors: ['蓝海电子'],
  category: '行车记录仪',
};
const VOLTIK: BrandProfile = {
  name: 'Voltik',
  aliases: [],
  domains: ['voltik.com'],
  products: [],
  knownCompetitors: ['Brenno', 'Kalvex'],
};

describe('Korean particles written onto names', () => {
  const cases: [string, BrandProfile, string, boolean][] = [
    ['topic particle', HANEUL, '하늘택배는 배송이 빠릅니다.', true],
    ['possessive', HANEUL, '하늘택배의 요금은 합리적입니다.', true],
    ['object particle', HANEUL, '저는 하늘택배를 자주 이용합니다.', true],
    ['subject particle', HANEUL, '이 지역에서는 하늘택배가 가장 빠릅니다.', true],
    ['"also"', HANEUL, '하늘택배도 당일 배송을 합니다.', true],
    ['two particles', HANEUL, '하늘택배에서는 주말에도 접수합니다.', true],
    ['copula', HANEUL, '가장 저렴한 곳은 하늘택배입니다.', true],
    ['comparison', HANEUL, '바다로지스는 하늘택배보다 비쌉니다.', true],
    ['bare, before a space', HANEUL, '추천: 하늘택배 (전국 배송)', true],
    ['Latin alias before a particle', HANEUL, 'Haneul은 앱으로 예약할 수 있습니다.', true],
    ['Latin name before a particle', ZENTRO, 'Zentro는 화질이 좋습니다.', true],
    ['Latin name before a possessive', ZENTRO, 'Zentro의 블랙박스를 추천합니다.', true],
    ['not: a longer word opened by the name', TOSU, '아침으로 토스트를 먹었습니다.', false],
    ['not: another longer word', TOSU, '토스터가 고장 났습니다.', false],
    ['short name before a particle', TOSU, '토스는 송금 수수료가 없습니다.', true],
    ['not: the name inside a longer word', HANEUL, '파란하늘택배는 다른 회사입니다.', false],
    ['not: a Latin name inside a longer word', ZENTRO, 'Zentrocam은 다른 제품입니다.', false],
    ['no information', HANEUL, '죄송하지만 하늘택배에 대한 정보를 찾을 수 없습니다.', false],
    ['no information, other wording', HANEUL, '하늘택배에 대한 신뢰할 만한 정보가 없습니다.', false],
    ['not known to me', HANEUL, '하늘택배라는 회사는 잘 알지 못합니다.', false],
    ['never heard of it', HANEUL, '하늘택배에 대해 들어본 적이 없습니다.', false],
    [
      'no information, then a condition',
      HANEUL,
      '하늘택배에 대한 정보를 찾을 수 없습니다. 하늘택배가 신생 업체라면, 후기를 먼저 확인하세요.',
      false,
    ],
    ['a condition alone is still a mention', HANEUL, '하늘택배가 가깝다면, 직접 방문해도 됩니다.', true],
    [
      'no information of one thing, then a statement',
      HANEUL,
      '하늘택배의 요금표 정보는 없습니다. 다만 하늘택배는 전국에 지점이 있습니다.',
      true,
    ],
  ];
  it.each(cases)('%s', (_, brand, text, expected) => {
    expect(detectMention(text, brand)).toBe(expected);
  });

  const particles: [string, boolean][] = [
    ['는', true],
    ['에서는', true],
    ['입니다', true],
    ['트', false],
    ['터가', false],
    ['', true],
  ];
  it.each(particles)('particlesFollow("%s")', (text, expected) => {
    expect(particlesFollow(`${text} `, 0)).toBe(expected);
  });

  it('finds the position and competitors of a Korean list', () => {
    const text = [
      '추천하는 택배 회사는 다음과 같습니다.',
      '',
      '1. **바다로지스** – 요금이 저렴합니다.',
      '2. **하늘택배** – 배송이 빠르고 친절합니다.',
      '3. **초록배송** – 전국 배송을 지원합니다.',
    ].join('\n');
    const result = analyzeAnswer({ text, citations: [], brand: HANEUL });
    expect(result.mentioned).toBe(true);
    expect(result.position).toBe(2);
    expect(result.competitors).toEqual(['바다로지스', '초록배송']);
  });

  it('finds competitors named with particles in Korean prose', () => {
    const text = '하늘택배는 바다로지스보다 저렴하고, 초록배송과 비슷한 속도입니다.';
    const result = analyzeAnswer({ text, citations: [], brand: HANEUL });
    expect(result.position).toBe(1);
    expect(result.competitors).toEqual(['바다로지스', '초록배송']);
  });
});

describe('opinions in Korean, read by stems under their endings', () => {
  const cases: [string, string, Sentiment][] = [
    ['recommended', '하늘택배는 배송이 빠르고 친절해서 추천합니다.', 'positive'],
    ['good, excellent', '하늘택배의 서비스는 매우 훌륭합니다.', 'positive'],
    ['satisfied users', '많은 이용자가 하늘택배에 만족하고 있습니다.', 'positive'],
    ['good, negated after it', '하늘택배의 고객 응대는 좋지 않습니다.', 'negative'],
    ['recommendation negated after it', '급한 배송이라면 하늘택배는 추천하지 않습니다.', 'negative'],
    ['cannot recommend', '솔직히 하늘택배는 추천할 수 없습니다.', 'negative'],
    ['short negation before it', '하늘택배는 포장 상태가 안 좋습니다.', 'negative'],
    ['complaints and pricey', '하늘택배는 요금이 비싸고 불만이 많습니다.', 'negative'],
    ['complaints said to be absent', '하늘택배는 배송이 친절하며 불만이 거의 없습니다.', 'positive'],
    ['facts only', '하늘택배는 2005년에 설립되었으며 전국에 30개 지점이 있습니다.', 'neutral'],
    ['cheap, but slow: an ending of contrast', '하늘택배는 요금이 저렴하지만 배송이 느립니다.', 'negative'],
    [
      'slow, but kind: a word of contrast',
      '하늘택배는 배송이 느립니다. 하지만 직원들이 매우 친절하고 꼼꼼합니다.',
      'positive',
    ],
    ['praise of another brand only', '하늘택배는 전국에 지점이 있습니다. 바다로지스는 친절하고 빠릅니다.', 'neutral'],
  ];
  it.each(cases)('%s', (_, text, expected) => {
    expect(judgeSentiment(text, HANEUL)).toBe(expected);
  });
});

describe('opinions in Chinese, with negations before them', () => {
  const cases: [string, string, Sentiment][] = [
    ['recommended', '我推荐星河科技，画质清晰，性能稳定。', 'positive'],
    ['worth buying', '星河的性价比很高，值得购买。', 'positive'],
    ['well reviewed', '星河科技在用户中口碑很好，好评很多。', 'positive'],
    ['not recommended', '我不推荐星河科技，售后太麻烦。', 'negative'],
    ['advised against', '预算有限的话，我们不建议选择星河。', 'negative'],
    ['drawbacks', '星河不太好用，缺点是价格偏贵。', 'negative'],
    ['complaints', '星河科技的用户投诉较多，经常出现故障。', 'negative'],
    ['poor after-sales', '星河科技的售后服务很差。', 'negative'],
    ['no drawbacks', '星河科技没有明显缺点，用起来很省心。', 'positive'],
    ['facts only', '星河科技成立于2010年，总部位于深圳。', 'neutral'],
    ['cheap, but poor', '星河科技的价格便宜，但是售后服务不太好。', 'negative'],
    ['praise of another brand only', '星河科技总部位于深圳。蓝海电子的产品很可靠，值得推荐。', 'neutral'],
  ];
  it.each(cases)('%s', (_, text, expected) => {
    expect(judgeSentiment(text, XINGHE)).toBe(expected);
  });
});

describe('Chinese words that are other words in Japanese', () => {
  const SORANO: BrandProfile = {
    name: 'ソラノ',
    aliases: [],
    domains: [],
    products: [],
    knownCompetitors: ['ミドリ便'],
  };
  const cases: [string, string, Sentiment][] = [
    ['"差" is a difference in Japanese', 'ミドリ便とソラノのサービスに大きな差はありません。', 'neutral'],
    ['"便宜上" is "for convenience"', '便宜上、ソラノを「大手」と呼びます。', 'neutral'],
  ];
  it.each(cases)('%s', (_, text, expected) => {
    expect(judgeSentiment(text, SORANO)).toBe(expected);
  });
});

describe('opinions in Turkish, Danish and Czech', () => {
  const cases: [string, string, Sentiment][] = [
    [
      'Turkish: reliable, recommended',
      'Voltik güvenilir ve kullanışlı bir araç, kesinlikle tavsiye ederim.',
      'positive',
    ],
    ['Turkish: excellent support', "Voltik'in müşteri desteği mükemmel.", 'positive'],
    ['Turkish: pricey, complaints', 'Voltik pahalı ve kullanıcılar sık sık şikayet ediyor; sorunlar çok.', 'negative'],
    ['Turkish: not good', "Voltik'in mobil uygulaması iyi değil.", 'negative'],
    ['Turkish: facts', 'Voltik 2015 yılında İstanbul’da kuruldu.', 'neutral'],
    ['Danish: reliable, recommended', 'Voltik er pålidelig og brugervenlig, og jeg anbefaler den.', 'positive'],
    ['Danish: not recommended', 'Jeg vil ikke anbefale Voltik til store teams.', 'negative'],
    ['Danish: complaints', 'Voltik er langsom, og der er mange klager over supporten.', 'negative'],
    ['Danish: facts', 'Voltik blev grundlagt i 2015 og har kontor i Aarhus.', 'neutral'],
    ['Czech: excellent, reliable', 'Voltik je vynikající a spolehlivý nástroj, doporučuji ho.', 'positive'],
    ['Czech: not recommended', 'Voltik nedoporučuji, podpora je pomalá.', 'negative'],
    ['Czech: drawbacks', 'Voltik má nevýhody: drahý tarif a časté chyby.', 'negative'],
    ['Czech: facts', 'Voltik byl založen v roce 2015 v Brně.', 'neutral'],
    [
      'Turkish: popular, but complaints',
      'Voltik popüler bir araç, ancak kullanıcılar yavaş destekten şikayetçi.',
      'negative',
    ],
    ['Danish: popular, but slow', 'Voltik er populært, men supporten er langsom og dyr.', 'negative'],
    ['Czech: popular, but complaints', 'Voltik je oblíbený, ale uživatelé si stěžují na pomalou podporu.', 'negative'],
  ];
  it.each(cases)('%s', (_, text, expected) => {
    expect(judgeSentiment(text, VOLTIK)).toBe(expected);
  });
});

describe('"no information" answers in Turkish, Danish and Czech', () => {
  const cases: [string, string, boolean][] = [
    ['Turkish', 'Maalesef Voltik hakkında bilgi bulamadım.', false],
    ['Turkish, "I have none"', 'Voltik hakkında güvenilir bilgim yok.', false],
    ['Turkish, a statement', 'Voltik, küçük ekipler için uygun bir araçtır.', true],
    ['Danish', 'Jeg har desværre ingen oplysninger om Voltik.', false],
    ['Danish, cannot find', 'Jeg kan ikke finde nogen information om Voltik.', false],
    ['Danish, a statement', 'Voltik er et dansk værktøj til projektstyring.', true],
    ['Czech', 'Bohužel nemám žádné informace o společnosti Voltik.', false],
    ['Czech, a statement', 'Voltik je český nástroj pro řízení projektů.', true],
  ];
  it.each(cases)('%s', (_, text, expected) => {
    expect(detectMention(text, VOLTIK)).toBe(expected);
  });
});

describe('Korean names, read from list leads', () => {
  const ALONE: BrandProfile = { name: '하늘택배', aliases: [], domains: [], products: [], knownCompetitors: [] };
  const STAR: BrandProfile = { name: '星河科技', aliases: ['星河'], domains: [], products: [], knownCompetitors: [] };
  const cases: [string, BrandProfile, string, number, string[]][] = [
    [
      'Korean list, names unknown to the profile',
      ALONE,
      '추천 택배 회사:\n\n1. **바다로지스** – 요금이 저렴합니다.\n2. **하늘택배** – 배송이 빠릅니다.\n3. **초록배송** – 전국 배송.',
      2,
      ['바다로지스', '초록배송'],
    ],
    [
      'not: labels of details under an item',
      ALONE,
      '1. **하늘택배**\n   - **장점**: 빠른 배송\n   - **단점**: 높은 요금\n2. **바다로지스**\n   - **장점**: 저렴함',
      1,
      ['바다로지스'],
    ],
    ['not: Chinese labels of details', STAR, '**星河科技**\n\n- **优点**：画质好。\n- **缺点**：价格偏高。', 1, []],
    [
      'a Hangul name with its Latin spelling in brackets is known by that spelling, as a known competitor too',
      ZENTRO,
      '추천 블랙박스:\n\n- **카믈랩(Kamlab)** – 화질이 좋습니다.\n- **노바캠 (Novacam)** – 저렴합니다.\n- **바다캠** – 무난합니다.',
      0,
      ['Kamlab', 'Novacam', '바다캠'],
    ],
  ];
  it.each(cases)('%s', (_, brand, text, position, competitors) => {
    const result = analyzeAnswer({ text, citations: [], brand });
    expect(result.position).toBe(position);
    expect(result.competitors).toEqual(competitors);
  });
});
