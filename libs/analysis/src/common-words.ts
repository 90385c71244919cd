/**
 * Ordinary words. A brand whose name is made only of them (Monday, Notion, Apple, Bolt, The
 * Ordinary) needs brand context to count as mentioned, and a capitalised run made only of them
 * ("Ease of Use", "Best Overall") is a label, not a brand name.
 */
const WORDS = `
a about above across after again against all almost alone along already also always am among an and another any
anything are around as at away back bad be because been before being below best better between big both but by can
could did do does doing done down during each either else enough even ever every few for from full further get give
go good great had has have having he her here hers high him his how however i if in inside into is it its itself just
keep kind last least less let like little long low made make many may me more most much must my near need never new
next no none nor not nothing now of off often old on once one only or other our out over own per perhaps quite rather
really right same see several she should since so some something still such than that the their them then there these
they thing things this those though through thus to too top under until up upon us very via was we well were what when
where whether which while who whom whose why will with within without would yes yet you your
spring summer autumn fall winter today tomorrow week weekend month year
overview summary conclusion verdict recommendation recommendations introduction note notes tip tips pros cons pro con
price prices pricing cost costs value budget premium cheap affordable expensive free trial plan plans tier tiers
feature features key highlights benefits benefit drawbacks drawback downsides downside upsides strengths strength
weaknesses weakness considerations consideration factors factor option options alternative alternatives choice choices
pick picks winner runner overall ease use easy usability quality comfort durability design performance support
customer customers service services security privacy reliability speed integration integrations scalability
flexibility reporting analytics automation collaboration mobile desktop web online offline setup onboarding learning
curve best for small large medium business businesses teams team enterprise enterprises startups startup beginners
beginner advanced experts users user people families family travel travelers travellers runners runner athletes
students professionals agencies freelancers developers marketers sales marketing finance health beauty home office
final thoughts bottom line takeaway takeaways quick comparison table compare comparison versus vs rating ratings
score scores review reviews rank ranking ranked why what how who which where when look consider also honorable mention
mentions worth noting important other others more less most least highly rated recommended popular leading notable
the le la les un une des du de et ou der die das ein eine und oder el los las una y o
app apps software tool tools platform platforms product products brand brands company companies shoe shoes bank
banks card cards account accounts store stores shop shops hotel hotels flight flights airline airlines car cars
choose choosing chose compare comparing try trying using get getting go going over against across guide guides
running trail road race racing marathon cushioning cushioned stability neutral flat feet wide daily trainer trainers
project projects management manager task tasks work workflow workflows crm tracking time email emails
beans roasters roaster roast espresso blend blends specialty subscription subscriptions delivery
banking savings checking credit debit loan loans mortgage interest rates rate fees fee international transfer transfers
booking bookings deal deals vacation trips trip destination destinations
skincare skin care moisturizer moisturiser serum serums sunscreen cleanser cleansers makeup dry oily sensitive acne
budget-friendly mid-range high-end top-rated well-known all-in-one easy-to-use
starter basic standard plus growth scale personal individual professional unlimited lite core ultimate deluxe
contractor contractors employee employees payroll freelance
jurisdiction headquarters founded founder founders ownership owner parent audits audit logging logs policy servers
locations countries availability compatibility devices languages requirements specs specifications dimensions weight
battery warranty materials ingredients nutrition apps
einstellungen integrationen hinzufugen speichern verbinden anmelden abmelden aktivieren parametres ajouter
enregistrer connecter configuracion ajustes integraciones anadir agregar guardar conectar impostazioni integrazioni
aggiungi salva collega instellingen integraties toevoegen opslaan installningar integrationer spara anslut
configuracoes integracoes adicionar salvar
vorteile nachteile fazit zusammenfassung uberblick avantages inconvenients apercu ventajas desventajas resumen
vantaggi svantaggi conclusione riepilogo panoramica voordelen nadelen conclusie samenvatting overzicht fordelar
nackdelar slutsats sammanfattning oversikt vantagens desvantagens conclusao resumo visao
zalety wady plusy minusy werdykt podsumowanie wnioski przeglad alternatywy contro verdetto contras veredicto veredito
pluspunten minpunten oordeel omdome toppval
verdikt contra
`;

/**
 * Structure words of the other languages ("Fazit", "Vorteile", "Preise", "Sicherheit"): never a brand on
 * their own, but no label vocabulary of the lead reader either ("**Pros:** cheap" reads "cheap"), since
 * the content after them is capitalised too ("**Datenschutz**: EU-Server").
 */
const STRUCTURE_WORDS = `
overblik uberblick zusammenfassung fazit vorteile nachteile preis preise kosten tarif tarife funktionen merkmale
sicherheit datenschutz einrichtung installation schritte anleitung tipps empfehlung alternativen vergleich konto
apercu resume avantages inconvenients prix tarifs fonctionnalites securite confidentialite etapes conseils compte
resumen ventajas desventajas precio precios planes funciones caracteristicas seguridad privacidad pasos consejos
alternativas cuenta panoramica riepilogo conclusione vantaggi svantaggi prezzo prezzi piani funzionalita sicurezza
passaggi consigli overzicht samenvatting conclusie voordelen nadelen prijs prijzen abonnementen functies veiligheid
stappen alternatieven oversikt sammanfattning slutsats fordelar nackdelar pris priser funktioner sakerhet steg
alternativ konto visao resumo conclusao vantagens desvantagens preco precos planos funcionalidades recursos seguranca
passos dicas conta
`;

/** Ordinary nouns and adjectives that brands borrow as names. */
const NOUNS = `
apple orange banana lemon lime cherry peach plum berry mint olive pepper ginger honey sugar salt coffee tea bean beans
notion slack zoom square stripe shell target gap dove tide bolt nest ring box drive canvas chime wise
chase amazon ocean river forest mountain sun moon star stars sky cloud clouds rain storm snow fire water stone
rock gold silver iron steel glass paper wood leaf tree flower rose lily daisy ivy sage basil lotus orchid
oracle compass anchor beacon bridge harbor harbour summit peak pulse spark flash flow wave tiger lion fox wolf bear eagle
falcon hawk owl jaguar puma mustang bee ant brook brooks
honest simple clear smart bright fresh pure true real bold brave swift quick fast slow light dark clean calm zen
urban city metro north south east west
ordinary everyday daily basic classic modern original natural organic essential essentials first second third one two
three four five six seven eight nine ten hundred
`;

/** The vocabulary of answers' own structure: a capitalised run made only of these is a label. */
export const LABEL_WORDS: ReadonlySet<string> = new Set(WORDS.split(/\s+/).filter(Boolean));

/** Common words that are always written capitalised, so capitalisation says nothing about a brand. */
export const ALWAYS_CAPITALISED: ReadonlySet<string> = new Set(
  `monday tuesday wednesday thursday friday saturday sunday january february march april may june july august
  september october november december`.split(/\s+/),
);

export const COMMON_WORDS: ReadonlySet<string> = new Set([
  ...LABEL_WORDS,
  ...NOUNS.split(/\s+/).filter(Boolean),
  ...STRUCTURE_WORDS.split(/\s+/).filter(Boolean),
  ...ALWAYS_CAPITALISED,
]);

/** Whether every word of a folded name is a common word. */
export function isCommonPhrase(foldedName: string): boolean {
  const words = foldedName.split(/[\s-]+/).filter(Boolean);
  return words.length > 0 && words.every((word) => COMMON_WORDS.has(word));
}
