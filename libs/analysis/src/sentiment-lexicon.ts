/**
 * Opinion words of answers about products and companies, folded (lower case, no accents), with
 * their weight: 1 a clear judgement, 1.5 a strong one, 0.5 a mild one ("popular", "affordable")
 * that alone leaves an answer neutral. English first, then French, German and Spanish.
 */
function weighted(weight: number, words: string): [string, number][] {
  return words
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => [word, weight]);
}

export const WORD_WEIGHTS: ReadonlyMap<string, number> = new Map([
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
    excelent plebiscite apprecie ideale fiable efficace agreable delicieux
    gut hervorragend ausgezeichnet zuverlassig empfehlenswert beliebt stark lecker bequem gunstig
    bueno buena excelente fiable recomendable comodo comoda rapido rapida eficiente delicioso
    bon bonne excellente genial geniale rapide pratique recommande charmant charmante chaleureux chaleureuse
    gute guter gutes guten schnell schnelle schneller einfach ubersichtlich ubersichtliche ubersichtlichen punktet
    zuverlassige beste besten empfehlen
    buenos buenas fiables comodos rapidos recomendado recomendada
    easiest easier simplest faster fastest quicker reliably smoothly useful superior praising praises loving
    well-regarded well-reviewed affordable-yet`,
  ),
  ...weighted(
    1.5,
    `outstanding exceptional best-in-class industry-leading unmatched unbeatable flawless phenomenal stellar superb
    excellent amazing incredible love`,
  ),
  ...weighted(
    0.5,
    `premium cheaper well popular affordable cheap inexpensive competitive established leading well-known known value simple clear modern
    growing capable decent fine okay ok nice useful`,
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
    breaks broke breaking thin disconnect disconnects disconnected frozen freezes overage overages
    cher chere chers cheres lent lente decevant decevante decevants mauvais mauvaise probleme problemes difficile
    compliquee compliquees retards fragile bruyant bruyante decourage decouragent
    teuer teurer langsam schlecht schlechte schlechten schlechtem schlechter enttauschend probleme problematisch
    kompliziert unzuverlassig mangelhaft mangelhafte gesperrt gesperrten gebuhren
    caro cara caros caras lento lenta lentos malo mala malos decepcionante decepcionaron decepciono decepcionado
    problemas dificil complicado quejan quejas desgasta cancelan`,
  ),
  ...weighted(
    -1.5,
    `terrible awful horrible abysmal disastrous nightmare unusable worst scam fraud dangerous recalled recall unsafe
    overcharged unacceptable appalling`,
  ),
  ...weighted(-0.5, `caveat mixed pricier`),
]);

/** Multi-word opinions, matched before single words. */
export const PHRASE_WEIGHTS: ReadonlyMap<string, number> = new Map([
  ['highly rated', 1],
  ['well regarded', 1],
  ['well reviewed', 1],
  ['well liked', 1],
  ['good value', 1],
  ['great value', 1.5],
  ['value for money', 1],
  ['easy to use', 1],
  ['stands out', 1],
  ['top choice', 1],
  ['top pick', 1],
  ['go-to', 1],
  ['go to choice', 1],
  ['customer favorite', 1],
  ['customer favourite', 1],
  ['hard to beat', 1.5],
  ['saves time', 1],
  ['save hours', 1],
  ['as well', 0],
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
  ['tres bien', 1],
  ['rapport qualite prix', 0.5],
  ['pas terrible', -1],
  ['nicht empfehlenswert', -1.5],
  ['preis-leistungs-verhaltnis', 0.5],
  ['relacion calidad-precio', 0.5],
  ['no recomendable', -1.5],
]);

/** Words that flip the opinion of the few words after them. */
export const NEGATORS: ReadonlySet<string> = new Set(
  `not no never none nothing neither nor without hardly barely rarely isn't aren't wasn't weren't doesn't don't didn't
  won't can't cannot couldn't shouldn't wouldn't lacks lacking pas jamais aucun aucune sans nicht kein keine keinen
  keinem nie ohne nunca ningun ninguna sin`.split(/\s+/),
);

/** Words that strengthen the opinion right after them. */
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
  ['somewhat', 0.6],
  ['bit', 0.5],
  ['slightly', 0.5],
  ['tres', 1.5],
  ['sehr', 1.5],
  ['muy', 1.5],
]);
