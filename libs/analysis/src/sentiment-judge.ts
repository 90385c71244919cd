import type { BrandProfile } from '#contracts';
import { type AnswerDocument, parseAnswer, type Span } from './answer-structure.js';
import { isLetterOrDigit, isWhitespace } from './character-classes.js';
import { type MarkerRole, sentimentMarkersIn, WatchedWords } from './clause-markers.js';
import { type AnswerBrands, findAnswerBrands } from './competitor-extractor.js';
import { listIntroduction } from './list-introduction.js';
import { listReferences } from './list-references.js';
import { LiteralNames } from './literal-names.js';
import { findBrandMentions, type Occurrence, sentenceAt } from './mention-detector.js';
import { OpeningWordings } from './opening-wordings.js';
import {
  lastScoredMayRate,
  lastScoredRemedies,
  lastScoredVerdict,
  scoreOpinion,
  scoreOpinionIn,
} from './opinion-scorer.js';
import { firstWordsOf, groupedByFirstLetter } from './pattern-alternatives.js';
import { allMatches } from './pattern-matches.js';
import { optionItems } from './position-finder.js';
import { type PreparedBrand, prepareBrand } from './prepared-brand.js';
import type { Sentiment } from './sentiment.js';
import { BEST_CHOICE, PICKING, VERDICTS } from './sentiment-lexicon.js';

/** At least this much verdict against the brand ("not recommended", "avoid") decides a mixed answer. */
const VERDICT_DECIDES = 1;
/** Below this total, in either direction, the answer's words about the brand are neutral. */
const THRESHOLD = 0.75;

/** The weight of a clause after "but", "however", and of the clause right before it (the one it turns from). */
const TURNING_WEIGHT = 1.5;
const TURNED_FROM_WEIGHT = 0.75;
/**
 * "Good ideas, but more problems than benefits": a clause turned from by a clear judgement of the other
 * valence is conceded, and weighs this little; a mild reservation ("but reporting could be better")
 * leaves it TURNED_FROM_WEIGHT.
 */
const OVERRULED_WEIGHT = 0.25;
/** The least opinion of a turning clause that overrules the one before. */
const OVERRULING = 1;
/**
 * "Die Geräuschunterdrückung ist top, aber die Verbindung bricht ständig ab": a clear judgement turned
 * from in the same sentence announces the other valence, even when the words after "but" are none the
 * lexicon knows. Such a clause is read as this much of the other valence.
 */
const IMPLIED_TURN = 0.75;
/** "Although it is pricey, ...": a concession, weighed less, up to its comma. */
const CONCESSION_WEIGHT = 0.3;
/** "**HubSpot** – cheaper than Acme": a comparison whose other brand is named in the clause before, weighed less. */
const IMPLIED_COMPARISON_WEIGHT = 0.5;
/**
 * What compares two brands, in the languages of the lexicon: "than", "besser als", "mejor que", "plus
 * cher qu'", "migliore di", "goedkoper dan", "bättre än". The connector ("als", "que", "di", "dan", "än")
 * only after a comparative, looked behind: alone they are common words ("als Alternative", "an alternative"),
 * and a pattern opening on any word would try every word of the clause.
 */
const COMPARATOR =
  /\b(?:(?:than|outperforms?|beats?|surpass(?:es)?|over|ahead of|edges? out|trumps?|lags? behind|falls? behind|inferior to|superior to|rispetto a|(?<=[a-z]er )(?:als|dan)|(?<=\b(?:mejor|peor|meilleure?s?|pire|melhor|pior|(?:mas|menos|plus|moins|mais) [a-z]+) )que|(?<=\b(?:migliore|peggiore|meglio|peggio|(?:piu|meno) [a-z]+) )(?:di|del|della|dello|dei|delle)|(?<=\b(?:battre|samre|mer|mindre|[a-z]+are) )an)(?![a-z0-9])|(?<=\b(?:meilleure?s?|pire|(?:plus|moins) [a-z]+) )qu')/;
/** Between the brand and another: "switched from Acme to HubSpot", "von Acme zu HubSpot", "de Acme a HubSpot". */
const SWITCH_BETWEEN = /^(?:'s)?\s+(?:to|for|zu|zum|a|al|à|naar|till|para|pour|per|verso)\s+(?:the\s+)?$/;
/** Verbs of customers leaving one brand for another, in the languages of the lexicon. */
const SWITCHING =
  /\b(?:switch(?:ed|es|ing)?|mov(?:ed|es|ing)|migrat(?:e|ed|es|ing)|left|leaving|defect(?:ed|ing)?|gewechselt|wechseln|wechselt|umgestiegen|umsteigen|pasado|pasan|pasaron|cambiado|cambian|cambiaron|passes?|passent|passati|passano|passato|overgestapt|overstappen|bytt|byter|bytte|mudaram|mudou|trocaram|trocou)\b/;
/** What names the brand as the thing replaced, right before it: "alternatives to", "instead of", "switched from". */
const REPLACING =
  /(?:alternatives? to|instead of|rather than|competitors? (?:to|of)|switch(?:ed|ing)? (?:away )?from|moved? away from|migrat(?:e|ed|ing) from|\b(?:an)?statt|anstelle von|au lieu de|en lugar de|en vez de|invece di|in plaats van|istallet for|zamiast|em vez de|em lugar de)\s+(?:the\s+)?$/;
/**
 * What sets the brand against the one an item or clause praises, right before it: "unlike Acme", "im Gegensatz
 * zu", "a diferencia de", "contrairement à", "a differenza di", "in tegenstelling tot", "ao contrário da",
 * "w przeciwieństwie do", "till skillnad från". The clause's praise is the other's, and criticism of the brand.
 */
const CONTRASTED =
  /(?:\bunlike|in contrast to|contrary to|im gegensatz zu|anders als|a diferencia de|contrairement a|a differenza di|in tegenstelling tot|ao contrario d[aoe]s?|w przeciwienstwie do|till skillnad fran)\s+(?:the\s+)?$/;
/** A choice left to the reader's situation: "depends on", "hängt davon ab", "dépend de", "depende de", "dipende da". */
const DEFERRED_WORDINGS = [
  'depends\\s+(?:on|largely|mostly|entirely|on\\s+whether)|(?:comes|boils)\\s+down\\s+to',
  "hangt\\s+(?:\\S+\\s+){0,3}?(?:davon\\s+ab|von)|depend(?:ra)?\\s+(?:de|du|des|d')",
  'depende(?:ra)?\\s+(?:\\S+\\s+)?(?:de|del|da|do)|dipende\\s+(?:\\S+\\s+)?(?:da|dal|dalla|dai|dalle)',
  'hangt\\s+(?:ervan\\s+)?af|beror\\s+(?:\\S+\\s+)?pa|zalezy\\s+(?:\\S+\\s+)?od',
];
const DEFERRED = new RegExp(`\\b(?:${groupedByFirstLetter(DEFERRED_WORDINGS)})\\b`);
/**
 * "Instead", "stattdessen", "plutôt", "en su lugar", "invece", "in plaats daarvan", "istället", "em vez disso",
 * "zamiast tego", "i stedet", "místo toho", "bunun yerine" (folded), not "instead of": in a clause choosing
 * another brand, it puts that brand in the place of the one named before.
 */
const INSTEAD =
  /\b(?:instead(?! of)|stattdessen|plutot(?! que)|en su lugar|invece(?! di)|piuttosto(?! che)|in plaats daarvan|liever|istallet(?! for)|hellre|em vez disso|em seu lugar|zamiast tego|i stedet(?! for)|hellere|misto toho|bunun yerine)\b/;
/** "Acme gets the job done, but I'd pick HubSpot instead": choosing another brand in its place, a verdict against. */
const CHOSEN_INSTEAD = -1;
/**
 * "Both", "either", "beide", "les deux", "ambos", "tanto … como", "entrambi", "allebei", "både", "båda", "os dois", "oba", "begge",
 * "obě", "her ikisi" (folded): a judgement the clause shares out between the brand and another.
 */
const SHARED =
  /\b(?:both|either|beide|beiden|les deux|tous deux|ambos|ambas|tanto|entrambi|entrambe|tutti e due|allebei|bade|bada|bagge|os dois|as duas|oba|obie|obaj|begge|obe|her ikisi|ikisi de)\b/;
/**
 * "Phonak and Oticon are both top-tier, you won't go wrong with either": praise shared with another brand
 * sets neither apart, and weighs this much of a clause's praise of the brand alone.
 */
const SHARED_PRAISE_WEIGHT = 0.5;
/**
 * A use restricted to a niche, in the languages of the corpora: "only if", "mainly for", "nur wenn", "seulement
 * si", "solo para", "solo se", "alleen als", "bara om", "só se", "apenas para", "tylko dla", "kun hvis", "jen pro"
 * (folded).
 */
const RESTRICTED_WORDINGS = [
  '(?:only|mainly|solely)\\s+(?:if|when|for)|nur\\s+(?:wenn|falls|fur)|(?:seulement|uniquement)\\s+(?:si|pour)',
  '(?:solo|solamente)\\s+(?:si|para|se|per)|soltanto\\s+(?:se|per)|(?:alleen|enkel)\\s+(?:als|voor)',
  '(?:bara|endast)\\s+(?:om|for)|(?:so|apenas)\\s+(?:se|para)|tylko\\s+(?:jesli|dla)|kun\\s+(?:hvis|for)',
  'jen\\s+(?:pokud|pro)',
];
const RESTRICTED = new RegExp(`\\b(?:${groupedByFirstLetter(RESTRICTED_WORDINGS)})\\b`);
/**
 * The words RESTRICTED's and DEFERRED's wordings open on, watched for in the sentences read: where one
 * matches in a clause, the word its wording opens on is a whole word of the clause's sentence (firstWordsOf),
 * so each is only tested in the clauses of a sentence holding one of its words. Nearly none does, and these
 * large patterns, tested clause by clause between the scorer's passes, cost there far more than the
 * characters they read.
 */
const RESTRICTING = 1;
const DEFERRING = 2;
const WATCHED = new WatchedWords([
  [firstWordsOf(RESTRICTED_WORDINGS), RESTRICTING],
  [firstWordsOf(DEFERRED_WORDINGS), DEFERRING],
]);
/**
 * "Omega is best only for wheatgrass", "pick Cuckoo only if you want...": a brand recommended for a niche
 * only is advised against for the rest; the clause weighs at most this.
 */
const RESTRICTED_USE = -0.75;
/** The picking verbs, as words: "pick", "choose", "nehmen", "choisir", "elegir", "kiezen", "välja", "go with". */
const PICKING_WORD = new RegExp(`(?<![\\p{L}\\p{N}])(?:${PICKING.join('|')})(?![\\p{L}\\p{N}])`, 'u');
/** "X has more listings than Acme": a comparison in another brand's favour is at least this negative. */
const UNFAVOURABLE_COMPARISON = -0.75;
/**
 * How a sentence that goes on speaking of the brand named in the one before opens: a pronoun, "the
 * app", "many users", or a word that goes on from it ("However,", "Unfortunately,"). Sticky: tried at
 * the sentence's start in the folded answer.
 */
const FOLLOW_UP_START =
  /[\s*_>-]*(?:it|its|it's|they|their|them|(?:the|its) (?:brand|company|platform|app|mobile app|tool|service|bank|product|shoe|roaster|hotel|airline|software|interface|support|customer support|pricing|subscription|device|machine|provider|insurer)|(?:many |some |most |several |other )?(?:users|customers|reviewers|owners|buyers|critics)|however|but|that said|still|unfortunately|sadly|on the (?:downside|upside|plus side|other hand)|in practice|overall|additionally|in addition)\b/y;
/**
 * What opens advice rather than more about the brand: a condition ("If you...", "Wenn du...", "Si
 * buscas...", "Zoek je..."), in the languages of the lexicon. Sticky: tried at a sentence's start.
 */
const CONDITION_START =
  /[\s*_>-]*(?:if|unless|whether|for (?:anyone|those|people|users|teams|buyers)|wenn|falls|sofern|si|se|als|indien|om|ifall|caso|qualora|zoek je|zoekt u|wil je|wilt u|suchst du|brauchst du|cherchez-vous|buscas)\b/y;
/**
 * What opens the answer's summing-up ("On balance,", "**Bottom line:**", "Fazit:", "En résumé", "En
 * definitiva", "In conclusione", "Kortom", "Sammanfattningsvis", "Em resumo"): its verdict outweighs the
 * pros and cons before it. Sticky: tried at a sentence's start.
 */
const SUMMING_UP = new OpeningWordings(
  '*_>#-',
  'on balance|overall|all in all|in short|in summary|to sum up|bottom line|verdict|the verdict|my verdict|in conclusion|fazit|insgesamt|unterm strich|alles in allem|kurz gesagt|en resume|au final|en conclusion|en definitiva|en resumen|en conclusion|in conclusione|in sintesi|nel complesso|kortom|al met al|samengevat|sammanfattningsvis|sammantaget|em resumo|no geral|em suma|slutsats|sammanfattning|werdykt|podsumowanie|podsumowujac|w skrocie|conclusion|conclusie|conclusao|conclusione|veredicto|veredito|verdetto|verdikt|oordeel',
);
/**
 * What opens an aside granted against the answer's drift ("To be fair, the app looks nice.", "Immerhin ist
 * die App hübsch.", "Eso sí, ...", "Trzeba przyznać, że ..."): the sentence weighs as a concession. Sticky:
 * tried at a sentence's start.
 */
const FAIR_ASIDE = new OpeningWordings(
  '*_>-',
  'to be fair|in fairness|admittedly|to (?:its|their) credit|in (?:its|their) defen[cs]e|fairerweise|zugegeben(?:ermassen)?|immerhin|il faut (?:le )?reconnaitre|a sa decharge|eso si|para ser justos?|hay que reconocer|ad onor del vero|va detto che|bisogna riconoscere|om eerlijk te zijn|eerlijk is eerlijk|toegegeven|verdade seja dita|e justo dizer|for att vara rattvis|trzeba przyznac|uczciwie mowiac',
);

/** At least this much opinion in the summing-up decides the answer's direction. */
const SUMMARY_DECIDES = 1;
/** What may open a clause before the brand it speaks of: punctuation, a list number and one word. */
const CLAUSE_OPENING = /^[\s\p{P}\p{N}]*(?:\p{L}+[\s,]+)?/u;
const QUESTION_MARK = 0x3f;
const COLON = 0x3a;

/** A clause of a sentence: its span, its weight and whether a contrast word ("but") or a concession opens it. */
interface Clause {
  span: Span;
  weight: number;
  role: MarkerRole;
  /** Opened by "even so", "trotzdem": a turn that implies no other valence. */
  evenSo: boolean;
  /** The bits of the WATCHED words its sentence holds. */
  watched: number;
}

/** A sentence cut into clauses, each with the weight its contrast word gives it. */
function clausesOf(doc: AnswerDocument, sentence: Span): Clause[] {
  const markers = sentimentMarkersIn(doc, sentence, WATCHED);
  const watched = WATCHED.found;
  const clauses: Clause[] = [];
  let start = sentence.start;
  let role: MarkerRole = 'plain';
  let evenSo = false;
  const push = (end: number) => {
    if (end <= start) return;
    const comma = role === 'conceding' ? doc.folded.indexOf(',', start) : -1;
    if (comma > start && comma < end) {
      clauses.push(
        { span: { start, end: comma }, weight: CONCESSION_WEIGHT, role, evenSo, watched },
        { span: { start: comma, end }, weight: 1, role: 'plain', evenSo: false, watched },
      );
    } else {
      const weight = role === 'turning' ? TURNING_WEIGHT : role === 'conceding' ? CONCESSION_WEIGHT : 1;
      clauses.push({ span: { start, end }, weight, role, evenSo, watched });
    }
  };
  for (const marker of markers) {
    push(marker.start);
    start = marker.start;
    role = marker.role;
    evenSo = marker.evenSo;
  }
  push(sentence.end);
  return clauses;
}

/** What questionIn finds: a statement (no question) or a question asked outright. */
const NO_QUESTION = -2;
const ASKED = -1;

/**
 * Whether a sentence asks a question ("Which is better, Acme or HubSpot?"), which gives no opinion:
 * ASKED, or NO_QUESTION. A statement ending on a question it quotes ('Acme is the tool for "why is it
 * slow?"') asks none: the offset of the quote, whose words are the question's, not opinions.
 */
function questionIn(doc: AnswerDocument, sentence: Span): number {
  const text = doc.folded;
  let at = sentence.end - 1;
  while (at > sentence.start && isClosingMark(text.charCodeAt(at))) at -= 1;
  if (text.charCodeAt(at) !== QUESTION_MARK) return NO_QUESTION;
  // The opening mark of a quote holding the question mark, and whether words come before it.
  let open = at - 1;
  while (open > sentence.start) {
    const code = text.charCodeAt(open);
    if (code === 0x22 || code === 0x201c || code === 0xab) break;
    open -= 1;
  }
  for (let before = sentence.start; before < open; before += 1)
    if (isLetterOrDigit(text.charCodeAt(before))) return open;
  return ASKED;
}

/** White space, emphasis, closing quotes and brackets. */
function isClosingMark(code: number): boolean {
  return (
    isWhitespace(code) ||
    code === 0x2a ||
    code === 0x5f ||
    code === 0x22 ||
    code === 0x27 ||
    code === 0x29 ||
    code === 0x5d ||
    code === 0x201d ||
    code === 0xbb
  );
}

/**
 * Ratings: "4.6/5", "2 out of 5", "8/10", "4.5 stars", "1-star", and in the other languages "4,5 von 5",
 * "4,2 sur 5", "3 de 5 estrellas", "4,1 su 5", "4 uit 5", "4,3 av 5", "2 Sterne", "4 étoiles".
 */
const RATING =
  /(?<![\d.,])(\d{1,2}(?:[.,]\d{1,2})?)\s*(?:(?:\/|out of|von|sur|de|su|uit|av)\s*(5|10)(?![\d/.,]\d)|[\s-]*(?:stars?\b|★|sterne?n?\b|etoiles?\b|estrellas?\b|stelle\b|stella\b|sterren\b|ster\b|stjarnor\b|stjarna\b|estrelas?\b))/g;
/** What a rating adds to its clause: at least 4 of 5 is praise, at most 2.5 of 5 a complaint. */
const RATING_WEIGHT = 1;

/** What the ratings of text[start, end) add to it. */
function ratingsIn(text: string, start: number, end: number): number {
  let total = 0;
  for (const match of allMatches(RATING, text.slice(start, end))) {
    const value = Number.parseFloat(match[1].replace(',', '.'));
    const scale = match[2] === '10' ? 10 : 5;
    if (value > scale) continue;
    const share = value / scale;
    total += share >= 0.8 ? RATING_WEIGHT : share <= 0.5 ? -RATING_WEIGHT : 0;
  }
  return total;
}

/** Whether no line break separates two offsets: two sentences of a paragraph. */
function isSameParagraph(text: string, from: number, to: number): boolean {
  for (let at = from; at < to; at += 1) if (text.charCodeAt(at) === 0x0a) return false;
  return true;
}

/** Words of a sentence introducing other brands than the one it names ("Alternatives to Acme:"). */
const OTHERS_INTRODUCED =
  /\b(?:alternatives?|competitors?|rivals?|instead|options|others?|similar|compared|vs|versus|alternativen|alternatives|alternativas|alternative|alternatieven)\b/;

/** Whether a sentence introducing a list speaks of other brands than the one it names. */
function introducesOthers(doc: AnswerDocument, sentence: Span): boolean {
  return OTHERS_INTRODUCED.test(doc.folded.slice(sentence.start, sentence.end));
}

/** Words of a sentence introducing plans or prices ("Acme has three tiers:"): the list is a price list. */
const PLANS_INTRODUCED =
  /\b(?:tiers?|plans?|pricing|prices?|editions?|packages?|preise|tarife?|tarifs?|precios|planes|prezzi|piani|prijzen|abonnementen|precos|planos|priser)\b/;

/** Words of a sentence introducing steps ("How to descale an Acme:"): the list is instructions, not opinions. */
const STEPS_INTRODUCED =
  /\b(?:how to|steps?|step-by-step|instructions|schritte|anleitung|so geht|etapes|instructions|pasos|instrucciones|passaggi|istruzioni|stappen|stappenplan|steg|instruktioner|passos|instrucoes)\b/;

/** Whether a sentence introducing a list introduces plans, prices or steps: items that describe, not judge. */
function introducesPlans(doc: AnswerDocument, sentence: Span): boolean {
  const text = doc.folded.slice(sentence.start, sentence.end);
  return PLANS_INTRODUCED.test(text) || STEPS_INTRODUCED.test(text);
}

/** The starts of the sentences sentencesAbout last chose as items of a price list; reused. */
const planItems: number[] = [];
/** What the opinions of a price list's items weigh: "Free: generous quotas" describes a plan (decisions §3). */
const PLAN_ITEM_WEIGHT = 0.5;

/** Whether a sentence ends with a colon: it introduces what follows. */
function endsWithColon(doc: AnswerDocument, sentence: Span): boolean {
  let at = sentence.end - 1;
  while (at > sentence.start && isClosingMark(doc.folded.charCodeAt(at))) at -= 1;
  return doc.folded.charCodeAt(at) === COLON;
}

/** Whether the line holding an offset is a list item ("- ", "* ", "• ", "1. ", "2) "). */
function isListLine(doc: AnswerDocument, offset: number): boolean {
  const text = doc.folded;
  let at = text.lastIndexOf('\n', offset - 1) + 1;
  while (at < offset && (text.charCodeAt(at) === 0x20 || text.charCodeAt(at) === 0x09)) at += 1;
  const code = text.charCodeAt(at);
  if (code === 0x2d || code === 0x2a || code === 0x2b || code === 0x2022) return text.charCodeAt(at + 1) === 0x20;
  let digits = at;
  // The sentence may start at the line's start, before its number ("1. **Slow sync.**").
  while (digits < text.length && text.charCodeAt(digits) >= 0x30 && text.charCodeAt(digits) <= 0x39) digits += 1;
  return digits > at && (text.charCodeAt(digits) === 0x2e || text.charCodeAt(digits) === 0x29);
}

/** Whether the line holding an offset is a markdown table row ("| Acme | $12 | Easy to clean |"). */
function isTableRow(doc: AnswerDocument, offset: number): boolean {
  const text = doc.folded;
  let at = text.lastIndexOf('\n', offset - 1) + 1;
  while (at < offset && (text.charCodeAt(at) === 0x20 || text.charCodeAt(at) === 0x09)) at += 1;
  return text.charCodeAt(at) === 0x7c;
}

/**
 * What the opinion words of a table row weigh: its cells describe features ("Easy to clean", "Quiet"),
 * and a feature table is neutral (decisions §3); only a row of strong words tips the answer.
 */
const TABLE_ROW_WEIGHT = 0.25;
/**
 * "| Acme | poor | springs break, corrodes quickly |": a cell of faults is criticism, not a feature. From
 * this much complaint in a row's clause, its words weigh TABLE_FAULTS_WEIGHT.
 */
const TABLE_FAULTS = -2;
const TABLE_FAULTS_WEIGHT = 0.5;

/**
 * A table's column of strengths: "Pros", "Strengths", "What owners like", "Lo mejor", "Stärken", "Zalety",
 * "Výhody", "Artılar", "長所", "优点", "장점" (folded: "vyhody", "guclu yonler").
 */
const PROS_COLUMN =
  /^\s*(?:pros?|strengths?|upsides?|advantages?|likes?|what (?:\S+ ){0,2}(?:like|love)s?|the good|best|lo mejor|ventajas|puntos fuertes|a favor|pros|vorteile|starken|pluspunkte|positiv|avantages|points forts|pour|vantaggi|punti di forza|pregi|voordelen|pluspunten|sterke punten|fordelar|styrkor|fordele|styrker|vantagens|pontos fortes|zalety|plusy|mocne strony|vyhody|klady|artılar|avantajlar|guclu yonler|長所|メリット|良い点|优点|장점)\s*$/;
/**
 * A table's column of weaknesses: "Cons", "Weaknesses", "What owners dislike", "Lo peor", "Schwächen", "Wady",
 * "Nevýhody", "Eksiler", "短所", "デメリット" (folded "テメリット"), "缺点", "단점".
 */
const CONS_COLUMN =
  /^\s*(?:cons?|weaknesses|downsides?|drawbacks?|disadvantages?|dislikes?|what (?:\S+ ){0,2}(?:dislike|hate)s?|the bad|worst|lo peor|desventajas|puntos debiles|en contra|contras?|nachteile|schwachen|minuspunkte|negativ|inconvenients|points faibles|contre|svantaggi|punti deboli|difetti|contro|nadelen|minpunten|zwakke punten|nackdelar|svagheter|ulemper|svagheder|desvantagens|pontos fracos|wady|minusy|slabe strony|nevyhody|zapory|eksiler|dezavantajlar|zayıf yonler|短所|テメリット|悪い点|気になる点|缺点|단점)\s*$/;
/** How many more items one of the columns must hold for the row to judge its brand. */
const TABLE_ITEMS_DECIDE = 2;
/** What a row whose weaknesses outnumber its strengths (or the reverse) adds to the opinion. */
const TABLE_ITEMS_WEIGHT = 1;

/** The cells of the table row text[start, end): the text between its pipes. */
function cellsOf(text: string, start: number, end: number): string[] {
  const cells = text.slice(start, end).trim().split('|');
  return cells.slice(1, cells[cells.length - 1].trim() === '' ? -1 : undefined);
}

/** The items of a cell: what its commas and semicolons separate ("、", "，", "；" too), dashes ("–") for none left out. */
function itemsIn(cell: string): number {
  let count = 0;
  for (const item of cell.split(/[,;、，；]|\s\+\s/)) if (/\p{L}/u.test(item)) count += 1;
  return count;
}

/**
 * "| DFDS | cheap fares | delays, crowded, limited seating |": in a table with columns of strengths and
 * weaknesses, a row with clearly more of one than the other judges its brand, whatever the words
 * (the cells' words alone weigh TABLE_ROW_WEIGHT). 0 for any other row.
 */
function prosAndConsOf(doc: AnswerDocument, rowStart: number): number {
  const text = doc.folded;
  // The table's first line is its header.
  let header = rowStart;
  for (let above = text.lastIndexOf('\n', header - 2); ; above = text.lastIndexOf('\n', above - 1)) {
    const lineStart = above + 1;
    let at = lineStart;
    while (text.charCodeAt(at) === 0x20 || text.charCodeAt(at) === 0x09) at += 1;
    if (text.charCodeAt(at) !== 0x7c || lineStart >= header) break;
    header = lineStart;
    if (above < 0) break;
  }
  if (header === rowStart) return 0;
  const headerEnd = text.indexOf('\n', header);
  const columns = cellsOf(text, header, headerEnd < 0 ? text.length : headerEnd);
  const pros = columns.findIndex((column) => PROS_COLUMN.test(column));
  const cons = columns.findIndex((column) => CONS_COLUMN.test(column));
  if (pros < 0 || cons < 0) return 0;
  const rowEnd = text.indexOf('\n', rowStart);
  const cells = cellsOf(text, rowStart, rowEnd < 0 ? text.length : rowEnd);
  if (cells.length !== columns.length) return 0;
  const difference = itemsIn(cells[pros]) - itemsIn(cells[cons]);
  return Math.abs(difference) >= TABLE_ITEMS_DECIDE ? Math.sign(difference) * TABLE_ITEMS_WEIGHT : 0;
}

/** The start of the line holding an offset. */
function lineStartAt(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

/** Whether the line holding an offset is a markdown heading ("## Acme"). */
function isHeadingLine(doc: AnswerDocument, offset: number): boolean {
  const text = doc.folded;
  let at = text.lastIndexOf('\n', offset - 1) + 1;
  while (at < offset && (text.charCodeAt(at) === 0x20 || text.charCodeAt(at) === 0x09)) at += 1;
  return text.charCodeAt(at) === 0x23;
}

/** Whether text[from, to) holds no letter or digit: two clauses or sentences that follow each other. */
function isGap(text: string, from: number, to: number): boolean {
  if (to - from > 8) return false;
  for (let at = from; at < to; at += 1) if (isLetterOrDigit(text.charCodeAt(at))) return false;
  return true;
}

/** Index of the sentence containing an offset, or -1 (sentenceAt's search). */
function sentenceIndexAt(doc: AnswerDocument, offset: number): number {
  let low = 0;
  let high = doc.sentences.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const sentence = doc.sentences[middle];
    if (offset < sentence.start) high = middle - 1;
    else if (offset >= sentence.end) low = middle + 1;
    else return middle;
  }
  return -1;
}

/** The sentences the verdict is read from: those naming the brand, its own item, and "It ..." follow-ups. */
function sentencesAbout(
  doc: AnswerDocument,
  mentions: Occurrence[],
  brands: AnswerBrands,
  others: LiteralNames | null,
): Span[] {
  const sentences = doc.sentences;
  // In the order first chosen; a sentence is chosen once.
  const chosen: Span[] = [];
  const isChosen = new Uint8Array(sentences.length);
  const choose = (index: number) => {
    if (isChosen[index] === 0) {
      isChosen[index] = 1;
      chosen.push(sentences[index]);
    }
  };
  // Offsets outside every sentence stand for empty spans of their own (sentenceAt), once each.
  const outside = new Set<number>();
  for (const mention of mentions) {
    if (mention.start >= doc.sourcesStart) continue;
    const index = sentenceIndexAt(doc, mention.start);
    if (index >= 0) choose(index);
    else if (!outside.has(mention.start)) {
      outside.add(mention.start);
      chosen.push(sentenceAt(doc, mention.start));
    }
  }
  for (const index of optionItems(doc, brands)) {
    if (!brands.itemBrands[index]?.isSubject) continue;
    const item = doc.items[index];
    const chooseRange = (start: number, end: number) => {
      for (let sentence = firstSentenceFrom(doc, start); sentence < sentences.length; sentence += 1) {
        if (sentences[sentence].start >= end) break;
        choose(sentence);
      }
    };
    if (!others?.firstIn(doc.folded, item.lead.start, item.lead.end)) {
      chooseRange(item.start, item.end);
      continue;
    }
    // An item that presents the brand with others ("## Acme vs. HubSpot") speaks of it in its own line
    // and in the items inside it that present the brand alone ("### Acme").
    const lineEnd = doc.folded.indexOf('\n', item.lead.end);
    chooseRange(item.start, lineEnd >= 0 && lineEnd < item.end ? lineEnd : item.end);
    for (let inner = index + 1; inner < doc.items.length && doc.items[inner].start < item.end; inner += 1) {
      const lead = doc.items[inner].lead;
      if (brands.itemBrands[inner]?.isSubject && !others.firstIn(doc.folded, lead.start, lead.end)) {
        chooseRange(doc.items[inner].start, doc.items[inner].end);
      }
    }
  }
  // Whether the sentences read last are the list a chosen sentence introduced ("What users say about Acme:"),
  // and whether that sentence introduced plans ("Acme has three tiers:").
  let inList = false;
  let inPlanList = false;
  planItems.length = 0;
  for (let index = 1; index < sentences.length; index += 1) {
    const sentence = sentences[index];
    const previous = sentences[index - 1];
    if (isChosen[index - 1] === 0 || sentence.start >= doc.sourcesStart) {
      inList = false;
      continue;
    }
    if (isChosen[index] === 1) {
      // An item naming the brand ("- Refunds: Acme pays in credit") keeps the list it is in going.
      inList = inList && isListLine(doc, sentence.start);
      continue;
    }
    const opensList: boolean = !inList && endsWithColon(doc, previous) && !introducesOthers(doc, previous);
    if (opensList) inPlanList = introducesPlans(doc, previous);
    const introduced: boolean = inList || opensList;
    inList =
      introduced &&
      isListLine(doc, sentence.start) &&
      others?.firstIn(doc.folded, sentence.start, sentence.end) == null;
    if (inList) {
      choose(index);
      if (inPlanList) planItems.push(sentence.start);
      continue;
    }
    // Under a heading that names the brand ("## Should you renew Acme?"), its first paragraph goes on about it.
    if (!isSameParagraph(doc.folded, previous.end, sentence.start) && !isHeadingLine(doc, previous.start)) continue;
    if (others?.firstIn(doc.folded, sentence.start, sentence.end)) continue;
    FOLLOW_UP_START.lastIndex = sentence.start;
    if (FOLLOW_UP_START.test(doc.folded)) choose(index);
    else if (isHeadingLine(doc, previous.start) || isSameParagraph(doc.folded, previous.end, sentence.start)) {
      // In any language, a paragraph goes on about the brand its sentence before spoke of alone
      // ("Die App ist übersichtlich.", "Los clientes se quejan..."), unless it turns to advice ("If you...").
      CONDITION_START.lastIndex = sentence.start;
      if (!CONDITION_START.test(doc.folded) && !others?.firstIn(doc.folded, previous.start, previous.end))
        choose(index);
    }
  }
  chooseVerdictLines(doc, mentions, others, isChosen, choose);
  return chosen;
}

/**
 * "**Verdict:** I'd skip it.", "**Werdykt:** nie polecam.", "**Veredicto:** no la recomiendo": a summing-up
 * that names no brand judges the brand named last before it. Chosen when that is the brand itself.
 */
function chooseVerdictLines(
  doc: AnswerDocument,
  mentions: Occurrence[],
  others: LiteralNames | null,
  isChosen: Uint8Array,
  choose: (index: number) => void,
): void {
  if (mentions.length === 0) return;
  const firstMention = mentions[0].start;
  for (let index = firstSentenceFrom(doc, mentions[0].end); index < doc.sentences.length; index += 1) {
    const sentence = doc.sentences[index];
    if (sentence.start >= doc.sourcesStart) break;
    if (isChosen[index] === 1 || sentence.start <= firstMention) continue;
    if (!SUMMING_UP.opens(doc.folded, sentence.start) || others?.firstIn(doc.folded, sentence.start, sentence.end))
      continue;
    let last = -1;
    for (const mention of mentions) if (mention.end <= sentence.start) last = mention.end;
    if (last >= 0 && !others?.firstIn(doc.folded, last, sentence.start)) choose(index);
  }
}

/** Index of the first sentence starting at or after an offset. */
function firstSentenceFrom(doc: AnswerDocument, offset: number): number {
  let low = 0;
  let high = doc.sentences.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (doc.sentences[middle].start >= offset) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The brand's mentions in text[start, end), blanked out, as a text of its own. */
function blankMentions(text: string, start: number, end: number, mentions: Occurrence[]): string {
  let out = text.slice(start, end);
  for (const mention of mentions) {
    const from = mention.start - start;
    const to = mention.end - start;
    if (to > 0 && from < out.length)
      out = out.slice(0, Math.max(0, from)) + ' '.repeat(Math.min(to, out.length) - Math.max(0, from)) + out.slice(to);
  }
  return out;
}

/** Which characters of a clause are names, not opinions (offsets from the clause start); reused. */
let blankMask = new Uint8Array(512);

/**
 * Marks the brand's mentions and, when asked, the other brands' names (as found once the mentions are
 * blanked out) in the clause text[start, end).
 */
function markNames(
  text: string,
  start: number,
  end: number,
  mentions: Occurrence[],
  others: LiteralNames | null,
): Uint8Array {
  if (blankMask.length < end - start) blankMask = new Uint8Array(2 * (end - start));
  blankMask.fill(0, 0, end - start);
  for (const mention of mentions) {
    if (mention.end > start && mention.start < end) {
      blankMask.fill(1, Math.max(0, mention.start - start), Math.min(end, mention.end) - start);
    }
  }
  if (others) {
    for (const hit of others.allIn(blankMentions(text, start, end, mentions))) blankMask.fill(1, hit.start, hit.end);
  }
  return blankMask;
}

/** The verdict and picking verbs, with an article or "for" after them: what may stand right before the option picked. */
const PICKING_BEFORE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${[...VERDICTS, ...PICKING]
    .filter((verb) => !BEST_CHOICE.includes(verb))
    .sort((a, b) => b.length - a.length)
    .join(
      '|',
    )})\\s+(?:(?:the|le|la|les|l'|el|los|il|lo|de|het|den|der|die|das|o|a|os|as|zu|for|pour|por|per|voor)\\s+)*`,
  'gu',
);

/**
 * Whether a clause naming the brand picks another brand after it: "entre Acme et HubSpot, je conseillerais
 * HubSpot", "between Acme and HubSpot I'd go with HubSpot". Its recommendation is of the other brand.
 */
function picksOther(doc: AnswerDocument, from: number, end: number, others: LiteralNames): boolean {
  // A picking verb ends on white space, where a name after it is on a boundary read from `from` as well:
  // with no other brand after the brand, none can follow a picking verb (and the verbs need not be looked for).
  if (!others.firstIn(doc.folded, from, end)) return false;
  for (const match of allMatches(PICKING_BEFORE, doc.folded.slice(from, end))) {
    const at = from + match.index + match[0].length;
    if (others.firstIn(doc.folded, at, end)?.start === at) return true;
  }
  return false;
}

/**
 * Whether a clause about another brand chooses it instead of the brand: "but I'd pick HubSpot instead", "je
 * prendrais plutôt HubSpot", "ik zou liever voor HubSpot gaan". A choosing word of the answer's own and "instead".
 */
function choosesInstead(doc: AnswerDocument, span: Span, mentions: Occurrence[], others: LiteralNames): boolean {
  if (!INSTEAD.test(doc.folded.slice(span.start, span.end))) return false;
  scoreOpinionIn(doc.folded, span.start, span.end, markNames(doc.folded, span.start, span.end, mentions, others));
  return lastScoredVerdict() > 0;
}

/**
 * Whether a clause shares its judgement between the brand and another: "both", "beide", "ambos" with another
 * brand on the brand's side of it ("Acme and HubSpot are both", "both HubSpot and Acme"), not with brands
 * of their own ("HubSpot and Pipedrive both ..., and Acme is").
 */
function sharesPraise(doc: AnswerDocument, span: Span, subjectAt: Occurrence, others: LiteralNames): boolean {
  const shared = SHARED.exec(doc.folded.slice(span.start, span.end));
  if (!shared) return false;
  const at = span.start + shared.index;
  return subjectAt.start < at
    ? others.firstIn(doc.folded, span.start, at) !== null
    : others.firstIn(doc.folded, at, span.end) !== null;
}

/** The last words of CONTRASTED's wordings, and of REPLACING's: what the text before the brand ends on when they match. */
const CONTRASTED_LAST_WORDS = [
  'unlike',
  'to',
  'zu',
  'als',
  'de',
  'a',
  'di',
  'tot',
  'da',
  'do',
  'das',
  'dos',
  'des',
  'fran',
];
const REPLACING_LAST_WORDS = ['to', 'of', 'than', 'from', 'statt', 'von', 'de', 'di', 'van', 'for', 'zamiast'];

/**
 * Whether text[from, end) ends as CONTRASTED or REPLACING end when they match: on one of their last words,
 * white space, then "the" and white space or not. Tested before the patterns, which try every place of the
 * text before the brand: the words before most brands are none of these.
 */
function mayEndOn(text: string, from: number, end: number, lastWords: readonly string[]): boolean {
  let at = end;
  while (at > from && isWhitespace(text.charCodeAt(at - 1))) at -= 1;
  if (at === end) return false;
  if (endsWithOneOf(text, from, at, lastWords)) return true;
  if (at - 4 < from || !text.startsWith('the', at - 3) || !isWhitespace(text.charCodeAt(at - 4))) return false;
  let before = at - 3;
  while (before > from && isWhitespace(text.charCodeAt(before - 1))) before -= 1;
  return endsWithOneOf(text, from, before, lastWords);
}

function endsWithOneOf(text: string, from: number, end: number, words: readonly string[]): boolean {
  for (const word of words) if (end - word.length >= from && text.startsWith(word, end - word.length)) return true;
  return false;
}

/** Whether the clause clauseScore last read was about another brand, or compared another brand with it. */
let ledByOther = false;

/**
 * The opinion a clause gives of the brand; null for a clause about another brand. `afterOther`: the
 * clause before, in the same sentence, was about another brand.
 */
function clauseScore(
  doc: AnswerDocument,
  span: Span,
  mentions: Occurrence[],
  others: LiteralNames | null,
  afterOther: boolean,
  watched: number,
): number | null {
  ledByOther = true;
  const subjectAt = mentions.find((mention) => mention.start >= span.start && mention.start < span.end);
  // "HubSpot is powerful but expensive": a clause that names no brand goes on about the one before.
  if (afterOther && !subjectAt) return null;
  const otherAt = others ? others.firstIn(doc.folded, span.start, span.end) : null;
  const otherOffset = otherAt ? otherAt.start - span.start : -1;
  if (otherAt && !subjectAt) {
    // A clause that opens on another brand ("but HubSpot is far more powerful") speaks of that brand.
    const opening = CLAUSE_OPENING.exec(doc.folded.slice(span.start, span.end))?.[0].length ?? 0;
    if (otherOffset <= opening + 4) return null;
    const comparator = COMPARATOR.exec(doc.folded.slice(span.start, otherAt.start));
    if (!comparator) return null;
  }
  ledByOther = false;
  // Names are not opinions: "HelloFresh", "Fresh Market", "Best Buy".
  const names = markNames(doc.folded, span.start, span.end, mentions, otherAt ? others : null);
  let score = scoreOpinionIn(doc.folded, span.start, span.end, names, doc.text);
  const clause = doc.folded.slice(span.start, span.end);
  // "The better choice depends on your environment", "welche Lösung besser passt, hängt davon ab": a verdict
  // deferred to the reader's situation praises neither option.
  if (score > 0 && (watched & DEFERRING) !== 0 && DEFERRED.test(clause)) score = 0;
  if (subjectAt && (otherAt || afterOther)) {
    // "HubSpot is better than Acme", "**HubSpot** – cheaper than Acme": the praise goes to the brand
    // named before the comparison.
    const comparator = COMPARATOR.exec(clause);
    const subjectOffset = subjectAt.start - span.start;
    if (comparator && otherAt && subjectOffset < comparator.index && comparator.index < otherOffset) {
      // "Acme offers fewer integrations than HubSpot": a comparison with another brand is a clear judgement.
      if (score !== 0 && Math.abs(score) < -UNFAVOURABLE_COMPARISON)
        score = Math.sign(score) * -UNFAVOURABLE_COMPARISON;
    } else if (comparator && (otherAt ? otherOffset < comparator.index : true) && comparator.index < subjectOffset) {
      ledByOther = true;
      // Named in the clause, the other brand is compared outright; named before, the comparison is implied.
      if (otherAt) score = -score <= 0 ? Math.min(-score, UNFAVOURABLE_COMPARISON) : -score;
      else score = -score * IMPLIED_COMPARISON_WEIGHT;
    }
  }
  // "Acme makes sense mainly if price is your main concern", "pick Acme only if": fit for a niche only, not
  // a feature that matters only to some ("LDAC, which matters only if your phone supports it"). A clause
  // already at least that much against keeps its score, and its niche need not be looked for.
  if (
    subjectAt &&
    !ledByOther &&
    score > RESTRICTED_USE &&
    (watched & RESTRICTING) !== 0 &&
    RESTRICTED.test(clause) &&
    (score > 0 || PICKING_WORD.test(clause))
  )
    score = Math.min(score > 0 ? -score : score, RESTRICTED_USE);
  // "Både Avanza och Acme är bra val": praise of the two alike.
  if (subjectAt && otherAt && !ledByOther && score > 0 && sharesPraise(doc, span, subjectAt, others!))
    score *= SHARED_PRAISE_WEIGHT;
  // "Entre Acme et HubSpot, je conseillerais HubSpot": the clause picks the other brand over it.
  if (subjectAt && otherAt && !ledByOther && score >= 0 && picksOther(doc, subjectAt.end, span.end, others!)) {
    ledByOther = true;
    return UNFAVOURABLE_COMPARISON;
  }
  // "Many users switched from Acme to HubSpot", "sind von Acme zu HubSpot gewechselt": customers leaving it.
  if (
    subjectAt &&
    otherAt &&
    !ledByOther &&
    otherAt.start > subjectAt.end &&
    SWITCH_BETWEEN.test(doc.folded.slice(subjectAt.end, otherAt.start)) &&
    SWITCHING.test(clause)
  ) {
    ledByOther = true;
    return Math.min(-Math.abs(score) * IMPLIED_COMPARISON_WEIGHT, UNFAVOURABLE_COMPARISON);
  }
  // "HubSpot – unlike Acme, its sync is reliable": the praise is the other brand's, set against this one.
  const before = subjectAt ? Math.max(span.start, subjectAt.start - 32) : 0;
  if (
    subjectAt &&
    !ledByOther &&
    mayEndOn(doc.folded, before, subjectAt.start, CONTRASTED_LAST_WORDS) &&
    CONTRASTED.test(doc.folded.slice(before, subjectAt.start))
  ) {
    ledByOther = true;
    return score > 0 ? Math.min(-score, UNFAVOURABLE_COMPARISON) : -score * IMPLIED_COMPARISON_WEIGHT;
  }
  // "Good alternatives to Acme", "switched from Acme": what the clause praises is what replaces the brand.
  if (
    subjectAt &&
    !ledByOther &&
    mayEndOn(doc.folded, before, subjectAt.start, REPLACING_LAST_WORDS) &&
    REPLACING.test(doc.folded.slice(before, subjectAt.start))
  ) {
    ledByOther = true;
    score = -score * IMPLIED_COMPARISON_WEIGHT;
  }
  return score;
}

/**
 * What the line introducing a list says of its items: "Hosting companies people complain about most:",
 * "Brands to avoid", "Les marques à éviter :". An item in such a list is presented as a bad example.
 */
const NEGATIVE_FRAME =
  /\b(?:avoid|steer clear|complain(?:s|ed)?|complaints?|worst|red flags?|overrated|disappointing|disappointments|letdowns|regret|a evitar|eviter|vermeiden|finger weg|evitare|te vermijden|vermijden|undvika|undvik|quejas|reclamacoes|plaintes|beschwerden|lamentele|klachten|klagomal)\b/;
/** "The fewest complaints", "least overrated", "moins de plaintes": a frame turned round, no complaint. */
const FRAME_DENIED =
  /\b(?:fewest|fewer|least|rarely|seldom|never|hardly|wenigsten|weniger|moins|menos|meno|minder|minst)\b/;
/** What a list's framing adds to the opinion of the brand's item in it. */
const FRAME_WEIGHT = 0.75;

/**
 * The opinion the introduction of the list holding the brand's own item gives it: an item under
 * "Brands people complain about most:" is a complaint, whatever its own words.
 */
function listFrameOf(doc: AnswerDocument, brands: AnswerBrands): number {
  const options = optionItems(doc, brands);
  const own = options.find((index) => brands.itemBrands[index]?.isSubject);
  if (own === undefined || doc.items[own].kind === 'heading') return 0;
  const intro = listIntroduction(doc, doc.items[own].start);
  if (intro.end <= intro.start || (!endsWithColon(doc, intro) && !isHeadingLine(doc, intro.start))) return 0;
  const text = doc.folded.slice(intro.start, intro.end);
  return NEGATIVE_FRAME.test(text) && !FRAME_DENIED.test(text) ? -FRAME_WEIGHT : 0;
}

/** Judges the answer's opinion of the brand from the sentences about it (decisions §3, "sentiment"). */
export function judgeSentimentIn(
  doc: AnswerDocument,
  mentions: Occurrence[],
  brands: AnswerBrands,
  trace?: (clause: Span, weight: number, score: number | null) => void,
): Sentiment {
  if (mentions.length === 0) return 'none';
  // "For a small team, I'd go with the second option": a closing reference to the brand's item by its place.
  const references = listReferences(doc, brands);
  if (references.length > 0) mentions = [...mentions, ...references].sort((a, b) => a.start - b.start);
  const others =
    brands.competitors.length > 0 ? new LiteralNames(brands.competitors.map((competitor) => competitor.key)) : null;
  let total = 0;
  // What the clauses holding the answer's own verdict on the brand add up to ("I wouldn't recommend it").
  let verdict = 0;
  // What the clauses of the answer's summing-up about the brand add up to ("On balance, Acme is overpriced").
  let summary = 0;
  // The last clause read, to weigh it less when the next one turns from it ("looks great, but ...").
  let previous = 0;
  let previousEnd = -1;
  // The table row whose columns of strengths and weaknesses were last weighed.
  let rowRead = -1;
  for (const about of sentencesAbout(doc, mentions, brands, others)) {
    const question = questionIn(doc, about);
    if (question === ASKED) continue;
    const sentence = question === NO_QUESTION ? about : { start: about.start, end: question };
    const sentenceWeight =
      (planItems.length > 0 && planItems.includes(about.start) ? PLAN_ITEM_WEIGHT : 1) *
      (FAIR_ASIDE.opens(doc.folded, about.start) ? CONCESSION_WEIGHT : 1);
    // A summing-up that names another brand too ("for calm water Acme; for long days HubSpot") weighs fit.
    const summingUp = SUMMING_UP.opens(doc.folded, about.start) && !others?.firstIn(doc.folded, about.start, about.end);
    // A table row's words describe features; its ratings ("4.7/5") are verdicts all the same.
    const tableRow = isTableRow(doc, about.start);
    const wordsWeight = tableRow ? TABLE_ROW_WEIGHT : 1;
    if (tableRow && lineStartAt(doc.folded, about.start) !== rowRead) {
      rowRead = lineStartAt(doc.folded, about.start);
      total += prosAndConsOf(doc, rowRead);
    }
    let afterOther = false;
    for (const { span, weight, role, evenSo, watched } of clausesOf(doc, sentence)) {
      let score = clauseScore(doc, span, mentions, others, afterOther, watched);
      const verdictIn = score !== null && !ledByOther ? lastScoredVerdict() : 0;
      if (score !== null) score *= tableRow && score <= TABLE_FAULTS ? TABLE_FAULTS_WEIGHT : wordsWeight;
      if (score !== null && lastScoredMayRate()) score += ratingsIn(doc.folded, span.start, span.end);
      if (score === null) {
        // "Acme gets the job done, but I'd pick HubSpot instead": the brand named before is passed over.
        if (
          !afterOther &&
          others &&
          mentions.some((mention) => mention.start >= sentence.start && mention.start < span.start) &&
          choosesInstead(doc, span, mentions, others)
        ) {
          if (trace) trace(span, weight, CHOSEN_INSTEAD);
          total += CHOSEN_INSTEAD * weight * sentenceWeight;
          verdict += CHOSEN_INSTEAD * weight * sentenceWeight;
        } else if (trace) trace(span, weight, null);
        afterOther = true;
        previousEnd = -1;
        continue;
      }
      const conceding = role === 'conceding' && afterOther;
      // "HubSpot is great, while Acme lags": a contrast with another brand, not a concession.
      const clauseWeight = (conceding ? 1 : weight) * sentenceWeight;
      if (role === 'turning' && previousEnd >= 0 && isGap(doc.folded, previousEnd, span.start)) {
        // "Acme had sync bugs, but they have been fixed": the complaints turned from are over.
        if (previous < 0 && lastScoredRemedies()) total -= previous;
        else if (previous * score < 0 && Math.abs(score) >= OVERRULING) total -= previous * (1 - OVERRULED_WEIGHT);
        else if (score === 0 && Math.abs(previous) >= OVERRULING && previousEnd > sentence.start && !evenSo) {
          total -= previous * (1 - OVERRULED_WEIGHT);
          score = -Math.sign(previous) * IMPLIED_TURN;
        } else total -= previous * (1 - TURNED_FROM_WEIGHT);
      }
      if (trace) trace(span, clauseWeight, score);
      total += score * clauseWeight;
      verdict += verdictIn * clauseWeight;
      if (summingUp) summary += score * clauseWeight;
      previous = clauseWeight === 1 ? score : 0;
      previousEnd = span.end;
      afterOther = ledByOther;
    }
  }
  total += listFrameOf(doc, brands);
  // A mixed answer takes the direction of its own verdict: praise around "I wouldn't recommend it for
  // trekking" or "je le déconseille" does not outweigh the advice.
  if (verdict <= -VERDICT_DECIDES) return 'negative';
  // The summing-up decides an answer of pros and cons: its verdict is the answer's.
  if (summary >= SUMMARY_DECIDES) return 'positive';
  if (summary <= -SUMMARY_DECIDES) return 'negative';
  if (total >= THRESHOLD) return 'positive';
  if (total <= -THRESHOLD) return 'negative';
  return 'neutral';
}

/** The answer's sentiment towards the brand: `none` exactly when it does not mention it. */
export function judgeSentiment(text: string, brand: BrandProfile | PreparedBrand): Sentiment {
  const prepared = prepareBrand(brand);
  const doc = parseAnswer(text);
  const mentions = findBrandMentions(doc, prepared);
  return judgeSentimentIn(doc, mentions, findAnswerBrands(doc, prepared, mentions));
}

/** The clauses judgeSentiment reads, each with its weight and score (null: about another brand), one a line: for tuning. */
export function explainSentiment(text: string, brand: BrandProfile | PreparedBrand): string {
  const prepared = prepareBrand(brand);
  const doc = parseAnswer(text);
  const mentions = findBrandMentions(doc, prepared);
  const lines: string[] = [];
  const verdict = judgeSentimentIn(doc, mentions, findAnswerBrands(doc, prepared, mentions), (clause, weight, score) =>
    lines.push(
      `${score === null ? '  other' : score.toFixed(2).padStart(7)} ×${weight}  ${text.slice(clause.start, clause.end).trim()}`,
    ),
  );
  lines.push(`→ ${verdict}`);
  return lines.join('\n');
}

export { scoreOpinion };
