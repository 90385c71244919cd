/**
 * Opinion words of the further languages: Korean, Chinese, Turkish, Danish and Czech. Kept apart from
 * sentiment-lexicon.ts, which spreads them in before its own entries: a word both lexicons list keeps
 * the weight the main lexicon gives it, so these entries change nothing in the languages read before.
 *
 * Korean words are stems, read as the start of a word under its endings (opinion-scorer's
 * addKoreanWord): "좋" reads "좋다", "좋은", "좋습니다". Chinese words are the words ICU's dictionary
 * segmentation finds ("不太好", "好|评"), phrases written with spaces between those words.
 */
import { foldSetupKey as foldKey } from './text-folding.js';

/** sentiment-lexicon's lexiconWords: the words of a list, folded, `stem(a|b)` spelled out. */
function lexiconWords(words: string): string[] {
  return words
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .flatMap((word) => {
      const open = word.indexOf('(');
      if (open < 0) return [foldKey(word)];
      const close = word.indexOf(')', open);
      return word
        .slice(open + 1, close)
        .split('|')
        .map((ending) => foldKey(word.slice(0, open) + ending + word.slice(close + 1)));
    });
}

function weighted(weight: number, words: string): [string, number][] {
  return lexiconWords(words).map((word) => [word, weight]);
}

/** Korean stems: recommended, good, excellent, satisfied, kind, neat, thorough, well received, trustworthy… */
export const KOREAN_WEIGHTS: ReadonlyMap<string, number> = new Map([
  ...weighted(
    1,
    `추천 좋 훌륭 우수 만족 친절 깔끔 꼼꼼 호평 매력 믿을 신뢰할 안정적 편리 편하 쉽 쉬운 쉬워 강력 뛰어나 뛰어난 뛰어납
    유용 최고 든든 알차 칭찬`,
  ),
  ...weighted(1.5, '탁월 완벽'),
  // Popular, affordable, reasonable, fast, decent: mild.
  ...weighted(0.5, '인기 저렴 합리적 빠르 빠른 빨라 빠릅 무난'),
  // Pricey, slow, inconvenient, complaints, regrettable, bad, lacking, disappointing, complicated, defects,
  // breakdowns, delays, criticism, controversy, drawbacks, unkind.
  ...weighted(
    -1,
    `비싸 비싼 비쌉 느리 느린 느려 느립 불편 불만 아쉽 아쉬운 아쉬워 아쉬움 나쁘 나쁜 나빠 나쁩 부족 실망 복잡 결함 고장
    지연 비판 논란 단점 불친절`,
  ),
  ...weighted(-1.5, '형편없 최악'),
]);

/**
 * Korean negations written after what they negate: "좋지 않다", "추천하지 않습니다", "추천하지 못합니다",
 * "추천할 수 없다", "추천하기 어렵다". Stems, like the opinion words.
 */
export const KOREAN_POST_NEGATORS: readonly string[] = ['않', '못하', '못해', '못합', '못했', '없', '어렵', '어려'];
/** Korean "없다": after a complaint, the complaint is absent ("불만이 없다", "단점이 거의 없습니다"). */
export const KOREAN_ABSENT = '없';

/** Chinese words, as segmented, and phrases of segmented words. */
const CHINESE_WEIGHTS: [string, number][] = [
  ...weighted(
    1,
    `推荐 值得 好评 优秀 出色 可靠 稳定 满意 靠谱 优质 好用 耐用 省心 划算 首选 最佳 强大 高效 不错 流畅 友好 信赖
    最好的 出众 口碑好`,
  ),
  ...weighted(1.5, '卓越 完美'),
  ...weighted(0.5, '便捷 方便 实惠 便宜 热门 领先 受欢迎'),
  ...weighted(-0.5, '贵'),
  ...weighted(
    -1,
    // Not "差" alone: in Japanese it is a difference ("大きな差はありません"); "很|差", "太|差" are phrases below.
    `缺点 昂贵 投诉 不满 故障 缺乏 失望 麻烦 不足 卡顿 延迟 批评 争议 不稳定 差评 不太好 偏贵 太贵 较贵`,
  ),
  // Slow, as segmented: "速度|慢", "速度|很慢"; not worth it ("不值得"); (too) expensive ("太|贵了").
  ...weighted(-1, '慢 很慢 不值得'),
  ...weighted(-0.5, '贵了'),
  ...weighted(-1.5, '糟糕'),
];

/** Chinese phrases, as segmented words: "好|评", "首|选", "偏|贵", "不|建议". */
export const FURTHER_PHRASE_WEIGHTS: readonly [string, number][] = [
  ['好 评', 1],
  ['首 选', 1],
  ['性 价 比 很高', 1],
  ['性 价 比 高', 1],
  ['偏 贵', -1],
  ['很 差', -1],
  ['太 差', -1],
  ['比较 差', -1],
  ['不 建议', -1.5],
  // Fast as a speed ("速度|很快"); "很快" alone is also "soon".
  ['速度 快', 0.5],
  ['速度 很快', 0.5],
  ['我不 建议', -1.5],
  // Turkish: "I recommend", "recommended"; "I don't recommend"; "stands out"; "disappointment".
  ['tavsiye ederim', 1],
  ['tavsiye edilir', 1],
  ['tavsiye ediyorum', 1],
  ['tavsiye etmem', -1.5],
  ['tavsiye etmiyorum', -1.5],
  ['one cıkıyor', 1],
  ['one cıkan', 1],
  ['hayal kırıklıgı', -1],
  // Turkish: "I'd prefer", "I wouldn't prefer"; Czech: "I would (not) choose" ("bych nevybral").
  ['tercih ederim', 1],
  ['tercih etmem', -1.5],
  ['tercih etmezdim', -1.5],
  ['bych vybral', 1],
  ['bych vybrala', 1],
  ['bych zvolil', 1],
  ['bych zvolila', 1],
  ['bych nevybral', -1.5],
  ['bych nevybrala', -1.5],
  ['bych nezvolil', -1.5],
  ['bych nezvolila', -1.5],
  // Worth the money: Turkish "paraya değer", Danish "pengene værd", Czech "stojí za to" ("nestojí", not).
  ['paraya deger', 1],
  ['parasına deger', 1],
  ['pengene værd', 1],
  ['stoji za to', 1],
  ['nestoji za to', -1],
  // Chinese: "rated highly", "many problems" ("问题" alone is also a question).
  ['评价 很高', 1],
  ['很多 问题', -1],
  ['太 贵了', -1],
  // Japanese, as segmented and folded ("が" reads "か"): highly rated, rated highly, easy to use, worth
  // choosing; caution needed, the connection drops.
  ['評価 か 高い', 1],
  // "良い点" (good points) is a label, no praise.
  ['良い 点', 0],
  ['高 く 評価', 1],
  ['使い や すい', 1],
  ['使い や すく', 1],
  ['選 ふ 価値', 1],
  ['注意 か 必要', -0.5],
  ['接続 切れ', -1],
];

/** Turkish, folded: good, excellent, reliable, successful, quality, satisfied, liked, praised, easy, handy… */
const TURKISH_WEIGHTS: [string, number][] = [
  ...weighted(
    1,
    `iyi harika güvenilir başarılı kaliteli memnun beğeniliyor beğenilen övülüyor önerilir öneririm sağlam kullanışlı
    kolay favori etkileyici sorunsuz övüyor övüyorlar övgü övgüler`,
  ),
  // Not worth it.
  ...weighted(-1, 'değmez'),
  ...weighted(1.5, 'mükemmel muhteşem'),
  ...weighted(0.5, 'hızlı uygun pratik popüler avantajlı'),
  ...weighted(
    -1,
    `kötü pahalı yavaş sorun sorunlar sorunlu şikayet şikayetler şikayetçi zayıf eksik yetersiz karmaşık dezavantaj
    dezavantajı dezavantajları olumsuz güvenilmez sınırlı`,
  ),
  ...weighted(-1.5, 'önermem önermiyorum kaçının berbat'),
];

/** Danish: good, excellent, reliable, user-friendly, satisfied, impressive, easy; bad, slow, complaints… */
const DANISH_WEIGHTS: [string, number][] = [
  ...weighted(
    1,
    `god gode pålidelig(|e|t) brugervenlig(|e|t) tilfreds(|e) glimrende solid(|e|t) effektiv(|e|t) stabil(|e|t)
    imponerende fleksibel fleksible fleksibelt nemt nemme udmærket(|e) anbefaler anbefales anbefalet anbefalede
    anbefale anbefaling roser`,
  ),
  ...weighted(1.5, 'fremragende'),
  ...weighted(0.5, 'godt populær(|e) billig(|e) hurtig(|e)'),
  ...weighted(
    -1,
    `dårlig(|e|t) langsom(|me|t) klager problemer ustabil(|e|t) upålidelig(|e|t) besværlig(|e|t) skuffende mangler
    ulempe(|r|n) dyrere frustrerende kritik kritiseret fejl forsinkelser begrænset begrænsede`,
  ),
  ...weighted(-0.5, 'dyr dyre'),
  ...weighted(-1.5, 'frarådes fraråder'),
];

/** Czech, folded: excellent, reliable, quality, recommended, satisfied, intuitive, best; bad, slow… */
const CZECH_WEIGHTS: [string, number][] = [
  ...weighted(
    1,
    `skvělý skvělá skvělé skvělou výborný výborná výborné spolehlivý spolehlivá spolehlivé kvalitní doporučuji
    doporučujeme doporučit doporučený doporučená doporučené spokojeni spokojený spokojenost intuitivní stabilní
    nejlepší ideální chválí chválený chválená chválené`,
  ),
  ...weighted(1.5, 'vynikající'),
  ...weighted(0.5, 'oblíbený oblíbená oblíbené levný levná levné rychlý rychlá jednoduchý jednoduchá'),
  ...weighted(
    -1,
    `špatný špatná špatné špatnou pomalý pomalá pomalé pomalou pomalého nespolehlivý nespolehlivá stížnosti stížnost
    stěžují stěžuje nevýhoda nevýhody zklamání chyby dražší horší kritika nepohodlný drahý drahá drahé omezený omezená`,
  ),
  ...weighted(-0.5, 'složitý složitá'),
  // Good, and the other cases of the common adjectives ("nemá dobrou podporu", "se spolehlivým
  // připojením", "pomalých aktualizací"): -ý -á -é -ou -ého -ém -ým -í -ých -ými.
  ...weighted(1, 'dobr(ý|á|é|ou|ého|ém|ým|ých|ými)'),
  ...weighted(
    1,
    `skvěl(ého|ém|ým|í|ých|ými) výborn(ou|ého|ém|ým|í|ých|ými) spolehliv(ou|ého|ém|ým|í|ých|ými)
    stabilním stabilních`,
  ),
  ...weighted(0.5, 'rychl(é|ou|ého|ém|ým|í|ých|ými) levn(ou|ého|ém|ým|í|ých|ými)'),
  ...weighted(
    -1,
    `špatn(ého|ém|ým|í|ých|ými) pomal(ém|ým|í|ých|ými) nespolehliv(é|ou|ého|ém|ým|í|ých|ými) drah(ou|ého|ém|ým|ých|ými)`,
  ),
  ...weighted(-1.5, 'nedoporučuji nedoporučujeme'),
];

/** Every further word with its weight, to be spread in before the main lexicon's words. */
export const FURTHER_WORD_WEIGHTS: readonly [string, number][] = [
  ...KOREAN_WEIGHTS,
  ...CHINESE_WEIGHTS,
  ...TURKISH_WEIGHTS,
  ...DANISH_WEIGHTS,
  ...CZECH_WEIGHTS,
];

/** Recommending words of the further languages: negated outright ("不推荐", "ikke anbefale"), a verdict against. */
export const FURTHER_VERDICTS: readonly string[] = lexiconWords(
  `추천 推荐 值得 anbefaler anbefales anbefalet anbefale doporučuji doporučujeme doporučit`,
);

/** Verdicts against of the further languages: "fraråder", "nedoporučuji", "önermem". */
export const FURTHER_VERDICTS_AGAINST: readonly string[] = lexiconWords(
  'fraråder frarådes nedoporučuji nedoporučujeme önermem önermiyorum kaçının',
);

/**
 * Negations before what they negate: Korean "안", "못", "별로", "그다지", "전혀"; Chinese "不", "没", "没有",
 * "并不", "不是", "从不", "我不" (as segmented); Danish "ikke", "ingen", "uden"; Czech "není", "nejsou", "nemá", "bez".
 */
export const FURTHER_NEGATORS: readonly string[] = lexiconWords(
  `안 못 별로 그다지 전혀 不 没 没有 并不 不是 从不 我不 毫不 ikke uden intet není nejsou nebyl nebyla nebylo nemá
  nemají`,
);

/** Negations closing their clause after the opinion: Turkish "değil" ("iyi değil"), "yok" ("şikayet yok"), Danish "ikke". */
export const FURTHER_CLOSING_NEGATORS: readonly string[] = lexiconWords('değil ikke yok');
