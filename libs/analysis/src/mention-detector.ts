import type { BrandProfile } from '#contracts';
import { AnswerMemo } from './answer-memo.js';
import { type AnswerDocument, parseAnswer, type Span } from './answer-structure.js';
import { isAsciiLetterOrDigit } from './character-classes.js';
import { markersIn } from './clause-markers.js';
import { groupedByFirstLetter } from './pattern-alternatives.js';
import { allMatches } from './pattern-matches.js';
import { type NameMatcher, type NameScanner, type PreparedBrand, prepareBrand, scanOwners } from './prepared-brand.js';
import { foldText } from './text-folding.js';

/** Where a brand is named in an answer. */
export interface Occurrence extends Span {
  /** Found through the brand's domain (in prose or a URL's host) rather than its name. */
  viaDomain: boolean;
}

/**
 * "I couldn't find information about Acme", in the languages answers come in: a clause saying the
 * assistant knows nothing of the brand does not mention it. Every statement starts a word: one
 * word-boundary test before all of them halves the time of the pass over the answer, and the statements
 * grouped by their first letter (groupedByFirstLetter) take a third off the rest.
 */
const NO_INFORMATION_ALL = new RegExp(
  `\\b(?:${groupedByFirstLetter([
    "(?:could\\s*n[o']t|(?:can\\s*n[o']t|can't)|cannot|was\\s+(?:not\\s+|un)able\\s+to|am\\s+(?:not\\s+|un)able\\s+to|unable\\s+to|was\\s*n't\\s+able\\s+to|did\\s*n[o']t|not\\s+able\\s+to)\\s+(?:find|locate|identify|verify|confirm)\\s+(?:any\\s+)?(?:(?:specific|reliable|credible|much|detailed|verifiable|public|independent|trustworthy|recent|current|up-to-date|official)(?:,|\\s+(?:or|and))?\\s+)*(?:information|info|details|data|anything|results|records?|mentions?|evidence|reviews|test\\s+results|reports|coverage)",
    "(?:do\\s*n[o']t|does\\s*n[o']t|do\\s+not)\\s+have\\s+(?:any\\s+)?(?:specific\\s+|reliable\\s+|detailed\\s+|verified\\s+|current\\s+|up-to-date\\s+)*(?:information|info|data|details|knowledge|records?)",
    "(?:i'm|i\\s+am)\\s+(?:not\\s+(?:familiar|aware)|unfamiliar)\\s+(?:with|of)",
    "(?:i\\s+have|i've\\s+got)\\s+no\\s+(?:knowledge|record)\\s+of|do\\s*n't\\s+know\\s+of\\s+(?:a|an|any)\\b",
    // "No conozco", "je ne connais pas", "non conosco", "não conheço", "ik ken geen", "känner inte till".
    'no\\s+(?:conozco|me\\s+consta)|je\\s+ne\\s+(?:connais|trouve)\\s+(?:pas|aucun)|non\\s+(?:conosco|mi\\s+risulta)|nao\\s+conheco|ik\\s+ken\\s+geen|(?:is|zijn)\\s+mij\\s+(?:niet\\s+bekend|onbekend)|kanner\\s+(?:jag\\s+)?inte\\s+till',
    "(?:there\\s+is|there's|i\\s+have|i've\\s+got|with)\\s+(?:no|little|limited)\\s+(?:specific\\s+|reliable\\s+|public(?:ly\\s+available)?\\s+|verifiable\\s+)*(?:information|data|details|records?)",
    'no\\s+(?:reliable\\s+|specific\\s+|public\\s+)*information\\s+(?:is\\s+)?(?:available|about|on|regarding)',
    "(?:does\\s*n't|does\\s+not)\\s+(?:appear|seem)\\s+(?:to\\s+be\\s+(?:a\\s+)?(?:well[-\\s]known|known|widely|documented|covered|listed|recogni[sz]ed|established)|in\\s+my)",
    // "I can't confirm that Acme exists", "no CRM called Acme that I'm aware of", "not a brand I have information about".
    "(?:(?:can\\s*n[o']t|can't)|cannot|could\\s*n[o']t|unable\\s+to)\\s+(?:confirm|verify)\\s+(?:that|whether|if)\\b",
    "no\\s+(?:[a-z'-]+\\s+){0,5}?(?:that|which)\\s+(?:(?:i'm|i\\s+am)\\s+aware|i\\s+know)\\s+of",
    'not\\s+(?:(?:a|an|one\\s+of\\s+the)\\s+(?:[a-z]+\\s+){1,2}|something\\s+)(?:that\\s+)?i\\s+(?:have\\s+(?:any\\s+)?(?:information|data|details)|know|recogni[sz]e)',
    'find\\s+(?:any\\s+)?(?:traces?|signs?)\\s+of',
    'may\\s+not\\s+(?:exist|be\\s+(?:widely\\s+)?(?:known|documented))',
    "do\\s*n't\\s+(?:know|recognize|recognise)\\s+(?:of\\s+|about\\s+)?(?:a|an|any|the)?\\s*(?:brand|company|product|business|name|service|tool|app|vendor|provider|platform|firm|bank|store|shop)",
    'ne\\s+me\\s+dit\\s+rien|(?:mir|uns)\\s+(?:ist|sind)\\s+kein(?:e|en)?\\s|non\\s+sono\\s+a\\s+conoscenza|no\\s+tengo\\s+constancia',
    'nao\\s+(?:tenho|encontrei|consegui\\s+encontrar|ha|disponho\\s+de)\\s+(?:nenhuns?\\s+|nenhumas?\\s+)?(?:dados|registros?)',
    "je\\s+n'ai\\s+(?:pas|aucune)\\s+(?:d'|de\\s+)?(?:informations?|donnees)|aucune\\s+information",
    'ich\\s+(?:habe|konnte|fand|finde)\\s+keine\\s+(?:[a-z]+,?\\s+){0,2}(?:informationen|angaben|daten|testberichte|tests|bewertungen|erfahrungsberichte)|keine\\s+(?:informationen|angaben)\\s+(?:uber|zu)',
    // Reviews and tests not found: "je n'ai trouvé aucun test fiable", "no he encontrado reseñas", "non ho trovato recensioni".
    "je\\s+n'ai\\s+(?:pas\\s+)?trouve\\s+(?:aucune?\\s+|d'|de\\s+)(?:[a-z]+\\s+)?(?:tests?|avis|essais|critiques)",
    'no\\s+(?:he\\s+encontrado|encontre|pude\\s+encontrar|hay)\\s+(?:ninguna\\s+|ningun\\s+)?(?:[a-z]+\\s+)?(?:resenas|opiniones|pruebas|analisis)',
    'non\\s+(?:ho\\s+trovato|sono\\s+riuscit[oa]\\s+a\\s+trovare|trovo|ci\\s+sono)\\s+(?:alcuna\\s+|nessuna\\s+)?(?:[a-z]+\\s+)?(?:recensioni|test|prove)',
    // "Zu Acme habe ich keine Informationen", "liegen mir keine Angaben vor", "ist mir nicht bekannt".
    '(?:habe|hab|besitze|finde|fand)\\s+ich\\s+(?:leider\\s+|derzeit\\s+|aktuell\\s+)?keine\\s+(?:[a-z]+\\s+)?(?:informationen|angaben|daten)',
    '(?:liegen|lagen)\\s+(?:mir\\s+|uns\\s+)?(?:leider\\s+|derzeit\\s+|aktuell\\s+)?keine\\s+(?:[a-z]+\\s+)?(?:informationen|angaben|daten)',
    '(?:ist|sind)\\s+mir\\s+(?:nicht\\s+bekannt|unbekannt)|(?:kenne\\s+ich|ich\\s+kenne)\\s+(?:nicht|kein)',
    'no\\s+(?:tengo|dispongo\\s+de|encontre|encuentro|he\\s+encontrado|pude\\s+encontrar|hay)\\s+(?:ninguna\\s+|suficiente\\s+|mucha\\s+)?(?:informacion|datos)',
  ])})`,
  'g',
);
/**
 * The same statements in Dutch, Italian and Portuguese, and further German and French wordings: a
 * pattern of their own, run only over answers that say "inform…", so that
 * most answers do not pay for them.
 */
const NO_INFORMATION_OTHER = new RegExp(
  `\\b(?:${groupedByFirstLetter([
    '(?:ik\\s+(?:heb|kon|kan)|er\\s+is)\\s+geen\\s+(?:[a-z]+\\s+){0,2}(?:informatie|gegevens)',
    'geen\\s+(?:[a-z]+\\s+)?informatie\\s+(?:over|gevonden|vinden)',
    'non\\s+(?:ho|dispongo\\s+di|ho\\s+trovato|sono\\s+riuscit[oa]\\s+a\\s+trovare|trovo|ci\\s+sono)\\s+(?:alcuna\\s+|nessuna\\s+|molte\\s+)?(?:[a-z]+\\s+)?(?:informazion|dati|notizie)',
    'nessuna\\s+(?:[a-z]+\\s+)?informazione',
    'nao\\s+(?:tenho|encontrei|consegui\\s+encontrar|ha|disponho\\s+de)\\s+(?:nenhuma\\s+|muitas\\s+)?(?:[a-z]+\\s+)?(?:informac|dados)',
    '(?:keine|wenig)\\s+(?:[a-z]+\\s+)?(?:informationen|angaben|daten)\\s+(?:uber|zu|finden|gefunden)',
    "(?:je\\s+n'ai\\s+(?:pas\\s+)?trouve|je\\s+ne\\s+dispose\\s+(?:pas|d'aucune)|il\\s+n'y\\s+a\\s+pas)\\s+(?:d'|de\\s+)?(?:[a-z]+\\s+)?(?:informations?|donnees)",
    // Swedish: "jag har ingen information om", "har jag inga uppgifter om", "jag hittar ingen information".
    '(?:ingen|inga|begransad)\\s+(?:[a-z]+\\s+)?(?:information|uppgifter|data)\\s+(?:om|kring|hittades)',
    '(?:har|hittar|hittade)\\s+(?:jag\\s+)?(?:tyvarr\\s+|dessvarre\\s+)?(?:ingen|inga)\\s+(?:[a-z]+\\s+)?(?:information|uppgifter)',
    // Polish: "nie mam informacji o", "nie znalazłem żadnych informacji o".
    'nie\\s+(?:mam|znalaz[lł]em|znalaz[lł]am|znajduje|posiadam)\\s+(?:zadnych\\s+)?(?:[a-z]+\\s+)?(?:informacji|danych)',
    // Danish: "jeg har ingen (specifikke) oplysninger om", "jeg kan ikke finde nogen information om".
    '(?:ingen|ikke\\s+nogen|begrænsede?)\\s+(?:[a-zæø]+\\s+)?(?:information|oplysninger|data)\\s+(?:om|vedrorende)',
    '(?:kan|kunne)\\s+(?:jeg\\s+)?ikke\\s+finde\\s+(?:nogen\\s+)?(?:[a-zæø]+\\s+)?(?:information|oplysninger)',
    // Czech: "nemám (žádné) informace o", "nenašel jsem žádné informace o", "o … nemám informace".
    '(?:nemam|nenasel\\s+jsem|nenasla\\s+jsem|nejsou\\s+mi\\s+znamy|nemame)\\s+(?:k\\s+dispozici\\s+)?(?:zadne\\s+)?(?:[a-z]+\\s+)?(?:informace|informaci|udaje|data)',
  ])})`,
  'g',
);

/**
 * The same statements in Japanese and Chinese, which no word boundary opens: "〜についての情報は見つかりませんでした",
 * "〜のデータがありません", "存じ上げません"; "没有找到关于〜的信息", "我不了解〜". Run only over answers holding a
 * negation of either language (WIDE_NEGATIONS).
 */
const NO_INFORMATION_WIDE = new RegExp(
  foldText(
    [
      '(?:情報|データ|記録|資料)(?:は|が|を|も)?[^。！？\\n]{0,8}?(?:見つかりません|見当たりません|ありません|持っていません|確認できません|得られません|把握しておりません|把握していません)',
      '(?:存じ(?:上げ)?ません|知りません)',
      '(?:没有|未能|无法|找不到|未)(?:找到|查到|获得)?[^。！？\\n]{0,20}?(?:信息|资料|数据|记录)',
      '(?:不了解|不熟悉)',
    ].join('|'),
  ),
  'g',
);
const WIDE_NEGATIONS = ['ません', '没', '不', '未', '无法'];

/**
 * The same statements in Korean, whose negation ends the clause: "〜에 대한 정보를 찾을 수 없습니다", "〜에 대한
 * 정보가 없습니다", "〜은 잘 알지 못합니다", "〜에 대해 들어본 적이 없습니다". Run only over answers holding such
 * a negation (hintsFurtherStatements).
 */
const NO_INFORMATION_KOREAN =
  /(?:정보|자료|데이터|기록)(?:는|가|를|은|도)?\s*(?:[가-힣]+\s+){0,2}?(?:찾을\s*수\s*(?:없|가\s*없)|찾지\s*못|없습니다|없어요|없다|없으며|없고|확인할\s*수\s*없|확인되지\s*않|가지고\s*있지\s*않|알려진\s*(?:바가|것이)\s*없)|알지\s*못|모릅니다|모르겠|들어\s*본\s*적이\s*없|익숙하지\s*않|알려진\s*(?:바가|것이)\s*(?:없|거의\s*없)/g;
/** What the Korean, Turkish and Danish statements hold: a negation of Korean, "bilgi", "oplysning". */
const KOREAN_NEGATIONS = ['없', '못', '않', '모르'];
const FURTHER_WORDS = /bilgi|oplysning/;

/**
 * Whether the answer holds what the Korean, Turkish and Danish statements hold: `/[없못않]|모르|bilgi|oplysning/`,
 * the Korean words looked for only in an answer that may hold Hangul (mayHoldWide).
 */
function hintsFurtherStatements(doc: AnswerDocument): boolean {
  return (
    (doc.mayHoldWide && KOREAN_NEGATIONS.some((negation) => doc.folded.indexOf(negation) >= 0)) ||
    FURTHER_WORDS.test(doc.folded)
  );
}
/**
 * The same statements in Turkish, the name before them: "Acme hakkında bilgi bulamadım", "Acme hakkında
 * (herhangi bir) bilgim yok", "bilgiye sahip değilim". Run only over answers saying "bilgi".
 */
const NO_INFORMATION_TURKISH =
  /\b(?:bilgi(?:m|miz)?\s+(?:yok|bulunmuyor|bulunmamaktadır)|bilgi(?:ye)?\s+(?:bulamadım|ulasamadım|rastlamadım|sahip\s+degilim))(?![a-zı])/g;

/** Words every such statement contains: a cheap test before the full pattern. */
const NO_INFORMATION_HINT =
  /inform|info\b|detail|data|anything|test|review|resena|recension|avis\b|critique|prueba|prove\b|essai|result|record|mention|evidence|familiar|aware|appear|exist|know|recogni|angaben|gegevens|dati|dados|donnees|notizie|bekannt|bekend|kenne|\bken\b|conozco|consta|connais|conosco|risulta|conheco|kanner|uppgifter|daten|datos|confirm|verify|trace|sign|dit rien|kein|conoscenza|constancia/;
/** NO_INFORMATION_HINT searched from an offset on: a match there is one in the answer. */
const NO_INFORMATION_HINT_FROM = new RegExp(NO_INFORMATION_HINT.source, 'g');
/** Words the Japanese and Chinese statements contain, folded (folding drops the voicing marks: "存じ" reads "存し"). */
const NO_INFORMATION_WIDE_HINT = new RegExp(
  foldText(
    '情報|データ|記録|資料|存じ|知りません|信息|资料|数据|记录|了解|熟悉|정보|자료|데이터|기록|알지|모르|들어|익숙|알려진|bilgi|oplysning',
  ),
);

/**
 * What opens a sentence that only supposes the brand ("If you can share a link to Acme", "Wenn Acme
 * neu ist", "Si Acme existe"): after the answer said it knows nothing of the brand, not a mention.
 * Sticky: tried at the sentence's start in the folded answer.
 */
const SUPPOSING_START =
  /[\s>*_#•+\-"“(]*(?:if|unless|should|in case|whether|wenn|falls|sofern|ob|si|se|als|indien|mocht|ifall|om|caso|qualora|nel caso)\b/y;

/**
 * After a "no information" statement, what makes a later sentence only suppose the brand or ask about
 * it: a condition before the name ("I'd stick with a known provider unless you can verify Acme's
 * guarantee") or a request to the user ("Feel free to paste a link to the Acme product",
 * "N'hésitez pas à m'envoyer la liste des ingrédients d'Acme").
 */
const SUPPOSING_BEFORE =
  /\b(?:unless|if|whether|in case|provided|wenn|falls|ob|sofern|es sei denn|si|sauf si|a moins que|a menos que|salvo que|se|a meno che|qualora|indien|tenzij|mocht|ifall|om|savida|caso|desde que|czy|jesli)\b/;
const REQUESTING =
  /\b(?:feel free|paste|(?:share|send|forward|give)\s+(?:me|us|over|a link|the link|a screenshot)|let me know|tell me|point me|n'?hesitez|m'envoyer|envoyez-moi|partagez|indiquez-moi|schick(?:en sie|e)? mir|senden sie mir|sende mir|teilen sie|no dudes|enviame|comparteme|pasame|non esitare|inviami|condividi|stuur me|aarzel niet|fique a vontade|envie-me|me envie|compartilhe|partilhe|skicka garna|tveka inte)\b/;

/**
 * After a "no information" statement, an offer to help with the brand ("I'd be happy to help you compare
 * Acme", "Gerne helfe ich Ihnen, Acme zu prüfen", "Puedo ayudarte a evaluar Acme") or a pointer to where its
 * facts can be read ("Acme's website would be the place to check", "le site d'Acme") states nothing of it.
 */
const OFFERING =
  /\b(?:i(?:'d| would)? (?:be )?(?:happy|glad) to|i can (?:also )?(?:help|look|walk|check|compare|dig)|happy to help|gerne helfe ich|helfe ich (?:ihnen|dir) gerne|ich kann (?:ihnen|dir) (?:gerne )?helfen|je (?:peux|pourrai|serais ravi) (?:vous |t')?aider|je peux (?:aussi )?(?:comparer|verifier|regarder)|(?:puedo|podria) ayudarte|puedo ayudarle|con gusto te ayudo|posso aiutarti|posso aiutarla|sarei felice di aiutarti|ik (?:kan|help) je (?:graag )?(?:helpen|verder)|jag (?:kan|hjalper) (?:garna )?(?:hjalpa|dig)|posso (?:te )?ajudar|ficarei feliz em ajudar)\b/;
const SOURCE_OF_FACTS =
  /^(?:'s|’s)?\s+(?:official\s+)?(?:website|site|homepage|web\s*page|documentation|docs|support\s+(?:team|page)|help\s+center|customer\s+service|app\s+store\s+(?:page|listing)|terms|reviews)\b/;
const FACTS_OF =
  /\b(?:website|site|homepage|webseite|internetseite|site\s+web|sitio\s+web|pagina\s+web|pagina|sito|sito\s+web|webbplats|hemsida)\s+(?:officiel(?:le)?\s+|oficial\s+|ufficiale\s+|officiele\s+)?(?:von|de|d'|du|del|di|dell'|van|fran|da|do)\s*$/;

/** What sends the reader to a source: "check", "visit", "would be the place", "consultez", "prüfen Sie". */
const TO_THE_SOURCE =
  /\b(?:check|visit|contact|consult|look\s+(?:at|up)|verify|confirm|reach\s+out|would\s+be|best\s+(?:place|source)|prufen|besuchen|nachsehen|schauen|consultez|verifiez|visitez|contactez|consulta|verifica|visita|revisa|contatta|controlla|kijk|bekijk|controleer|kolla|besok|kontakta|verifique|visite|confira)\b/;

const NAME_FOLLOWED_BY_VERB =
  /^(?:'s?\s|\s+(?:is|was|has|offers|provides|remains|lets|makes|costs|charges|supports|works|integrates)\b)/;

const DOMAIN_AFTER = /^\.(?:[a-z]{2,6})(?![a-z0-9])/;

const LIST_SEPARATOR = /^[\s,]*(?:(?:and|or|&|\/|vs\.?|versus|et|und|y|o|oder|ou)[\s,]*)?$/;

/** The sentence containing an offset. */
export function sentenceAt(doc: AnswerDocument, offset: number): Span {
  let low = 0;
  let high = doc.sentences.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const sentence = doc.sentences[middle];
    if (offset < sentence.start) high = middle - 1;
    else if (offset >= sentence.end) low = middle + 1;
    else return sentence;
  }
  return { start: offset, end: offset };
}

/** The clause around a span: its sentence cut at contrast words ("but", "however", ";"). */
export function clauseAround(doc: AnswerDocument, span: Span): Span {
  const sentence = sentenceAt(doc, span.start);
  let start = sentence.start;
  let end = sentence.end;
  for (const marker of markersIn(doc, sentence)) {
    if (marker.end <= span.start) start = marker.end;
    else if (marker.start >= span.end) {
      end = marker.start;
      break;
    }
  }
  return { start, end };
}

/** Per answer: where its "no information" statements start, and whether its words hint at one. */
const noInformation = new AnswerMemo<{ statements: number[]; hinted: boolean | undefined }>();

/** The answer's "no information" statements: one pass over the answer finds them all. */
function noInformationIn(doc: AnswerDocument): { statements: number[]; hinted: boolean | undefined } {
  let found = noInformation.get(doc);
  if (found === undefined) {
    const statements = allMatches(NO_INFORMATION_ALL, doc.folded).map((match) => match.index);
    // Nearly all of them say "informatie", "informazioni", "informacoes", "Informationen", "informations":
    // one indexOf (cheaper than any pattern over the answer) decides whether to look for them.
    const inform = doc.folded.indexOf('inform') >= 0;
    if (inform) {
      for (const match of allMatches(NO_INFORMATION_OTHER, doc.folded)) statements.push(match.index);
    }
    // Japanese and Chinese wordings, in answers holding one of their negations (none without a wide script).
    if (doc.mayHoldWide && WIDE_NEGATIONS.some((negation) => doc.folded.indexOf(negation) >= 0)) {
      for (const match of allMatches(NO_INFORMATION_WIDE, doc.folded)) statements.push(match.index);
    }
    // Korean, Turkish and Danish wordings: one test of the answer for all of them, whose patterns are then run.
    if (hintsFurtherStatements(doc)) {
      for (const match of allMatches(NO_INFORMATION_KOREAN, doc.folded)) statements.push(match.index);
      for (const match of allMatches(NO_INFORMATION_TURKISH, doc.folded)) statements.push(match.index);
      if (!inform) for (const match of allMatches(NO_INFORMATION_OTHER, doc.folded)) statements.push(match.index);
    }
    found = { statements, hinted: undefined };
    noInformation.set(doc, found);
  }
  return found;
}

/** Whether the occurrence sits in a clause saying the assistant knows nothing of the brand. */
function isNoInformation(doc: AnswerDocument, occurrence: Span): boolean {
  const found = noInformationIn(doc);
  const { statements } = found;
  if (statements.length === 0) return false;
  const sentence = sentenceAt(doc, occurrence.start);
  const statement = statements.find((at) => at >= sentence.start && at < sentence.end);
  if (statement === undefined) return false;
  // The statements only count in an answer whose words hint at one; tested when it can matter. Nearly every
  // statement holds such a word: looked for from the statement on first, where it is found at once.
  if (found.hinted === undefined) {
    NO_INFORMATION_HINT_FROM.lastIndex = statement;
    found.hinted =
      NO_INFORMATION_HINT_FROM.test(doc.folded) ||
      NO_INFORMATION_HINT.test(doc.folded) ||
      NO_INFORMATION_WIDE_HINT.test(doc.folded);
  }
  if (!found.hinted) return false;
  const clause = clauseAround(doc, occurrence);
  return statements.some((at) => at >= clause.start && at < clause.end);
}

const scans = new AnswerMemo<Map<NameScanner, Map<NameMatcher, Occurrence[]>>>();

/** Runs a brand's scanner over the answer once, sorting each match to the name's owner. */
function scanned(doc: AnswerDocument, scanner: NameScanner): Map<NameMatcher, Occurrence[]> {
  let perScanner = scans.get(doc);
  if (!perScanner) {
    perScanner = new Map();
    scans.set(doc, perScanner);
  }
  let found = perScanner.get(scanner);
  if (!found) {
    found = new Map();
    for (const { start, end, owner } of scanOwners(doc.folded, scanner)) {
      if (!owner) continue;
      const list = found.get(owner.matcher) ?? [];
      list.push({ start, end, viaDomain: owner.viaDomain });
      found.set(owner.matcher, list);
    }
    perScanner.set(scanner, found);
  }
  return found;
}

const rawFound = new AnswerMemo<Map<NameMatcher, readonly Occurrence[]>>();

/**
 * Every place the matcher's names or domains appear, before any judgement of context. Found once per
 * answer and matcher: the competitors' common-word names ask for their neighbours' occurrences again.
 */
function rawOccurrences(doc: AnswerDocument, matcher: NameMatcher): readonly Occurrence[] {
  let perMatcher = rawFound.get(doc);
  if (!perMatcher) {
    perMatcher = new Map();
    rawFound.set(doc, perMatcher);
  }
  let found = perMatcher.get(matcher);
  if (!found) {
    found = findRawOccurrences(doc, matcher);
    perMatcher.set(matcher, found);
  }
  return found;
}

function findRawOccurrences(doc: AnswerDocument, matcher: NameMatcher): Occurrence[] {
  const found: Occurrence[] = [];
  if (matcher.scanner) {
    found.push(...(scanned(doc, matcher.scanner).get(matcher) ?? []));
  } else {
    for (const [pattern, viaDomain] of [
      [matcher.names, false],
      [matcher.domains, true],
    ] as const) {
      if (!pattern) continue;
      for (const match of allMatches(pattern, doc.folded)) {
        const start = match.index;
        if (!found.some((other) => other.start <= start && start < other.end)) {
          found.push({ start, end: start + match[0].length, viaDomain });
        }
      }
    }
  }
  let inUrls = false;
  if (matcher.domainList.length > 0) {
    const hosts = hostsOf(doc);
    for (let index = 0; index < doc.urls.length; index += 1) {
      const host = hosts[index];
      if (host && matcher.domainList.some((domain) => host === domain || host.endsWith(`.${domain}`))) {
        found.push({ start: doc.urls[index].start, end: doc.urls[index].end, viaDomain: true });
        inUrls = true;
      }
    }
  }
  // A scan finds its matches in order: only the URLs found besides them need sorting in.
  return inUrls || !matcher.scanner ? found.sort((a, b) => a.start - b.start) : found;
}

/** Per answer, the host of each of its URLs: read once for the brand and every competitor with a domain. */
const urlHosts = new AnswerMemo<(string | null)[]>();

function hostsOf(doc: AnswerDocument): (string | null)[] {
  let hosts = urlHosts.get(doc);
  if (!hosts) {
    hosts = doc.urls.map((url) => hostOf(url.url));
    urlHosts.set(doc, hosts);
  }
  return hosts;
}

export function hostOf(url: string): string | null {
  const match = /^(?:https?:\/\/)?([^/?#:\s]+)/i.exec(url);
  return match ? match[1].toLowerCase().replace(/^www\./, '') : null;
}

function isCapitalised(doc: AnswerDocument, occurrence: Span): boolean {
  const words = doc.text.slice(occurrence.start, occurrence.end).split(/[\s-]+/);
  // Short function words inside a name ("Bank of America") stay lower case.
  return words.every((word, index) => /^\p{Lu}/u.test(word) || (index > 0 && word.length <= 3));
}

/** Whether only markup stands between the start of the sentence and the offset. */
export function startsSentence(doc: AnswerDocument, offset: number): boolean {
  const sentence = sentenceAt(doc, offset);
  return /^[\s>*_#|\-•+\d.)("“'[]*$/.test(doc.text.slice(sentence.start, offset));
}

/** Whether an offset opens the lead of a list item, heading, table row or pick line. */
export function opensItemLead(doc: AnswerDocument, offset: number): boolean {
  return doc.items.some(
    (item) =>
      offset >= item.lead.start &&
      offset < item.lead.end &&
      /^[\s*_"“'[]*(?:the\s+)?$/i.test(doc.text.slice(item.lead.start, offset)),
  );
}

function nextWord(doc: AnswerDocument, at: number): string {
  return /^(?:'s?)?[\s.-]*([\p{L}\p{N}]+)/u.exec(doc.folded.slice(at, at + 30))?.[1] ?? '';
}

/** Brand context for a common-word name: item lead, domain or product word beside it, capitalised mid-sentence. */
function hasBrandContext(
  doc: AnswerDocument,
  matcher: NameMatcher,
  occurrence: Occurrence,
  neighbours: Span[],
): boolean {
  if (occurrence.viaDomain || opensItemLead(doc, occurrence.start)) return true;
  if (doc.folded.slice(occurrence.start, occurrence.end).includes('.')) return true;
  // Written as a domain: "mullvad.net".
  if (DOMAIN_AFTER.test(doc.folded.slice(occurrence.end, occurrence.end + 8))) return true;
  if (matcher.productWords.has(nextWord(doc, occurrence.end))) return true;
  const around = doc.folded.slice(Math.max(0, occurrence.start - 40), occurrence.end + 40);
  if (matcher.domainList.some((domain) => around.includes(domain))) return true;
  if (!isCapitalised(doc, occurrence)) return false;
  if (!matcher.alwaysCapitalised) {
    if (!startsSentence(doc, occurrence.start)) return true;
    // "Notion is flexible", "Bolt's drivers": a bare common noun opening a sentence would take an article.
    if (NAME_FOLLOWED_BY_VERB.test(doc.folded.slice(occurrence.end, occurrence.end + 20))) return true;
  }
  // "Asana, Monday and Trello": listed among other brands.
  return neighbours.some(
    (other) =>
      (other.end <= occurrence.start && LIST_SEPARATOR.test(doc.folded.slice(other.end, occurrence.start))) ||
      (other.start >= occurrence.end && LIST_SEPARATOR.test(doc.folded.slice(occurrence.end, other.start))),
  );
}

/**
 * The occurrences of a name that count as mentions: not in a "no information about X" clause, and,
 * for a common-word name, in brand context (once one occurrence is, its capitalised ones count too).
 */
export function findOccurrences(
  doc: AnswerDocument,
  matcher: NameMatcher,
  neighbours: NameMatcher[] = [],
): Occurrence[] {
  const raw = rawOccurrences(doc, matcher);
  // Most answers say nothing of missing information: their occurrences need no clause-by-clause check.
  const found = noInformationIn(doc).statements.length === 0 ? raw.slice() : withoutNoInformation(doc, raw);
  if (found.length === 0 || (matcher.commonNames.size === 0 && !matcher.capitalised)) return found;
  if (!anyDoubtful(doc, matcher, found)) return found;
  return judgedInContext(doc, matcher, neighbours, found);
}

/**
 * The occurrences outside "no information about X" clauses. Once the answer has said it knows nothing of
 * the name, the later sentences that only suppose it ("If Acme is new, ask for an audit") or ask about it
 * ("Could you share Acme's website?") do not mention it either; a statement about it still does.
 */
function withoutNoInformation(doc: AnswerDocument, raw: readonly Occurrence[]): Occurrence[] {
  const found: Occurrence[] = [];
  let unknown = false;
  for (const occurrence of raw) {
    if (isNoInformation(doc, occurrence)) unknown = true;
    else if (!unknown || !isSupposing(doc, occurrence)) found.push(occurrence);
  }
  return found;
}

/** Whether the occurrence is in the condition of a sentence ("If Acme is new, ...") or in a question. */
function isSupposing(doc: AnswerDocument, occurrence: Span): boolean {
  const sentence = sentenceAt(doc, occurrence.start);
  if (sentence.end <= sentence.start) return false;
  let at = sentence.end - 1;
  while (at > sentence.start && doc.folded.charCodeAt(at) <= 0x20) at -= 1;
  if (doc.folded.charCodeAt(at) === 0x3f) return true;
  const asked = askedIn(doc, sentence);
  if (asked.supposes) {
    // "If you need forecasting, Acme sells it": the brand named after the condition is stated.
    const comma = doc.folded.indexOf(',', sentence.start);
    if (comma < 0 || comma >= sentence.end || occurrence.start < comma) return true;
  }
  if (doc.mayHoldWide && supposesInWideScript(doc, occurrence, sentence)) return true;
  // A condition before the name in its own clause: "… unless you can verify Acme's guarantee".
  const clauseStart = Math.max(sentence.start, doc.folded.lastIndexOf(',', occurrence.start) + 1);
  if (SUPPOSING_BEFORE.test(doc.folded.slice(clauseStart, occurrence.start))) return true;
  // "Acme's website would be the place to check", "le site officiel d'Acme": where to read of it, not of it.
  if (
    (SOURCE_OF_FACTS.test(doc.folded.slice(occurrence.end, occurrence.end + 40)) ||
      FACTS_OF.test(doc.folded.slice(Math.max(sentence.start, occurrence.start - 40), occurrence.start))) &&
    TO_THE_SOURCE.test(doc.folded.slice(sentence.start, sentence.end))
  )
    return true;
  if (asked.requests === undefined) {
    const text = doc.folded.slice(sentence.start, sentence.end);
    asked.requests = REQUESTING.test(text) || OFFERING.test(text);
  }
  return asked.requests;
}

/**
 * Whether a Japanese, Chinese or Korean condition holds the occurrence: Japanese puts it after the name
 * ("Acmeが新しい会社であれば、"), Chinese before it ("如果Acme是新公司，"), Korean after it too ("하늘택배가 신생
 * 업체라면, 후기를 확인하세요"). Each pattern needs a character of its script (mayHoldWide).
 */
function supposesInWideScript(doc: AnswerDocument, occurrence: Span, sentence: Span): boolean {
  const after = doc.folded.slice(occurrence.end, nextWideComma(doc, occurrence.end, sentence.end));
  if (WIDE_CONDITION_AFTER.test(after)) return true;
  if (WIDE_CONDITION_BEFORE.test(doc.folded.slice(sentence.start, occurrence.start))) return true;
  return KOREAN_CONDITION_AFTER.test(after);
}

/** A Japanese conditional closing the clause ("であれば", "なら", "場合", "〜たら"), a Chinese one opening it ("如果", "要是", "假如"). */
const WIDE_CONDITION_AFTER = new RegExp(foldText('(?:であれば|ならば|なら|だったら|の場合|場合は|れば|たら)$'));
const WIDE_CONDITION_BEFORE = /(?:如果|要是|假如|若是|倘若)[^，,。]*$/;
/** A Korean conditional ending closing the clause: "-라면", "-다면", "-(으)면", "경우". */
const KOREAN_CONDITION_AFTER = /(?:라면|다면|[가-힣]면|경우(?:에는|라면)?)\s*$/;

/** Where the clause after an offset ends: the next Japanese or Chinese comma, or the sentence's end. */
function nextWideComma(doc: AnswerDocument, from: number, end: number): number {
  for (let at = from; at < end; at += 1) {
    const code = doc.folded.charCodeAt(at);
    if (code === 0x3001 || code === 0xff0c || code === 0x2c) return at;
  }
  return end;
}

/** What isSupposing read of a sentence: whether it opens on a condition, and whether it asks for or offers help. */
interface SentenceAsked {
  supposes: boolean;
  requests: boolean | undefined;
}

/**
 * Per answer, what isSupposing read of each sentence, by its start: the brand's name and every competitor's
 * are judged in the same sentences, and their patterns give the same answers for each.
 */
const sentencesAsked = new AnswerMemo<Map<number, SentenceAsked>>();

function askedIn(doc: AnswerDocument, sentence: Span): SentenceAsked {
  let bySentence = sentencesAsked.get(doc);
  if (!bySentence) {
    bySentence = new Map();
    sentencesAsked.set(doc, bySentence);
  }
  let asked = bySentence.get(sentence.start);
  if (!asked) {
    SUPPOSING_START.lastIndex = sentence.start;
    asked = { supposes: SUPPOSING_START.test(doc.folded), requests: undefined };
    bySentence.set(sentence.start, asked);
  }
  return asked;
}

/** The occurrences that count of a name with common-word or doubtful ones (findOccurrences). */
function judgedInContext(
  doc: AnswerDocument,
  matcher: NameMatcher,
  neighbours: NameMatcher[],
  found: Occurrence[],
): Occurrence[] {
  const isCommon = (occurrence: Occurrence) =>
    matcher.commonNames.size > 0 &&
    !occurrence.viaDomain &&
    matcher.commonNames.has(doc.folded.slice(occurrence.start, occurrence.end).replace(/\s+/g, ' '));
  // A capitalised name written in lower case ("a keeper", "con gusto") or opening a sentence as an
  // adjective or adverb ("Remote hiring", "Away from home") is the ordinary word until context says otherwise.
  const isDoubtful = (occurrence: Occurrence) =>
    !occurrence.viaDomain && (isLowerCase(doc, matcher, occurrence) || isOrdinaryOpening(doc, occurrence));
  const others = neighbours.flatMap((other) => (other === matcher ? [] : rawOccurrences(doc, other)));
  const inContext = (occurrence: Occurrence) => hasBrandContext(doc, matcher, occurrence, others);
  // An ordinary use of the word in the answer makes every use of it doubtful: the answer reads it as a word.
  const ordinaryHere = found.some((occurrence) => isDoubtful(occurrence) && !inContext(occurrence));
  const needsContext = (occurrence: Occurrence) =>
    isCommon(occurrence) || (!occurrence.viaDomain && ordinaryHere) || isDoubtful(occurrence);
  const established = found.filter((occurrence) => !needsContext(occurrence) || inContext(occurrence));
  if (established.length === 0) return [];
  return found.filter(
    (occurrence) =>
      established.includes(occurrence) || (isCapitalised(doc, occurrence) && !isOrdinaryOpening(doc, occurrence)),
  );
}

/** Whether any occurrence is a common word or doubtful: a loop without closures, run for every name. */
function anyDoubtful(doc: AnswerDocument, matcher: NameMatcher, found: readonly Occurrence[]): boolean {
  for (const occurrence of found) {
    if (occurrence.viaDomain) continue;
    if (isLowerCase(doc, matcher, occurrence) || isOrdinaryOpening(doc, occurrence)) return true;
    if (
      matcher.commonNames.size > 0 &&
      matcher.commonNames.has(doc.folded.slice(occurrence.start, occurrence.end).replace(/\s+/g, ' '))
    ) {
      return true;
    }
  }
  return false;
}

/** A capitalised one-word name written all in lower case ("lemonade"; "lemonade insurance" is an alias). */
function isLowerCase(doc: AnswerDocument, matcher: NameMatcher, occurrence: Span): boolean {
  if (!matcher.capitalised) return false;
  for (let at = occurrence.start; at < occurrence.end; at += 1) {
    const code = doc.text.charCodeAt(at);
    if (code <= 0x20) return false;
    if (code >= 0x41 && code <= 0x5a) return false;
    if (code > 0x7f && doc.text[at] !== doc.text[at].toLowerCase()) return false;
  }
  return true;
}

/** A lower-case word making the one before it an adjective or adverb: a gerund, or a preposition after an adverb. */
const ORDINARY_AFTER = /[ \t]+(?:\p{Ll}{2,}ing|from|of|than|into|onto|upon)(?![\p{L}\p{N}])/uy;

/** ORDINARY_AFTER's words that are no gerund. */
const ORDINARY_AFTER_WORDS: ReadonlySet<string> = new Set(['from', 'of', 'than', 'into', 'onto', 'upon']);

/**
 * A necessary condition of ORDINARY_AFTER at `at`, read over ASCII: after blanks, a word of lower-case
 * letters that ends in "ing" (five letters or more) or is one of ORDINARY_AFTER_WORDS, then no letter or
 * digit. Beyond ASCII the pattern itself decides (true).
 */
function mayBeOrdinaryAfter(text: string, at: number): boolean {
  let start = at;
  while (text.charCodeAt(start) === 0x20 || text.charCodeAt(start) === 0x09) start += 1;
  let end = start;
  while (end < text.length) {
    const code = text.charCodeAt(end);
    if (code >= 0x80) return true;
    if (code < 0x61 || code > 0x7a) break;
    end += 1;
  }
  if (end < text.length && isAsciiLetterOrDigit(text.charCodeAt(end))) return false;
  if (end - start >= 5 && text.startsWith('ing', end - 3)) return true;
  return end - start <= 4 && ORDINARY_AFTER_WORDS.has(text.slice(start, end));
}

/** A one-word name opening a sentence as an ordinary word: "Remote hiring is…", "Away from home…". */
function isOrdinaryOpening(doc: AnswerDocument, occurrence: Span): boolean {
  // Most names are followed by punctuation, a capital or a verb: look at the next word's first letter first.
  const space = doc.text.charCodeAt(occurrence.end);
  const letter = doc.text.charCodeAt(occurrence.end + 1);
  if ((space !== 0x20 && space !== 0x09) || !((letter >= 0x61 && letter <= 0x7a) || letter > 0x7f)) return false;
  if (!mayBeOrdinaryAfter(doc.text, occurrence.end)) return false;
  ORDINARY_AFTER.lastIndex = occurrence.end;
  if (!ORDINARY_AFTER.test(doc.text)) return false;
  for (let at = occurrence.start; at < occurrence.end; at += 1) if (doc.text.charCodeAt(at) <= 0x20) return false;
  return startsSentence(doc, occurrence.start);
}

/** The first of findOccurrences before `end`, without judging the later ones when the name needs no context. */
export function firstOccurrenceBefore(
  doc: AnswerDocument,
  matcher: NameMatcher,
  neighbours: NameMatcher[],
  end: number,
): Occurrence | undefined {
  if (matcher.commonNames.size > 0) return findOccurrences(doc, matcher, neighbours).find((found) => found.start < end);
  const raw = rawOccurrences(doc, matcher);
  // A name with a doubtful occurrence has all of them judged; otherwise the first counts.
  if (matcher.capitalised && anyDoubtful(doc, matcher, raw)) {
    return findOccurrences(doc, matcher, neighbours).find((found) => found.start < end);
  }
  if (noInformationIn(doc).statements.length === 0) return raw.find((found) => found.start < end);
  return withoutNoInformation(doc, raw).find((found) => found.start < end);
}

/** The brand's mentions in a parsed answer. */
export function findBrandMentions(doc: AnswerDocument, brand: PreparedBrand): Occurrence[] {
  return findOccurrences(doc, brand.subject, [...brand.competitors]);
}

/** Whether the answer mentions the brand (decisions §3, "mentioned"). */
export function detectMention(text: string, brand: BrandProfile | PreparedBrand): boolean {
  return findBrandMentions(parseAnswer(text), prepareBrand(brand)).length > 0;
}
