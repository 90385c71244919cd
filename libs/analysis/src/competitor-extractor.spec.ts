import { describe, expect, it } from 'vitest';
import { closesSentence, extractCompetitors } from './competitor-extractor.js';
import { ACME, NIKE_RIVAL } from './test-brands.js';

describe('extractCompetitors', () => {
  it.each([
    [
      'known competitors in prose, in order',
      'Pipedrive is simpler than HubSpot, and both beat Acme.',
      ['Pipedrive', 'HubSpot'],
    ],
    [
      'names in list items',
      '1. **Close** – calls\n2. **Acme** – cheap\n3. **Insightly** – projects',
      ['Close', 'Insightly'],
    ],
    ['names in headings', '### Copper\nFor Google Workspace users.\n\n### Acme\nCheap.', ['Copper']],
    ['emphasised names', 'Consider **Nutshell** or **Capsule** instead.', ['Nutshell', 'Capsule']],
    [
      'never the brand, alias, domain or product',
      '- **Acme CRM**\n- **Acme Pipeline**\n- **acme.com**\n- **HubSpot**',
      ['HubSpot'],
    ],
    [
      'not review sites, channels, integrations or regulators',
      '- **G2** rates it 4.5\n- **Slack** integration\n- **GDPR** compliant\n- **Amazon** sells it\n- **Pipedrive** – rival',
      ['Pipedrive'],
    ],
    ['deduplicated, case-insensitively', 'HubSpot leads. **HUBSPOT** again, and HubSpot once more.', ['HubSpot']],
    ['labels are not names', '- **Pros:** cheap\n- **Best for:** teams\n- **Pricing:** $12', []],
    [
      'a category word inside a name stays: after a possessive, after a connector, between two words',
      "1. **The Farmer's Dog** – fresh food\n2. **Fox Rent A Car** – cheap\n3. **Follow Up Boss** – agents",
      ["The Farmer's Dog", 'Fox Rent A Car', 'Follow Up Boss'],
    ],
    [
      'a name ending in an institution noun is not cut, nor its neighbours read as product lines',
      '## Jackson Hewitt\nOffices in many towns.\n\n## Liberty Tax\nFranchise offices.\n\n## Banca Sella\nUn conto.',
      ['Jackson Hewitt', 'Liberty Tax', 'Banca Sella'],
    ],
    [
      'a business named with its trade noun keeps it, and the trade words before it, in any language and beside products',
      '1. **Porchester Spa** – Turkish bath\n2. **Principle Cleaning Services** – offices\n3. **Anytime Fitness** – gyms\n' +
        '4. **Nutshell Pro** – CRM\n5. **Escola Nova Parking** – estacionamento\n6. **Rijles Noord Driving School** – rijles',
      [
        'Porchester Spa',
        'Principle Cleaning Services',
        'Anytime Fitness',
        'Nutshell',
        'Escola Nova Parking',
        'Rijles Noord Driving School',
      ],
    ],
    [
      'a category word after a name without a trade noun is still cut; a known competitor is read at brand level',
      '- **Capsule CRM** – simple\n- **Pipedrive Services** – onboarding\n- **Nimble CRM Suite** – social',
      ['Capsule', 'Pipedrive', 'Nimble'],
    ],
    [
      'a first word the answer also writes in lower case describes the business: the name is it and the next word',
      'Naast Acme is er nog een online rijschool: **Rijschool Pro**.\n\n' +
        'Para desatascos en Barcelona:\n\n1. **Desatascos Barcelona 24h** – rápido\n2. **Acme** – caro',
      ['Rijschool Pro', 'Desatascos Barcelona'],
    ],
    [
      'a first word never written in lower case stays the brand of its product',
      'Para un CRM sencillo:\n\n1. **Nutshell Pro** – simple\n2. **Capsule Growth** – barato\n3. **Acme** – caro',
      ['Nutshell', 'Capsule'],
    ],
    [
      'a word after the names of several items is their place or branch, not a product: names stay whole',
      'Las mejores opciones en Madrid:\n\n1. **Pipedrive Madrid** – rápido\n2. **Nube Norte Madrid** – barato\n' +
        '3. **Ventas Claras** – sencillo\n4. **Acme Madrid** – caro',
      ['Pipedrive', 'Nube Norte Madrid', 'Ventas Claras'],
    ],
    [
      'products named after distinct brands still make a list of products, whose unknown names are reduced',
      'Die besten Optionen:\n\n1. **Pipedrive Advanced** – schnell\n2. **Nimble Green Tea** – günstig\n' +
        '3. **Acme Pipeline** – teuer',
      ['Pipedrive', 'Nimble'],
    ],
    [
      "an apostrophe ending a name is the name's own; a closing quote after an opening one is not",
      "Alternativen:\n\n- **Royce'** – Nama-Schokolade\n- **'Capsule'** – günstig\n- **Dunkin’** – Kaffee",
      ["Royce'", 'Capsule', 'Dunkin’'],
    ],
    [
      'a question word opening a heading or label is no part of a name, in any language',
      '**Warum Pipedrive**\n- schnell\n\n**Where Capsule wins**\n- price\n\n**Pourquoi Nutshell**\n- simple\n\n**Waarom Copper**\n- Gmail',
      ['Pipedrive', 'Capsule', 'Nutshell', 'Copper'],
    ],
    [
      'the labels of a list of criticisms name topics, not alternatives, even when asked to "consider" them',
      'There are relevant criticisms you should consider:\n\n- **Flexibility**: limited.\n- **Onboarding**: slow.\n\n' +
        'Há, porém, críticas relevantes que você deve considerar:\n\n- **Flexibilidade**: limitada.\n- **Custo**: alto.\n\n' +
        'Es gibt Kritikpunkte, die Sie berücksichtigen sollten:\n\n- **Datenschutz**: US-Server.\n- **Preis**: hoch.',
      [],
    ],
    [
      'under an introduction of complaints, unlabelled topics are no options, in any language',
      'The biggest complaints this year:\n\n- **Crowding** – busy weekends.\n- **Maintenance** – broken lockers.\n\n' +
        'Les plaintes les plus fréquentes :\n\n- **Attente** – trop longue.\n\n' +
        'Die häufigsten Beschwerden:\n\n- **Wartezeiten** – zu lang.',
      [],
    ],
    [
      'items under complaints beside a known brand are products of makers',
      'The ones that show up most in complaints:\n\n- **Pipedrive Go** – slow sync.\n- **Nimble Prime** – crashes.',
      ['Pipedrive', 'Nimble'],
    ],
    [
      'how to tell or spot something lists signs, not options; how to choose among brands still offers them',
      'How to tell if a CRM is overpriced:\n\n- **Seats** sold in packs\n- **Onboarding** billed apart\n\n' +
        'How to spot a good deal:\n\n- **Renewal** price stated\n\n' +
        'Brands to consider:\n\n- **Nutshell** – simple\n- **Capsule** – cheap',
      ['Nutshell', 'Capsule'],
    ],
    [
      'a list number set inside the bold is the ordinal, not part of the name',
      '**1. Acme Pipeline** – ours.\n\n**2. Nutshell Pro** – simple.\n\n**3) Capsule Growth** – cheap.\n\n' +
        '**4. Pipedrive Advanced** – visual.',
      ['Nutshell', 'Capsule', 'Pipedrive'],
    ],
    [
      'what the options connect to, post to or sell through is a channel, in any language; an option offered is not',
      'Connect it to **QuickBooks Online** or **Xero**. Most of these post automatically to **Indeed** and **ZipRecruiter**. ' +
        'Koppel je het systeem aan **Sendcloud**. Você pode vender no **Mercado Livre** e na **Shopee**. ' +
        'Verbinden Sie es mit **DATEV**. If you post many jobs, try **Workable** instead. ' +
        'It integrates with Gmail, but **Nutshell** is cheaper. Si tu veux plus simple, essaie **Capsule**.',
      ['Workable', 'Nutshell', 'Capsule'],
    ],
    [
      'a compound written in lower case after its first letter is no name, but "Snap-on" is',
      '### Day-to-day use\nFine.\n\n### Snap-on\nPricey.',
      ['Snap-on'],
    ],
    [
      "labels of the brand's own details are not names",
      'Acme offers two billing options:\n• Monthly: $12.99 per month.\n• Annual: $69.99 per year.\n• **Familiarity:** most teams know it.',
      [],
    ],
    [
      'labelled names in a list introduced as alternatives are',
      'Alternatives worth a look:\n- **Nutshell:** simple pipelines.\n- **Capsule:** cheap.',
      ['Nutshell', 'Capsule'],
    ],
    [
      'labelled names beside a labelled known competitor are',
      'If you want something simpler:\n- **HubSpot:** free plan.\n- **Nutshell:** simple pipelines.',
      ['HubSpot', 'Nutshell'],
    ],
    [
      "rows of a table about the brand's own options are not names",
      "Acme's add-ons in Germany:\n\n| Option | Preis |\n|---|---|\n| Blaulichtfilter | + 25 € |\n| Dünnere Gläser | + 50 € |",
      [],
    ],
    [
      'steps are not names',
      'To change the DPI on an Acme mouse:\n\n1. Open Synapse.\n2. Settings are saved to the mouse.\n3. Profiles sync to the cloud.',
      [],
    ],
    [
      'a brand offered after "choose" is a name',
      'For a tiny team, choose **Nutshell** if you want simplicity.',
      ['Nutshell'],
    ],
    [
      'controls named in instructions are not names',
      'Open the app, tap **Filter** and select **Reset**. Then click on **Restore**. Klicken Sie auf **Exportieren**.',
      [],
    ],
    [
      'steps opening with a verb are not names',
      '1. Buy a hosting plan and add your domain.\n2. Rub a thin layer of oil over the pan.\n3. **Making a backup first** helps.',
      [],
    ],
    [
      'a preposition or verb opening a line before a known name',
      '1. In HubSpot, open Settings → Export.\n2. In Acme, go to Import.\n## Is Pipedrive a good fit?\n- For Nutshell users, nothing changes.',
      ['HubSpot', 'Pipedrive'],
    ],
    ['sentence-case items need a verb', '- Integrates with Slack\n- Pipedrive is sales-first', ['Pipedrive']],
    [
      'a known competitor written in lower case as an ordinary word',
      'The salesforce of a small agency is two people. **Close** – calls.',
      ['Close'],
    ],
    ['a known competitor written as its domain', 'Compare plans on pipedrive.com before you buy.', ['Pipedrive']],
    ['German über is not a name', 'Mehr über die Preise von **Close** lesen.', ['Close']],
    [
      'criteria introduced as factors are not brands',
      'Key factors when choosing:\n- **Territory**: one region\n- **Cadence**: weekly\n\nGood options:\n- **Close**: calls',
      ['Close'],
    ],
    [
      'criteria under a German heading are not brands',
      '## Worauf Sie achten sollten\n- **Datenschutz**: EU-Server\n- **Support**: auf Deutsch\n\nIch empfehle **Close** oder **Copper**.',
      ['Close', 'Copper'],
    ],
    ['bold names inside tips still count', 'Some practical tips:\n- Log calls in **Close** every day.', ['Close']],
    [
      'labels of an option’s details are not brands',
      '1. **Close**\n   - Focus: calling teams\n   - Pricing: $29\n2. **Copper**\n   - Focus: Gmail users',
      ['Close', 'Copper'],
    ],
    [
      'a heading grouping brand sections is not a brand',
      '## Sales-first\n### Close\nCalls.\n### Copper\nGmail.\n## Marketing-first\n### Brevo\nEmail.',
      ['Close', 'Copper', 'Brevo'],
    ],
    [
      'rows of a table comparing brands in columns are criteria',
      '| | Acme | HubSpot |\n|---|---|---|\n| Sequences | Yes | Yes |\n| Forecasting | No | Yes |',
      ['HubSpot'],
    ],
    [
      'rows of a table listing brands are brands',
      '| CRM | Seats | Price |\n|---|---|---|\n| Close | 3 | $49 |\n| Copper | 5 | $29 |',
      ['Close', 'Copper'],
    ],
    ['italic titles are not brands', 'Read *Predictable Revenue* first, then try **Close**.', ['Close']],
    [
      'a bold pick label is not a brand',
      '**Top pick:** Close — calls.\n\n**Runner-up:** Copper — Gmail.',
      ['Close', 'Copper'],
    ],
    [
      'a bold label the answer also writes as a word is not a brand',
      'Reps cover a wide territory.\n\n- **Territory**: assign by region\n- **Close** – calls',
      ['Close'],
    ],
    [
      'the company named in brackets',
      '1. **Hub** (by HubSpot) – a free CRM\n2. **Close** – calls',
      ['HubSpot', 'Close'],
    ],
    ['a stylised brand opens its product', '- **NetHunt Pipelines** – CRM inside Gmail', ['NetHunt']],
    ['a brand with digits opens its product', '- **Bett1 Bodyguard** – a cheap mattress', ['Bett1']],
    [
      'technologies, platforms and retailers are not competitors',
      '- **WireGuard** – fast\n- **Alexa** – voice\n- **Home Depot** – sells it\n- **OpenTelemetry** – traces\n- **Close** – calls',
      ['Close'],
    ],
    [
      'bold sentences are not brands',
      '**Price increases.** Acme raised prices.\n\n**Support.** Slow.\n\nMany teams moved to **Close**.',
      ['Close'],
    ],
    [
      'list items opening with a bold sentence are not brands',
      "- **Use templates.** They save time.\n- **Log, don't guess,** every call.\n- **Close** – calls",
      ['Close'],
    ],
    ['a bold UI element is not a brand', 'Open the **Reports** tab, then compare with **Close**.', ['Close']],
    [
      'phrases under a product heading are details',
      '### 1. Close\n- Lightweight, fast dialer\n- Price: $29\n### 2. Copper\n- Native, Gmail-based',
      ['Close', 'Copper'],
    ],
    [
      'bold labels under product headings are details',
      '### Close\n- **Dialer:** built in\n- **Reporting:** basic\n### Copper\n- **Dialer:** none',
      ['Close', 'Copper'],
    ],
    [
      'phrases under a strengths list are criteria',
      'Strengths:\n- Quick, clean setup\n- Polished, friendly design\n\nAlternatives: **Close**.',
      ['Close'],
    ],
    [
      'a table column headed "Brand" names the rows\' brands',
      '| Plan | Brand | Price |\n|---|---|---|\n| Team Starter | Close | $29 |\n| Growth Pack | Copper | $25 |\n| Pipeline Pro | Acme | $12 |',
      ['Close', 'Copper'],
    ],
    [
      'section headings named by an ordinary word are not brands',
      '### Setup\nRun the setup wizard.\n### Troubleshooting\nRestart it.\n### Reliability\nGood.\n### Close\nCalls.',
      ['Close'],
    ],
    [
      'a compound capitalised as a sentence start is not a brand',
      '## Self-hosted (or open-core) CRMs\n- **Twenty-Twenty** – open\n- **Close** – calls',
      ['Twenty-Twenty', 'Close'],
    ],
    [
      'a phrase among steps that name nothing is not a brand',
      '1. Open the settings page.\n2. Export, then wait for the file.\n3. Import it into **Close**.',
      ['Close'],
    ],
    ['a name in a list of names keeps its comma', '- Close, for calling teams\n- Copper – Gmail', ['Close', 'Copper']],
    ['pricing tiers are not brands', 'Acme has three tiers:\n- Starter: free\n- Growth: $15\n- Enterprise: custom', []],
    [
      'bold plan names in another language are not brands',
      'Os planos da Acme são:\n- **Starter** – 10 usuários\n- **Professional** – 50 usuários\n- **Contractors** – por pessoa',
      [],
    ],
    [
      'key-fact labels are not brands',
      'Acme in short:\n- Jurisdiction: Panama\n- Audits: two so far\n- Apps: all platforms',
      [],
    ],
    [
      'bold interface labels in German steps are not brands',
      'So richten Sie Acme ein:\n1. Öffnen Sie **Einstellungen**.\n2. Klicken Sie auf **Hinzufügen** und dann **Speichern**.',
      [],
    ],
    [
      'bold interface labels in Spanish steps are not brands',
      'Cómo conectar Acme:\n1. Abre **Integraciones**.\n2. Pulsa **Añadir** y luego **Guardar**.',
      [],
    ],
    [
      'pros and cons headings in other languages are labels',
      '## Acme\n### Vorteile\n- schnell\n### Nachteile\n- teuer\n### Fazit\nGut.\n\n## Alternativen\n### Zylo\nGünstig.',
      ['Zylo'],
    ],
    [
      'bold pros, cons and verdict labels in Spanish, Portuguese and Polish are labels',
      'Acme Flex:\n\n**Contras**\n- cara\n\n**Veredicto:** no la recomiendo.\n\n**Wady**\n- głośne\n\n**Werdykt:** nie polecam.\n\n**Veredito:** não.\n\nMejor **Zylo**.',
      ['Zylo'],
    ],
    [
      'an ordinary place word opens a two-word brand',
      '## Best city bikes\n### Metro Glide Pro\nLight frame.\n### Zylo Cruiser\nComfortable.',
      ['Metro Glide', 'Zylo'],
    ],
  ])('%s', (_, text, expected) => {
    expect(extractCompetitors(text, ACME)).toEqual(expected);
  });

  // Pros, cons and the verdict set in bold over their lists, in the languages of the lexicon.
  it.each([
    ['Polish', '**Zalety**\n- Niska cena\n\n**Wady**\n- Słabe raporty\n\n**Werdykt:** polecam raczej **Pipedrive**.'],
    [
      'Polish summing-up',
      '**Plusy**\n- Niska cena\n\n**Minusy**\n- Słabe raporty\n\n**Podsumowanie:** wybierz **Pipedrive**.',
    ],
    ['Italian', '**Pro**\n- Prezzo basso\n\n**Contro**\n- Report scarni\n\n**Verdetto:** meglio **Pipedrive**.'],
    ['Spanish', '**Pros**\n- Precio bajo\n\n**Contras**\n- Informes pobres\n\n**Veredicto:** mejor **Pipedrive**.'],
    [
      'Portuguese',
      '**Prós**\n- Preço baixo\n\n**Contras**\n- Relatórios fracos\n\n**Veredito:** prefira o **Pipedrive**.',
    ],
    [
      'Swedish',
      '**Fördelar**\n- Lågt pris\n\n**Nackdelar**\n- Svaga rapporter\n\n**Omdöme:** välj hellre **Pipedrive**.',
    ],
    [
      'Dutch',
      '**Pluspunten**\n- Lage prijs\n\n**Minpunten**\n- Zwakke rapporten\n\n**Oordeel:** kies liever **Pipedrive**.',
    ],
  ])('labels of pros, cons and verdicts are not names (%s)', (_, text) => {
    expect(extractCompetitors(text, ACME)).toEqual(['Pipedrive']);
  });

  // "Brands to consider:" introduces options, "What to consider:" criteria, whatever the language.
  it.each([
    [
      'Italian',
      'Ecco alcuni marchi da considerare:\n\n- **Pipedrive** – semplice\n- **Nutshell** – economico',
      ['Pipedrive', 'Nutshell'],
    ],
    [
      'Spanish',
      'Algunas marcas a tener en cuenta:\n\n- **Pipedrive** – sencillo\n- **Nutshell** – barato',
      ['Pipedrive', 'Nutshell'],
    ],
    [
      'French',
      'Quelques marques à prendre en compte :\n\n- **Pipedrive** – simple\n- **Nutshell** – abordable',
      ['Pipedrive', 'Nutshell'],
    ],
    ['Italian criteria', 'Cosa considerare:\n\n- **Prezzo** – quanto costa\n- **Assistenza** – tempi di risposta', []],
    ['Spanish criteria', 'Factores a tener en cuenta:\n\n- **Precio** – cuánto cuesta\n- **Soporte** – tiempos', []],
  ])('options or criteria by what the introduction names (%s)', (_, text, expected) => {
    expect(extractCompetitors(text, ACME)).toEqual(expected);
  });

  // A name holding a full stop ("Cia. Marítima", "A.P.C.") opening an item, where the item's lead ends at the stop.
  it.each([
    [
      'the brand in a table (Portuguese)',
      { name: 'Cia. Marítima', knownCompetitors: [] },
      '| Marca | Preço |\n|---|---|\n| Salinas | R$ 350 |\n| Cia. Marítima | R$ 300 |\n| Rygy | R$ 280 |',
      ['Salinas', 'Rygy'],
    ],
    [
      'the brand with its product in a table (French)',
      { name: 'A.P.C.', knownCompetitors: [] },
      '| Sac | Prix |\n|---|---|\n| Polène Numéro Dix | 390 € |\n| A.P.C. Demi-Lune | 395 € |',
      ['Polène Numéro Dix'],
    ],
    [
      'a known competitor in a list (English)',
      { name: 'Zentro', knownCompetitors: ['Dr. Martens'] },
      '- Dr. Martens. Sturdy boots.\n- Zentro. Lighter.',
      ['Dr. Martens'],
    ],
  ])('reads a known name through its stop: %s', (_, profile, text, expected) => {
    const brand = { ...ACME, aliases: [], domains: [], products: [], category: 'brands', ...profile };
    expect(extractCompetitors(text, brand)).toEqual(expected);
  });

  it.each([
    ['**Battery life.**', true],
    ['**Roll, then pack,**', true],
    ['**Acme Inc.**', false],
    ['**e.l.f.**', false],
    ['**Close**', false],
  ])('closesSentence(%s) is %s', (text, expected) => {
    expect(closesSentence(text, text.length - 2)).toBe(expected);
  });

  it.each([
    ['product of a known brand', '1. **Nike Pegasus 41**\n2. **Brooks Ghost 16**', ['Nike']],
    ['product line after an unknown brand', '- **Saucony Endorphin Speed 4** – fast', ['Saucony']],
    ['two-word brand kept', '- **New Balance** – wide fits', ['New Balance']],
    ['product line folded into a brand named elsewhere', '- **Asics**\n- **Asics Gel Nimbus 26**', ['Asics']],
    ['a product with a model number', '- **Philips Sonicare 4100** – a budget pick', ['Philips']],
    ['a product line ending in a model code', '- **Nokian Hakkapeliitta R5** – studless', ['Nokian']],
    ['an edition word after the brand', '- **Grafana Cloud** – hosted dashboards', ['Grafana']],
    [
      'Perplexity citation markers after a plain lead',
      '1. Saucony[1] – light\n2. Hoka[2][3] – soft',
      ['Saucony', 'Hoka'],
    ],
    [
      'verdicts, criteria and audience headings are not brands',
      '## Best for beginners\n**Verdict**\n- **Price:** low\n- **Cushioning:** soft\n\n**Saucony** wins.',
      ['Saucony'],
    ],
    ['a name joined by "&" kept whole', '- **Bowers & Wilkins Px7 S2** – lively', ['Bowers & Wilkins']],
    [
      'a product line beside other products',
      '1. **Nike Pegasus 41** – versatile\n2. **Mizuno Wave Classic** – firm',
      ['Nike', 'Mizuno'],
    ],
    [
      'a two-word brand beside products',
      '1. **Nike Pegasus 41** – versatile\n2. **New Balance** – wide\n3. **Under Armour** – cheap',
      ['Nike', 'New Balance', 'Under Armour'],
    ],
    [
      'product names without model numbers beside products',
      '1. **Nike Pegasus 41** – versatile\n2. **Quorra Velvet Stride** – soft\n3. **Tamsin Aerolite** – light',
      ['Nike', 'Quorra', 'Tamsin'],
    ],
    [
      'a model number inside a product name',
      '- **Vantor Zepho ZX410 Racer** – fast\n- **Nike Pegasus 41** – versatile',
      ['Vantor', 'Nike'],
    ],
    ['capital model codes after a product line', '- **Korrel Trailmax KTX** – grippy\n- **Hoka**', ['Korrel', 'Hoka']],
    ['a model code with a hyphen', '- **Drevo Peak GX-7** – rugged', ['Drevo']],
    [
      'a company word ends the brand',
      '1. **Nike Pegasus 41** – versatile\n2. **Blue Heron Designs Skyline 2** – roomy\n3. **Zent Gear Ridge** – cheap',
      ['Nike', 'Blue Heron Designs', 'Zent Gear'],
    ],
    ['a possessive ends the brand', "- **Dakota Jim's Trailrunner 3** – cheap", ["Dakota Jim's"]],
    [
      'a possessive first word is the brand (English)',
      "1. **Nike Pegasus 41** – versatile\n2. **Lew's Mach Crush** – smooth",
      ['Nike', "Lew's"],
    ],
    [
      'a possessive first word is the brand (German)',
      "1. **Nike Pegasus 41** – vielseitig\n2. **Bell's Two Hearted** – hopfig",
      ['Nike', "Bell's"],
    ],
    [
      'a possessive first word and one word after it are one name',
      "1. **Nike Pegasus 41** – versatile\n2. **Gold's Gym** – free weights",
      ['Nike', "Gold's Gym"],
    ],
    [
      'an ordinary first word keeps two words',
      '1. **Nike Pegasus 41** – versatile\n2. **Big Strider Pace 2** – stable',
      ['Nike', 'Big Strider'],
    ],
  ])('reduces %s', (_, text, expected) => {
    expect(extractCompetitors(text, NIKE_RIVAL)).toEqual(expected);
  });

  it('keeps a plural category word after the first word as part of the company name', () => {
    const grills = { ...NIKE_RIVAL, name: 'Emberly', domains: [], products: [], category: 'gas grills' };
    expect(extractCompetitors('- **Coalton Grills** – sturdy\n- **Hoka** – soft', grills)).toEqual([
      'Coalton Grills',
      'Hoka',
    ]);
  });
});
