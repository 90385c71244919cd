import type { BrandProfile } from '#contracts';
import { AnswerMemo } from './answer-memo.js';
import { type AnswerDocument, type AnswerItem, parseAnswer, type Span } from './answer-structure.js';
import { brandWordsAtStart, endsInCompanyWord, type ReadName, readNameAt } from './brand-name-reader.js';
import { isWhitespace } from './character-classes.js';
import { COMMON_WORDS } from './common-words.js';
import { listIntroduction } from './list-introduction.js';
import { clauseAround, findBrandMentions, firstOccurrenceBefore, type Occurrence } from './mention-detector.js';
import { type PreparedBrand, prepareBrand } from './prepared-brand.js';
import { foldKey } from './text-folding.js';

/** A brand named in the answer, other than the subject, with where it first appears. */
export interface NamedBrand {
  display: string;
  key: string;
  /** Offset of its first appearance. */
  start: number;
}

/** The brands an answer names: what each item presents, and the competitors in order of appearance. */
export interface AnswerBrands {
  /** Per item of the document (same index): the brand its lead presents, or null. */
  itemBrands: (ReadName | null)[];
  competitors: NamedBrand[];
}

/** Reads which brands the answer presents in items and emphasis, and where known competitors appear. */
export function findAnswerBrands(doc: AnswerDocument, brand: PreparedBrand, mentions: Occurrence[]): AnswerBrands {
  // The names read in leads, in emphasis and known competitors' first occurrences: each list in order.
  const inItems: NamedBrand[] = [];
  const inEmphasis: NamedBrand[] = [];
  const known: NamedBrand[] = [];
  // A lead and the bold text inside it ("1. **HubSpot** – ...") are the same text: read each once.
  const read = new Map<string, ReadName | null>();
  const readName = (text: string) => {
    let name = read.get(text);
    if (name === undefined) {
      name = readNameAt(text, brand, true);
      read.set(text, name);
    }
    return name;
  };
  // Per item, what readName made of its lead, when it read it: most emphasis is a lead's own span
  // ("1. **HubSpot** – ..."), whose name is then found by its offsets, not by slicing and hashing its text.
  const leadNames: (ReadName | null | undefined)[] = [];
  const itemBrands = doc.items.map((item, index) => {
    // "| Pure White | Acme | 84 |" under "| Colour | Brand | LRV |": the brand column names the row's brand.
    const cell = item.kind === 'table-row' ? brandCell(doc, item.start) : null;
    if (cell) return readName(doc.text.slice(cell.start, cell.end));
    const lead = doc.text.slice(item.lead.start, item.lead.end);
    let name = knownThroughStop(doc, item, readName);
    if (name === null) name = leadNames[index] = readName(lead);
    // "**Bob** (by HiBob)": the name in brackets is the brand.
    if (name && !name.known && !name.isSubject) name = ownerInBrackets(doc, item.lead.end, readName) ?? name;
    // The lead opens with a mention of the subject even when the reader did not see a name there.
    if (!name && mentions.some((mention) => mention.start >= item.lead.start && mention.start < item.lead.end)) {
      const mention = mentions.find((m) => m.start >= item.lead.start)!;
      if (/^[\s*_"“'[]*(?:the\s+)?$/i.test(lead.slice(0, mention.start - item.lead.start))) {
        return { display: brand.subject.display, key: brand.subject.key, isSubject: true, known: false };
      }
    }
    return name;
  });
  // Names no answer offers as options: criteria, labels of details, groups of sections, ordinary words.
  // Leads judged not to present an option: their emphasis is no option either ("- **Metrics:** HRV").
  let rejectedLeads: Set<number> | null = null;
  for (let index = 0; index < doc.items.length; index += 1) {
    const name = itemBrands[index];
    if (name && !name.known && !name.isSubject && !presentsOption(doc, index, itemBrands, name, readName, mentions)) {
      itemBrands[index] = null;
      rejectedLeads ??= new Set();
      rejectedLeads.add(doc.items[index].lead.start);
    }
  }
  reduceProductLists(doc, itemBrands, readName);
  // A heading whose sections present brands groups them ("## Front-loaders" over "### Urban Arrow").
  for (let index = doc.items.length - 1; index >= 0; index -= 1) {
    const parent = doc.items[index].parent;
    if (parent < 0 || itemBrands[index] === null || doc.items[index].kind !== 'heading') continue;
    const group = itemBrands[parent];
    if (group && !group.known && !group.isSubject && doc.items[parent].kind === 'heading') itemBrands[parent] = null;
  }
  doc.items.forEach((item, index) => {
    const found = itemBrands[index];
    if (!found || found.isSubject) return;
    const name = withOrdinaryFirstWord(doc, doc.text.slice(item.lead.start, item.lead.end), found);
    inItems.push({ display: name.display, key: name.key, start: item.lead.start });
  });
  // The first item whose lead does not start before the span (items and emphasis are both in text order).
  let next = 0;
  for (const span of doc.emphasis) {
    if (span.start >= doc.sourcesStart) break;
    while (next < doc.items.length && doc.items[next].lead.start < span.start) next += 1;
    const lead = next < doc.items.length ? doc.items[next].lead : null;
    const leadName = lead !== null && lead.start === span.start && lead.end === span.end ? leadNames[next] : undefined;
    let name = leadName !== undefined ? leadName : readName(doc.text.slice(span.start, span.end));
    if (!name || name.isSubject) continue;
    if (!name.known) name = ownerInBrackets(doc, span.end, readName) ?? name;
    // Italics set off titles and terms ("*Building a Second Brain*"); brands are set in bold.
    if (!name.known && (rejectedLeads?.has(span.start) || isNotOffered(doc, span, name))) continue;
    // "Connect it to **Xero**", "posts to **Indeed** and **ZipRecruiter**", "vender no **Mercado Livre**":
    // what the options connect to, post to or sell through is a channel, not an alternative.
    if (!name.known && isChannel(doc, span)) continue;
    name = withOrdinaryFirstWord(doc, doc.text.slice(span.start, span.end), name);
    inEmphasis.push({ display: name.display, key: name.key, start: span.start });
  }
  const neighbours = [brand.subject, ...brand.competitors];
  for (const matcher of brand.competitors) {
    const first = firstOccurrenceBefore(doc, matcher, neighbours, doc.sourcesStart);
    if (first) known.push({ display: matcher.display, key: matcher.key, start: first.start });
  }
  // By where they appear; at the same place, in the order of the lists (a stable sort of them joined).
  const found = mergeByStart(
    mergeByStart(inItems, inEmphasis),
    known.sort((a, b) => a.start - b.start),
  );

  // Deduplicate, folding a product line into a brand named elsewhere in the answer ("Hoka" and "Hoka Clifton").
  const firstWithKey = new Map<string, number>();
  found.forEach((name, index) => {
    if (!firstWithKey.has(name.key)) firstWithKey.set(name.key, index);
  });
  const competitors: NamedBrand[] = [];
  const byKey = new Map<string, NamedBrand>();
  for (const name of found) {
    const shorter = firstExtended(name.key, firstWithKey);
    const target = shorter >= 0 ? { ...found[shorter], start: name.start } : name;
    const existing = byKey.get(target.key);
    if (!existing) {
      competitors.push(target);
      byKey.set(target.key, target);
    } else existing.start = Math.min(existing.start, target.start);
  }
  return { itemBrands, competitors: competitors.sort((a, b) => a.start - b.start) };
}

/**
 * A name read as one word that the answer also writes in lower case as an ordinary word ("een online rijschool",
 * "para desatascos en Barcelona") describes the business; the word after it names it: "**Rijschool Pro**",
 * "**Desatascos Barcelona** 24h". As after a common word ("Camp Chef"), the name is the two words.
 */
function withOrdinaryFirstWord(doc: AnswerDocument, text: string, name: ReadName): ReadName {
  if (name.known || name.isSubject || name.key.includes(' ')) return name;
  const words = leadWords(text, 2);
  if (words.length < 2 || !/^[\p{Lu}\p{N}]/u.test(words[1]) || foldKey(words[0]) !== name.key) return name;
  if (!isOrdinaryWord(doc, name.key)) return name;
  const display = `${words[0]} ${words[1].replace(/[,.:;!?–—-]+$/u, '')}`;
  return { display, key: foldKey(display), isSubject: false, known: false };
}

/** Words of product lines and editions, besides common words: "Zinus Green Tea", "Dormando Classic". */
const PRODUCT_LINE_WORDS = new Set(
  `black white grey gray silver gold blue green red yellow orange purple pink brown beige navy tea classic original
  essential essentials premium plus pro max mini lite ultra one go hybrid foam memory latex cloud air select signature
  elite sport sports comfort deluxe standard edition series collection line range cool gel firm soft`.split(/\s+/),
);

/**
 * The words of a lead's text, markup and brackets left out: what `text.replace(/[*_"“”[\]()]/g, ' ').split(/\s+/)`
 * leaves but the empty strings, read in place, and only the first `most` of them (withOrdinaryFirstWord reads
 * two words of every lead and emphasis naming a brand).
 */
function leadWords(text: string, most = Number.POSITIVE_INFINITY): string[] {
  const words: string[] = [];
  let start = -1;
  for (let at = 0; at <= text.length && words.length < most; at += 1) {
    const code = at < text.length ? text.charCodeAt(at) : 0x20;
    if (!isWhitespace(code) && !isLeadMarkup(code)) {
      if (start < 0) start = at;
    } else if (start >= 0) {
      words.push(text.slice(start, at));
      start = -1;
    }
  }
  return words;
}

/** The markup and brackets leadWords leaves out: `*_"“”[]()`. */
function isLeadMarkup(code: number): boolean {
  return (
    code === 0x2a ||
    code === 0x5f ||
    code === 0x22 ||
    code === 0x201c ||
    code === 0x201d ||
    code === 0x5b ||
    code === 0x5d ||
    code === 0x28 ||
    code === 0x29
  );
}

/** The word after a lead's brand when it names more than its brand: a capitalised or numbered word ("Nectar Classic"). */
function productWord(lead: string, name: ReadName): string | null {
  // Most leads open with the brand's display name: the word after it is read in place.
  let at = 0;
  while (at < lead.length && OPENING_MARKS.includes(lead[at])) at += 1;
  if (lead.startsWith(name.display, at)) {
    at += name.display.length;
    if (lead.charCodeAt(at) !== 0x20 || !/[\p{Lu}\p{N}]/u.test(lead[at + 1] ?? '')) return null;
    return /^[^\s*_"“”[\]()]+/.exec(lead.slice(at + 1, at + 41))?.[0] ?? null;
  }
  const words = leadWords(lead);
  const brandWords = name.display.split(/\s+/).length;
  return words.length > brandWords && /^[\p{Lu}\p{N}]/u.test(words[brandWords]) ? words[brandWords] : null;
}

const OPENING_MARKS = ' *_"“[(';

/**
 * In a list whose items name products ("**Nectar Classic**", "**Helix Midnight**"), an unknown name made of
 * a word and product-line words ("Zinus Green Tea", "Allnatura Vital-Latex") is a product of its first word.
 */
function reduceProductLists(
  doc: AnswerDocument,
  itemBrands: (ReadName | null)[],
  readName: (text: string) => ReadName | null,
): void {
  if (!itemBrands.some((name) => name && !name.known && !name.isSubject && name.display.includes(' '))) return;
  let runStart = 0;
  for (let index = 1; index <= doc.items.length; index += 1) {
    const item = doc.items[index];
    const first = doc.items[runStart];
    if (index < doc.items.length && item.parent === first.parent && item.kind === first.kind) continue;
    const run: number[] = [];
    for (let member = runStart; member < index; member += 1)
      if (doc.items[member].parent === first.parent) run.push(member);
    runStart = index;
    const leadOf = (member: number) => doc.text.slice(doc.items[member].lead.start, doc.items[member].lead.end);
    // A word after the brand in two items ("FysioHolland Amsterdam", "Physique Amsterdam") is the list's place
    // or branch, not a product.
    const words = run.map((member) => {
      const name = itemBrands[member];
      const word = name ? productWord(leadOf(member), name) : null;
      return word === null ? null : foldKey(word);
    });
    if (!words.some((word, at) => word !== null && words.indexOf(word) === at && words.lastIndexOf(word) === at))
      continue;
    for (const member of run) {
      const name = itemBrands[member];
      if (!name || name.known || name.isSubject) continue;
      const words = name.display.split(/\s+/);
      if (words.length < 2) continue;
      const keys = words.map((word) => foldKey(word));
      // "Churchill Services", "Porchester Spa": a company's name, not a product line.
      if (endsInCompanyWord(keys)) continue;
      // A product line of common words ("Zinus Green Tea") is its first word's; any other name is read to
      // its brand's words: "Travelpro Platinum Elite", "Six Moon Designs Lunar Duo".
      const lineOfFirst = keys.every(
        (word, at) => at === 0 || COMMON_WORDS.has(word) || PRODUCT_LINE_WORDS.has(word) || /[\d-]/.test(word),
      );
      const count = lineOfFirst && !AMPERSAND_WORDS.has(keys[1]) ? 1 : brandWordsAtStart(words, keys, words.length);
      if (count >= words.length) continue;
      const brand = readName(words.slice(0, count).join(' '));
      if (brand && !brand.isSubject) itemBrands[member] = brand;
    }
  }
}

const AMPERSAND_WORDS = new Set(['&', 'and', 'und', 'et', 'y', 'e', 'en']);

/** Lines introducing criteria, tips or how to read something rather than options, in the answers' languages. */
const CRITERIA_INTRO =
  /\b(?:(?:key\s+|main\s+|important\s+)?factors?\b|criteria|considerations|what\s+(?:to\s+(?:look|consider|check|watch)|matters)|things\s+to\s+(?:look|consider|check|know|keep)|(?:a\s+few\s+|some\s+|quick\s+|practical\s+|key\s+|top\s+)?tips\s*(?:for\b|to\b|on\b|:|$)|keep\s+in\s+mind|how\s+to\s+(?:choose|decide|read|pick|compare|evaluate|tell|spot|recogni[sz]e|identify)|^\W*to\s+(?:change|set\s+up|install|reset|enable|disable|cancel|update|connect|pair|configure|create|add|remove|delete|export|import|switch|move|transfer|set|turn|claim|file|book|return)\b|worauf|achten|kriterien|tipps|criteres|conseils|prendre\s+en\s+compte|tener\s+en\s+cuenta|criterios|consejos|waar\s+(?:moet|let|je\s+op)|letten\s+op|criteri\b|consigli|considerare|o\s+que\s+(?:considerar|observar|avaliar)|dicas|strengths|weaknesses|limitations|drawbacks|downsides|advantages|disadvantages|pros\s*:|cons\s*:|(?:pricing\s+)?tiers|vorteile|nachteile|avantages|inconvenients|ventajas|desventajas|voordelen|nadelen)/;

/**
 * What an introduction names as the things to weigh when they are options: "marchi da considerare", "marcas a
 * tener en cuenta", "marques à prendre en compte" are brands to consider, not criteria.
 */
const OPTIONS_NAMED =
  /\b(?:brands|marken|marques|marcas|marchi|merken|varumarken|marki|makers|manufacturers|hersteller|fabricants|fabricantes|produttori|fabrikanten|options|optionen|opciones|opzioni|opties|opcoes|alternatives|alternativen|alternativas|alternatieven|alternatywy)\b/;

/** Whether the list or section holding an offset is introduced as criteria or tips. */
function isCriterion(doc: AnswerDocument, offset: number): boolean {
  return introducesCriteria(introductionText(doc, offset));
}

/** Whether an introduction's folded text introduces criteria or tips. */
function introducesCriteria(text: string): boolean {
  return CRITERIA_INTRO.test(text) && !OPTIONS_NAMED.test(text);
}

/**
 * What introduces a list as alternatives: "Alternatives to Acme:", "Other options worth a look:",
 * "The best CRMs for small teams:", "Si buscas algo más barato, mira estas opciones:".
 */
const OTHERS_INTRO =
  /\b(?:alternatives?|competitors?|rivals?|options?|choices?|picks?|contenders|instead|similar|compared?|comparison|vs|versus|recommend\w*|suggest\w*|best|top|brands|tools|apps|services|providers|platforms|products|models|worth|consider\w*|look\s+at|try|alternativen|optionen|anbieter|marken|empfehl\w*|vergleich\w*|marques|recommand\w*|conseill\w*|meilleur\w*|alternativas|opciones|marcas|recomiend\w*|recomend\w*|mejores|opzioni|alternative|marchi|consigli\w*|migliori|alternatieven|opties|merken|aanbevol\w*|aanrad\w*|beste|opcoes|melhores|alternativ|varumarken|rekommend\w*|basta)\b/;

/**
 * Criticisms introduced ("There are relevant criticisms you should consider:", "Há críticas relevantes"): the
 * labels of such a list ("**Flexibilidade**: ...") name the criticisms' topics, not alternatives.
 */
const CRITICISMS =
  /\b(?:criticisms?|complaints|critiques|kritik(?:punkte)?|criticas|critiche|kritiekpunten|klagomal|reclamacoes|quejas|plaintes|beschwerden)\b/;

/** The folded sentence introducing the list or section holding an offset. */
function introductionText(doc: AnswerDocument, offset: number): string {
  const intro = listIntroduction(doc, offset);
  return doc.folded.slice(intro.start, intro.end);
}

/** Whether the list or table holding an offset is introduced by a sentence about the brand alone. */
function describesBrand(doc: AnswerDocument, offset: number, mentions: Occurrence[]): boolean {
  const intro = listIntroduction(doc, offset);
  return namesBrandIn(intro, mentions) && !OTHERS_NAMED.test(doc.folded.slice(intro.start, intro.end));
}

/** Whether one of the brand's mentions starts inside a span. */
function namesBrandIn(span: Span, mentions: Occurrence[]): boolean {
  return mentions.some((mention) => mention.start >= span.start && mention.start < span.end);
}

/** Words that introduce other brands even in a sentence about the brand: "Alternatives to Acme:". */
const OTHERS_NAMED =
  /\b(?:alternatives?|competitors?|rivals?|instead|other|others|vs|versus|compared?|alternativen|andere|autres|alternativas|otras|otros|alternative|altre|altri|alternatieven|andere|outras|outros|alternativ|andra)\b/;

/**
 * Whether the list holding an offset is introduced as alternatives (OTHERS_INTRO). An introduction
 * naming the brand ("Headspace offers two billing options:", "Zoom is the most dependable choice:")
 * speaks of the brand's own options, unless it names others outright (OTHERS_NAMED).
 */
function introducesAlternatives(doc: AnswerDocument, offset: number, mentions: Occurrence[]): boolean {
  const intro = listIntroduction(doc, offset);
  const text = doc.folded.slice(intro.start, intro.end);
  if (!OTHERS_INTRO.test(text) || CRITICISMS.test(text)) return false;
  return !namesBrandIn(intro, mentions) || OTHERS_NAMED.test(text);
}

/** Whether an item's name is presented as an option, by where the item sits and how the answer uses the word. */
function presentsOption(
  doc: AnswerDocument,
  index: number,
  itemBrands: (ReadName | null)[],
  name: ReadName,
  readName: (text: string) => ReadName | null,
  mentions: Occurrence[],
): boolean {
  const item = doc.items[index];
  // "**Terrain**: rocky trails" in an answer that also writes "terrain": a label, not a name.
  if (!name.key.includes(' ') && isLabelled(doc, item.lead.end) && isOrdinaryWord(doc, name.key)) return false;
  if (item.kind === 'table-row') {
    if (isCriteriaColumn(doc, item.start, readName)) return false;
    // "So setzen sich die Preise bei Acme zusammen:" over "| Blaulichtfilter | + 25 € |": a table of the
    // brand's own options, none of its rows a known brand.
    return !(
      describesBrand(doc, item.start, mentions) && !someSibling(doc, index, (row) => isKnownItem(itemBrands, row))
    );
  }
  // "- **Use packing cubes.** They..." and "**Battery reliability.**": a sentence set in bold, not a name.
  if (closesSentence(doc.text, item.lead.end)) return false;
  // A label ("- Focus: HR workflows") or a phrase ("- Tenkeyless, hot-swappable") under "1. **Personio**" is a
  // detail of the option; under "Key factors:" or "Strengths:", a criterion.
  // Under "How to read a prescription:", "To change the DPI:", "Key factors:": steps and criteria, not options.
  const intro = item.kind === 'bullet' || item.kind === 'numbered' ? introductionText(doc, item.start) : null;
  if (intro !== null && introducesCriteria(intro)) return false;
  // Under "The main complaints:", "**Crowding** – weekends are packed" names a criticism's topic; under "The ones
  // that come up most in complaints:", items beside a known brand ("**Neutrogena Ultra Sheer**") are products.
  if (intro !== null && CRITICISMS.test(intro) && !someSibling(doc, index, (other) => isKnownItem(itemBrands, other)))
    return false;
  if (
    (item.kind === 'bullet' || item.kind === 'numbered') &&
    (isLabelled(doc, item.lead.end) || doc.text.charCodeAt(item.lead.end) === 0x2c)
  ) {
    if (item.parent >= 0 && itemBrands[item.parent]) return false;
    // "- **Returns:** 30 days", "• Monthly: $12.99": in a list of labels that offers no known brand
    // and is not introduced as alternatives, an unknown label is a detail, not a competitor.
    if (
      isLabelled(doc, item.lead.end) &&
      !name.known &&
      // "- **HubSpot:** free plan" beside it: a list of brands after all.
      !someSibling(
        doc,
        index,
        (other) => isKnownItem(itemBrands, other) && isLabelled(doc, doc.items[other].lead.end),
      ) &&
      !introducesAlternatives(doc, item.start, mentions)
    )
      return false;
    // "3. Confirm, wait for it to finish" among steps that name nothing: a phrase, not a name.
    if (!isLabelled(doc, item.lead.end) && !someSibling(doc, index, (other) => itemBrands[other] !== null))
      return false;
  }
  if (item.kind === 'heading') {
    if (CRITERIA_INTRO.test(doc.folded.slice(item.lead.start, item.lead.end))) return false;
    // "### Accuracy", "### 5. Schedule" beside "create a schedule": a section named by a word, not a brand.
    if (!name.key.includes(' ') && (ABSTRACT_NOUN.test(name.key) || isOrdinaryWord(doc, name.key))) return false;
  }
  return true;
}

/** Whether another item of the same list or table (same parent and kind) passes a test. */
function someSibling(doc: AnswerDocument, index: number, test: (other: number) => boolean): boolean {
  const { parent, kind } = doc.items[index];
  for (let other = 0; other < doc.items.length; other += 1) {
    const item = doc.items[other];
    if (other !== index && item.parent === parent && item.kind === kind && test(other)) return true;
  }
  return false;
}

/** Whether item `index` names a known competitor or the brand itself. */
function isKnownItem(itemBrands: (ReadName | null)[], index: number): boolean {
  const name = itemBrands[index];
  return name !== null && (name.known || name.isSubject);
}

/** A long one-word name ending as abstract nouns do: "Troubleshooting", "Accuracy", "Availability". */
const ABSTRACT_NOUN = /^[a-z]{5,}(?:ing|ity|ness|tion|sion|ment|ance|ence|acy)$/;

/** Whether a colon follows a lead or an emphasised span (inside or after its markup): `^(?:\*\*|__)?\s*:`. */
function isLabelled(doc: AnswerDocument, end: number): boolean {
  const text = doc.text;
  if (text.charCodeAt(end - 1) === 0x3a) return true;
  let at = end;
  const code = text.charCodeAt(at);
  if ((code === 0x2a || code === 0x5f) && text.charCodeAt(at + 1) === code) at += 2;
  while (text.charCodeAt(at) === 0x20 || text.charCodeAt(at) === 0x09) at += 1;
  return text.charCodeAt(at) === 0x3a;
}

/**
 * Whether a table row sits in a table whose header names brands as its columns ("| | Acme | HubSpot |"):
 * its first cells are then criteria ("Views", "Passkeys"), not options. The header names brands when
 * two of its cells read as names, one of them the brand's or a known competitor's.
 */
function isCriteriaColumn(doc: AnswerDocument, rowStart: number, readName: (text: string) => ReadName | null): boolean {
  return fromTableHeader(tableHeaders, doc, rowStart, (headerStart) => namesBrandColumns(doc, headerStart, readName));
}

/**
 * What `read` makes of the header line of the table holding the row that starts at `rowStart` (the
 * first of its run of `|` lines), remembered per answer for every row walked on the way up.
 */
function fromTableHeader<T>(
  cache: AnswerMemo<Map<number, T>>,
  doc: AnswerDocument,
  rowStart: number,
  read: (headerStart: number) => T,
): T {
  let known = cache.get(doc);
  if (!known) {
    known = new Map();
    cache.set(doc, known);
  }
  const visited: number[] = [];
  let start = rowStart;
  let result = known.get(start);
  while (result === undefined) {
    visited.push(start);
    const previous = start > 0 ? doc.text.lastIndexOf('\n', start - 2) + 1 : 0;
    if (start === 0 || !opensWithPipe(doc.text, previous, start - 1)) {
      result = read(start);
      break;
    }
    start = previous;
    result = known.get(start);
  }
  for (const at of visited) known.set(at, result);
  return result;
}

/** `/^\s*\|/` tested on text[start, end), read in place: whether a line is a table's. */
function opensWithPipe(text: string, start: number, end: number): boolean {
  let at = start;
  while (at < end && isWhitespace(text.charCodeAt(at))) at += 1;
  return at < end && text.charCodeAt(at) === 0x7c;
}

/** Header cells naming the column that holds each row's brand, in the answers' languages. */
const BRAND_COLUMN = new Set(
  `brand brands make maker manufacturer marke hersteller marque fabricant marca fabricante merk fabrikant produttore`.split(
    ' ',
  ),
);

/** Per answer: for the table row starting at an offset, the index of its table's brand column (-1: none). */
const brandColumns = new AnswerMemo<Map<number, number>>();

/** The cell of a table row that its header calls the brand ("| Colour | Brand |"), when not the first cell. */
function brandCell(doc: AnswerDocument, rowStart: number): Span | null {
  const text = doc.text;
  const column = fromTableHeader(brandColumns, doc, rowStart, (headerStart) => {
    const end = text.indexOf('\n', headerStart);
    const cells = text.slice(headerStart, end < 0 ? text.length : end).split('|');
    return cells.findIndex((cell, index) => index > 1 && BRAND_COLUMN.has(cell.trim().toLowerCase()));
  });
  if (column < 0) return null;
  // The column-th `|` of the row opens the cell.
  let at = text.indexOf('|', rowStart);
  for (let index = 1; index < column && at >= 0; index += 1) at = text.indexOf('|', at + 1);
  if (at < 0) return null;
  const end = text.indexOf('|', at + 1);
  const lineEnd = text.indexOf('\n', at);
  if (end < 0 || (lineEnd >= 0 && end > lineEnd)) return null;
  return { start: at + 1, end };
}

/** Per answer: whether the table holding the row starting at an offset has brands as its columns. */
const tableHeaders = new AnswerMemo<Map<number, boolean>>();

/** Whether the header line at `start` names two columns, one of them the brand or a known competitor. */
function namesBrandColumns(doc: AnswerDocument, start: number, readName: (text: string) => ReadName | null): boolean {
  const end = doc.text.indexOf('\n', start);
  const names = doc.text
    .slice(start, end < 0 ? doc.text.length : end)
    .split('|')
    .slice(2, -1)
    .map((cell) => (cell.trim() === '' ? null : readName(cell)));
  return names.filter(Boolean).length >= 2 && names.some((name) => name && (name.known || name.isSubject));
}

/** isOrdinaryWord's answers per answer and key: the same names are asked about again and again. */
const ordinaryWords = new AnswerMemo<Map<string, boolean>>();

/** Whether an answer also writes a one-word name in lower case as an ordinary word ("rocky terrain"). */
function isOrdinaryWord(doc: AnswerDocument, key: string): boolean {
  if (key.length < 3 || !/^[a-z]+$/.test(key)) return false;
  let known = ordinaryWords.get(doc);
  if (!known) {
    known = new Map();
    ordinaryWords.set(doc, known);
  }
  let ordinary = known.get(key);
  if (ordinary === undefined) {
    ordinary = writesInLowerCase(doc, key);
    known.set(key, ordinary);
  }
  return ordinary;
}

/** Whether the answer's text holds the key, in lower case, as a word of its prose. */
function writesInLowerCase(doc: AnswerDocument, key: string): boolean {
  // Searched in the text itself, case-sensitively: only the lower-case uses are found.
  const { text } = doc;
  for (let at = text.indexOf(key); at >= 0; at = text.indexOf(key, at + 1)) {
    const end = at + key.length;
    if (at > 0 && isWordCharacter(text.charCodeAt(at - 1))) continue;
    if (end < text.length && isWordCharacter(text.charCodeAt(end))) continue;
    // "bett1.de" is a domain, not a word; a URL is no prose.
    if (text.charCodeAt(end) === 0x2e && isWordCharacter(text.charCodeAt(end + 1))) continue;
    if (doc.folded.charCodeAt(at) === 0x20) continue;
    return true;
  }
  return false;
}

/** A letter or digit (other scripts and accented letters count as letters). */
function isWordCharacter(code: number): boolean {
  return (
    (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || (code >= 0x30 && code <= 0x39) || code >= 0xc0
  );
}

/**
 * Whether emphasis or a lead ending at `end` closes with a comma or a full stop inside it ("**Battery
 * reliability.**", "**Roll, don't fold,**"): a sentence set in bold. An abbreviation's dot ("Acme Inc.",
 * "e.l.f.") is no full stop.
 */
export function closesSentence(text: string, end: number): boolean {
  const last = text.charCodeAt(end - 1);
  if (last === 0x2c) return true;
  if (last !== 0x2e) return false;
  let start = end - 1;
  while (start > 0 && !isWhitespace(text.charCodeAt(start - 1)) && text.charCodeAt(start - 1) !== 0x2a) start -= 1;
  const word = text.slice(start, end - 1);
  return word.length > 1 && !word.includes('.') && !ABBREVIATIONS.has(word.toLowerCase());
}

const ABBREVIATIONS = new Set(['inc', 'co', 'ltd', 'corp', 'jr', 'sr', 'st', 'bros', 'intl', 'mfg', 'no', 'vs']);

/** A UI element named in bold: "the **Results** tab", "the **Export** button". */
const UI_ELEMENT =
  /^(?:\*\*|__)\s(?:tab|button|menu|page|view|panel|screen|section|field|option|toggle|link|icon|setting|settings|dialog|window)\b/;

/**
 * What names a control right before a bold label: "tap **Filter**", "click on **Restore**", "klicken Sie auf
 * **Export**". Not "choose" or "check": "choose **Nutshell** if you want simplicity" offers a brand.
 */
const UI_ACTION =
  /\b(?:tap|click|select|press|toggle|enable|disable|uncheck|go to|navigate to|klicken sie auf|klicke auf|tippe auf|tippen sie auf|cliquez sur|appuyez sur|touchez|selectionnez|toca|pulsa|haz clic en|selecciona|clicca su|tocca|seleziona|klik op|tik op|selecteer|tryck pa|klicka pa|toque em|clique em|selecione)\s+(?:on\s+|the\s+)?(?:\*\*|__)$/;

/** An emphasised name that is no option: a colon label used as a word, an italic title, a criterion's label. */
function isNotOffered(doc: AnswerDocument, span: Span, name: ReadName): boolean {
  if (isItalic(doc.text, span)) return true;
  if (UI_ACTION.test(doc.folded.slice(Math.max(0, span.start - 32), span.start))) return true;
  if (closesSentence(doc.text, span.end)) return true;
  if (UI_ELEMENT.test(doc.text.slice(span.end, span.end + 12))) return true;
  if (!isLabelled(doc, span.end)) return false;
  if (!name.key.includes(' ') && isOrdinaryWord(doc, name.key)) return true;
  return opensLine(doc.text, span.start) && isCriterion(doc, span.start);
}

/** Whether only a list marker and emphasis markup stand before an offset on its line: the span is the line's label. */
function opensLine(text: string, at: number): boolean {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  return at - lineStart <= 12 && /^\s*(?:[-*+•]|\d{1,2}[.)])?\s*(?:\*\*|__)$/.test(text.slice(lineStart, at));
}

/** An emphasis span in italics (`*x*`, `_x_`), not bold. */
function isItalic(text: string, span: Span): boolean {
  const before = text.charCodeAt(span.start - 1);
  return (before === 0x2a || before === 0x5f) && text.charCodeAt(span.start - 2) !== before;
}

/** Whether an opening bracket is among the `count` characters from `at`. */
function hasBracketWithin(text: string, at: number, count: number): boolean {
  for (let next = at; next < at + count && next < text.length; next += 1)
    if (text.charCodeAt(next) === 0x28) return true;
  return false;
}

/**
 * A lead ends at a full stop ("Cia. Marítima", "A.P.C. Demi-Lune" read "Cia", "A.P.C"): when the brand or a
 * known competitor opens the item, its name is read through the stop; null otherwise.
 */
function knownThroughStop(
  doc: AnswerDocument,
  item: AnswerItem,
  readName: (text: string) => ReadName | null,
): ReadName | null {
  if (doc.text.charCodeAt(item.lead.end) !== 0x2e) return null;
  const name = readName(doc.text.slice(item.lead.start, item.end));
  return name && (name.known || name.isSubject) ? name : null;
}

/** The brand named in brackets right after a lead: "(by HiBob)", "(from Acme)". */
function ownerInBrackets(
  doc: AnswerDocument,
  at: number,
  readName: (text: string) => ReadName | null,
): ReadName | null {
  if (!hasBracketWithin(doc.text, at, 4)) return null;
  const match = /^(?:\*\*|__|\*|_)?\s*\((?:by|from|von|de|par|di)\s+([^)\n]{2,40})\)/.exec(doc.text.slice(at, at + 50));
  if (!match) return null;
  const owner = readName(match[1]);
  return owner && !owner.isSubject ? owner : null;
}

/**
 * A verb of connecting, posting, selling or paying, then a preposition, right before an emphasised name
 * in its clause (names joined by "and", "or", "e", "ou" share it): the name is where the options connect.
 */
const CHANNEL_BEFORE =
  /\b(?:connect|integrat|sync|post|publish|export|sell|vend|koppel|verbind|anbind|conect|integr|collega|koppla)\w*(?:\s+[\w'-]+){0,4}?\s+(?:to|with|into|on|via|through|aan|met|mit|an|auf|uber|avec|sur|par|a|al|con|en|no|na|em|com|su|till|med|pa)\s+(?:the\s+|de\s+|het\s+)?(?:(?:\*\*|__)[^*_\n]{1,40}(?:\*\*|__)\s*(?:,|and|or|und|oder|et|ou|y|o|e|en|of|och|eller)\s+(?:the\s+|na\s+|no\s+|la\s+|le\s+)?)*(?:\*\*|__)$/;

/** Whether an emphasised name is what the options connect to, post to or sell through (CHANNEL_BEFORE). */
function isChannel(doc: AnswerDocument, span: Span): boolean {
  // Read first without the clause, which costs more to find: most emphasis has no such verb before it.
  const before = doc.folded.slice(Math.max(0, span.start - 120), span.start);
  if (!CHANNEL_BEFORE.test(before)) return false;
  const clause = clauseAround(doc, span);
  return clause.start <= span.start - 120 || CHANNEL_BEFORE.test(doc.folded.slice(clause.start, span.start));
}

/** Two lists in order of start merged, the first's before the second's at the same start. */
function mergeByStart(first: NamedBrand[], second: NamedBrand[]): NamedBrand[] {
  const merged: NamedBrand[] = [];
  let a = 0;
  let b = 0;
  while (a < first.length || b < second.length) {
    if (b >= second.length || (a < first.length && first[a].start <= second[b].start)) merged.push(first[a++]);
    else merged.push(second[b++]);
  }
  return merged;
}

/**
 * The first of the names (by index) whose key a key extends with more words ("hoka" for "hoka
 * clifton"): its prefixes ending before a space, looked up. -1 when none.
 */
function firstExtended(key: string, firstWithKey: ReadonlyMap<string, number>): number {
  let first = -1;
  for (let space = key.indexOf(' '); space >= 0; space = key.indexOf(' ', space + 1)) {
    const index = firstWithKey.get(key.slice(0, space));
    if (index !== undefined && (first < 0 || index < first)) first = index;
  }
  return first;
}

/** The competitors an answer offers beside the brand (decisions §3, "competitors"). */
export function extractCompetitors(text: string, brand: BrandProfile | PreparedBrand): string[] {
  const prepared = prepareBrand(brand);
  const doc = parseAnswer(text);
  return findAnswerBrands(doc, prepared, findBrandMentions(doc, prepared)).competitors.map((name) => name.display);
}
