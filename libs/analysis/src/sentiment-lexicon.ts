/**
 * Opinion words of answers about products and companies, with their weight: 1 a clear judgement,
 * 1.5 a strong one, 0.5 a mild one ("popular", "affordable") that alone leaves an answer neutral.
 * English, French, German, Spanish, Italian, Dutch, Portuguese and Swedish.
 *
 * Words are written as in prose, accents included, and folded (lower case, no accents) when the
 * lexicon is built. `stem(a|b|)` stands for stem+a, stem+b and stem: `zuverlässig(|e|er|es|en|em)`.
 * A later entry of a word overrides an earlier one.
 */
import {
  FURTHER_NEGATORS,
  FURTHER_VERDICTS,
  FURTHER_VERDICTS_AGAINST,
  FURTHER_WORD_WEIGHTS,
} from './sentiment-lexicon-further.js';
import { foldSetupKey as foldKey } from './text-folding.js';

/** The words of a list, folded, with the inflections `stem(a|b)` spelled out. */
export function lexiconWords(words: string): string[] {
  const out: string[] = [];
  for (const word of words.split(/\s+/)) {
    if (!word) continue;
    const open = word.indexOf('(');
    if (open < 0) {
      out.push(foldKey(word));
      continue;
    }
    const close = word.indexOf(')', open);
    const stem = word.slice(0, open);
    const rest = word.slice(close + 1);
    for (const ending of word.slice(open + 1, close).split('|')) out.push(foldKey(stem + ending + rest));
  }
  return out;
}

function weighted(weight: number, words: string): [string, number][] {
  return lexiconWords(words).map((word) => [word, weight]);
}

/**
 * Recommending, in every person and mood: a verdict. Negated outright ("je ne le conseillerais pas",
 * "I would not recommend it") it is a verdict against, as strong as "not recommended".
 */
const RECOMMENDING = `recommend recommends recommended recommending recommendation
  recommande recommandé(|e|s|es) recommander recommandons recommandez recommandent recommanderais recommanderait
  recommanderions recommanderaient conseille conseiller conseillons conseillez conseillent conseillerais conseillerait
  empfehlen empfehle empfiehlt empfohlen empfehlung
  recomiendo recomienda recomiendan recomendamos recomendar recomendaría recomendarían recomendado(|s)
  recomendada(|s) recomendable(|s)
  consiglio consiglia consigliano consigliamo consigliare consiglierei consiglierebbe consigliato consigliata
  consigliati consigliate raccomando raccomanda raccomandare raccomanderei raccomandato raccomandata
  aanbevolen aanbevelen aanraden aanbeveling
  recomendo recomenda recomendam recomendar recomendaria recomendados recomendação
  rekommenderar rekommenderas rekommendera rekommenderad(|e) rekommenderat rekommenderade
  polecam polecamy polecić polecałbym polecałabym polecany polecana polecane
  recommandation(|s) recomendación recomendaciones consigliabile consigliabili aangeraden recomendável
  recomendáveis rekommendation(|en|er)`;

/** Convincing, in every language: negated ("überzeugt nicht", "ne convainc pas"), a verdict against too. */
const CONVINCING = `convince convinces convincing überzeugt überzeugen überzeugend(|e|er|es|en) convainc convainquent
  convaincant(|e|s|es) convence convencen convincente(|s) convince convincono overtuigt overtuigen overtuigend(|e)
  övertygar övertygande convencem`;

/** Liking, in every language: "gefällt", "plaît", "gusta", "piace", "bevalt", "gillar", "agrada". */
const LIKING = `gefällt gefallen plaît plaisent gusta gustan piace piacciono bevalt bevallen gillar agrada agradam`;

/**
 * Choosing for oneself, in the first person's conditional: "elegiría", "reservaría", "sceglierei",
 * "choisirais", "escolheria". A verdict like recommending: negated ("no lo compraría"), one against.
 */
const CHOOSING = `choisirais prendrais achèterais réserverais elegiría escogería reservaría compraría quedaría
  sceglierei prenderei comprerei prenoterei escolheria reservaria compraria
  partirais opterais optaría opterei optaria wybrałbym wybrałabym`;

/** Advising against, in every person and mood, besides "avoid" and the verbs weighed with other words. */
export const ADVISING_AGAINST = `abraten abzuraten abgeraten abrät
    déconseiller déconseillons déconseillez déconseillerais déconseillerait déconseillerions déconseilleraient
    desaconsejo desaconseja desaconsejan desaconsejamos desaconsejar desaconsejaría desaconsejarían
    desaconsejado(|s) desaconsejada(|s) desaconsejable(|s)
    sconsiglia sconsigliano sconsigliamo sconsigliare sconsiglierei sconsiglierebbe sconsigliate sconsigliabile
    sconsigliabili
    afraden afraad
    desaconselho desaconselha desaconselham desaconselhamos desaconselhar desaconselharia desaconselhariam
    desaconselhado(|s) desaconselhada(|s) desaconselhável desaconselháveis
    avråda avrådes avrådde avrått avrådd
    éviterais éviterait éviterions evitaría evitaríamos evitarías eviterei eviteremmo eviteresti
    evitaria undviker`;

/**
 * Naming the brand the best choice, in every language: a verdict like recommending, and negated ("isn't the
 * best fit", "no es la mejor opción", "eher nicht die beste Wahl") one against, not a missing superlative.
 */
export const BEST_CHOICE: readonly string[] = [
  'best choice',
  'best option',
  'best fit',
  'best pick',
  'best bet',
  'best value',
  'beste wahl',
  'beste option',
  'beste lösung',
  'meilleur choix',
  'meilleure option',
  'mejor opción',
  'mejor elección',
  'scelta migliore',
  'migliore scelta',
  'opzione migliore',
  'migliore opzione',
  'beste keuze',
  'beste optie',
  'melhor escolha',
  'melhor opção',
  'bästa valet',
  'bästa alternativet',
  'bedste valg',
  'bedste mulighed',
  'nejlepší volba',
  'nejlepší volbou',
  'nejlepší možnost',
  'en iyi seçim',
  'en iyi seçenek',
  'en iyi tercih',
].map(foldKey);

/** "Not the best choice": English phrases of "not the best" read before the choice they negate, a verdict against. */
const NOT_BEST_CHOICE: readonly string[] = BEST_CHOICE.filter((phrase) => phrase.startsWith('best ')).map(
  (phrase) => `not the ${phrase}`,
);

/**
 * Caution about the brand, as the answer's own advice: "I'd be cautious about", "be wary of", "bei Acme wäre
 * ich vorsichtig", "je serais prudent avec", "ten cuidado con", "sarei cauto", "wees voorzichtig met", "var
 * försiktig med", "cuidado com". A verdict against, milder than advising against. Only caution with or about
 * something, or in the answer's own voice: "be careful when descaling" is advice on use.
 */
const CAUTIONING: readonly string[] = [
  'be cautious',
  'be wary',
  'be careful about',
  'be careful with',
  'vorsicht bei',
  'vorsichtig sein',
  'wäre ich vorsichtig',
  'ich wäre vorsichtig',
  'serais prudent',
  'serais prudente',
  'soyez prudent',
  'soyez prudents',
  'prudence avec',
  'cuidado con',
  'sería cauteloso',
  'sería prudente',
  'sarei cauto',
  'sarei cauta',
  'sarei prudente',
  'voorzichtig met',
  'zou voorzichtig zijn',
  'försiktig med',
  'cuidado com',
  'seria cauteloso',
  'ostrożnie z',
  'forsigtig med',
].map(foldKey);

/**
 * The brand said not to suit the reader: "Acme is not for you", "nichts für dich", "pas pour vous", "no es
 * para ti", "non fa per te", "niet voor jou", "inte för dig", "não é para você". Fit denied, a complaint.
 */
const NOT_FOR_YOU: readonly string[] = [
  'not for you',
  "isn't for you",
  'nichts für dich',
  'nichts für sie',
  'nicht für dich',
  'pas pour vous',
  'pas pour toi',
  'pas fait pour vous',
  'no es para ti',
  'no es para usted',
  'non fa per te',
  'non fa per voi',
  'non è per te',
  'niet voor jou',
  'niets voor jou',
  'niet voor u',
  'inte för dig',
  'inget för dig',
  'não é para você',
  'não é para ti',
  'nie dla ciebie',
  'ikke for dig',
  'není pro vás',
  'není pro tebe',
].map(foldKey);

/**
 * Hesitating before a verdict: "I'd hesitate to recommend it", "reluctant to recommend", "j'hésiterais à le
 * recommander", "dudaría en recomendarlo", "esiterei a consigliarlo", "zou aarzelen om", "skulle tveka att",
 * "hesitaria em", "würde zögern". It negates the verdict after it; negated itself ("I wouldn't hesitate to
 * recommend it", NOT_HESITATING) it negates nothing.
 */
const HESITATING = `hesitate hesitant reluctant hésiterais hésiterait hésite hésitant(|e|s|es) dudaría dudo esiterei
  esiterebbe aarzelen aarzel tveka tvekar tvekade hesitaria hesito zögern zögere zögerte wahałbym wahałabym`;

/** Hesitation denied, no negation: "I wouldn't hesitate to", "n'hésitez pas", "no dudaría", "ohne zu zögern". */
const NOT_HESITATING: readonly string[] = [
  "wouldn't hesitate",
  'would not hesitate',
  "don't hesitate",
  'do not hesitate',
  'never hesitate',
  'ohne zu zögern',
  'nicht zögern',
  'hésiterais pas',
  'hésitez pas',
  'hésite pas',
  'no dudaría',
  'no dudes',
  'no dudo',
  'non esiterei',
  'non esitate',
  'niet aarzelen',
  'tveka inte',
  'inte tveka',
  'não hesitaria',
  'não hesite',
].map(foldKey);

/** Choosing the brand in the first person: "I'd go with Acme", "I would pick Acme". A verdict like recommending. */
const GOING_WITH: readonly string[] = [
  "i'd go with",
  'i would go with',
  "i'd pick",
  'i would pick',
  "i'd choose",
  'i would choose',
];

/** The recommending, convincing and choosing words, folded: what a flat negation turns into a verdict against. */
export const VERDICTS: ReadonlySet<string> = new Set([
  ...FURTHER_VERDICTS,
  ...lexiconWords(`${RECOMMENDING} ${CONVINCING} ${CHOOSING}`),
  ...BEST_CHOICE,
  ...NOT_BEST_CHOICE,
  ...CAUTIONING,
  ...GOING_WITH,
]);

/** Verdicts against, as the answer's own advice: "avoid", "je le déconseille", "sconsiglio", "würde ich abraten". */
export const VERDICTS_AGAINST: ReadonlySet<string> = new Set([
  ...lexiconWords(`avoid déconseille(|nt) sconsiglio avråder ${ADVISING_AGAINST}`),
  ...FURTHER_VERDICTS_AGAINST,
]);

export const WORD_WEIGHTS: ReadonlyMap<string, number> = new Map([
  // Korean, Chinese, Turkish, Danish, Czech (sentiment-lexicon-further.ts): first, so that every entry below wins.
  ...FURTHER_WORD_WEIGHTS,
  // English.
  ...weighted(
    1,
    `good great excellent reliable intuitive easy easier user-friendly strong solid recommended recommend recommends
    powerful robust comfortable durable responsive seamless seamlessly flexible impressive favorite favourite favored
    excels excel ideal perfect polished praised praise loved love loves smooth fantastic superb wonderful beautiful
    generous transparent trusted trustworthy dependable efficient effective versatile helpful friendly fast quick
    delicious tasty rich balanced vibrant fresh gentle nourishing hydrating lightweight breathable stable secure safe
    innovative standout shines shine winner best better top-rated highly-rated well-designed well-made
    well-built valuable worth convenient accurate clean elegant enjoyable pleasant satisfied happy refreshing
    exceptional outstanding brilliant terrific awesome stellar premium top-notch reputable acclaimed beloved
    easiest simplest faster fastest quicker reliably smoothly useful superior praising praises loving
    well-regarded well-reviewed strongest finest greatest nicest smoothest sturdiest sturdy comfy cozy cosy snappy
    speedy zippy delightful gem effortless effortlessly hassle-free worry-free trouble-free fuss-free pain-free
    painless knowledgeable courteous attentive spotless immaculate gorgeous stunning top-tier first-rate feature-rich
    full-featured award-winning must-have worthwhile impressed impresses recommendation thoughtful well-thought-out
    fan-favorite fan-favourite much-loved well-loved best-loved bulletproof excelled raved rave glowing five-star
    satisfying reassuring dependably recommending go-to no-brainer well-liked spacious roomy long-lasting well-priced
    no-fuss high-quality well-constructed well-crafted well-engineered well-supported well-documented well-maintained
    invaluable indispensable
    fee-free commission-free top-quality`,
  ),
  ...weighted(
    1.5,
    `outstanding exceptional best-in-class industry-leading unmatched unbeatable flawless phenomenal stellar superb
    excellent amazing incredible love world-class class-leading rock-solid`,
  ),
  ...weighted(
    0.5,
    `premium cheaper well popular affordable cheap inexpensive competitive established leading well-known known value simple clear modern
    growing capable decent fine okay ok nice useful best-selling bestselling cheapest straightforward accessible
    consistent proven mature comprehensive reliability prompt sleek crisp helped bargain fortunately thankfully
    luckily heavy-duty leader strengths unlimited contender top-ranked`,
  ),
  ...weighted(
    -1,
    `poor bad slow expensive overpriced pricey costly buggy unreliable complaint complaints complain complained lacking
    lacks lack limited clunky confusing difficult frustrating frustrated disappointing disappointed disappoints outdated
    dated problem problems issue issues glitch glitches glitchy crash crashes crashed broken unresponsive rude unhelpful
    worse worst weak mediocre inconsistent uncomfortable stiff flimsy fragile fell falls failing fails failed failure
    delays delayed lost refund refunds hidden declined decline criticized criticised criticism controversy lawsuit
    fined penalty breach breaches scam fraud misleading predatory concerns concern concerning worrying risky risk
    downside downsides drawback drawbacks negative negatively annoying awkward cumbersome bloated steep harsh irritating
    irritation breakouts bitter burnt stale bland watery sour overhyped overrated underwhelming subpar lackluster
    lacklustre avoid avoided struggle struggles struggled suffer suffers suffered unclear messy sluggish noisy
    cheaply leaks leaking tears tore blisters regret warn warning expensive-ish nickel-and-dime nickel-and-dimes
    breaks broke breaking thin disconnect disconnects disconnected freezes froze overage overages
    bug bugs bugged laggy lags outage outages downtime lawsuits sued scandal backlash unstable crashing stutters
    stuttering drained drains rattling rattles squeaky squeaks peeling cracked cracking defect defects faulty
    malfunction malfunctions malfunctioning unfinished wrong pointless waste paywall paywalled nags nagging pushy
    intrusive spammy tedious painful complicated convoluted cluttered unintuitive counterintuitive finicky fiddly flaky
    spotty patchy shallow restrictive throttled throttling slower slowest slowdowns cramped dirty smelly off-gassing
    sagging sags mistake mistakes inaccurate incorrect wrongly unauthorized unauthorised denied denials unreachable
    ignored runaround abandoned unfortunately sadly regrettably alas disappointingly frustratingly annoyingly
    complaining gripe gripes grumble grumbles criticize criticise slammed panned poorly badly vulnerability
    vulnerabilities hacked leak leaked compromised malware spyware insecure penalized penalised banned investigated
    degraded deteriorated hit-or-miss weakness weaknesses disappointment regrets regretted unusably churned
    complains overcomplicated underpowered overheats overheating weakest jam jams jammed jamming slipped slipping
    worsened worsening layoffs unanswered stuck unhappy dissatisfied scuffs wobbly plasticky low-quality
    cheap-feeling`,
  ),
  ...weighted(
    -1.5,
    `terrible awful horrible abysmal disastrous nightmare unusable worst scam fraud dangerous recalled recall unsafe
    overcharged unacceptable appalling recalls useless worthless ripoff rip-off gouging defective half-baked
    overcharging exorbitant bankrupt bankruptcy insolvency ghosted`,
  ),
  ...weighted(
    -0.5,
    `caveat mixed pricier upsell upsells upselling sparse bare-bones barebones capped restricted heavy bulky odor odour
    errors error polarising polarizing divisive hefty premium-priced incident incidents downgrade critics
    discontinued deprecated settlement aggressive`,
  ),
  ...weighted(-0.75, `overkill`),
  ...weighted(-0.5, `scuff crowded`),
  ...weighted(0.5, `perks`),
  ...weighted(-0.5, `fewer`),
  ...weighted(0.5, `improved improves`),
  ...weighted(1, `nails nailed`),
  // Appeal, hassle and wariness: "an attractive price", "a hassle to set up", "wary of its billing".
  ...weighted(1, `attractive appealing`),
  ...weighted(0, `limited-time limited-edition`),
  // Fame is a fact, hyphenated or not ("best known" is a phrase of no weight): "the best-known name in roof boxes".
  ...weighted(0, `best-known`),
  // Wear and faults: "scratched and battered within weeks", "rusts around the lid", "Bluetooth dropouts".
  ...weighted(
    -1,
    `letdown let-down scratched battered dented rusts rusted rusting rusty wobble wobbles wobbling dropouts
    bricked`,
  ),
  // Materials giving way, in the other languages too: "corrodes", "the seams come loose", "desbota",
  // "pękają", "rdzewieje", "roest", "rostar".
  ...weighted(
    -1,
    `corrode corrodes corroded corroding delaminates delaminating fray frays fraying swells déclinent
    lâchent rouille rouillent abîme abîment abîmé(|e|s|es) décolle décollent décoloré(|e|s|es) déchire déchirent
    desbota desbotam desbotou descasca descascam enferruja enferrujam enferrujou esgarça esgarçam
    arrugginisce arrugginiscono scolorisce scoloriscono
    oxida oxidan descose descosen destiñe destiñen
    bladdert verkleurt roest scheurt
    rostar spricker flagnar
    pęka pękają puchną puchnie rdzewieje blaknie przecieka przeciekają`,
  ),
  // Appeal and hassle in the other languages.
  ...weighted(
    1,
    `attraktiv(|e|er|es|en) attrayant(|e|s|es) atractivo(|s) atractiva(|s) attraente(|i) aantrekkelijk(|e)
    atraente(|s)`,
  ),
  ...weighted(-1, `gedoe galère fissure(|s) grietas rachaduras`),
  ...weighted(
    -1,
    `unattractive unappealing hassle hassles headache headaches crack cracks regretting regrettable wary beta-test
    beta-testing beta-tested`,
  ),
  // French.
  ...weighted(
    1,
    `excelent plébiscite apprécié(|e|s|es) idéal(|e|s|es) fiable(|s) efficace(|s) agréable(|s) délicieux délicieuse(|s)
    bon(|s) bonne(|s) excellent(|e|s|es) génial(|e|s|es) rapide(|s) pratique(|s) recommandé(|e|s|es) recommande
    recommandable(|s) charmant(|e|s|es) chaleureux chaleureuse(|s) performant(|e|s|es) facile(|s) intuitif(|s)
    intuitive(|s) confortable(|s) solide(|s) robuste(|s) parfait(|e|s|es) meilleur(|e|s|es) incontournable(|s)
    satisfait(|e|s|es) ravi(|e|s|es) conseille agréablement efficacement fiabilité`,
  ),
  ...weighted(1.5, `formidable(|s) excellentissime exceptionnel(|le|s|les) remarquable(|s)`),
  ...weighted(0.5, `rapidement simplement abordable(|s) économique(|s) correct(|e|s|es) simple(|s)`),
  ...weighted(
    -1,
    `cher chère(|s) chers lent(|e|s|es) décevant(|e|s|es) mauvais mauvaise(|s) problème(|s) difficile(|s)
    compliqué(|e|s|es) retards fragile bruyant(|e||s|es) décourage découragent déçu(|e|s|es) déception(|s) panne(|s)
    défaut(|s) défectueux défectueuse(|s) fuite(|s) plainte(|s) plaignent coûteux coûteuse(|s) onéreux onéreuse(|s)
    nul(|le|s|les) malheureusement hélas lacune(|s) instable(|s) buggé(|e|s|es) ralentissement(|s) éviter
    insatisfait(|e|s|es) médiocre(|s) bloque bloquent dysfonctionnement(|s)`,
  ),
  ...weighted(-1.5, `déconseille(|nt) déconseillé(|e|s|es) catastrophique(|s) arnaque(|s)`),
  ...weighted(-0.5, `limité(|e|s|es) complexe(|s)`),
  // German.
  ...weighted(
    1,
    `gut(|e|er|es|en|em) hervorragend(|e|er|es|en|em) ausgezeichnet(|e|er|es|en|em) zuverlässig(|e|er|es|en|em)
    empfehlenswert(|e|er|es|en|em) lecker(|e|er|es|en) bequem(|e|er|es|en) schnell(|e|er|es|en) übersichtlich(|e|er|es|en)
    punktet beste(|n|r|s) empfehlen empfehle empfohlen komfortabel komfortable(|r|s|n) langlebig(|e|er|es|en)
    problemlos intuitiv(|e|er|es|en) solide(|r|s|n) klasse tolle(|r|s|n) perfekt(|e|er|es|en) ideal(|e|er|es|en)
    überzeugt überzeugend(|e|er|es|en) zufrieden hochwertig(|e|er|es|en) empfehlung robust(|e|er|es|en) besser(|e|er|es|en)
    einwandfrei(|e|er|es|en) praktisch(|e|er|es|en) angenehm(|e|er|es|en) beliebteste(|n|r|s)`,
  ),
  ...weighted(1.5, `begeistert testsieger exzellent(|e|er|es|en) großartig(|e|er|es|en) hervorragend`),
  ...weighted(
    0.5,
    `beliebt(|e|er|es|en) günstig(|e|er|es|en) einfach(|e|er|es|en) preiswert(|e|er|es|en) stabil(|e|er|es|en)
    günstiger preis-leistungs-verhältnis`,
  ),
  ...weighted(
    -1,
    `teuer teure(|r|s|n|m) teurer langsam(|e|er|es|en) schlecht(|e|er|es|en|em) enttäuschend(|e|er|es|en) enttäuscht
    enttäuschung probleme problematisch kompliziert(|e|er|es|en) unzuverlässig(|e|er|es|en) mangelhaft(|e|er|es|en)
    gesperrt gesperrten gebühren leider fehlkauf mängel beschwerden beschweren umständlich(|e|er|es|en)
    instabil(|e|er|es|en) fehlerhaft(|e|er|es|en) defekt(|e|er|es|en) kaputt veraltet(|e|er|es|en) kritik kritisiert
    ärgerlich(|e|er|es|en) nervig(|e|er|es|en) ausfälle ausfall absturz abstürze unbequem(|e|er|es|en)
    schwach(|e|er|es|en) schwächen enttäuschende(|n|r|s) bemängeln bemängelt klagen`,
  ),
  ...weighted(-1.5, `überteuert(|e|er|es|en) abzocke katastrophal(|e|er|es|en) miserabel nicht-empfehlenswert`),
  ...weighted(-0.5, `schwer(|e|er|es|en) fehler`),
  // Spanish.
  ...weighted(
    1,
    `bueno buena(|s) buenos excelente(|s) fiable(|s) recomendable(|s) cómodo cómoda(|s) cómodos rápido rápida(|s)
    rápidos eficiente(|s) delicioso(|s) deliciosa(|s) recomendado(|s) recomendada(|s) recomiendo mejor mejores
    confiable(|s) fácil fáciles intuitivo(|s) intuitiva(|s) práctico(|s) práctica(|s) satisfecho(|s) satisfecha(|s)
    encanta encantado(|s) encantada(|s) sólido(|s) sólida(|s) robusto(|s) robusta(|s) potente(|s) ideal(|es)
    perfecto(|s) perfecta(|s)`,
  ),
  ...weighted(1.5, `genial fantástico(|s) fantástica(|s) increíble(|s) excepcional(|es)`),
  ...weighted(0.5, `económico(|s) económica(|s) barato(|s) barata(|s) completo(|s) completa(|s)`),
  ...weighted(
    -1,
    `caro cara caros caras lento lenta lentos lentas malo mala malos malas decepcionante(|s) decepcionaron decepcionó
    decepcionado(|s) decepcionada(|s) problemas problema difícil complicado(|s) complicada(|s) quejan quejas desgasta
    cancelan peor peores fallo(|s) falla(|s) reclamaciones defecto(|s) lamentablemente desafortunadamente confuso(|s)
    confusa(|s) inestable(|s) decepciona roto(|s) rota(|s) carísimo(|s) carísima(|s) deficiente(|s)`,
  ),
  ...weighted(-1.5, `pésimo(|s) pésima(|s) estafa(|s) desastre desastroso(|s) desastrosa(|s)`),
  // Disappointing, as a verb: "decepcionam", "delude", and the particle closing Dutch "stelt ... teleur".
  ...weighted(-1, `decepcionan decepcionam decepcionou delude deludono teleur`),
  // Italian.
  ...weighted(
    1,
    `ottimo ottima ottimi ottime buono buoni buone affidabile affidabili consigliato consigliata consigliati consigliate
    migliore migliori ideale ideali perfetto perfetta perfetti perfette comodo comoda comodi comode veloce veloci
    rapida rapidi rapide facile facili intuitivo intuitiva intuitivi intuitive robusto robusta robusti robuste solido
    solida solidi solide soddisfatto soddisfatta soddisfatti soddisfatte apprezzato apprezzata apprezzati apprezzate
    bello bella belli belle elegante eleganti raccomandato raccomandata consiglio affidabilità`,
  ),
  ...weighted(
    1.5,
    `eccellente eccellenti eccezionale eccezionali fantastico fantastica fantastici fantastiche facilissimo
    facilissima bellissimo bellissima velocissimo velocissima comodissimo comodissima`,
  ),
  ...weighted(0.5, `semplice semplici conveniente convenienti economico economica economici economiche`),
  ...weighted(
    -1,
    `costoso costosa costosi costose cari lento lenti scadente scadenti deludente deludenti delusione problemi difetto
    difetti difettoso difettosa guasto guasti rotto rotta reclami lamentano lamentele complicato complicata complicati
    complicate scarso scarsa scarsi scarse rumoroso rumorosa purtroppo instabile instabili`,
  ),
  ...weighted(-1.5, `pessimo pessima pessimi pessime sconsiglio sconsigliato sconsigliata sconsigliati`),
  // Dutch.
  ...weighted(
    1,
    `goed(|e) prima fijn(|e) prettig(|e) handig(|e) betrouwbaar betrouwbare tevreden snel(|le) gebruiksvriendelijk(|e)
    makkelijk(|e) gemakkelijk(|e) overzichtelijk(|e) comfortabel(|e) aanbevolen aanbevelen aanbeveling beste
    ideaal ideale mooi(|e) sterk(|e) krachtig(|e) degelijk(|e) heerlijk(|e) lekker(|e) beter(|e) sneller perfect(|e)
    solide stabiel(|e) duurzaam duurzame vlot(|te)`,
  ),
  ...weighted(1.5, `uitstekend(|e) geweldig(|e) fantastisch(|e) aanrader uitmuntend(|e)`),
  ...weighted(0.5, `eenvoudig(|e) voordelig(|e) goedkoop goedkope goedkoper populair(|e) compleet complete`),
  ...weighted(
    -1,
    `slecht(|e) dure traag trage teleurstellend(|e) teleurgesteld klacht(|en) klagen klaagt klaagden probleem problemen
    storingen defect(|e) kapot(|te) moeilijk(|e) lastig(|e) onbetrouwbaar onbetrouwbare onduidelijk(|e)
    ingewikkeld(|e) omslachtig(|e) helaas matig(|e) verouderd(|e) duurder slechter trager teleurstelling
    ontevreden afgeraden`,
  ),
  ...weighted(-0.5, `duur wisselend(|e) ontbreken ontbreekt beperkt(|e)`),
  // Portuguese.
  ...weighted(
    1,
    `ótimo ótima ótimos ótimas excelente excelentes bom boa bons boas confiável confiáveis recomendo recomendado
    recomendada recomendados recomendação melhor melhores rápido rápida rápidos rápidas fácil fáceis intuitivo
    intuitiva prático prática práticos práticas satisfeito satisfeita estável estáveis eficiente eficientes ideal`,
  ),
  ...weighted(1.5, `incrível incríveis maravilhoso maravilhosa excepcional`),
  ...weighted(0.5, `barato barata baratos baratas acessível acessíveis custo-benefício ilimitado ilimitada`),
  ...weighted(
    -1,
    `caro cara caros caras ruim ruins lento lenta lentos lentas problemas problema reclamações reclamam decepcionante
    decepcionantes instável instáveis travamentos travamento falha falhas defeito defeitos complicado complicada
    difícil infelizmente`,
  ),
  ...weighted(-1.5, `péssimo péssima péssimos péssimas`),
  // Swedish ("bra" only in phrases: it is also an English word; "enkel" is Dutch for "only").
  ...weighted(
    1,
    `utmärkt(|a) pålitlig(|a|t) tillförlitlig(|a|t) smidig(|a|t) prisvärd(|a|t) bekväm(|a|t) nöjd(|a) omtyckt(|a)
    användarvänlig(|a|t) effektiv(|a|t) kraftfull(|a|t) hållbar(|a|t) snabb(|a|t) rekommenderar rekommenderas
    rekommendera rekommenderad(|e) bäst(|a) bättre gedigen gediget gedigna robusta solitt stabila stabilt`,
  ),
  ...weighted(1.5, `fantastisk(|a|t) suverän(|a|t) lysande enastående`),
  ...weighted(0.5, `enkelt enkla populär(|a|t) billig(|a|t) billigare prisvärdare`),
  ...weighted(
    -1,
    `dålig(|a|t) sämre dyr(|a|t) långsam(|ma|t) krånglig(|a|t) besvärlig(|a|t) klagomål klagar trasig(|a|t)
    buggig(|a|t) instabila instabilt bristfällig(|a|t) svag(|a|t) brister nackdel(|en|ar|arna) besviken besvikna
    besvikelse undvik undvika tyvärr opålitlig(|a|t) problemen strul krånglar missnöjd(|a) otillförlitlig(|a|t)
    haveri(|er) glapp`,
  ),
  ...weighted(-1.5, `sämst(|a) överprisad(|e|t) värdelös(|a|t) katastrofal(|a|t) oanvändbar(|a|t) avråder`),
  ...weighted(-0.5, `dyrare tung(|a|t) begränsad(|e|t)`),
  // Polish (recommending is with the other languages' verdicts; "nie" negates, as German "nie" does).
  ...weighted(
    1,
    `dobry dobra dobre dobrze świetny świetna świetne świetnie doskonały doskonała doskonałe solidny solidna solidne
    niezawodny niezawodna niezawodne wygodny wygodna wygodne chwalony chwalona chwalone chwalą ceniony ceniona cenione
    najlepszy najlepsza najlepsze lepszy lepsza lepsze trwały trwała trwałe`,
  ),
  ...weighted(1.5, `znakomity znakomita znakomite rewelacyjny rewelacyjna rewelacyjne`),
  ...weighted(0.5, `tani tania tanie popularny popularna popularne`),
  // Worth its price, so that "nie jest warta" is not.
  ...weighted(1, `warty warta warte`),
  ...weighted(
    -1,
    `słaby słaba słabe słabo zły zła złe źle krytyczne krytyczny krytyczna krytykowany krytykowana krytykowane
    przeciętny przeciętna przeciętne przeciętnie problemy problemów awaria awarie wada wady niestety zawodny zawodna
    rozczarowanie rozczarowujący rozczarowująca gorszy gorsza gorsze
    skarga skargi skarg skarżą skarży narzekają narzeka narzekania drogo kosztowny kosztowna kosztowne
    skomplikowany skomplikowana skomplikowane niewygodny niewygodna niewygodne`,
  ),
  ...weighted(-1.5, `fatalny fatalna fatalne beznadziejny beznadziejna najgorszy najgorsza najgorsze`),
  ...weighted(1, RECOMMENDING),
  ...weighted(1, CONVINCING),
  ...weighted(1, LIKING),
  ...weighted(1, CHOOSING),
  // Comparatives and superlatives of praise and complaint: "the stronger choice", "flimsier than before".
  ...weighted(1, `stronger safer safest smoother sturdier richer friendlier snappier speedier nicer sleeker comfier`),
  ...weighted(0.5, `simpler handy`),
  ...weighted(-1, `déçoit déçoivent`),
  ...weighted(-1, `weaker flimsier noisier clunkier buggier costlier harsher stiffer`),
  // Power in the other languages: "puissant", "leistungsstark".
  ...weighted(1, `puissant(|e|s|es) leistungsstark(|e|er|es|en) potenti poderoso(|s) poderosa(|s)`),
  // Damage and misfit: "arrived damaged", "misaligned tines".
  ...weighted(
    -1,
    `damaged misaligned beschädigt(|e|er|es|en) endommagé(|e|s|es) dañado(|s) dañada(|s) danneggiato danneggiata
    danneggiati danneggiate beschadigd(|e) danificado(|s) danificada(|s) skadad(|e|a|t)`,
  ),
  // What harms a reputation, and the praise after it: "undercuts its reputation as reliable".
  ...weighted(-1, `undercuts undercut undermines undermined undermine tarnishes tarnished tarnish`),
  // Worth its price, in the other languages: "meer dan waard", "väl värt".
  ...weighted(1, `waard värt värd lohnenswert(|e|er|es|en)`),
  // "Negative" in the other languages ("opiniones negativas", "negatieve ervaringen").
  ...weighted(
    -1,
    `negativ(|e|er|es|en|a|t) négatif négative(|s) négatifs negativo(|s) negativa(|s) negatief negatieve negativi
    negative`,
  ),
  // Praised and mature: "besonders gelobt", "salué", "elogiado", "hyllad", "die ausgereiftere Wahl".
  ...weighted(
    1,
    `gelobt lobt loben lobten salué(|e|s|es) elogiado(|s) elogiada(|s) elogiato elogiata elogiati elogiate
    geprezen hyllad(|e) hyllat hyllas ausgereift(|e|er|es|en|ere|eren|erer) agradece agradecen trust trusts`,
  ),
  ...weighted(0.5, `sencillo(|s) sencilla(|s)`),
  // Superlatives of praise in Dutch: "de prettigste bank".
  ...weighted(
    1,
    `prettigste fijnste handigste snelste mooiste sterkste betrouwbaarste makkelijkste gemakkelijkste
    gebruiksvriendelijkste overzichtelijkste`,
  ),
  ...weighted(0.5, `goedkoopste voordeligste`),
  // Prone to faults, watery, a gamble, distrust.
  ...weighted(
    -1,
    `anfällig(|e|er|es|en) fehleranfällig(|e|er|es|en) störanfällig(|e|er|es|en) waterig(|e) wässrig(|e|er|es|en)
    aguado(|s) aguada(|s) acquoso acquosa vattnig(|a|t) aguado gamble distrust distrusted mistrust refusing
    refuses refused suspension suspensions suspended losing`,
  ),
  ...weighted(-0.5, `eingeschränkt(|e|er|es|en) begrenzt(|e|er|es|en)`),
  // Drawbacks in the other languages: "ein Nachteil", "le seul bémol", "het minpunt" (advantages are listed
  // as facts, and "more problems than advantages" is a complaint).
  ...weighted(
    -1,
    `nachteil(|e|en) inconvénient(|s) bémol(|s) desventaja(|s) inconveniente(|s) svantaggio svantaggi nadeel nadelen
    minpunt(|en) desvantagem desvantagens`,
  ),
  // Getting worse and disappointing, in every language: "nachgelassen", "empeorado", "peggiorato", "achteruitgegaan".
  ...weighted(
    -1,
    `notorious nachgelassen verschlechtert(|e|er|es|en) empeorado empeoró empeora peggiorato peggiorata peggiora
    achteruitgegaan achteruit verslechterd(|e) piorou piorado piorada piora försämrats försämrad(|e) försämrat
    dégradé(|e|s|es) empiré deluso delusa delusi deluse delude deludono decepcionou decepciona decepcionam
    decepcionado(|s) decepcionada(|s)`,
  ),
  // Criticism and friendliness in the other languages: "de nombreuses critiques", "anfängerfreundlich".
  ...weighted(-1, `critiques críticas critiche kritiek kritik`),
  ...weighted(
    1,
    `benutzerfreundlich(|e|er|es|en) nutzerfreundlich(|e|er|es|en) anfängerfreundlich(|e|er|es|en)
    bedienerfreundlich(|e|er|es|en)`,
  ),
  // Loving and hating, in every language: "Nutzer lieben Acme", "les utilisateurs adorent", "odian".
  ...weighted(1, `lieben liebt adore adorent adorer adora adoran adoram adorano älskar älskad(|e) älskat gillas`),
  ...weighted(
    -1,
    `hate hates hated hassen hasst déteste détestent odia odian odiano odeia odeiam haten haat hatar hatad(|e)`,
  ),
  // Disconnections and public complaints: "Verbindungsabbrüche", "déconnexions", "denuncian".
  ...weighted(
    -1,
    `verbindungsabbrüche(|n) verbindungsabbruch déconnexion(|s) disconnessioni desconexiones desconexões
    verbindingsproblemen avbrott denuncian denuncia denunciam`,
  ),
  // Loyalty and a clear no: "a loyal following", "a no-go".
  ...weighted(1, `loyal`),
  ...weighted(-1.5, `no-go`),
  // Domain terms that are no opinions: "abandoned-cart flows", "fee-free withdrawals" (a feature, mildly).
  ...weighted(
    0,
    `abandoned-cart abandoned-basket slow-rise slow-cooker slow-cooked slow-roasted slow-release slow-motion
    slow-brewed slow-fermented slow-fashion fast-food`,
  ),
  // "Fee-free withdrawals", "commission-free trades": a plan's feature, as mild as "unlimited".
  ...weighted(0.5, `fee-free commission-free`),
  // Coverage across languages, one family of judgements at a time; each family's lines run English, German,
  // French, Spanish, Italian, Dutch, Portuguese, Swedish (a line left out is a language the family already had).
  // Advising against, in every person and mood: "würde ich abraten", "afraden", "desaconsejo", "desaconselho".
  ...weighted(-1.5, ADVISING_AGAINST),
  // Regretting a purchase: "bereuen", "se arrepienten", "si pentono", "ångrar", "se arrependem".
  ...weighted(
    -1,
    `remorse
    bereuen bereue bereut bereute bereuten
    regrette regrettent regretter
    arrepiento arrepienten arrepentido(|s) arrepentida(|s) arrepentirse
    pentito pentita pentiti pentite pento pentono pentirsi
    arrependo arrependem arrependido(|s) arrependida(|s) arrepender
    ångrar ångrat ångra ångrade`,
  ),
  // Disappointment, the word and the verb: "ein Reinfall", "une déception", "una decepción", "uma decepção".
  ...weighted(
    -1,
    `flop flops underwhelmed unimpressed underdelivers under-delivers overpromises overpromised
    enttäuschungen enttäuschen reinfall
    décevoir
    decepción decepciones decepcionar decepcionan desilusión
    delusioni deludere
    teleurstellingen teleurstellen teleurstelde
    decepção decepções deceção deceções decepcionar
    besvikelser besviker`,
  ),
  // Complaining and complaints: "beklagen", "une plainte", "una queja", "un reclamo", "queixas", "klagade".
  ...weighted(
    -1,
    `beklagen beklagt
    plaint plaindre râlent
    queja reclamo(|s)
    lamentela lamenta
    queixa(|s) queixam queixou reclamação reclamou
    klagade klagat klaga`,
  ),
  // Praising and appreciating: "louent", "elogian", "apprezzano", "geroemd", "hyllar", "apreciado".
  ...weighted(
    1,
    `applaud applauded applauds commend commended lauded hailed admired cherished
    louent vantent apprécient saluent
    elogian elogia elogiar aprecian apreciado(|s) apreciada(|s)
    elogiano apprezzano apprezza lodato lodata lodati lodate
    roemen geroemd gewaardeerd(|e)
    elogiam
    berömmer hyllar hyllade`,
  ),
  // Worth its price: "lohnend", "a steal"; money thrown away: "Geldverschwendung", "soldi buttati".
  ...weighted(1, `cost-effective lohnend(|e|er|es|en)`),
  ...weighted(-1.5, `geldverschwendung`),
  // Bargains, as mild as "bargain": "ein Schnäppchen", "una ganga", "un koopje", "ett fynd", "uma pechincha".
  ...weighted(
    0.5,
    `budget-friendly wallet-friendly schnäppchen preis-leistung ganga chollo koopje prijs-kwaliteit fynd pechincha`,
  ),
  // Too dear: "extortionate", "abusif", "excesivo", "prijzig", "peperduur", "svindyr".
  ...weighted(
    -1,
    `excessive wucher
    abusif abusive(|s) abusifs excessif excessifs
    abusivo(|s) abusiva(|s) excesivo(|s) excesiva(|s) sobreprecio
    eccessivo eccessiva eccessivi eccessive costosissimo costosissima
    prijzig(|e) buitensporig(|e)
    excessivo(|s) excessiva(|s)`,
  ),
  ...weighted(-1.5, `extortionate eye-watering wucherpreise overprijsd(|e) peperduur peperdure svindyr(|a|t)`),
  // Price hikes and shrinkflation: "Preiserhöhung", "réduflation", "rincari", "prijsverhoging", "prishöjning".
  ...weighted(
    -1,
    `shrinkflation skimpflation sneaky
    preiserhöhung(|en) preissteigerung(|en) mogelpackung(|en)
    réduflation
    reduflación
    rincaro rincari
    prijsverhoging(|en) prijsstijging(|en)
    reduflação
    prishöjning(|en|ar|arna) krympflation`,
  ),
  // Breakdowns and defects: "died after a month", "Kinderkrankheiten", "averías", "gebreken", "quebrou".
  ...weighted(
    -1,
    `chipped chipping frayed fraying warped warping discolored discoloured discoloration brittle janky
    kaputtgegangen störung(|en) macken kinderkrankheiten
    plantages malfaçon(|s)
    avería(|s) averiado(|s) averiada(|s) estropeado(|s) estropeada(|s) defectuoso(|s) defectuosa(|s) rotura(|s)
    malfunzionamento malfunzionamenti disservizio disservizi rotture
    kapotgegaan kapotgaan gebreken mankement(|en) kinderziektes crasht
    quebrou quebrado(|s) quebrada(|s) estragou estragado(|s) estragada(|s) defeituoso(|s) defeituosa(|s) pifou
    travou travando
    sönder kraschar kraschade buggar barnsjukdomar felaktig(|a|t)`,
  ),
  ...weighted(-0.5, `souci(|s) fel`),
  // Overheating, leaks and rust: "überhitzt", "surchauffe", "gotea", "surriscalda", "lekt", "vaza", "rostar".
  ...weighted(
    -1,
    `überhitzt überhitzen undicht(|e|er|es|en) rostet
    surchauffe surchauffent fuit rouillé(|e|s|es)
    sobrecalienta(|n) gotea(|n) oxidado(|s) oxidada(|s)
    surriscalda surriscaldano arrugginito arrugginita arrugginiti arrugginite
    oververhit lekt roestig(|e)
    superaquece(|m) vaza vazam enferruja(|m) enferrujado(|s) enferrujada(|s)
    överhettas läcker rostar rostig(|a|t)`,
  ),
  // Criticism of the thing itself: "shoddy", "schlimm", "pénible", "engorroso", "macchinoso", "onhandig".
  ...weighted(
    -1,
    `ugly shoddy lousy substandard second-rate unimpressive uninspiring forgettable meh laughable sloppy gimmicky
    unwieldy unsightly tacky erratic temperamental wonky dodgy sketchy dubious questionable untrustworthy
    dismissive imprecise exasperating hit-and-miss
    schlimm(|e|er|es|en) schlimmer mies(|e|er|es|en) minderwertig(|e|er|es|en) mittelmäßig(|e|er|es|en)
    frustrierend(|e|er|es|en) verwirrend(|e|er|es|en) mühsam(|e|er|es|en) lästig(|e|er|es|en) träge(|r|s|n) lahm(|e|er|es|en)
    schleppend(|e|er|es|en) wackelig(|e|er|es|en) wacklig(|e|er|es|en) zerbrechlich(|e|er|es|en) klapprig(|e|er|es|en)
    unfreundlich(|e|er|es|en) inkompetent(|e|er|es|en) unerreichbar unzufrieden(|e|er|es|en) unzureichend(|e|er|es|en)
    ungenau(|e|er|es|en) überbewertet(|e|er|es|en) hässlich(|e|er|es|en) unübersichtlich(|e|er|es|en)
    unpraktisch(|e|er|es|en) unhandlich(|e|er|es|en) undurchsichtig(|e|er|es|en) lückenhaft(|e|er|es|en)
    durchwachsen(|e|er|es|en) unausgereift(|e|er|es|en) dürftig(|e|er|es|en)
    pire(|s) moche(|s) laide(|s) inutile(|s) frustrant(|e|s|es) déroutant(|e|s|es) confus(|e|es) pénible(|s)
    fastidieux fastidieuse(|s) laborieux laborieuse(|s) agaçant(|e|s|es) énervant(|e|s|es) irritant(|e|s|es)
    imprécis(|e|es) inexact(|e|s|es) obsolète(|s) dépassée(|s) dépassés désuet désuète(|s) désuets vieillot(|te|s|tes)
    inconfortable(|s) insuffisant(|e|s|es) surcoté(|e|s|es) surestimé(|e|s|es) incompétent(|e|s|es)
    désagréable(|s) injoignable(|s) bancal(|e|s) branlant(|e|s|es) ringard(|e|s|es) inégal(|e|es) inégaux
    insatisfaisant(|e|s|es) poussif poussive(|s)
    feo(|s) fea(|s) inútil(|es) frustrante(|s) engorroso(|s) engorrosa(|s) tedioso(|s) tediosa(|s) molesto(|s)
    molesta(|s) irritante(|s) impreciso(|s) imprecisa(|s) inexacto(|s) inexacta(|s) incorrecto(|s) incorrecta(|s)
    obsoleto(|s) obsoleta(|s) anticuado(|s) anticuada(|s) desfasado(|s) desfasada(|s) incómodo(|s) incómoda(|s)
    frágil(|es) endeble(|s) insuficiente(|s) sobrevalorado(|s) sobrevalorada(|s) incompetente(|s) grosero(|s)
    grosera(|s) maleducado(|s) maleducada(|s) insatisfecho(|s) insatisfecha(|s) burocrático(|s) burocrática(|s)
    brutta brutte brutti inutili frustranti confusi macchinoso macchinosa macchinosi macchinose farraginoso
    farraginosa farraginosi farraginose noioso noiosa noiosi noiose fastidioso fastidiosa fastidiosi fastidiose
    irritanti inesatto inesatta inesatti inesatte errato errata errati errate obsoleti antiquato antiquata
    antiquati antiquate scomodo scomoda scomodi scomode fragili traballante traballanti insufficiente
    insufficienti sopravvalutato sopravvalutata sopravvalutati sopravvalutate incompetenti scortese scortesi
    maleducato maleducata maleducati insoddisfatto insoddisfatta insoddisfatti insoddisfatte altalenante
    altalenanti peggio peggiore peggiori burocratico burocratica
    lelijk(|e) frustrerend(|e) verwarrend(|e) vervelend(|e) onnauwkeurig(|e) onjuist(|e) gedateerd(|e)
    oncomfortabel(|e) ongemakkelijk(|e) breekbaar breekbare wiebelig(|e) gammel(|e) onvoldoende overschat
    overschatte onvriendelijk(|e) onbeleefd(|e) onbereikbaar onbereikbare wisselvallig(|e) stroef stroeve
    moeizaam moeizame onhandig(|e) onoverzichtelijk(|e) onpraktisch(|e) rommelig(|e) erger
    feio(|s) feia(|s) inúteis inexato(|s) inexata(|s) incorreto(|s) incorreta(|s) errado(|s) errada(|s)
    ultrapassado(|s) ultrapassada(|s) desatualizado(|s) desatualizada(|s) desconfortável desconfortáveis frágeis
    superestimado(|s) superestimada(|s) insatisfeito(|s) insatisfeita(|s) demorado(|s) demorada(|s)
    trabalhoso(|s) trabalhosa(|s) pior(|es)
    ful(|a|t) frustrerande förvirrande irriterande störande omständlig(|a|t) föråldrad(|e|t) obekväm(|a|t)
    ömtålig(|a|t) vinglig(|a|t) otillräcklig(|a|t) överskattad(|e|t) otrevlig(|a|t) ojämn(|a|t)
    trög(|a|t) medioker mediokert mediokra`,
  ),
  // Dangerous, a clear fault in the other languages ("dangerous" is stronger in English, where it is rarer).
  ...weighted(
    -1,
    `gefährlich(|e|er|es|en) dangereux dangereuse(|s) peligroso(|s) peligrosa(|s) pericoloso pericolosa pericolosi
    pericolose gevaarlijk(|e) perigoso(|s) perigosa(|s) farlig(|a|t)`,
  ),
  // Strong criticism: "dreadful", "schrecklich", "horrível", "vreselijk", "hemsk", "waardeloos".
  ...weighted(
    -1.5,
    `dreadful atrocious horrendous dismal pathetic rubbish crappy deceptive scammy hideous infuriating
    schrecklich(|e|er|es|en) furchtbar(|e|er|es|en) grottenschlecht(|e|er|es|en) unbrauchbar(|e|er|es|en)
    nutzlos(|e|er|es|en)
    camelote
    porquería lentísimo(|s) lentísima(|s) catastrófico(|s) catastrófica(|s)
    terribile terribili orribile orribili schifo catastrofico catastrofica catastrofici catastrofiche lentissimo
    lentissima
    verschrikkelijk(|e) vreselijk(|e) rampzalig(|e) nutteloos nutteloze onbruikbaar onbruikbare waardeloos
    waardeloze belabberd(|e)
    horrível horríveis terrível terríveis porcaria
    hemsk(|a|t) fruktansvärd(|a|t) usel uselt usla undermålig(|a|t)`,
  ),
  // Mixed and uneven, a mild reserve: "mitigé", "desigual", "irregular", "blandade omdömen".
  ...weighted(-0.5, `so-so middling overwhelming mitigé(|e|s|es) desigual(|es) irregular(|es) falsch(|e|er|es|en)`),
  ...weighted(-0.5, `onödig(|a|t) tråkig(|a|t) tijdrovend(|e) ouderwets(|e) datato datata datati datate blandade`),
  // Weak, in every language that had its "strong" and not its "weak": "débil", "debole", "zwak", "fraco", "svag",
  // "slabý". Not French "faible", which is as often a low figure in the brand's favour ("faible consommation").
  ...weighted(
    -1,
    `débil(|es) flojo(|s) floja(|s) debole deboli zwak(|ke) fraco(|s) fraca(|s) svage slab(ý|á|é|ou|ých)`,
  ),
  // "Top pick" as one word: "Toppval", "topvalg", "topkeuze", "Topwahl".
  ...weighted(1, 'toppval(|et) topvalg(|et) topkeuze topwahl'),
  // Praise of the thing itself: "lovely", "beeindruckend", "impressionnant", "impresionante", "indrukwekkend".
  ...weighted(
    1,
    `lovely charming splendid stylish chic nifty commendable admirable praiseworthy workhorse good-looking
    handsome hard-wearing hardwearing long-wearing deservedly well-deserved spot-on
    hübsch(|e|er|es|en) elegant(|e|er|es|en) schick(|e|er|es|en) stilvoll(|e|er|es|en)
    beeindruckend(|e|er|es|en) präzise(|n|r|s|m) treffsicher(|e|en|er|es) hilfsbereit(|e|er|es|en) kompetent(|e|er|es|en)
    freundlich(|e|er|es|en) kulant(|e|er|es|en) unkompliziert(|e|er|es|en) kinderleicht(|e|er|es|en) mühelos(|e|er|es|en)
    reibungslos(|e|er|es|en) reaktionsschnell(|e|er|es|en) vielseitig(|e|er|es|en) effizient(|e|er|es|en)
    innovativ(|e|er|es|en) hilfreich(|e|er|es|en) strapazierfähig(|e|er|es|en) gemütlich(|e|er|es|en)
    verdientermaßen hochverdient favorit(|en)
    beau beaux belles joli(|e|s|es) élégants impressionnant(|e|s|es) précis précises silencieux silencieuse(|s)
    durables polyvalent(|e|s|es) innovant(|e|s|es) réactif(|s) réactive(|s) serviable(|s) sympathique(|s) sympa(|s)
    compétent(|e|s|es) convivial(|e|es) conviviaux bluffant(|e|s|es) favori(|te|s|tes) douillet(|te|s|tes)
    bonito(|s) bonita(|s) precioso(|s) preciosa(|s) hermoso(|s) hermosa(|s) lindo(|s) linda(|s) elegantes
    impresionante(|s) duradero(|s) duradera(|s) versátil(|es) innovador(|es) innovadora(|s) eficaz eficaces
    amable(|s) atento(|s) atenta(|s) servicial(|es) competente(|s) favorito(|s) favorita(|s) acogedor(|es)
    acogedora(|s) agradable(|s) merecidamente simpático(|s) simpática(|s)
    carino carina carini carine impressionante(|s) durevole durevoli duraturo duratura duraturi durature
    versatili innovativo innovativa innovativi innovative efficiente efficienti efficaci gentile gentili cortese
    cortesi competenti pratico pratici meritatamente accogliente accoglienti
    indrukwekkend(|e) nauwkeurig(|e) geruisloos geruisloze slijtvast(|e) veelzijdig(|e) innovatief innovatieve
    efficiënt(|e) behulpzaam behulpzame vriendelijk(|e) klantvriendelijk(|e) deskundig kundig(|e) moeiteloos
    moeiteloze probleemloos probleemloze soepel(|e) gezellig(|e) favoriet(|e|en) stijlvol(|le) sfeervol(|le)
    belo(|s) bela(|s) durável duráveis inovador(|es) inovadora(|s) atencioso(|s) atenciosa(|s) prestativo(|s)
    prestativa(|s) agradável agradáveis confortável confortáveis fiável fiáveis aconchegante(|s)
    descomplicado(|s) descomplicada(|s) satisfeitos satisfeitas perfeito(|s) perfeita(|s)
    vacker vackert vackra snygg(|a|t) stilren(|a|t) eleganta imponerande träffsäker träffsäkert träffsäkra tystgående
    slitstark(|a|t) tålig(|a|t) mångsidig(|a|t) innovativa innovativt hjälpsam(|ma|t) trevlig(|a|t) vänlig(|a|t)
    kunnig(|a|t) kompetenta lättanvänd(|a|t) problemfri(|a|tt) mysig(|a|t) favoriten favoriter välförtjänt(|a)
    trygg(|a|t) tryggare förstahandsval(|et) härlig(|a|t) idealisk(|a|t) perfekta intuitivt driftsäker driftsäkert driftsäkra`,
  ),
  // Bulky, as mild as "bulky": "sperrig", "encombrant", "ingombrante", "skrymmande".
  ...weighted(-0.5, `sperrig(|e|er|es|en) encombrant(|e|s|es) ingombrante ingombranti skrymmande`),
  // Slower, where the comparative was missing ("långsammare", "wolniejszy", "langsommere"); lacking what one
  // needs, as English "lacks" ("saknar", "fehlt", "carece", "manque", "manca", "brakuje"): negated, it is plenty.
  ...weighted(-1, `långsammare wolniejszy wolniejsza wolniejsze langsommere`),
  ...weighted(-0.5, `saknar begränsat fehlt carece carecen manque manquent manca mancano brakuje`),
  // Smells and skin reactions: "stinkt", "pue", "granitos", "brufoli", "puistjes" (Swedish "finnar" are Finns too).
  ...weighted(-1, `stinkt pue puent granitos brufoli puistjes pickel`),
  // German "schön" folds to "schon" (already): an opinion only as written (ACCENTED_ONLY).
  ...weighted(1, `schön(|e|er|es|en|em)`),
  // Quiet and useful, mild: a feature more than a verdict ("modo silencioso", "leise", "utile").
  ...weighted(
    0.5,
    `leise(|r|s|n) nützlich(|e|er|es|en) ergonomique(|s) utile(|s) útil(|es) silencioso(|s) silenciosa(|s) utili
    silenzioso silenziosa silenziosi silenziose valido valida validi valide nuttig(|e) tyst tysta användbar(|a|t)
    preferito preferita preferiti preferite preferido(|s) preferida(|s)`,
  ),
  // Strong praise: "exquisite", "wunderbar", "magnifique", "espectacular", "splendido", "prachtig", "underbar"
  // ("magnifica" is left out: it is also the name of a well-known line of coffee machines).
  ...weighted(
    1.5,
    `marvelous marvellous exquisite sublime unparalleled unrivaled unrivalled peerless exemplary impeccable
    indestructible lightning-fast blazing-fast
    wunderbar(|e|er|es|en) fantastisch(|e|er|es|en) erstklassig(|e|er|es|en) vorbildlich(|e|er|es|en)
    herausragend(|e|er|es|en) überragend(|e|er|es|en) genialer genialen traumhaft(|e|er|es|en)
    flüsterleise(|r|s|n) blitzschnell(|e|er|es|en) unverwüstlich(|e|er|es|en)
    magnifique(|s) superbe(|s) merveilleux merveilleuse(|s) splendide(|s) irréprochable(|s) imbattable(|s)
    inégalé(|e|s|es) increvable(|s) indestructibles
    maravilloso(|s) maravillosa(|s) espectacular(|es) estupendo(|s) estupenda(|s) magnífico(|s) magníficas
    sobresaliente(|s) inmejorable(|s) imbatible(|s) facilísimo(|s) facilísima(|s) rapidísimo(|s) rapidísima(|s)
    bellissimi bellissime splendido splendida splendidi splendide meraviglioso meravigliosa meravigliosi
    meravigliose stupendo stupenda stupendi stupende magnifici magnifiche imbattibile imbattibili indistruttibile
    indistruttibili
    prachtig(|e) schitterend(|e) voortreffelijk(|e) briljant(|e) onverwoestbaar onverwoestbare
    maravilhosos maravilhosas espetacular(|es) sensacional sensacionais lindíssimo(|s) lindíssima(|s)
    indestrutível indestrutíveis
    underbar(|a|t) strålande fenomenal(|a|t) blixtsnabb(|a|t) oförstörbar(|a|t)`,
  ),
  ...weighted(0.5, 'manageable'),
  // Judged favourably or not, by whoever: "rated positively", "valoran muy positivamente", "positiv bewertet".
  ...weighted(1, 'positively positivement positivamente positiv positief positivt'),
  ...weighted(-1, 'négativement negativamente negativ negatief negativt'),
  // Standing out and being valued, by whoever: "destaca por", "spicca per", "muy valorado".
  ...weighted(1, 'destaca destacan spicca spiccano valorado valorada valorados valoradas'),
  // Winning a comparison: "for me Staub wins", "für mich gewinnt Acme", "Acme l'emporte".
  ...weighted(1, 'wins vinner gewinnt gagne emporte gana vince wint'),
  // Japanese, read as the words Intl.Segmenter finds: recommended, well received, careful, satisfied, a good pick.
  ...weighted(1, 'おすすめ オススメ 好評 丁寧 満足 優秀 快適 定評 狙い目 信頼'),
  ...weighted(0.5, '人気 安心 便利 割安 手頃'),
  // Discontent, pushy, complaints, trouble, delays, pricier, bad.
  ...weighted(-1, '不満 しつこい 苦情 トラブル 不便 悪い 割高 遅れ'),
  ...weighted(-0.5, '高め'),
  // Good, easy, stable, sharp, generous (support); unstable, dark (a picture, a screen).
  ...weighted(1, '良い 簡単 安定 鮮明 手厚い'),
  ...weighted(-1, '不安定'),
  ...weighted(-0.5, '暗い 暗く'),
]);

/** Japanese negation after what it negates: "おすすめできません", "おすすめしにくい", "満足しない" (folded, as segmented; not "ず", which folds to the "す" of "です"). */
export const WIDE_POST_NEGATORS: readonly string[] = lexiconWords('せん ない にくい なかった');

/** Multi-word opinions, matched before single words (two to five words, written folded or not). */
export const PHRASE_WEIGHTS: ReadonlyMap<string, number> = new Map(
  (
    [
      ['highly rated', 1],
      ['well regarded', 1],
      ['well reviewed', 1],
      ['well liked', 1],
      ['good value', 1],
      ['great value', 1.5],
      ['value for money', 1],
      ['easy to use', 1],
      ['stands out', 1],
      ['stand out', 1],
      ['top choice', 1],
      ['top pick', 1],
      ['go to choice', 1],
      ['customer favorite', 1],
      ['customer favourite', 1],
      ['fan favorite', 1],
      ['fan favourite', 1],
      ['hard to beat', 1.5],
      // "Hard to beat" in the other languages.
      ['difficile a battre', 1.5],
      ['schwer zu schlagen', 1.5],
      ['kaum zu schlagen', 1.5],
      ['dificil de superar', 1.5],
      ['dificil de batir', 1.5],
      ['difficile da battere', 1.5],
      ['difficile da superare', 1.5],
      ['moeilijk te verslaan', 1.5],
      ['moeilijk te overtreffen', 1.5],
      ['dificil de bater', 1.5],
      ['svar att sla', 1.5],
      ['svart att sla', 1.5],
      ['hard to fault', 1.5],
      // The only drawback, a minor caveat of an answer that praises: "the only downside is the price".
      ['only downside', -0.25],
      ['only drawback', -0.25],
      ['only real downside', -0.25],
      ['only real drawback', -0.25],
      ['only complaint', -0.25],
      ['einziger nachteil', -0.25],
      ['einzige nachteil', -0.25],
      ['einzige manko', -0.25],
      ['seul bemol', -0.25],
      ['seul inconvenient', -0.25],
      ['seul defaut', -0.25],
      ['unico inconveniente', -0.25],
      ['unica pega', -0.25],
      ['unico difetto', -0.25],
      ['unico neo', -0.25],
      ['unico svantaggio', -0.25],
      ['enige minpunt', -0.25],
      ['enige nadeel', -0.25],
      ['unico ponto negativo', -0.25],
      ['unico defeito', -0.25],
      ['enda nackdelen', -0.25],
      ['enda minus', -0.25],
      // A reference others are measured against: "the gold standard", "the industry standard".
      ['gold standard', 1],
      ['industry standard', 0.75],
      ['de facto standard', 0.75],
      // Paying more, in the other languages: "kostet mehr", "coûte plus cher" is "cher" already.
      ['cost more', -0.5],
      ['pay more', -0.5],
      ['kostet mehr', -0.5],
      ['zahlt man mehr', -0.5],
      ['cuesta mas', -0.5],
      ['costa di piu', -0.5],
      ['kost meer', -0.5],
      ['kostar mer', -0.5],
      ['custa mais', -0.5],
      // Not worth its price, in the other languages: "nicht wert", "ne vaut pas", "no vale", "não vale".
      ['nicht wert', -1.5],
      ['niet waard', -1.5],
      ['ne vaut pas', -1.5],
      ['vaut pas', -1.5],
      ['no vale', -1.5],
      ['non vale', -1.5],
      ['nao vale', -1.5],
      ['vale il prezzo', 1],
      ['vale o preco', 1],
      ['vale lo que cuesta', 1],
      ['punches above', 1],
      // "Looks great on paper": praise that practice takes back, in every language.
      ['on paper', -1],
      ['auf dem papier', -1],
      ['sur le papier', -1],
      ['sobre el papel', -1],
      ['en el papel', -1],
      ['sulla carta', -1],
      ['op papier', -1],
      ['pa papperet', -1],
      ['no papel', -1],
      // "In practice" is no praise of practicality: "en la práctica decepciona", "nella pratica delude".
      ['en la practica', 0],
      ['na pratica', 0],
      ['nella pratica', 0],
      ['in de praktijk', 0],
      ['in der praxis', 0],
      ['en pratique', 0],
      ['w praktyce', 0],
      ['i praktiken', 0],
      // Dropped connections, in every language.
      ['connection drops', -1],
      ['dropped connections', -1],
      ['cortes de conexion', -1],
      ['quedas de conexao', -1],
      // Reputation and trust won or lost, in every language.
      ['fait unanimite', 1],
      ['gran reputacion', 1],
      ['buena reputacion', 1],
      ['gott rykte', 1],
      ['daligt rykte', -1],
      ['perdu la confiance', -1],
      ['perdido la confianza', -1],
      ['perso la fiducia', -1],
      ['vertrouwen verloren', -1],
      ['perdeu a confianca', -1],
      ['forlorat fortroendet', -1],
      ['an vertrauen verloren', -1],
      // Easy or hard to use, in every language.
      ['hard to use', -1],
      ['schwer zu bedienen', -1],
      ['difficile a utiliser', -1],
      ['dificil de usar', -1],
      ['difficile da usare', -1],
      ['moeilijk te gebruiken', -1],
      ['svar att anvanda', -1],
      ['svart att anvanda', -1],
      ['leicht zu bedienen', 1],
      ['einfach zu bedienen', 1],
      ['facile a utiliser', 1],
      ['facil de usar', 1],
      ['facile da usare', 1],
      ['makkelijk te gebruiken', 1],
      ['latt att anvanda', 1],
      // "A joke", "a pleasure to use", "a pain to set up", "a breeze".
      ['dol op', 1],
      ['a joke', -1],
      ['a pleasure', 1],
      ['a pain', -1],
      ['a breeze', 1],
      ['a dream to', 1],
      ['everything you could want', 1],
      ['steile lernkurve', -1],
      ['no-go zone', 0],
      ['no-go zones', 0],
      ['no-go areas', 0],
      ['to be desired', -1.5],
      ['loyal following', 1],
      ['stelt teleur', -1],
      ['stellen teleur', -1],
      ['gjorde besviken', -1],
      ['schlechter geworden', -1],
      // Worth it, in the other languages.
      ['lohnt sich', 1],
      ['es wert', 1],
      ['das geld wert', 1],
      ['vaut le coup', 1],
      ['vaut la peine', 1],
      ['vaut son prix', 1],
      ['merece la pena', 1],
      ['vale cada', 1],
      ['vale ogni', 1],
      // Let down, hit, sore points: "felt let down", "took a serious hit", "a sore point".
      // Somewhat too much or too little: "on the small side", "on the heavy side" (the hedged complaint).
      ['on the small side', -0.5],
      ['on the short side', -0.5],
      ['on the heavy side', -0.5],
      ['on the slow side', -0.5],
      ['on the loud side', -0.5],
      // Wearing thin with time: "gets repetitive", "wird eintönig", "devient répétitif", "se vuelve repetitivo".
      ['gets repetitive', -1],
      ['becomes repetitive', -1],
      ['wird eintonig', -1],
      ['wird schnell eintonig', -1],
      ['devient repetitif', -1],
      ['devient repetitive', -1],
      ['se vuelve repetitivo', -1],
      ['se vuelve repetitiva', -1],
      ['diventa ripetitivo', -1],
      ['diventa ripetitiva', -1],
      ['wordt eentonig', -1],
      ['blir repetitiv', -1],
      ['let down', -1],
      ['lets down', -1],
      ['let them down', -1],
      ['let users down', -1],
      ['took a hit', -1],
      ['taken a hit', -1],
      ['serious hit', -1],
      ['big hit', -0.5],
      ['sore point', -1],
      ['sore spot', -1],
      ['pain point', -1],
      ['pain points', -1],
      ['point faible', -1],
      ['points faibles', -1],
      ['punto debil', -1],
      ['puntos debiles', -1],
      ['punto debole', -1],
      ['punti deboli', -1],
      ['zwak punt', -1],
      ['zwakke punt', -1],
      ['ponto fraco', -1],
      ['pontos fracos', -1],
      ['svag punkt', -1],
      // Falling short, in the other languages: "se queda corto", "schiet tekort", "fica aquém".
      ['falls short', -1],
      ['fell short', -1],
      ['se queda corto', -1],
      ['se queda corta', -1],
      ['se quedan cortos', -1],
      ['queda corto', -1],
      ['schiet tekort', -1],
      ['schieten tekort', -1],
      ['fica aquem', -1],
      ['ficam aquem', -1],
      ['below expectations', -1],
      ['hinter den erwartungen', -1],
      ['en deca des attentes', -1],
      ['por debajo de las', -0.5],
      ['sotto le aspettative', -1],
      ['onder de verwachtingen', -1],
      ['abaixo das expectativas', -1],
      ['under forvantan', -1],
      ['under forvantningarna', -1],
      // Choosing another next time, wearing out, waiting, landing in spam ("look elsewhere if you need X" is fit).
      ['choose a different', -0.75],
      ['choose another', -0.75],
      ['wears out', -1],
      ['wear out', -1],
      ['wears through', -1],
      ['wear through', -1],
      ['worn out', -1],
      ['wore out', -1],
      ['long wait', -1],
      ['long waits', -1],
      ['wait times', -0.5],
      ['laid off', -1],
      ['without warning', -1],
      ['in spam', -1],
      ['a lottery', -1],
      ['une loterie', -1],
      ['una loteria', -1],
      ['una lotteria', -1],
      ['een loterij', -1],
      ['ett lotteri', -1],
      ['uma loteria', -1],
      ['ein glucksspiel', -1],
      ['lost trust', -1],
      ['lost faith', -1],
      ['lost confidence', -1],
      ['perdu confiance', -1],
      ['vertrauen verloren', -1],
      // Function words of another language that spell an English opinion: Italian "alla fine" (in the end),
      // German "das Bad" (the bathroom).
      ['alla fine', 0],
      ['la fine', 0],
      ['fine del', 0],
      ['fine della', 0],
      ['fine di', 0],
      ['das bad', 0],
      ['ein bad', 0],
      ['im bad', 0],
      ['eigenes bad', 0],
      ['eigenem bad', 0],
      // Domain terms: "abandoned cart" flows, "at least", "more or less".
      ['bug bounty', 0],
      ['bug bounties', 0],
      ['bug tracking', 0],
      ['bug tracker', 0],
      ['slow cooker', 0],
      ['slow cookers', 0],
      ['slow motion', 0],
      ['slow juicer', 0],
      ['fast food', 0],
      ['heavy cream', 0],
      ['bad credit', 0],
      ['abandoned cart', 0],
      ['abandoned carts', 0],
      ['abandoned basket', 0],
      ['cart abandonment', 0],
      ['un peu', 0],
      ['un poco', 0],
      ['um pouco', 0],
      ['ein wenig', 0],
      ['al menos', 0],
      ['a lo menos', 0],
      ['por lo menos', 0],
      ['au moins', 0],
      ['du moins', 0],
      ['pas moins', 0],
      ['non meno', 0],
      ['piu o meno', 0],
      ['mehr oder weniger', 0],
      ['nicht weniger', 0],
      ['min of meer', 0],
      ['niet minder', 0],
      ['mer eller mindre', 0],
      ['inte mindre', 0],
      ['pelo menos', 0],
      ['mais ou menos', 0],
      ['mas o menos', 0],
      ['saves time', 1],
      ['save hours', 1],
      ['as well', 0],
      ['well over', 0],
      ['well under', 0],
      ['well above', 0],
      ['well below', 0],
      ['well before', 0],
      ['well after', 0],
      ['well into', 0],
      ['well beyond', 0],
      ['adds up', -1],
      ['add up', -1],
      ['prices are high', -1],
      ['high prices', -1],
      ['poco util', -1],
      ['poor value', -1.5],
      ['common complaint', -1.5],
      ['frequent complaint', -1.5],
      ['worth it', 1],
      ['worth the money', 1],
      ['worth every penny', 1.5],
      ['worth considering', 0.75],
      ['worth a look', 0.75],
      ['steep learning curve', -1],
      ['learning curve', -0.5],
      ['hidden fees', -1],
      ['hidden costs', -1],
      ['poor customer service', -1.5],
      ['poor customer support', -1.5],
      ['customer service issues', -1],
      ['mixed reviews', -0.5],
      ['falls short', -1],
      ['fall short', -1],
      ['fell short', -1],
      ['not worth', -1.5],
      ['not recommended', -1.5],
      ['not great', -1],
      ['not the best', -1],
      ['too expensive', -1],
      ['too slow', -1],
      ['hard to use', -1],
      ['difficult to use', -1],
      ['hard to set up', -1],
      ['hard to navigate', -1],
      ['hard to cancel', -1.5],
      ['data breach', -1.5],
      ['class action', -1],
      ['stay away', -1.5],
      ['lags behind', -1],
      ['lag behind', -1],
      ['behind competitors', -1],
      ['wears out', -1],
      ['wore out', -1],
      ['falls apart', -1.5],
      ['fell apart', -1.5],
      ['on the pricier side', -0.5],
      ['on the expensive side', -0.5],
      ['rate it highly', 1],
      ['fine from', -1],
      ['a la hauteur', 1],
      ['a la altura', 1],
      ['zu empfehlen', 1],
      ['lohnt sich', 1],
      ['lifetime warranty', 0.5],
      ['high quality', 1],
      ['top quality', 1],
      ['fairly priced', 1],
      ['reasonably priced', 1],
      ['fair price', 0.5],
      ['easy returns', 1],
      ['free returns', 0.5],
      ['low fees', 1],
      ['no fees', 1],
      ['high fees', -1],
      ['feels cheap', -1],
      ['feel cheap', -1],
      ['looks cheap', -1],
      ['cheap plastic', -1],
      ['scratches easily', -1],
      ['dents easily', -1],
      ['arrived late', -1],
      ['long lines', -1],
      ['long queues', -1],
      ['range anxiety', -1],
      ['short battery life', -1],
      ['long battery life', 1],
      ['poor quality', -1.5],
      ['low quality', -1],
      ['taken a hit', -1],
      ['take a hit', -1],
      ['took a hit', -1],
      ['stark contrast', 0],
      ['stark difference', 0],
      ['fine of', -1],
      ['known for', 0],
      ['noted for', 0.75],
      ['best known for', 0],
      ['best known', 0],
      ['among the top', 1],
      ['one of the top', 1],
      ['market leader', 1],
      ['what you pay for', -1],
      ['right choice', 1],
      ['right tool', 1],
      ['right fit', 1],
      ['right pick', 1],
      ['right option', 1],
      ['steer clear', -1.5],
      ['steer clear of', -1.5],
      ['gets the job done', 1],
      ['get the job done', 1],
      ['got the job done', 1],
      ['works well', 1],
      ['work well', 1],
      ['worked well', 1],
      ['works great', 1.5],
      ['has improved', 1],
      ['have improved', 1],
      ['has gotten better', 1],
      ['got better', 1],
      ['easy to learn', 1],
      ['charges extra', -1],
      ['charge extra', -1],
      ['costs extra', -0.5],
      ['main concern', 0],
      ['primary concern', 0],
      ['your concern', 0],
      ['saves money', 1],
      ['save money', 1],
      ['saved us', 1],
      ['laid off', -1],
      ['rate highly', 1],
      ['rates highly', 1],
      ['rank highly', 1],
      ['speak highly', 1],
      ['speaks highly', 1],
      ['spoke highly', 1],
      ['think highly', 1],
      ['rated highly', 1],
      ['rate them highly', 1],
      ['rank it highly', 1],
      ['ranks highly', 1],
      ['scores highly', 1],
      ['swear by', 1.5],
      ['swears by', 1.5],
      ["can't go wrong", 1.5],
      ['cannot go wrong', 1.5],
      ["can't beat", 1],
      ['costs more', -0.5],
      ['could be better', -0.5],
      ['needs work', -0.5],
      // Nothing better to be found: "hard to find anything better", "svårt att hitta något bättre".
      ['hard to find anything better', 1.5],
      ['hard to find a better', 1.5],
      ['svårt att hitta något bättre', 1.5],
      ['svårt att hitta bättre', 1.5],
      ['difícil encontrar algo mejor', 1.5],
      ['difficile de trouver mieux', 1.5],
      ['difficile trovare di meglio', 1.5],
      ['difícil encontrar algo melhor', 1.5],
      ['moeilijk iets beters te vinden', 1.5],
      // Choosing for oneself, or not: "I'd go with Acme", "würde ich nehmen", "I'd skip it".
      ["i'd choose", 1],
      ["i'd pick", 1],
      ["i'd go with", 1],
      ["i'd go for", 1],
      ["i'd book", 1],
      ["i'd buy", 1],
      ['i would choose', 1],
      ['i would pick', 1],
      ['i would go with', 1],
      ['i would book', 1],
      ['i would buy', 1],
      ['würde ich nehmen', 1],
      ['würde ich wählen', 1],
      ['würde ich kaufen', 1],
      ['zou ik kiezen', 1],
      ['zou ik nemen', 1],
      ['zou ik kopen', 1],
      ['skulle välja', 1],
      ['skulle köpa', 1],
      ["i'd standardise on", 1],
      ["i'd standardize on", 1],
      ['to beat', 1],
      ["i'd skip", -1],
      ["i'd rule out", -1],
      ['would rule out', -1],
      ["wouldn't pay", -1],
      ['hard to defend', -1],
      ['difficult to defend', -1],
      ['i would skip', -1],
      ["i'd pass on", -1],
      ["wouldn't order", -1],
      ["wouldn't book", -1],
      ["wouldn't choose", -1],
      ["wouldn't pick", -1],
      ['would not buy', -1],
      ['würde ich nicht kaufen', -1],
      ['zou ik niet kopen', -1],
      ['skulle inte köpa', -1],
      // Running out soon: "de gratis automatiseringen raken snel op", "der Akku ist schnell leer".
      ['snel op', -1],
      ['schnell leer', -1],
      ['need work', -0.5],
      ['could be improved', -0.5],
      ['room for improvement', -0.5],
      ['cost more', -0.5],
      ['pays for itself', 1],
      ['makes up for', 1],
      ['make up for', 1],
      ['made up for', 1],
      ['a cut above', 1],
      ['second to none', 1.5],
      ['lives up to', 1],
      ['live up to', 1],
      ['lived up to', 1],
      ['top marks', 1],
      ['holds up well', 1],
      ['peace of mind', 0.5],
      ['bang for the buck', 1],
      ['bang for your buck', 1],
      ['never been easier', 1.5],
      ['never been better', 1.5],
      ["couldn't be happier", 1.5],
      ["couldn't be easier", 1.5],
      ['no doubt', 0],
      ['without doubt', 0],
      ['without a doubt', 0],
      ['no question', 0],
      ['no matter', 0],
      ['no wonder', 0],
      ['never get used to', -1],
      ['takes getting used to', -0.5],
      ['get used to', -0.25],
      ['hit or miss', -1],
      ['waste of money', -1.5],
      ['waste of time', -1.5],
      ['price hike', -1],
      ['price hikes', -1],
      ['price increase', -1],
      ['price increases', -1],
      ['went downhill', -1.5],
      ['gone downhill', -1.5],
      ['going downhill', -1.5],
      ['jumped ship', -1],
      ['moved away', -1],
      ['switched away', -1],
      ["doesn't work", -1],
      ["don't work", -1],
      ["didn't work", -1],
      ['does not work', -1],
      ['did not work', -1],
      ['stopped working', -1.5],
      // "Frozen fruit" describes; a screen or an account that "is frozen" is a fault.
      ['is frozen', -1],
      ['was frozen', -1],
      ['gets frozen', -1],
      ['got frozen', -1],
      ['keeps freezing', -1],
      ['long wait', -1],
      ['hold times', -1],
      ['wait times', -0.5],
      ['out of stock', -0.5],
      ['under investigation', -1],
      ['security incident', -1],
      ['one-star reviews', -1],
      ['low ratings', -1],
      ['the catch', -0.5],
      ['too heavy', -1],
      ['premium plan', 0],
      ['premium plans', 0],
      ['premium tier', 0],
      ['premium model', 0],
      ['premium version', 0],
      ['premium subscription', 0],
      ['quick comparison', 0],
      ['quick overview', 0],
      ['quick look', 0],
      ['quick answer', 0],
      ['quick summary', 0],
      ['quick guide', 0],
      ['quick start', 0],
      ['gut health', 0],
      ['gut feeling', 0],
      ['free trial', 0],
      ['risk-free trial', 0.5],
      // Verdicts that it should improve: "X should do better", "needs to do better".
      ['should do better', -1],
      ['could do better', -1],
      ['must do better', -1],
      ['needs to do better', -1],
      ['need to do better', -1],
      ['should be better', -0.75],
      ['ought to be better', -0.75],
      // Lost connections and long waits: "loses the connection", "users wait weeks for parts".
      ...['lose', 'loses', 'losing', 'lost', 'drop', 'drops', 'dropping', 'dropped'].flatMap((verb) =>
        [
          'connection',
          'the connection',
          'their connection',
          'its connection',
          'connectivity',
          'pairing',
          'contact',
          'signal',
          'the signal',
          'its signal',
          'wifi',
          'wi-fi',
        ].map((object): [string, number] => [`${verb} ${object}`, -1]),
      ),
      ...['wait', 'waits', 'waiting', 'waited', 'take', 'takes', 'took'].flatMap((verb) =>
        ['weeks', 'months'].map((span): [string, number] => [`${verb} ${span}`, -1]),
      ),
      // Praise by its price: "feels more expensive than it is".
      ['expensive than it is', 1],
      ['pricier than it is', 1],
      ['costlier than it is', 1],
      ['expensive than it costs', 1],
      ['premium than its price', 1],
      // A choice refused: "I wouldn't pick X", "I'd think twice", "can't rely on it".
      ...["wouldn't", 'would not', 'wouldnt', 'would never', "i'd never", 'i never']
        .flatMap((negator) =>
          ['pick', 'choose', 'buy', 'use', 'rely on', 'trust', 'go with', 'bother with', 'bet on', 'pay for'].map(
            (verb): [string, number] => [`${negator} ${verb}`, -1],
          ),
        )
        .filter(([phrase]) => phrase.split(' ').length <= 4),
      ["can't rely on", -1],
      ['cannot rely on', -1],
      ["can't trust", -1],
      ['cannot trust', -1],
      ['can rely on', 1],
      ['think twice', -1],
      ['be careful recommending', -1],
      ['careful recommending', -1],
      ['be careful with', -0.5],
      ['caught out', -1],
      ['caught off guard', -1],
      ['yet another', -0.5],
      ['less kind', -1],
      ['fewer than', 0],
      // A troubled launch and buyers who gave up: "a rough launch", "some returned it".
      ['rough launch', -1],
      ...['been', 'was', 'is'].flatMap((verb) =>
        ['rocky', 'bumpy', 'rough'].map((word): [string, number] => [`${verb} ${word}`, -1]),
      ),
      ['rocky transition', -1],
      ['rocky rollout', -1],
      ['bumpy rollout', -1],
      ['rough rollout', -1],
      // Customers who went back to what they used before.
      ['moved back', -1],
      ['moving back', -1],
      ['switched back', -1],
      ['switching back', -1],
      ['went back to', -1],
      ['gone back to', -1],
      ['rocky launch', -1],
      ['rough start', -1],
      ['rocky start', -1],
      ['botched launch', -1.5],
      ['guinea pigs', -1],
      ['beta testers', -1],
      ['returned it', -0.75],
      ['returned theirs', -0.75],
      ['returned them', -0.75],
      ['sent it back', -0.75],
      ['sent them back', -0.75],
      // Praise of a change: "it changed how they work".
      ['changed how', 0.75],
      ['changed the way', 0.75],
      ['transformed how', 1],
      ['transformed the way', 1],
      // Terms of a warranty or a plan, not opinions: "limited lifetime warranty", "limited-time offer".
      ['limited warranty', 0],
      ['limited lifetime', 0],
      ['limited lifetime warranty', 0],
      ['limited edition', 0],
      ['limited time', 0],
      ['safe mode', 0],
      ['limited-time', 0],
      ['garantie limitee', 0],
      ['beschrankte garantie', 0],
      ['garantia limitada', 0],
      ['garanzia limitata', 0],
      ['beperkte garantie', 0],
      ['begransad garanti', 0],
      // What a product copes with, not an opinion: "heavy snow loads", "heavy use", "the same problem".
      ['heavy snow', 0],
      ['heavy rain', 0],
      ['heavy use', 0],
      ['heavy loads', 0],
      ['heavy traffic', 0],
      ['heavy workloads', 0],
      ['heavy lifting', 0],
      ['heavy users', 0],
      ['same problem', 0],
      ['same problems', 0],
      ['run incidents', 0],
      ['handle incidents', 0],
      ['incident response', 0],
      ['incident management', 0],
      ['premium money', 0],
      ['premium price', 0],
      ['premium prices', 0],
      // French.
      ['tres bien', 1],
      ['rapport qualite prix', 0.5],
      ['rapport qualite-prix', 0.5],
      ['pas terrible', -1],
      ['premier choix', 1],
      ['gagner du temps', 1],
      ['gagner beaucoup de temps', 1],
      ['gain de temps', 1],
      ['fait gagner', 1],
      ['font gagner', 1],
      ['prendre en main', 0.5],
      ['a eviter', -1.5],
      ['se bloque', -1],
      ['se plaignent', -1],
      ['laisse a desirer', -1.5],
      // German.
      ['nicht empfehlenswert', -1.5],
      ['schworen auf', 1.5],
      ['schwort auf', 1.5],
      ['sturzt ab', -1],
      ['lasst zu wunschen', -1.5],
      // German "fast" is "almost" before a quantity or a frequency ("fast alles", "fast immer"), not English "fast".
      ...lexiconWords(
        `alle(|s|n|m|r) immer nie nichts niemand jede(|r|s|n|m) keine(|r|s|n|m) doppelt(|e|er|es|en) genauso so
        ausschließlich überall vollständig unmöglich identisch gleich ein(|e|en|er|em) zwei drei vier fünf sechs
        sieben acht neun zehn elf zwölf zwanzig dreißig vierzig fünfzig hundert tausend halb(|e|en) zweimal dreimal`,
      ).map((word): [string, number] => [`fast ${word}`, 0]),
      // Spanish.
      ['relacion calidad-precio', 0.5],
      ['no recomendable', -1.5],
      ['vale la pena', 1],
      ['me gusta', 1],
      ['deja mucho que desear', -1.5],
      ['no funciona', -1],
      ['se rompe', -1],
      ['se rompio', -1],
      ['se quejan', -1],
      ['por desgracia', -1],
      // Italian.
      ['rapporto qualita-prezzo', 0.5],
      ['scelta migliore', 1],
      ['non funziona', -1],
      // Dutch.
      ['valt tegen', -1],
      ['vallen tegen', -1],
      ['viel tegen', -1],
      ['valt dat tegen', -1],
      ['valt het tegen', -1],
      ['viel het tegen', -1],
      ['aan te raden', 1],
      ['af te raden', -1.5],
      ['de moeite waard', 1],
      ['waar voor je geld', 1],
      ['te duur', -1],
      ['een storing', -1],
      ['de storing', -1],
      ['storing bij', -1],
      // "Should do better" and a choice refused, in the other languages.
      ['sollte besser', -1],
      ['muss besser', -1],
      ['konnte besser sein', -0.75],
      ['finger weg', -1.5],
      ['devrait faire mieux', -1],
      ['peut mieux faire', -1],
      ['pourrait faire mieux', -1],
      ['deberia mejorar', -1],
      ['deberia hacerlo mejor', -1],
      ['podria ser mejor', -0.75],
      ['dolor de cabeza', -1],
      ['a evitar', -1.5],
      ['dovrebbe migliorare', -1],
      ['potrebbe fare di meglio', -1],
      ['potrebbe essere migliore', -0.75],
      ['da evitare', -1.5],
      ['kan beter', -1],
      ['moet beter', -1],
      ['zou beter moeten', -1],
      ['deveria melhorar', -1],
      ['poderia ser melhor', -0.75],
      ['dor de cabeca', -1],
      ['borde bli bättre', -1],
      ['kunde vara bättre', -0.75],
      // Swedish.
      ['mycket bra', 1.5],
      ['väldigt bra', 1.5],
      ['riktigt bra', 1.25],
      ['är bra', 1],
      ['bra val', 1],
      ['bra pris', 1],
      ['bra kvalitet', 1],
      ['inte bra', -1],
      ['inte så bra', -1],
      ['värd pengarna', 1],
      ['värt pengarna', 1],
      ['värt priset', 1],
      ['inte värt', -1.5],
      ['lita på', 1],
      ['går sönder', -1],
      ['gick sönder', -1],
      ['gått sönder', -1],
      ['rekommenderas inte', -1.5],
      ['borde vara bättre', -0.75],
      // Portuguese.
      ['vale a pena', 1],
      ['nao funciona', -1],
      // Coverage across languages, one family at a time (English, German, French, Spanish, Italian, Dutch,
      // Portuguese, Swedish). A separable verb is matched only where its parts stand together: "rate ich ab".
      // Advising against: "advise against" (the separable "rate davon ab", "raad het af": opinion-scorer).
      ['advise against', -1.5],
      ['recommend against', -1.5],
      // Hard to justify its price, in every language.
      ['hard to justify', -1],
      ['difficult to justify', -1],
      ['tough to justify', -1],
      ["can't justify", -1],
      ['cannot justify', -1],
      ['schwer zu rechtfertigen', -1],
      ['kaum zu rechtfertigen', -1],
      ['difficile a justifier', -1],
      ['difficile de justifier', -1],
      ['dificil de justificar', -1],
      ['difficile da giustificare', -1],
      ['moeilijk te rechtvaardigen', -1],
      ['svart att motivera', -1],
      ['svar att motivera', -1],
      ['svart att rattfardiga', -1],
      // Hard to beat, as praise: "tough to beat" is not "tough to" negating "beat".
      ['tough to beat', 1.5],
      ['difficult to beat', 1.5],
      // Think twice, in every language.
      ['zweimal uberlegen', -1],
      ['zweimal nachdenken', -1],
      ['reflechir a deux fois', -1],
      ['reflechirais a deux fois', -1],
      ['regarder a deux fois', -1],
      ['pensarlo dos veces', -1],
      ['pensarselo dos veces', -1],
      ['pensaria dos veces', -1],
      ['pensarci due volte', -1],
      ['twee keer nadenken', -1],
      ['twee keer over nadenken', -1],
      ['tweemaal nadenken', -1],
      ['tanka tva ganger', -1],
      ['tanka efter tva ganger', -1],
      ['pensar duas vezes', -1],
      ['pensaria duas vezes', -1],
      // Not enough: "reicht nicht", "ne suffit pas", "non basta", "räcker inte till".
      ['not enough', -0.75],
      ["isn't enough", -1],
      ['reicht nicht', -1],
      ['reichen nicht', -1],
      ['reicht nicht aus', -1],
      ['nicht ausreichend', -1],
      ['ne suffit pas', -1],
      ['ne suffisent pas', -1],
      ['suffit pas', -1],
      ['no basta', -1],
      ['no basta con', 0],
      ['no es suficiente', -1],
      ['no son suficientes', -1],
      ['non basta', -1],
      ['non bastano', -1],
      ['non e sufficiente', -1],
      ['niet genoeg', -0.75],
      ['is onvoldoende', -1],
      ['racker inte', -1],
      ['racker inte till', -1],
      ['nao basta', -1],
      ['nao e suficiente', -1],
      // To make it worse: "to make matters worse", "zu allem Überfluss", "para colmo", "para piorar".
      ['to make matters worse', -1],
      ['insult to injury', -1],
      ['zu allem uberfluss', -1],
      ['noch schlimmer', -1],
      ['pour ne rien arranger', -1],
      ['pour couronner le tout', -0.5],
      ['para colmo', -1],
      ['para mas inri', -1],
      ['para empeorar', -1],
      ['per peggiorare le cose', -1],
      ['a peggiorare le cose', -1],
      ['tot overmaat van ramp', -1],
      ['till raga pa allt', -1],
      ['gora saken varre', -1],
      ['para piorar', -1],
      ['pior ainda', -1],
      // Strings attached and fine print: "der Haken", "il y a un hic", "tiene trampa", "een addertje".
      ['strings attached', -1],
      ['comes with a catch', -1],
      ['fine print', -0.5],
      ['hat einen haken', -1],
      ['der haken', -0.5],
      ['ein haken', -0.5],
      ['un hic', -1],
      ['le hic', -1],
      ['tiene trampa', -1],
      ['letra pequena', -0.5],
      ['una fregatura', -1.5],
      ['addertje onder het', -1],
      ['kleine lettertjes', -0.5],
      ['en hake', -0.5],
      ['letra miuda', -0.5],
      // Hit and miss, mixed reviews: "gemischte Bewertungen", "avis partagés", "pareri contrastanti".
      ['hit and miss', -1],
      ['mixed bag', -0.5],
      ['gemischte bewertungen', -0.5],
      ['avis partages', -0.5],
      ['opiniones divididas', -0.5],
      ['opiniones encontradas', -0.5],
      ['pareri contrastanti', -0.5],
      ['recensioni contrastanti', -0.5],
      ['gemengde reacties', -0.5],
      ['gemengde recensies', -0.5],
      ['opinioes divididas', -0.5],
      ['avaliacoes mistas', -0.5],
      // Built to last: "built like a tank", "hält ewig", "dura años", "gaat jaren mee", "håller länge".
      ['built like a tank', 1.5],
      ['built to last', 1],
      ['test of time', 1],
      ['lasts for years', 1],
      ['last for years', 1],
      ['lasts a lifetime', 1],
      ['last a lifetime', 1],
      ['halt ewig', 1],
      ['halten ewig', 1],
      ['halt jahrelang', 1],
      ['dura anos', 1],
      ['duran anos', 1],
      ['dura toda la vida', 1],
      ['dura anni', 1],
      ['durano anni', 1],
      ['gaat jaren mee', 1],
      ['gaan jaren mee', 1],
      ['haller i manga ar', 1],
      ['haller lange', 1],
      // Deservedly: "zu Recht", "à juste titre", "med rätta" (milder: they also go with criticism).
      ['deservedly so', 1],
      ['rightly so', 0.5],
      ['for good reason', 0.5],
      ['zu recht', 0.5],
      ['a juste titre', 0.5],
      ['com razao', 0.5],
      ['a ragione', 0.5],
      ['med ratta', 0.5],
      ['bien merecido', 1],
      ['bien merecida', 1],
      ['bien merite', 1],
      ['bien meritee', 1],
      // A personal pick: "my pick", "meine Wahl", "mon choix", "mi elección", "la mia scelta", "mijn keuze".
      ['my pick', 1],
      ['my top pick', 1],
      ['my choice', 1],
      ['my top choice', 1],
      ['meine wahl', 1],
      ['erste wahl', 1],
      ['mein tipp', 1],
      ['mon choix', 1],
      ['coup de coeur', 1],
      ['mi eleccion', 1],
      ['mi preferido', 1],
      ['mi preferida', 1],
      ['primera opcion', 1],
      ['la mia scelta', 1],
      ['prima scelta', 1],
      ['mio preferito', 1],
      ['mia preferita', 1],
      ['mijn keuze', 1],
      ['mijn keus', 1],
      ['eerste keus', 1],
      ['eerste keuze', 1],
      ['minha escolha', 1],
      ['primeira escolha', 1],
      ['meu preferido', 1],
      ['minha preferida', 1],
      ['mitt val', 1],
      // The editors' pick, in the first person plural or as a label: "our pick", "notre choix", "unsere Wahl",
      // "nuestra elección", "la nostra scelta", "onze keuze", "nossa escolha", "nasz wybór", "vores valg".
      ['our pick', 1],
      ['our top pick', 1],
      ['our choice', 1],
      ['our top choice', 1],
      ['notre choix', 1],
      ['unsere wahl', 1],
      ['unser tipp', 1],
      ['nuestra eleccion', 1],
      ['la nostra scelta', 1],
      ['onze keuze', 1],
      ['nossa escolha', 1],
      ['nasz wybor', 1],
      ['vores valg', 1],
      // A safe choice: "safe bet", "sichere Wahl", "valeur sûre", "apuesta segura", "tryggt val".
      ['safe bet', 1],
      ['sichere wahl', 1],
      ['valeur sure', 1],
      ['apuesta segura', 1],
      ['scelta sicura', 1],
      ['veilige keuze', 1],
      ['aposta segura', 1],
      ['escolha segura', 1],
      ['sakert kort', 1],
      // Not worth it, money thrown away: "no compensa", "não compensa", "loont niet", "lönar sig inte".
      ['lohnt sich nicht', -1.5],
      ['rausgeschmissenes geld', -1.5],
      ['no compensa', -1.5],
      ['no sale a cuenta', -1.5],
      ['sale a cuenta', 1],
      ['dinero tirado', -1.5],
      ['non conviene', -1],
      ['soldi buttati', -1.5],
      ['loont niet', -1.5],
      ['loont de moeite', 1],
      ['weggegooid geld', -1.5],
      ['zonde van het geld', -1.5],
      ['nao compensa', -1.5],
      ['dinheiro jogado fora', -1.5],
      ['lonar sig', 1],
      ['lonar sig inte', -1.5],
      ['slaseri med pengar', -1.5],
      ['bortkastade pengar', -1.5],
      ['valuta for pengarna', 1],
      ['money well spent', 1],
      ['worth every cent', 1.5],
      ['worth the investment', 1],
      ['a steal', 1],
      ['arm and a leg', -1],
      ['break the bank', -1],
      ['breaks the bank', -1],
      ['highway robbery', -1.5],
      ['daylight robbery', -1.5],
      // Too dear: "hors de prix", "trop cher" is "cher" already.
      ['hors de prix', -1.5],
      // Price hikes, in every language: "hausse des prix", "subida de precios", "aumento dei prezzi".
      ['hausse des prix', -1],
      ['hausse de prix', -1],
      ['augmentation de prix', -1],
      ['augmentation des prix', -1],
      ['augmentations de prix', -1],
      ['subida de precio', -1],
      ['subida de precios', -1],
      ['subidas de precio', -1],
      ['aumento de precio', -1],
      ['aumento de precios', -1],
      ['aumento di prezzo', -1],
      ['aumenti di prezzo', -1],
      ['aumento dei prezzi', -1],
      ['aumento de preco', -1],
      ['aumento de precos', -1],
      ['aumentos de preco', -1],
      // Hidden costs, in every language.
      ['versteckte kosten', -1],
      ['versteckte gebuhren', -1],
      ['frais caches', -1],
      ['costes ocultos', -1],
      ['costos ocultos', -1],
      ['cargos ocultos', -1],
      ['costi nascosti', -1],
      ['verborgen kosten', -1],
      ['custos ocultos', -1],
      ['taxas ocultas', -1],
      ['dolda avgifter', -1],
      ['dolda kostnader', -1],
      // Quality, high or low: "de alta calidad", "di scarsa qualità", "van slechte kwaliteit", "hög kvalitet".
      ['haute qualite', 1],
      ['grande qualite', 1],
      ['alta calidad', 1],
      ['mala calidad', -1],
      ['baja calidad', -1],
      ['alta qualita', 1],
      ['scarsa qualita', -1],
      ['bassa qualita', -1],
      ['hoge kwaliteit', 1],
      ['slechte kwaliteit', -1],
      ['alta qualidade', 1],
      ['baixa qualidade', -1],
      ['ma qualidade', -1],
      ['hog kvalitet', 1],
      ['dalig kvalitet', -1],
      ['hoher qualitat', 1],
      ['hohe qualitat', 1],
      // Breaking down: "fällt aus", "se estropea", "si rompe", "gaat stuk", "hänger sig".
      ['fallt aus', -1],
      ['fallen aus', -1],
      ['fiel aus', -1],
      ['se estropea', -1],
      ['se estropeo', -1],
      ['se averia', -1],
      ['se cuelga', -1],
      ['se bloquea', -1],
      ['si rompe', -1],
      ['si rompono', -1],
      ['si blocca', -1],
      ['si guasta', -1],
      ['gaat stuk', -1],
      ['ging stuk', -1],
      ['loopt vast', -1],
      ['lopen vast', -1],
      ['liep vast', -1],
      ['hanger sig', -1],
      ['dead on arrival', -1.5],
      ['conked out', -1],
      ['stops working', -1.5],
      ['stop working', -1],
      ['quit working', -1],
      ['acting up', -1],
      ['falling apart', -1.5],
      ['comes apart', -1],
      ['came apart', -1],
      ['keeps crashing', -1],
      // Coming loose, scratching, spoiling, reflexive: "se raye", "se despega", "si rovina", "se soltam",
      // "się rysuje", "psuje się" ("rayé", "raya" alone are stripes).
      ['se raye', -1],
      ['se rayent', -1],
      ['se raya', -1],
      ['se rayan', -1],
      ['se despega', -1],
      ['se despegan', -1],
      ['se desgasta', -1],
      ['se desgastan', -1],
      ['se solta', -1],
      ['se soltam', -1],
      ['se desfaz', -1],
      ['si rovina', -1],
      ['si rovinano', -1],
      ['si graffia', -1],
      ['si graffiano', -1],
      ['peels off', -1],
      ['peeling off', -1],
      ['peeled off', -1],
      ['si stacca', -1],
      ['si staccano', -1],
      ['si consuma', -1],
      ['si consumano', -1],
      ['sie rysuje', -1],
      ['rysuje sie', -1],
      ['psuje sie', -1],
      ['sie psuje', -1],
      ['odkleja sie', -1],
      ['łuszczy się', -1],
      ['gar sonder', -1],
      ['lost sich', -1],
      ['losen sich', -1],
      ['sich lost', -1],
      // Failing after a while: "the hinges break within months", "broke after a week".
      ['break within', -1],
      ['breaks within', -1],
      ['broke within', -1],
      ['break after', -1],
      ['breaks after', -1],
      ['broke after', -1],
      ['break easily', -1],
      ['breaks easily', -1],
      // Leaving much to be desired: "deixa a desejar", "lässt zu wünschen übrig", "lascia a desiderare".
      ['a desejar', -1],
      ['zu wunschen ubrig', -1],
      ['a desiderare', -1],
      ['que desear', -1],
      ['te wensen over', -1],
      ['do życzenia', -1],
      ['att önska', -1],
      // A limit stated as a quota describes a plan: "limited to three boards", "a limited number of prompts".
      ['limited to', 0],
      ['a limited number', 0],
      ['limitado a', 0],
      ['limitada a', 0],
      ['limite a', 0],
      ['limitee a', 0],
      ['limitato a', 0],
      ['limitata a', 0],
      ['begrenzt auf', 0],
      ['beperkt tot', 0],
      ['begransad till', 0],
      ['begransat till', 0],
      ['ograniczony do', 0],
      ['ograniczona do', 0],
      // "Se décline en trois tailles": comes in, not declines.
      ['se decline', 0],
      ['se declinent', 0],
      // A device that died, not a person: "died after a month", "the battery died".
      ['died after', -1],
      ['died within', -1],
      ['it died', -1],
      ['battery died', -1],
      ['motor died', -1],
      // Breaking fast is no praise of speed: "geht schnell kaputt", "gaat snel stuk", "se rompe rápido".
      ['wears out fast', -1],
      ['wear out fast', -1],
      ['schnell kaputt', -1],
      ['snel stuk', -1],
      ['snel kapot', -1],
      ['se rompe rapido', -1],
      ['se rompen rapido', -1],
      ['quebra rapido', -1],
      ['quebra facil', -1],
      ['snabbt sonder', -1],
      // English idioms of judgement.
      ['nothing special', -1],
      ['nothing to write home', -1],
      ['miss the mark', -1],
      ['misses the mark', -1],
      ['missed the mark', -1],
      ['falls flat', -1],
      ['fell flat', -1],
      ['fall flat', -1],
      ['more trouble than', -1.5],
      ['step backward', -1],
      ['step backwards', -1],
      ['a step up', 0.75],
      ['leaps and bounds', 1],
      ['league of its own', 1.5],
      ['class of its own', 1.5],
      ['head and shoulders above', 1.5],
      ['the real deal', 1],
      ['worth the hype', 1],
      ['the one to beat', 1],
      ['behind the times', -1],
      ['ahead of the curve', 1],
      ['rough around the edges', -1],
      ['rough edges', -0.5],
      ['cut corners', -1],
      ['cuts corners', -1],
      ['cutting corners', -1],
      ['drop the ball', -1],
      ['dropped the ball', -1],
      ['drops the ball', -1],
      ['bait and switch', -1.5],
      ['canned responses', -1],
      ['canned answers', -1],
      ['just works', 1],
      ['up to par', 0.5],
      ['below par', -1],
      ['up to scratch', 0.5],
      ['spot on', 1],
      // Nothing special, in the other languages.
      ['nichts besonderes', -1],
      ['rien de special', -1],
      ['nada especial', -1],
      ['nada del otro mundo', -1],
      ['niente di speciale', -1],
      ['niets bijzonders', -1],
      ['niks bijzonders', -1],
      ['nada de especial', -1],
      ['inget speciellt', -1],
      ['inget sarskilt', -1],
      // Regret in Dutch is "spijt van", not "het spijt me" (an apology).
      ['spijt van', -1],
      ['spijt gehad', -1],
      // Well rated in Spanish and Portuguese: "bien valorado", "mejor valorado", "bem avaliado".
      ['bien valorado', 1],
      ['bien valorada', 1],
      ['mejor valorado', 1],
      ['mejor valorada', 1],
      ['bem avaliado', 1],
      ['bem avaliada', 1],
      ['goed beoordeeld', 1],
      // Expected more: "hatte mehr erwartet", "j'attendais mieux", "mi aspettavo di più", "esperava mais".
      ['expected more', -1],
      ['expected better', -1],
      ['mehr erwartet', -1],
      ['attendais mieux', -1],
      ['attendais plus', -1],
      ['esperaba mas', -1],
      ['mi aspettavo di piu', -1],
      ['mi aspetto di piu', -1],
      ['aspetto molto di piu', -1],
      ['meer verwacht', -1],
      ['forvantade mig mer', -1],
      ['esperava mais', -1],
      // Draining the battery and cutting out: "scarica la batteria", "bricht ab", "valt weg", "går varm".
      ['consuma la batteria', -1],
      ['scarica la batteria', -1],
      ['agota la bateria', -1],
      ['vide la batterie', -1],
      ['drena a bateria', -1],
      ['si interrompe', -1],
      ['bricht ab', -1],
      ['valt weg', -1],
      ['gar varm', -1],
      // A white cast, a common fault of sunscreens.
      ['white cast', -1],
      ['traces blanches', -1],
      ['rastro blanco', -1],
      ['aloni bianchi', -1],
      ['witte waas', -1],
      // Smelling bad: "huele mal", "cheira mal", "luktar illa".
      ['huele mal', -1],
      ['cheira mal', -1],
      ['luktar illa', -1],
      ['luktar bränt', -1],
      // Living up to expectations in French: "la qualité est au rendez-vous".
      ['au rendez-vous', 1],
      ...BEST_CHOICE.map((phrase): [string, number] => [phrase, 1]),
      ...NOT_BEST_CHOICE.map((phrase): [string, number] => [phrase, -1.5]),
      ...CAUTIONING.map((phrase): [string, number] => [phrase, -1]),
      ...NOT_FOR_YOU.map((phrase): [string, number] => [phrase, -1]),
      ...GOING_WITH.map((phrase): [string, number] => [phrase, 1]),
      // Valued highly by others: "los empleadores lo valoran mucho"; a valuation is no praise ("valorado en").
      ['valoran mucho', 1],
      ['lo valoran', 1],
      ['valorado en', 0],
      ['valorada en', 0],
      ['valorados en', 0],
      // Marks given by others: "high marks", "hoge cijfers", "notes élevées", "notas altas", "voti alti".
      ['high marks', 1],
      ['top marks', 1],
      ['hoge cijfers', 1],
      ['hohe noten', 1],
      ['notes elevees', 1],
      ['notas altas', 1],
      ['voti alti', 1],
      ['hoga betyg', 1],
      // Worth its price: "vale la spesa", "vaut le prix", "vale o preço", "värd pengarna".
      ['vale la spesa', 1],
      ['vaut le prix', 1],
      ['vale o preco', 1],
      ['vale lo que cuesta', 1],
      ['varda pengarna', 1],
      ['vard pengarna', 1],
      // Neutral uses of the words above: "inutile de" (no need to), "the overwhelming majority", a valuation.
      ['inutile de', 0],
      ['inutile dire', 0],
      ['overwhelming majority', 0],
      ['gewaardeerd op', 0],
      ...NOT_HESITATING.map((phrase): [string, number] => [phrase, 0]),
    ] as [string, number][]
  ).map(([phrase, weight]) => [foldKey(phrase), weight]),
);

/**
 * Phrases that negate what follows them, with their own weight when they have one: "hard to
 * recommend" reads as a negated recommendation, "used to be the default" as a past one.
 */
export const PHRASE_NEGATORS: ReadonlyMap<string, number | undefined> = new Map([
  ['used to be', undefined],
  ['no longer', undefined],
  ['far from', undefined],
  ['hard to', -0.25],
  ['harder to', -0.25],
  ['difficult to', -0.5],
  // "Schwer zu empfehlen", "difficile à recommander", "difícil de recomendar".
  ['schwer zu', -0.5],
  ['schwierig zu', -0.5],
  ['difficile a', -0.75],
  ['difficile de', -0.75],
  ['dificil de', -0.75],
  ['difficile da', -0.75],
  ['moeilijk te', -0.75],
  ['lastig te', -0.75],
  ['svart att', -0.75],
  ['svar att', -0.75],
  ['tough to', -0.25],
  ['less than', undefined],
  // "Nur eingeschränkt empfehlen", "nur bedingt empfehlenswert": a recommendation with reservations.
  ['nur eingeschrankt', -0.25],
  ['nur noch eingeschrankt', -0.25],
  ['nur bedingt', -0.25],
  ['with reservations', -0.25],
  ['avec reserve', -0.25],
  ['avec reserves', -0.25],
  ['con reservas', -0.25],
  ['con riserva', -0.25],
]);

/** Words that flip the opinion of the few words after them. */
export const NEGATORS: ReadonlySet<string> = new Set(
  lexiconWords(
    `not no never none nothing neither nor without hardly barely rarely isn't aren't wasn't weren't doesn't don't didn't
    won't can't cannot couldn't shouldn't wouldn't hasn't haven't hadn't mustn't needn't ain't isnt arent wasnt
    werent doesnt dont didnt wont cant couldnt shouldnt wouldnt hasnt havent nobody lacks lacking less fewer
    undercuts undercut undermines undermined undermine tarnishes tarnished tarnish outweigh outweighs outweighed
    pas jamais aucun aucune sans ni guère
    nicht kein keine keinen keinem keiner nie ohne weder kaum
    nunca ningún ninguna ninguno sin tampoco
    non senza mai nessun nessuno nessuna
    niet geen nooit zonder niets niks
    não nem sem nenhum nenhuma
    inte ej aldrig ingen inget inga utan knappast
    weniger minder mindre moins menos meno peu poco poca pocos pocas pouco pouca poucos poucas wenig weinig
    difficilement schwerlich difícilmente difficilmente dificilmente
    ${HESITATING}`,
  ).concat(FURTHER_NEGATORS),
);

/** Adverbs that negate the opinion right before them too: "nous le recommandons difficilement". */
export const POST_NEGATORS: ReadonlySet<string> = new Set(
  lexiconWords('difficilement schwerlich difícilmente difficilmente dificilmente'),
);

/** Words that carry a negation on to the next opinion: "not fast or reliable", "ni rapide ni fiable". */
export const NEGATION_CONTINUERS: ReadonlySet<string> = new Set(lexiconWords('or nor ni noch oder o ou né nem eller'));

/** Words that strengthen (above 1) or soften (below 1) the opinion right after them. */
export const INTENSIFIERS: ReadonlyMap<string, number> = new Map([
  ['very', 1.5],
  ['extremely', 1.75],
  ['highly', 1.5],
  ['really', 1.25],
  ['exceptionally', 1.75],
  ['incredibly', 1.75],
  ['super', 1.5],
  ['so', 1.25],
  ['quite', 1.1],
  ['particularly', 1.25],
  ['notably', 1.25],
  ['remarkably', 1.5],
  ['truly', 1.25],
  ['genuinely', 1.25],
  ['seriously', 1.25],
  ['consistently', 1.25],
  ['constantly', 1.25],
  ['too', 1.25],
  ['overly', 1.25],
  ['painfully', 1.5],
  ['ridiculously', 1.5],
  ['insanely', 1.5],
  ['much', 1.25],
  ['far', 1.25],
  ['noticeably', 1.25],
  ['significantly', 1.25],
  ['somewhat', 0.6],
  ['bit', 0.5],
  ['slightly', 0.5],
  ['little', 0.6],
  ['mildly', 0.6],
  ['marginally', 0.6],
  ['occasionally', 0.6],
  ['sometimes', 0.75],
  ['tres', 1.5],
  ['vraiment', 1.25],
  ['trop', 1.25],
  ['assez', 1.1],
  ['hyper', 1.5],
  ['sehr', 1.5],
  // German "stark" is mostly an adverb ("stark nachgelassen") or strength of what follows ("starke Schwankungen").
  ['stark', 1.5],
  ['extrem', 1.75],
  ['wirklich', 1.25],
  ['besonders', 1.25],
  ['außerst', 1.75],
  ['ziemlich', 1.1],
  ['deutlich', 1.25],
  ['muy', 1.5],
  ['bastante', 1.25],
  ['realmente', 1.25],
  ['demasiado', 1.25],
  ['molto', 1.5],
  ['davvero', 1.25],
  ['troppo', 1.25],
  ['estremamente', 1.75],
  ['zeer', 1.5],
  ['erg', 1.5],
  ['heel', 1.5],
  ['echt', 1.25],
  ['flink', 1.25],
  ['behoorlijk', 1.25],
  ['muito', 1.5],
  ['extremamente', 1.75],
  ['mycket', 1.5],
  ['väldigt', 1.5],
  ['riktigt', 1.25],
  ['extremt', 1.75],
  ['otroligt', 1.75],
  ['ganska', 1.1],
  ['alldeles', 1.25],
]);

/** Words of prices: with a rise ("raised prices", "fees have gone up") a clause is negative. */
export const PRICE_WORDS: ReadonlySet<string> = new Set(
  lexiconWords(
    `price prices pricing priced fee fees cost costs premiums subscription subscriptions rates renewal renewals auto-renewal invoice invoices bill bills
    prix tarif tarifs abonnement prijs prijzen kosten preis preise beitrag beiträge gebühren precio precios tarifa
    tarifas cuota cuotas prezzo prezzi costi canone preço preços mensalidade mensalidades
    pris priset priser avgift avgiften avgifter kostnad kostnaden kostnader abonnemang
    facture factures rechnung rechnungen factura facturas fattura fatture factuur facturen fatura faturas faktura`,
  ),
);

/** Rises: words and phrases saying a price went up. */
export const PRICE_RISES: ReadonlySet<string> = new Set(
  lexiconWords(
    `raised increased hiked rose risen doubled tripled soared skyrocketed jumped jumps spikes spiked doubles triples balloons ballooned climbed
    augmenté augmentée augmentés augmentées hausse gestegen verhoogd gestiegen erhöht erhöhung subido subieron subió
    aumentado aumentaron aumentó aumentato aumentati aumentate aumentaram aumentou subiram subiu
    höjt höjde höjts höjning höjningar ökat ökade ökats stigit
    rising grimpé(|e|s|es)`,
  ).concat(['gone up', 'went up', 'higher than', 'keep rising', 'keeps rising', 'keep climbing']),
);

/** Falls: words and phrases saying a price went down. */
export const PRICE_FALLS: ReadonlySet<string> = new Set(
  lexiconWords(
    'lowered reduced slashed cut cuts dropped baissé verlaagd gesenkt reducido bajado ridotto reduziu sänkt sänkte sänkts',
  ).concat(['came down']),
);

/** Low prices as a fact ("a lower entry price"): mildly in the brand's favour. */
export const PRICE_LOWS: ReadonlySet<string> = new Set(lexiconWords('lower lowest').concat(['lower than']));

/** Words saying a problem is over: the complaints of their clause before them, and after them, do not count. */
export const REMEDIES: ReadonlySet<string> = new Set(
  lexiconWords(
    `fixed resolved solved addressed patched corrected remedied corrigé résolu behoben gelöst solucionado corregido
    resuelto risolto corretto opgelost verholpen resolvido corrigido
    åtgärdat åtgärdats åtgärdad åtgärdades fixat fixats lösts`,
  ).concat(['ironed out', 'sorted out']),
);

/**
 * Words taking a problem as their topic, not as an opinion: "to check for DNS leaks", "solves different
 * problems", "protects against breaches". The complaints right after them do not count.
 */
/** Nouns of handling a problem: after the problem in a compound ("fraud detection", "outage alerts") they name a feature. */
export const HANDLING_NOUNS = `detection protection removal monitoring alerts alerting triage prioritisation prioritization
  prevention filtering scanning insurance coverage guarantee`;

export const PROBLEM_TOPICS: ReadonlySet<string> = new Set(
  lexiconWords(
    `fix fixes fixing solve solves solving prevent prevents preventing detect detects detecting reduce reduces
    reducing minimize minimizes minimise minimises eliminate eliminates block blocks blocking troubleshoot
    troubleshooting diagnose diagnoses check checks checking verify monitor monitors monitoring hide hides bypass bypasses circumvent circumvents unblock
    unblocks overcome overcomes about tackle tackles tackling cosmetic cover covers covered coverage exclude excludes
    excluded excluding against contre gegen contra contro tegen mot conditions treat treats treating treatment treatments
    therapeutic traitement behandlung tratamiento trattamento behandeling behandling tratamento
    fight fights fighting combat combats combating combatting bekämpft bekämpfen combate combatir combatte
    combattere bestrijdt bestrijden bekämpar bekämpa zwalcza zwalczać`,
  ).concat([
    'get around',
    'gets around',
    'approach to',
    'approaches to',
    'if a',
    'if the',
    'if it',
    'if your',
    'if you get',
    'in case',
    'in case of',
    // A problem as what a service is for: "voor klachten kun je terecht bij", "for complaints, contact".
    'for complaints',
    'voor klachten',
    'fur beschwerden',
    'pour les reclamations',
    'para reclamaciones',
    'per i reclami',
    'for klagomal',
    'para reclamacoes',
    'wenn die',
    'wenn der',
    'wenn das',
    'si le',
    'si la',
    'si el',
    'se il',
    'se la',
    'se o',
    'se a',
    'om den',
    'om det',
    'check for',
    'checks for',
    'checking for',
    'test for',
    'tests for',
    'testing for',
    'protect against',
    'protects against',
    'protection against',
    'guard against',
    'guards against',
    // A problem that may happen to anyone: "real service when something breaks".
    'when something',
    'if something',
    'should something',
    'when anything',
    'should anything',
    'when things',
    'if things',
    'wenn etwas',
    'falls etwas',
    'si quelque chose',
    'si algo',
    'cuando algo',
    'se qualcosa',
    'quando qualcosa',
    'als er iets',
    'om något',
    'se algo',
    'quando algo',
  ]),
);

/** Words that soften the next opinion: "can get expensive", "may feel slow". */
export const HEDGES: ReadonlySet<string> = new Set(
  lexiconWords(
    'can may might could tend tends kann könnte peut pourrait puede podría può potrebbe kan zou pode poderia',
  ),
);

/** Words of a requirement: the praise right after them is what is asked for ("if you need a reliable CRM"). */
export const REQUIREMENTS: ReadonlySet<string> = new Set(
  lexiconWords(
    `need needs needed want wants require requires requiring looking seeking prioritize prioritise prioritizes
    prioritises besoin brauchen brauchst benötigen necesitas necesita buscas nodig zoekt precisa procura cerchi
    behöver söker`,
  ),
);

/**
 * Verbs of advice: right after the brand's name ("Acme recommends rinsing the nib", "Acme empfiehlt")
 * the brand gives the advice, so they say nothing of it. Elsewhere they keep their weight.
 */
export const ADVICE_VERBS: ReadonlySet<string> = new Set(
  lexiconWords(
    `recommend recommends suggests advises recommande conseille empfiehlt empfehlen recomienda aconseja
    raccomanda consiglia adviseert raadt recomenda aconselha rekommenderar föreslår
    déconseille desaconseja sconsiglia desaconselha avråder`,
  ),
);

/** What may stand between the brand's name and its advice verb: "Acme does not recommend", "Acme also advises". */
export const ADVICE_AUXILIARIES: ReadonlySet<string> = new Set(
  lexiconWords(
    `does doesn't did didn't do don't not also officially explicitly strongly generally usually always now itself
    ne n'y pas auch ausdrücklich nicht también no oficialmente anche non ook niet também não också inte`,
  ),
);

/**
 * Words folding to a word of another language, or of their own ("bästa", Italian "basta"; "schön", German
 * "schon"): opinions only as written, accents included.
 */
export const ACCENTED_ONLY: ReadonlySet<string> = new Set(lexiconWords('bästa värt värd schön(|e|er|es|en|em)'));

/**
 * English opinions that are function words of another language of the lexicon (Swedish "bland",
 * "among"): opinions only right after an English word that can stand before an adjective
 * (ENGLISH_LINKS: "tastes bland", "a bland menu", "rather bland").
 */
export const ENGLISH_ONLY: ReadonlySet<string> = new Set(lexiconWords('bland'));
export const ENGLISH_LINKS: ReadonlySet<string> = new Set(
  lexiconWords(`is are was were be been being seems seem seemed looks look looked feels feel felt tastes taste tasted
    sounds sound a an the its their rather too quite pretty very fairly somewhat bit slightly little so and or but
    more most less how kind sort`),
);

/** Nouns a capitalised word before names a plan: "the Established plan", "Premium tier", "Pro-Abo". */
export const PLAN_NOUNS: ReadonlySet<string> = new Set(
  lexiconWords(`plan plans tier tiers edition editions package packages bundle subscription subscriptions membership
    license licence tarif tarife abo abonnement abonnemang formule offre plano piano pacchetto paket`),
);

/** The last part of a hyphenated specification: "dishwasher-safe", "water-resistant", "Alexa-compatible". */
export const SPECIFICATION_SUFFIXES: ReadonlySet<string> = new Set(
  lexiconWords(
    'safe resistant compatible certified approved ready responsive filtering activated powered enabled based',
  ),
);

/**
 * What says options exist: "there are", "you'll find", "hay", "il existe", "es gibt", "ci sono", "er
 * zijn", "existem", "det finns". With a comparison and an option noun in the next few words ("there
 * are far better options"), the clause speaks against the brand. Not Portuguese "há": folded, it is
 * Italian and Swedish "ha" (has, have).
 */
export const EXISTENTIALS: ReadonlySet<string> = new Set(
  [
    'there are',
    'there is',
    "there're",
    "there's",
    "you'll find",
    'you will find',
    'you can find',
    'you could find',
    'il y a',
    'il existe',
    'on trouve',
    'es gibt',
    'ci sono',
    'er zijn',
    'det finns',
  ].concat(lexiconWords('hay existen esistono bestaan existem')),
);

/** The comparison of better options: "better", "cheaper", "more complete", "bessere", "mejores", "più". */
export const COMPARATIVES: ReadonlySet<string> = new Set(
  lexiconWords(`better cheaper stronger better-value more besser(e|en|es) günstiger(e|en) mehr mejor(|es) más
    meilleur(|e|s|es) plus miglior(e|i) più beter(|e) goedkoper(|e) meer melhor(|es) mais bättre billigare mer`),
);

/** The options themselves: "options", "alternatives", "choices", "Alternativen", "opciones", "alternativ". */
export const OPTION_NOUNS: ReadonlySet<string> = new Set(
  lexiconWords(`option(|s) alternative(|s) choice(|s) pick(|s) ones deal(|s) alternativ(|e|en) optionen wahl opcion(|es)
    alternativa(|s) opzion(e|i) scelt(a|e) opties alternatieven keuze(|s) opções opcao`),
);

/** Words of speed, praise on their own: next to a complaint they only say how soon it comes ("wordt snel traag"). */
export const SPEED_WORDS: ReadonlySet<string> = new Set(
  lexiconWords(
    'fast quick quickly schnell snel snelle rapide rápido rápida rápidamente veloce velocemente snabb snabbt',
  ),
);

/**
 * What names the alternative the brand is not: "rely on added flavouring rather than good leaf", "a voucher
 * instead of a refund", "en lugar de un buen material". The opinions right after it are the alternative's.
 */
export const ALTERNATIVES: ReadonlySet<string> = new Set([
  'rather than',
  'instead of',
  'plutot que',
  'au lieu de',
  'en lugar de',
  'en vez de',
  'invece di',
  'in plaats van',
  'em vez de',
  'i stallet for',
  ...lexiconWords('statt anstatt anziché'),
]);

/**
 * Verbs that pick an option, besides the recommending and choosing verdicts: right before another brand's
 * name in a clause naming the brand too ("between Acme and HubSpot, I'd go with HubSpot"), they pick the other.
 */
export const PICKING: readonly string[] = [
  ...lexiconWords(`pick choose prefer take nehmen nehme wählen wähle prendre choisir prefiero elegir scegliere
    preferirei kiezen kies neem välja väljer escolher prefiro`),
  'go with',
  'opt for',
  'go for',
];
