import { describe, expect, it } from 'vitest';
import type { Sentiment } from './sentiment.js';
import { judgeSentiment, scoreOpinion } from './sentiment-judge.js';
import { ACME } from './test-brands.js';

const cases: [string, string, Sentiment][] = [
  ['not mentioned', 'HubSpot is excellent.', 'none'],
  ['praise', 'Acme is excellent and easy to use.', 'positive'],
  ['criticism', 'Acme is slow and buggy.', 'negative'],
  ['facts only', 'Acme costs $12 per user and was founded in 2015.', 'neutral'],
  ['negation', 'Acme is not reliable.', 'negative'],
  ['negated criticism', 'Acme has no hidden fees and is never slow.', 'positive'],
  ['but turns it negative', 'Acme is easy to set up, but support is slow and reporting is poor.', 'negative'],
  ['but turns it positive', 'Acme is pricey, but the quality is outstanding.', 'positive'],
  ['however clause', 'Acme looks dated; however, it is fast and reliable.', 'positive'],
  ['concession weighs less', 'Although Acme is a bit expensive, it is excellent.', 'positive'],
  ['other brand praised in its own clause', 'Acme costs $12, but HubSpot is far more powerful.', 'neutral'],
  ['unfavourable comparison', 'HubSpot is better than Acme.', 'negative'],
  ['own list item', '1. **HubSpot** – great\n2. **Acme** – reliable, affordable and loved by agencies', 'positive'],
  ['pronoun follow-up', 'Acme is a CRM. It is praised for excellent support.', 'positive'],
  ['French', 'Acme est fiable et excellent.', 'positive'],
  ['German', 'Acme ist teuer und langsam.', 'negative'],
  ['Spanish', 'Acme es caro y lento.', 'negative'],
  ['hyphenated opinion', 'Acme drew mostly-negative reviews.', 'negative'],
];

describe('judgeSentiment', () => {
  it.each(cases)('%s', (_, text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

/** Rules of the judge, each with sentences written for it: [text, expected]. */
const rules: Record<string, [string, Sentiment][]> = {
  'negation reaches the next opinion, up to punctuation': [
    ['Acme is not great for large teams.', 'negative'],
    ["Acme isn't the cheapest option, but the support is excellent.", 'positive'],
    ['I have no complaints about Acme after two years.', 'positive'],
    ["Acme hasn't been reliable for us since the update.", 'negative'],
    ['Acme is neither fast nor reliable.', 'negative'],
    ['Acme is not only fast but also very reliable.', 'positive'],
    ['Acme is not cheap, but it is excellent.', 'positive'],
    ["There's no doubt Acme is the best CRM for small agencies.", 'positive'],
    ["You can't go wrong with Acme.", 'positive'],
    ['Acme is no longer the best choice for startups.', 'negative'],
    ['Acme used to be great, but the quality has slipped.', 'negative'],
    ['Acme is far from perfect.', 'negative'],
    ["It's hard to recommend Acme at this price.", 'negative'],
    ['Acme is hard to beat for the price.', 'positive'],
  ],
  'the clause after "but" / "however" carries the verdict': [
    ['Acme is pricier up front, but the time it saves more than makes up for it.', 'positive'],
    ['Acme looks great on paper, but in practice it is underwhelming.', 'negative'],
    ['Acme has a slick interface; however, support is slow and billing errors are common.', 'negative'],
    ['Although Acme has a learning curve, it is the most powerful option here.', 'positive'],
    ['Acme is solid. However, many users report that the mobile app is buggy and crashes often.', 'negative'],
    ['Acme is reliable, affordable and easy to learn, but the reporting could be better.', 'positive'],
    ['Acme was slow to ship new features, but the 2025 redesign is excellent.', 'positive'],
    ['Acme works well for small teams, though larger teams may outgrow it.', 'positive'],
  ],
  'a clear judgement after "but" overrules the clause it turns from': [
    ['Acme has very good ideas, but in daily use it caused us more problems than benefits.', 'negative'],
    ['Acme feels pleasant at first, but it falls short for larger teams.', 'negative'],
    ['Acme has truly excellent hardware, but the app is buggy.', 'negative'],
    ['Acme has a very dated look, but it is reliable.', 'positive'],
    ['Acme is reliable and very easy to learn, but the exports could be better.', 'positive'],
  ],
  'a capitalised word right after the brand is part of a product name': [
    ['Acme Smooth is the add-on that stores your clips for thirty days.', 'neutral'],
    ['The bundle adds Acme Perfect to every camera for $5 a month.', 'neutral'],
    ['Acme is excellent for small shops.', 'positive'],
    ['The Acme app is smooth and reliable.', 'positive'],
    ['## Acme Excellent Value Pick', 'positive'],
  ],
  'the brand giving advice is not an opinion of it': [
    ['Acme recommends rinsing the jar with warm water after each use.', 'neutral'],
    ['Acme does not recommend blending hot soup in the travel cups.', 'neutral'],
    ['Acme also advises descaling the kettle monthly.', 'neutral'],
    ['Acme empfiehlt, den Filter alle drei Monate zu wechseln.', 'neutral'],
    ['Acme rekommenderar att man byter filter varje år.', 'neutral'],
    ['Most reviewers recommend Acme for beginners.', 'positive'],
    ['Acme owners recommend it to friends.', 'positive'],
  ],
  'the cells of a feature table describe features': [
    [
      '| Model | Weight | Notes |\n|---|---|---|\n| Acme One | 2 kg | Easy to fold, quiet |\n| Zeta | 3 kg | Sturdy |',
      'neutral',
    ],
    ['| Model | Notes |\n|---|---|\n| Acme One | Quiet |\n\nAcme One is excellent and very reliable.', 'positive'],
  ],
  'a word of a description is not a fault': [
    ['Acme blenders crush ice and frozen berries in seconds.', 'neutral'],
    ['The Acme app is frozen again after the update.', 'negative'],
    ['Die Acme Kamera speichert fast alles lokal.', 'neutral'],
    ['Acme ist schnell und zuverlässig.', 'positive'],
    ["Per iniziare con Acme basta scaricare l'app.", 'neutral'],
    ['Acme är det bästa valet för nybörjare.', 'positive'],
  ],
  'a recommendation negated outright is a verdict against': [
    ['Acme is fast, but I would not recommend it to a beginner.', 'negative'],
    ['Acme est rapide, mais je ne le recommanderais pas aux débutants.', 'negative'],
    ['Acme ist schnell, aber für Anfänger schwer zu empfehlen.', 'negative'],
    ['Acme es rápido, pero no lo recomendaría a un principiante.', 'negative'],
    ['Acme è veloce, ma non lo consiglierei a chi inizia.', 'negative'],
    ['Acme ne coûte pas cher et je le recommande.', 'positive'],
    ['Acme ne déçoit jamais.', 'positive'],
    ['Acme déçoit sur la durée.', 'negative'],
    ['Acme is not only fast, I recommend it to everyone.', 'positive'],
  ],
  'recommending, hard to beat and power in every language': [
    ['Los editores recomiendan Acme para principiantes.', 'positive'],
    ['Pour un usage quotidien, Acme est difficile à battre.', 'positive'],
    ['Im Alltag ist Acme kaum zu schlagen.', 'positive'],
    ['Per chi inizia, Acme è difficile da battere.', 'positive'],
    ['Acme est puissant et fiable.', 'positive'],
  ],
  'comparatives and superlatives of praise and complaint': [
    ['For large fleets, Acme is the stronger choice.', 'positive'],
    ['The new Acme hinge feels flimsier and noisier than before.', 'negative'],
  ],
  'damage, faults and what harms a reputation': [
    ['Several Acme tables arrived damaged.', 'negative'],
    ['Acme shipped heads with misaligned blades.', 'negative'],
    ['Die Acme Platten kamen beschädigt an.', 'negative'],
    ['The firmware policy undercuts an otherwise good Acme product.', 'negative'],
    ['The Acme switch to cloud-only has been rocky.', 'negative'],
    ['The Acme hub often loses contact with the sensors.', 'negative'],
    ['Many teams tried Acme and then moved back to spreadsheets.', 'negative'],
  ],
  'a clause naming another brand, and not the brand, speaks of the other brand': [
    [
      '## Acme\nAcme ships slowly to Europe and returns are a hassle. Buyers here do far better with a local desk, for example from HubSpot, whose support is excellent.',
      'negative',
    ],
    ['### 1. Acme\nDependable and quiet. For most teams it is a much better pick than HubSpot.', 'positive'],
    ['### 1. Acme\nExcellent for beginners; HubSpot is the cheaper alternative.', 'positive'],
  ],
  'fixed problems are over': [
    ['Acme had sync bugs last year, but they have since been fixed.', 'neutral'],
    ['The outage that hit Acme in March was resolved within hours.', 'neutral'],
  ],
  'price moves': [
    ['Acme raised its prices by 40% this year.', 'negative'],
    ['Acme recently increased prices for existing customers.', 'negative'],
    ["Acme's pricing has gone up twice since 2023.", 'negative'],
    ['Several users on Reddit say Acme quietly raised prices at renewal.', 'negative'],
    ['Acme charges extra for basic features like custom fields.', 'negative'],
    ['Acme lowered its prices for nonprofits.', 'positive'],
    ['Switching to Acme cut our costs in half.', 'positive'],
    ['Acme offers a lower entry price.', 'neutral'],
    ['Acme offers a lower entry price than HubSpot.', 'positive'],
  ],
  'complaints, reviews and incidents': [
    ['Users report frequent outages with Acme.', 'negative'],
    ['There are many complaints about Acme billing.', 'negative'],
    ['Acme was hit with a lawsuit over the data breach.', 'negative'],
    ['Acme feels clunky and has a steep learning curve.', 'negative'],
    ['Acme recalled 20,000 units after overheating reports.', 'negative'],
    ['Reviewers describe Acme as buggy and slow to load.', 'negative'],
    ['Many customers say Acme support is unresponsive.', 'negative'],
    ['Acme announced layoffs of 10% of staff.', 'negative'],
    ['Support tickets at Acme often go unanswered for days.', 'negative'],
    ["Acme's interface is dated and the search barely works.", 'negative'],
    ['I would steer clear of Acme for now.', 'negative'],
    ['Acme is overkill for a solo freelancer.', 'negative'],
    ['Acme has been criticized for its opaque pricing.', 'negative'],
    ['Acme has a 2.1-star rating on Trustpilot, with most reviews citing billing problems.', 'negative'],
    [
      'Based on recent reviews, Acme has had a rough year: a prolonged outage in June, a data breach disclosed in August, and a class-action lawsuit over auto-renewals.',
      'negative',
    ],
  ],
  praise: [
    ['Overall, reviewers rate Acme highly for ease of use and customer support.', 'positive'],
    ['Acme has a 4.7/5 rating on G2, with users praising its onboarding.', 'positive'],
    ['Acme is the clear winner for teams that want something that just works.', 'positive'],
    ['Acme delivers excellent value for money.', 'positive'],
    ['Acme gets the job done.', 'positive'],
    ['Acme nails the basics.', 'positive'],
    ["Acme's onboarding is painless.", 'positive'],
    ["Acme's customer service has improved a lot since 2023.", 'positive'],
    ['Acme is a solid choice if budget is your main concern.', 'positive'],
    ['Acme is a safe bet for most small teams.', 'positive'],
    ['Acme is by far the best option for agencies.', 'positive'],
  ],
  'hedges soften': [
    ['Acme can get expensive as your team grows.', 'negative'],
    ['Acme might be a good fit if you need simple pipelines.', 'positive'],
  ],
  'facts, features, prices and how-tos are neutral': [
    ['Acme offers three plans: Starter ($12), Pro ($29) and Enterprise (custom pricing).', 'neutral'],
    ['To export contacts from Acme, open Settings, choose Data and click Export.', 'neutral'],
    [
      '| Feature | Acme | HubSpot |\n|---|---|---|\n| Free plan | Yes | Yes |\n| Starting price | $12 | $20 |',
      'neutral',
    ],
    [
      '| CRM | Best for | Price |\n|---|---|---|\n| Acme | Agencies | $12/user |\n| HubSpot | Marketing | Free–$800 |',
      'neutral',
    ],
    ['Acme integrates with Gmail, Outlook and Slack.', 'neutral'],
    ['To check whether Acme has an outage, visit its status page.', 'neutral'],
    ['If Acme crashes on startup, clear the cache and reinstall the app.', 'neutral'],
    ['Is Acme worth it for a two-person team?', 'neutral'],
    ['Acme is available at Best Buy and on the Smart Sync Store.', 'neutral'],
    ['Acme offers a 14-day free trial and no credit card is required.', 'neutral'],
    ['Acme was acquired by a private equity firm in 2022.', 'neutral'],
    ['Acme is fine for basic needs.', 'neutral'],
    ['Acme is popular with freelancers.', 'neutral'],
    ['Customer reviews of Acme are mixed: some love the design, others complain about sync issues.', 'neutral'],
  ],
  'clauses about other brands are theirs': [
    ['HubSpot is great for marketing teams, while Acme lags behind on automation.', 'negative'],
    ['Acme is faster than HubSpot and far easier to set up.', 'positive'],
    ['HubSpot is excellent, but Acme is the more affordable choice.', 'positive'],
    ['Salesforce is powerful but expensive; Acme is simple and great value.', 'positive'],
    ['Unlike HubSpot, Acme has no hidden fees.', 'positive'],
    ['Pipedrive beats Acme on pipeline management.', 'negative'],
    ['HubSpot is pricier than Acme, but offers better reporting.', 'neutral'],
    [
      'Top CRMs:\n\n1. **HubSpot** – free tier, strong marketing tools.\n2. **Pipedrive** – cheaper than Acme and easier to learn.\n3. **Salesforce** – the most customizable.',
      'negative',
    ],
  ],
  'lists, headings and pros/cons': [
    [
      '1. **HubSpot** – best all-rounder\n2. **Acme** – great value, intuitive, and loved by small teams\n3. **Pipedrive** – best for sales pipelines',
      'positive',
    ],
    [
      '- **Acme**: clunky UI, frequent sync issues, and slow support.\n- **HubSpot**: polished and easy to use.',
      'negative',
    ],
    [
      '## Acme\nAcme is a CRM for small businesses. It offers contact management, pipelines and email tracking.',
      'neutral',
    ],
    ['**Best budget pick: Acme** – it covers the basics well at a fraction of the price.', 'positive'],
    ['### Acme\n**Pros:** fast, affordable, great support\n**Cons:** limited reporting', 'positive'],
    ['### Acme\n**Pros:** clean design\n**Cons:** buggy mobile app, slow support, frequent outages', 'negative'],
    [
      '**Acme** (4.5/5) – Users love the clean interface and quick setup. Some mention occasional lag on large imports.',
      'positive',
    ],
    [
      '**Acme** – Reviewers frequently complain about aggressive upselling, surprise renewal charges and slow refunds.',
      'negative',
    ],
    [
      '## Acme vs. HubSpot: quick comparison\n\n| | Acme | HubSpot |\n|---|---|---|\n| Free plan | Limited | Yes |\n| Secure sharing | Add-on | Included |',
      'neutral',
    ],
  ],
  'requirements and fit': [
    ['I would not recommend Acme to anyone who needs reliable syncing.', 'negative'],
    ['Acme is not the right tool for enterprises.', 'negative'],
    ['Acme is a reasonable choice, but I would look elsewhere if you need advanced automation.', 'neutral'],
    ['Acme offers good value for small teams, though power users may find it limiting.', 'positive'],
    ['Acme is the best choice for small teams on a budget.', 'positive'],
  ],
  'news and reputation': [
    ['Acme suffered a major outage in 2024 that left customers without access for two days.', 'negative'],
    ['Acme has faced criticism over its data-sharing practices.', 'negative'],
    ['Acme received a $2M fine from regulators for misleading advertising.', 'negative'],
    ['Acme is known for aggressive sales tactics and difficult cancellations.', 'negative'],
    ['Acme has been plagued by performance problems since the migration.', 'negative'],
    ['Acme is facing a class action over auto-renewal charges.', 'negative'],
    ['Acme apologized for the outage and offered credits.', 'negative'],
    ['Acme recently fixed the long-standing sync issue.', 'neutral'],
    ['Acme is widely regarded as one of the best CRMs for agencies, thanks to its intuitive pipelines.', 'positive'],
    ['Acme consistently ranks among the top CRMs on G2.', 'positive'],
    ['Acme is trusted by over 10,000 agencies worldwide.', 'positive'],
    ['Acme is currently the market leader in agency CRMs.', 'positive'],
    ['Acme remains a strong contender, although its reporting lags behind Salesforce.', 'positive'],
    ['Acme’s security track record is spotless.', 'positive'],
  ],
  'mixed verdicts': [
    ["Acme's free plan is generous, but the paid tiers get expensive quickly.", 'negative'],
    ["Customers praise Acme's onboarding but criticize its billing practices.", 'negative'],
    ['Acme has improved its mobile app, but it still crashes occasionally.', 'negative'],
    ['Acme is cheap, but you get what you pay for.', 'negative'],
    ['Acme is decent but overpriced.', 'negative'],
    ['Acme: great product, terrible support.', 'neutral'],
  ],
  'more facts': [
    ['Acme is a popular choice among freelancers, with plans starting at $9 per month.', 'neutral'],
    ['Acme vs HubSpot: both offer free plans, pipelines and email tracking.', 'neutral'],
    ['Acme does not offer phone support on the Starter plan.', 'neutral'],
    ['Acme offers unlimited contacts and 24/7 chat support.', 'neutral'],
    ['Acme is SOC 2 Type II certified.', 'neutral'],
    ['Pricing: Acme starts at $12/user/month; HubSpot starts at $20.', 'neutral'],
    ['To cancel Acme, go to Billing and choose Cancel subscription.', 'neutral'],
    ['Acme’s help center explains how to fix common sync errors.', 'neutral'],
    ['Acme is a no-frills CRM that does the basics.', 'neutral'],
  ],
  'other languages': [
    ['Acme est très fiable et facile à prendre en main.', 'positive'],
    ["Je déconseille Acme : l'application plante souvent et le support est lent.", 'negative'],
    ['Acme est plus cher que HubSpot, mais beaucoup plus fiable.', 'positive'],
    ['Acme ist zuverlässig und sehr einfach zu bedienen.', 'positive'],
    ['Leider ist Acme in letzter Zeit sehr langsam und unzuverlässig geworden.', 'negative'],
    ['Acme ist nicht empfehlenswert.', 'negative'],
    ['Acme es muy fácil de usar y el soporte es excelente.', 'positive'],
    ['Acme es caro y el soporte deja mucho que desear.', 'negative'],
    ['Acme no es recomendable para equipos grandes.', 'negative'],
    ['Acme è affidabile e molto facile da usare.', 'positive'],
    ['Purtroppo Acme è lento e pieno di problemi.', 'negative'],
    ['Acme non è affidabile.', 'negative'],
    ['Acme is erg gebruiksvriendelijk en de klantenservice is uitstekend.', 'positive'],
    ['Acme is duur en de app is traag; veel klanten klagen over storingen.', 'negative'],
    ['Acme is niet betrouwbaar.', 'negative'],
    ['Acme é muito fácil de usar e o suporte é ótimo.', 'positive'],
    ['O Acme é caro e o suporte é péssimo.', 'negative'],
    ['Acme não é confiável.', 'negative'],
    ['Acme é a opção mais barata, com ótimo suporte.', 'positive'],
    [
      'Les meilleurs CRM pour une agence :\n\n1. **Acme** – simple, rapide et très apprécié des petites équipes.\n2. **HubSpot** – complet mais cher.',
      'positive',
    ],
    ["Acme a augmenté ses prix de 30 % l'an dernier et le support met des jours à répondre.", 'negative'],
    ["Malheureusement, Acme n'est pas à la hauteur : synchronisation instable et nombreux bugs.", 'negative'],
    ['Acme propose trois formules, de 12 € à 49 € par utilisateur et par mois.', 'neutral'],
    [
      'Die besten CRM-Systeme für Agenturen:\n\n1. **Acme** – übersichtlich, schnell und günstig.\n2. **HubSpot** – mächtig, aber teuer.',
      'positive',
    ],
    ['Viele Nutzer beschweren sich über Abstürze und den langsamen Support von Acme.', 'negative'],
    ['Acme hat die Preise 2024 deutlich erhöht.', 'negative'],
    ['Acme kostet ab 12 € pro Nutzer und Monat.', 'neutral'],
    [
      'Los mejores CRM para pymes:\n\n1. **Acme** – muy intuitivo y con una excelente relación calidad-precio.\n2. **HubSpot** – potente pero caro.',
      'positive',
    ],
    ['Muchos usuarios se quejan de que Acme es lento y tiene fallos frecuentes.', 'negative'],
    ['Acme subió sus precios un 40 % este año.', 'negative'],
    [
      'I migliori CRM per piccole imprese:\n\n1. **Acme** – semplice, veloce e affidabile.\n2. **HubSpot** – completo ma costoso.',
      'positive',
    ],
    ['Molti utenti si lamentano dei continui problemi di sincronizzazione di Acme.', 'negative'],
    [
      'De beste CRM-systemen voor kleine bedrijven:\n\n1. **Acme** – overzichtelijk, snel en betaalbaar.\n2. **HubSpot** – uitgebreid maar duur.',
      'positive',
    ],
    ['Acme heeft de prijzen flink verhoogd en de klantenservice reageert traag.', 'negative'],
    [
      'Os melhores CRMs para pequenas empresas:\n\n1. **Acme** – simples, rápido e confiável.\n2. **HubSpot** – completo, mas caro.',
      'positive',
    ],
    ['Muitos usuários reclamam que o Acme trava com frequência e o suporte demora a responder.', 'negative'],
    ['Acme custa a partir de R$ 49 por usuário por mês.', 'neutral'],
  ],
  'answers about one brand': [
    [
      '## Acme review\n\nAcme is a CRM for agencies.\n\n### Pros\n- Fast setup\n- Excellent support\n- Intuitive pipelines\n\n### Cons\n- Limited reporting',
      'positive',
    ],
    [
      '## Is Acme worth it?\n\nShort answer: yes, for small teams. Acme is affordable, reliable and quick to learn.',
      'positive',
    ],
    [
      '## Is Acme worth it?\n\nShort answer: probably not. Acme has become expensive, and its sync problems have not been fixed.',
      'negative',
    ],
    [
      "Here's what users say about Acme:\n\n- **Ease of use:** most reviewers find it intuitive.\n- **Support:** generally responsive.\n- **Price:** considered fair for small teams.",
      'positive',
    ],
    [
      "Acme's reputation has taken a hit. In 2024 it disclosed a breach affecting 2 million accounts, and several customers have filed complaints with regulators.",
      'negative',
    ],
    ['**Acme**\n- Price: $12/user/month\n- Free plan: yes\n- Integrations: 200+', 'neutral'],
    ['Acme is a CRM. Good alternatives to Acme:\n- Zylo: excellent support\n- Quorix: great value', 'neutral'],
    [
      'According to Trustpilot, Acme has a 4.6-star rating from over 3,000 reviews, with customers highlighting fast support.',
      'positive',
    ],
    ['Acme is a CRM. Its main selling point is a visual pipeline, and it integrates with Gmail.', 'neutral'],
    ['Acme: 4/5. Solid core features, but the mobile app needs work.', 'positive'],
    ['Bottom line: Acme is worth a look if you run a small agency.', 'positive'],
    ['Acme is one of the more expensive options, but most users feel it is worth the price.', 'positive'],
  ],
  'comparisons with a named brand': [
    ['Acme offers fewer integrations than HubSpot.', 'negative'],
    ['Acme has more integrations than Pipedrive.', 'neutral'],
    ['Acme is less reliable than HubSpot.', 'negative'],
    ['Acme is less expensive than HubSpot.', 'positive'],
    ['Acme has fewer bugs than it used to.', 'neutral'],
  ],
  'product and service vocabulary': [
    ['Acme luggage comes with a lifetime warranty and feels solid.', 'positive'],
    ['The Acme suitcase feels cheap and the wheels scratch and scuff within a month.', 'negative'],
    ['Acme card: no fees abroad and generous perks.', 'positive'],
    ['Acme flights often arrived late, with long lines at check-in.', 'negative'],
    ['Acme is reasonably priced and roomy.', 'positive'],
  ],
  ratings: [
    ['Acme has a 4.6/5 rating on Capterra.', 'positive'],
    ['Acme is rated 1.9 out of 5 on Trustpilot.', 'negative'],
    ['Acme: 8/10.', 'positive'],
    ['Acme holds a 2-star average on Trustpilot.', 'negative'],
    ['Acme has a 3.4-star rating.', 'neutral'],
    ['Acme support is available 24/7.', 'neutral'],
    ['Acme raised $5M on 3/5/2024.', 'neutral'],
    ['| CRM | G2 rating |\n|---|---|\n| Acme | 4.7/5 |\n| HubSpot | 4.4/5 |', 'positive'],
  ],
  'negation in German, Dutch, French and Spanish word order': [
    ['Ich empfehle Acme nicht.', 'negative'],
    ['Acme lohnt sich nicht.', 'negative'],
    ['Acme ist nicht zu empfehlen.', 'negative'],
    ['Acme werkt goed.', 'positive'],
    ['Ik vind Acme eerlijk gezegd niet goed.', 'negative'],
    ["Acme n'est pas à la hauteur.", 'negative'],
    ['Acme no está a la altura.', 'negative'],
  ],
  Swedish: [
    ['Acme är pålitligt och mycket bra.', 'positive'],
    ['Acme är dyrt och långsamt.', 'negative'],
    ['Acme är inte bra för stora team.', 'negative'],
    ['Jag rekommenderar Acme inte.', 'negative'],
    ['Acme har inga dolda avgifter och är aldrig långsamt.', 'positive'],
    ['Priset för Acme har höjts i år.', 'negative'],
    ['Handtaget på Acme gick sönder efter en månad.', 'negative'],
    ['Acme är värt pengarna.', 'positive'],
    ['Acme kostar 99 kronor i månaden.', 'neutral'],
    ['The Acme sports bra comes in six sizes.', 'neutral'],
    ['Acme is enkel voor kleine teams beschikbaar.', 'neutral'],
  ],
  'acronyms and set phrases are not opinions': [
    ['SEM and SEO teams love Acme for its excellent reporting.', 'positive'],
    ['Acme works with HubSpot in stark contrast to most rivals.', 'neutral'],
    ['Acme handles large imports poorly.', 'negative'],
    ['Users are unhappy about slow support at Acme.', 'negative'],
  ],
  'verdicts that it should improve': [
    ['For a flagship, Acme should do better.', 'negative'],
    ['Acme could do better on battery life.', 'negative'],
    ['At this price Acme needs to do better.', 'negative'],
    ['Acme is better than it was last year.', 'positive'],
  ],
  'verdicts that it should improve, in other languages': [
    ['Für ein Flaggschiff sollte Acme besser sein.', 'negative'],
    ['Pour ce prix, Acme devrait faire mieux.', 'negative'],
    ['Acme debería mejorar su soporte.', 'negative'],
    ['Acme dovrebbe migliorare la batteria.', 'negative'],
    ['De app van Acme kan beter.', 'negative'],
    ['Acme deveria melhorar o suporte.', 'negative'],
    ['Acme borde bli bättre på support.', 'negative'],
    ['Acme ist besser als früher.', 'positive'],
  ],
  'appeal and hassle in other languages': [
    ['Acme hat ein attraktives Preismodell.', 'positive'],
    ['Acme propose un tarif attrayant.', 'positive'],
    ['La instalación de Acme es un dolor de cabeza.', 'negative'],
    ['Het opzetten van Acme is een gedoe.', 'negative'],
    ['Bei Acme gilt: Finger weg.', 'negative'],
  ],
  'the paragraph under a heading naming the brand goes on about it': [
    ['## Should you renew Acme?\n\nMany customers end up regretting it.', 'negative'],
    ['### Is Acme worth it?\n\nIt is reliable and well supported.', 'positive'],
    ['Acme costs $12 per user.\n\nIt is slow and buggy, says a HubSpot user.', 'neutral'],
  ],
  'the items of a price list describe plans': [
    ['Acme offers three plans:\n- Starter: free, with generous storage.\n- Pro: $20 per month.', 'neutral'],
    ['Acme preise:\n- Basis: 0 €, großzügig.\n- Team: 12 € pro Monat.', 'neutral'],
    ['Acme has three tiers:\n- Free: slow, buggy and unreliable.\n- Pro: $20.', 'negative'],
    ['What users say about Acme:\n- Generous storage.\n- Fast sync.', 'positive'],
  ],
  'wear, faults, lost connections and long waits': [
    ['The Acme shell arrives scratched and battered after one trip.', 'negative'],
    ['The Acme lid rusts within two seasons.', 'negative'],
    ['Acme headsets often lose their connection.', 'negative'],
    ['The Acme app drops pairing after updates.', 'negative'],
    ['Acme customers wait weeks for spare parts.', 'negative'],
    ['The Acme firmware update bricked some boards, a real letdown.', 'negative'],
    ['Acme ships within two weeks.', 'neutral'],
  ],
  '"fewer" and "less" reach the next word only': [
    ['Acme means fewer handoffs and strong, reliable data protection.', 'positive'],
    ['Acme is less reliable than it was.', 'negative'],
    ['Acme suits teams in fewer than ten countries.', 'neutral'],
  ],
  'praise by its price': [
    ['Acme feels far more expensive than it is.', 'positive'],
    ['The Acme board looks pricier than it is.', 'positive'],
    ['Acme is more expensive than HubSpot.', 'negative'],
  ],
  'a choice refused or warned against': [
    ["For log search I wouldn't pick Acme.", 'negative'],
    ['I would not rely on Acme for daily backups.', 'negative'],
    ["You can't rely on Acme when the network drops.", 'negative'],
    ["I'd think twice about Acme for a small team.", 'negative'],
    ["I'd be careful recommending Acme to beginners.", 'negative'],
    ['Several teams got caught out by the Acme billing.', 'negative'],
    ['Acme is yet another dashboard to maintain, and a hassle to set up.', 'negative'],
    ['Reviews of Acme have grown much less kind.', 'negative'],
  ],
  'a troubled launch and buyers who gave up': [
    ['Acme had a rocky launch and many buyers returned it.', 'negative'],
    ['Early Acme owners felt like beta testers.', 'negative'],
    ['The Acme shells crack after a few flights.', 'negative'],
  ],
  'praise of a change and of appeal': [
    ['Teams that adopted Acme say it changed how they work.', 'positive'],
    ['Acme has an attractive design and an appealing price.', 'positive'],
  ],
  'terms of a warranty, a plan or what a product copes with are not opinions': [
    ['Acme tools come with a 3-year limited warranty and free service.', 'neutral'],
    ['Acme offers a limited lifetime warranty on the frame.', 'neutral'],
    ['Acme offers a limited-time discount on annual plans.', 'neutral'],
    ['The Acme tent takes a third pole for heavy snow loads.', 'neutral'],
    ['Acme and HubSpot take different approaches to the same problem.', 'neutral'],
    ['Acme helps teams run incidents and track deploys.', 'neutral'],
    ['Acme offers a garantie limitée de deux ans.', 'neutral'],
  ],
  'what a warranty covers or excludes is not an opinion': [
    ['The Acme warranty covers defects in materials, but not cosmetic scuffs.', 'neutral'],
    ["Acme's warranty does not cover accidental damage or leaks.", 'neutral'],
    ['Acme excludes breakage caused by misuse.', 'neutral'],
    ['Acme has no hidden fees.', 'positive'],
  ],
  'a condition names a problem without complaining of it': [
    ['If the Acme installer fails, restart in safe mode and run it again.', 'neutral'],
    ['In case of a crash, Acme restores your last session.', 'neutral'],
    ['Acme fails to sync and crashes often.', 'negative'],
    ['Wenn die Acme App abstürzt, hilft ein Neustart.', 'neutral'],
    ["Si la mise à jour d'Acme bloque, redémarrez.", 'neutral'],
    ['Si el instalador de Acme falla, reinicie el equipo.', 'neutral'],
    ['Se o Acme apresentar falhas, reinstale o app.', 'neutral'],
    ['Om det blir problem med Acme, starta om appen.', 'neutral'],
    ['Die Acme App stürzt ab.', 'negative'],
  ],
  'a problem guarded against, or one that may happen to anyone, is a topic': [
    ['Acme insures the frame against cracks and rust for ten years.', 'neutral'],
    ['Acme garantit ses lames contre la rouille pendant cinq ans.', 'neutral'],
    ['Acme has a local repair shop in every town for when something breaks.', 'neutral'],
    ['Acme support answers within the hour if something goes wrong, which is excellent.', 'positive'],
    ['Acme breaks within a month.', 'negative'],
  ],
  'a warranty is a mild perk': [
    ['Acme offers a lifetime warranty on its knives.', 'neutral'],
    ['Acme offers a lifetime warranty and excellent service.', 'positive'],
  ],
  'a topic reaches no further than a new predicate': [
    ["As a general monitoring tool it's frustrating, and Acme support is slow.", 'negative'],
    ['Acme checks for leaks and broken links.', 'neutral'],
  ],
  'a price that jumps at renewal': [
    ['The first year of Acme is attractive, but the renewal price jumps to three times that.', 'negative'],
    ['Acme renewals spiked after the first year.', 'negative'],
  ],
  'a statement quoting a question gives its opinion': [
    ['Acme is the best tool for the question "which release changed this?"', 'positive'],
    ['Acme is the right tool when you ask "why is checkout slow?"', 'positive'],
    ['Acme is slow when you ask "which plan is best?"', 'negative'],
    ['Is Acme the best CRM?', 'neutral'],
  ],
  'words shared with another language': [
    ['Acme has plenty of room for storing skis and boots.', 'neutral'],
    ['Bij Acme was er gisteren een storing.', 'negative'],
    ['Acme heeft vaak storingen.', 'negative'],
  ],
  'a paragraph goes on about the brand its sentence before named alone, in any language': [
    ['Acme ist ein CRM aus Berlin. Die Oberfläche wirkt übersichtlich und der Support ist schnell.', 'positive'],
    ['Acme es un banco online. Los clientes se quejan de bloqueos de cuenta.', 'negative'],
    ['Acme är en app för budget. Appen är snabb och pålitlig.', 'positive'],
    ['Acme est une banque en ligne. Beaucoup de clients sont déçus par le service.', 'negative'],
    // Advice opening on a condition, and a paragraph naming another brand, are not about the brand.
    ['Acme is a CRM from Berlin. If you need a fast and reliable tool, compare several.', 'neutral'],
    ['Acme and HubSpot both sell CRMs. Each works best for its own audience.', 'neutral'],
    ['Acme is a CRM from Berlin.\n\nA good CRM is fast and reliable.', 'neutral'],
  ],
  'a contrast inside a sentence weighs both sides alike; a concession opening it weighs less': [
    ['Reviewers praise Acme for its design, while others call it overpriced and slow.', 'negative'],
    ['While Acme is a bit pricey, it is excellent and reliable.', 'positive'],
    ['Acme är dyr, men den är riktigt bra.', 'positive'],
  ],
  'worth it, praise and complaint words across languages': [
    ['Acme is duur, maar elke cent waard.', 'positive'],
    ['Acme kostar mer, men det är väl värt.', 'positive'],
    ['Acme kostet mehr, aber es lohnt sich.', 'positive'],
    ['Acme coûte plus cher, mais ça vaut le coup.', 'positive'],
    ['Las reseñas sobre Acme son muy negativas.', 'negative'],
    ['De recensies van Acme zijn overwegend negatief.', 'negative'],
    ['Acme wird für den Support besonders gelobt.', 'positive'],
    ['Acme is de prettigste app om mee te werken.', 'positive'],
    ['Die Elektronik von Acme gilt als anfällig.', 'negative'],
    ['Para principiantes, Acme se queda corto.', 'negative'],
    ['Acme falls short for power users.', 'negative'],
    ['Battery life is a sore point for Acme owners.', 'negative'],
    ['Long-time Acme customers felt let down by the update.', 'negative'],
    ['Many users no longer trust Acme with their data.', 'negative'],
    ['Ordering through Acme is a gamble.', 'negative'],
    ['Acme owners report long waits for a technician.', 'negative'],
    ['The Acme soles wear out after a few months.', 'negative'],
    ['Acme changed its pricing without warning.', 'negative'],
  ],
  'a list introduced by a sentence about the brand is about it, numbered or not, past items naming it': [
    [
      'What owners dislike about Acme:\n\n1. **Sync.** Notes vanish after updates.\n2. **Support.** Replies are rude.',
      'negative',
    ],
    [
      'Known problems with Acme:\n\n- **Billing.** Acme charges twice.\n- **App.** It is unresponsive and buggy.',
      'negative',
    ],
    ['What Acme does well:\n\n1. Fast, reliable sync.\n2. Excellent and friendly support.', 'positive'],
  ],
  'a list of steps describes, it does not judge': [
    ['How to reset an Acme router:\n\n1. Unplug it.\n2. Wipe it with a clean cloth.\n3. Plug it back in.', 'neutral'],
    ['So setzen Sie Acme zurück, Schritte:\n\n1. Gerät ausschalten.\n2. Mit sauberem Tuch reinigen.', 'neutral'],
  ],
  'a contrast word after its verb turns from the comma before it (German, Dutch)': [
    ['Acme sieht gut aus, überzeugt im Alltag aber nicht.', 'negative'],
    ['Acme wirkt edel, gefällt im Test aber weniger.', 'negative'],
    ['Acme is duur, de kwaliteit is echter uitstekend.', 'positive'],
    ['Acme ist teuer, bietet aber hervorragende Qualität.', 'positive'],
  ],
  'ratings in the other languages': [
    ['Acme erhält im Test 4,6 von 5 Punkten.', 'positive'],
    ['Acme obtient 4,5 sur 5 chez les clients.', 'positive'],
    ['Acme tiene 2 de 5 estrellas en las tiendas.', 'negative'],
    ['Acme scoort 4,4 uit 5 bij gebruikers.', 'positive'],
    ['Acme får 1,5 av 5 i betyg.', 'negative'],
    ['Acme bekommt nur 2 Sterne.', 'negative'],
    ['Acme hat 5 Filialen in Berlin.', 'neutral'],
    ['Acme ouvre 4 de ses 10 magasins le dimanche.', 'neutral'],
  ],
  'the only drawback is a minor caveat; drawbacks in other languages are complaints': [
    ['Acme is fast and reliable; the only downside is the price.', 'positive'],
    ['Acme ist schnell und zuverlässig, einziger Nachteil ist der Preis.', 'positive'],
    ['Acme est rapide et fiable, le seul bémol est le prix.', 'positive'],
    ['Acme es rápido y fiable; el único inconveniente es el precio.', 'positive'],
    ['Der größte Nachteil von Acme ist der Support.', 'negative'],
    ['Het grootste minpunt van Acme is de app.', 'negative'],
  ],
  'words of another language that spell an English opinion': [
    ['Acme finns bland de största bankerna i Norden.', 'neutral'],
    ['The Acme soup tastes bland and the bread is stale.', 'negative'],
    ['Acme serves a bland, forgettable menu.', 'negative'],
    ['Med Acme ser man vart man kan resa för sin budget.', 'neutral'],
    ['Acme är värt varenda krona.', 'positive'],
    ['Alla fine del mese Acme invia la fattura.', 'neutral'],
    ['Das Hotel Acme hat in jedem Zimmer ein Bad mit Wanne.', 'neutral'],
  ],
  'getting worse, disappointing and not worth it, in every language': [
    ['Acme hat in letzter Zeit stark nachgelassen.', 'negative'],
    ['Acme ha empeorado mucho en el último año.', 'negative'],
    ['Acme è peggiorato dopo il cambio di proprietà.', 'negative'],
    ['Acme is de laatste jaren flink achteruitgegaan.', 'negative'],
    ['A Acme piorou muito desde 2022.', 'negative'],
    ['Acme har försämrats sedan uppköpet.', 'negative'],
    ['Acme ha deluso molti utenti.', 'negative'],
    ['A Acme decepcionou muitos usuários.', 'negative'],
    ['Acme has become notorious for surprise charges.', 'negative'],
    ['Acme is a no-go for privacy-conscious users.', 'negative'],
    ['Acme leaves a lot to be desired.', 'negative'],
    ['Acme ist sein Geld nicht wert.', 'negative'],
    ['Acme ne vaut pas son prix.', 'negative'],
    ['Acme no vale lo que cuesta.', 'negative'],
    ['Acme non vale il prezzo.', 'negative'],
    ['Acme não vale o preço.', 'negative'],
    ['Acme vale il prezzo.', 'positive'],
    ['Acme punches above its weight.', 'positive'],
    ['Acme has a loyal following among runners.', 'positive'],
    ['Die Acme-App zeigt starke Schwankungen beim Akku an.', 'neutral'],
    ['Set no-go zones for the Acme robot in the app.', 'neutral'],
    ['Acme runs a bug bounty program and publishes its audits.', 'neutral'],
    ['Acme bakes a slow-rise sourdough and sells slow cooker kits.', 'neutral'],
    ['Acme lends to customers with bad credit.', 'neutral'],
    ['The Acme Plus plan adds travel insurance and fee-free ATM withdrawals.', 'neutral'],
    ['Acme is a fee-free, fast and reliable broker.', 'positive'],
  ],
  'comparisons and switching between brands, in every language': [
    ['HubSpot ist besser als Acme.', 'negative'],
    ['Acme ist günstiger als HubSpot und genauso gut.', 'positive'],
    ["HubSpot est bien meilleur qu'Acme.", 'negative'],
    ['HubSpot es mucho mejor que Acme.', 'negative'],
    ['HubSpot è migliore di Acme per i team grandi.', 'negative'],
    ['HubSpot is beter dan Acme.', 'negative'],
    ['HubSpot é melhor que a Acme.', 'negative'],
    ['HubSpot är bättre än Acme.', 'negative'],
    ['Acme lags behind HubSpot on reporting.', 'negative'],
    ['HubSpot gilt als Alternative zu Acme.', 'neutral'],
    ['HubSpot is an alternative to Acme.', 'neutral'],
    ['Many teams have switched from Acme to HubSpot.', 'negative'],
    ['Viele Firmen sind von Acme zu HubSpot gewechselt.', 'negative'],
    ['Muchas empresas se han pasado de Acme a HubSpot.', 'negative'],
    ['Export your contacts from Acme to HubSpot in three steps.', 'neutral'],
  ],
  'criticism and friendliness in the other languages': [
    ['Acme a reçu de nombreuses critiques pour sa confidentialité.', 'negative'],
    ['Acme ha recibido muchas críticas por su servicio.', 'negative'],
    ['Acme heeft veel kritiek gekregen op de prijzen.', 'negative'],
    ['Acme ist anfängerfreundlich und übersichtlich.', 'positive'],
    ['Acme hat eine steile Lernkurve.', 'negative'],
  ],
  'Italian and French elided words of more than one letter are read apart ("un\'ottima", "dell\'app")': [
    ["Acme gode di un'ottima reputazione.", 'positive'],
    ["Acme offre un'esperienza eccellente.", 'positive'],
    ["Acme è una scelta dell'ultimo minuto, niente di più.", 'neutral'],
    ["L'app di Acme è un'delusione.", 'negative'],
  ],
  'loving, hating, reputation and ease of use, in every language': [
    ['Die Nutzer lieben Acme.', 'positive'],
    ['Les utilisateurs adorent Acme.', 'positive'],
    ['Los usuarios odian la nueva app de Acme.', 'negative'],
    ['Gebruikers zijn dol op Acme.', 'positive'],
    ['Användarna älskar Acme.', 'positive'],
    ["Users hate Acme's new pricing.", 'negative'],
    ['Acme se ha ganado una gran reputación entre los profesionales.', 'positive'],
    ['Acme har ett gott rykte bland småföretagare.', 'positive'],
    ['Acme a perdu la confiance de ses clients.', 'negative'],
    ['Acme ha perdido la confianza de muchos clientes.', 'negative'],
    ['Die App von Acme ist schwer zu bedienen.', 'negative'],
    ['Acme est facile à utiliser.', 'positive'],
    ["Acme's support is a joke.", 'negative'],
    ['Acme is a pleasure to use.', 'positive'],
    ['Acme is a pain to set up.', 'negative'],
  ],
  'praise "on paper" is taken back; "doch" after a comma turns': [
    ['Acme looks great on paper, but owners report constant connection drops.', 'negative'],
    ['Acme sieht auf dem Papier gut aus, doch Besitzer berichten von ständigen Verbindungsabbrüchen.', 'negative'],
    ['Sur le papier, Acme est séduisant, mais les propriétaires signalent des déconnexions.', 'negative'],
    ['Sobre el papel Acme convence, pero los usuarios denuncian cortes de conexión.', 'negative'],
    ['Acme ist teuer, doch die Qualität ist hervorragend.', 'positive'],
    ['Acme sends paper invoices on request.', 'neutral'],
  ],
  'domain terms and quantities are no opinions': [
    ['Acme sends abandoned-cart emails and abandoned cart reminders.', 'neutral'],
    ['Das Acme-Rad wiegt fast vier Kilo mehr als das Vorgängermodell.', 'neutral'],
    ['Acme costs rise as you add more contacts.', 'neutral'],
  ],
  'less, little and post-placed negators in other languages': [
    ['Veel klanten zijn minder tevreden over Acme.', 'negative'],
    ['Acme ist weniger zuverlässig als früher.', 'negative'],
    ['Acme est moins cher que ses rivaux.', 'positive'],
    ['Acme est au moins fiable.', 'positive'],
    ['Acme es poco fiable.', 'negative'],
    ['Acme est un peu lent.', 'negative'],
    ['Acme est solide, mais nous le recommandons difficilement.', 'negative'],
    ['Acme würde ich nur eingeschränkt empfehlen.', 'negative'],
    ['Acme kann man nur bedingt empfehlen.', 'negative'],
  ],
  'a clear judgement turned from in its sentence implies the other valence': [
    ['Acme is excellent for sharing, but the sync client drops files twice a week.', 'negative'],
    ['Le Acme sono eccellenti, ma la connessione si interrompe di continuo.', 'negative'],
    ['Die Kamera von Acme ist hervorragend, aber der Akku hält kaum einen Tag durch.', 'negative'],
    ['Acme is slow, but the export covers every format we needed.', 'positive'],
    ['Acme es caro, pero la calidad se nota desde el primer día.', 'positive'],
    // "Even so" keeps the praise before it.
    ['La batería de Acme es excelente y, aun así, registra el sueño cada noche.', 'positive'],
    ['Acme ist hervorragend verarbeitet und trotzdem wiegt es nur 300 Gramm.', 'positive'],
    // Across sentences the turn is weighed as before: a reservation, not the other valence.
    ['Acme is excellent. However, pricing starts at $12 per user.', 'positive'],
  ],
  'a negating prefix turns an unknown word against its praise': [
    ['De planning in Acme is onoverzichtelijk.', 'negative'],
    ['Die Oberfläche von Acme ist unübersichtlich.', 'negative'],
    ["L'app di Acme è inaffidabile e scomoda.", 'negative'],
    ['El asiento de Acme es incómodo.', 'negative'],
    ['Acme support has been invaluable to our team.', 'positive'],
    ['Acme is unbeatable for the price.', 'positive'],
  ],
  'the first paragraph under a heading naming the brand goes on about it': [
    ['## Is Acme right for a small studio?\n\nHonestly, it is slow and clumsy for small teams.', 'negative'],
    ['## Acme pricing\n\nThe Starter plan costs $12 per user.', 'neutral'],
  ],
  'choosing the brand for oneself is a verdict, and so is skipping it': [
    ['Para un viaje por Italia, yo reservaría en Acme.', 'positive'],
    ["I'd go with Acme for a five-person team.", 'positive'],
    ['Jag skulle välja Acme för en större villa.', 'positive'],
    ["I'd skip Acme for this use.", 'negative'],
    ['No lo compraría otra vez: Acme tarda demasiado.', 'negative'],
    ["I wouldn't order progressives from Acme.", 'negative'],
    ['For copy trading, Acme is the platform to beat.', 'positive'],
    ["For your team Acme is the option I'd rule out first.", 'negative'],
    ['For a freelancer, Acme is hard to defend.', 'negative'],
  ],
  'instructions and supposed problems are not opinions': [
    ['Clean the Acme filter once a month.', 'neutral'],
    ['If Acme crashes on startup, reinstall the app.', 'neutral'],
    ['Acme lenses come in light-responsive and blue-light-filtering versions.', 'neutral'],
  ],
  'winning a comparison is praise': [
    ['Båda är bra grytor, men för mig vinner Acme.', 'positive'],
    ['Beide sind solide, aber für mich gewinnt Acme.', 'positive'],
    ['For small teams, Acme wins on price.', 'positive'],
  ],
  'nothing better to be found is praise': [
    ['För anonymitet är det svårt att hitta något bättre än Acme.', 'positive'],
    ["For privacy it's hard to find anything better than Acme.", 'positive'],
    ['Pour le prix, difficile de trouver mieux que Acme.', 'positive'],
  ],
  'German "fast" is "almost" before a quantity or "immer"': [
    ['Acme kostet fast 50 Euro im Monat.', 'neutral'],
    ['Acme synchronisiert fast immer im Hintergrund.', 'neutral'],
    ['Acme is fast and reliable.', 'positive'],
    ['Acme supports fast 65W charging and is reliable.', 'positive'],
  ],
  'speed next to a complaint only says how soon it comes': [
    ['Met veel projecten wordt Acme snel onoverzichtelijk.', 'negative'],
    ['Mit vielen Projekten wird Acme schnell unübersichtlich.', 'negative'],
    ['With more than ten seats Acme gets expensive fast.', 'negative'],
    ['Acme is fast and reliable.', 'positive'],
    ['Bij Acme raken de gratis credits snel op.', 'negative'],
  ],
  'Dutch "maar" is also "only"': [
    ['Acme is prima, maar een echte keuken vervangt het niet.', 'negative'],
    ['Acme is betrouwbaar en kost maar een paar euro per maand.', 'positive'],
  ],
  'better options said to exist speak against the brand': [
    ['For this budget Acme is hard to justify: there are better-value options.', 'negative'],
    ['Acme funciona, pero hay opciones mucho más completas por menos dinero.', 'negative'],
    ['Acme ist okay, aber es gibt deutlich bessere Alternativen.', 'negative'],
    ['Acme va bene, ma ci sono opzioni migliori per chi lavora in team.', 'negative'],
    ['Acme offers more flexible options than most rivals.', 'positive'],
    ['In Acme there are more dashboards than in most CRMs.', 'neutral'],
    ['Acme ha opzioni più avanzate per i team.', 'neutral'],
    ['There are plenty of far better options than Acme for this budget.', 'negative'],
    ['Acme is one of the best options for small teams.', 'positive'],
  ],
  'specifications and plan names are not praise': [
    ['Acme pans are oven-safe to 260 °C and dishwasher-safe.', 'neutral'],
    ['Acme watches are water-resistant to 50 m.', 'neutral'],
    ['Multi-currency is included in the Acme Premium plan and the Established plan.', 'neutral'],
    ['Acme is a top-rated CRM.', 'positive'],
  ],
  'a list introduced as complaints or brands to avoid presents bad examples': [
    [
      'Brands people complain about most:\n\n1. **HubSpot** – renewals.\n2. **Acme** – renewals and add-ons.',
      'negative',
    ],
    [
      '## Marken, die man meiden sollte – und warum\n\n- **Acme**: Abo verlängert sich automatisch um zwei Jahre.',
      'neutral',
    ],
    ['Marques à éviter :\n\n- **Acme** – abonnement de 48 mois obligatoire.', 'negative'],
    [
      'Brands with the fewest complaints:\n\n1. **HubSpot** – renewals.\n2. **Acme** – renewals and add-ons.',
      'neutral',
    ],
    [
      'CRMs we tested:\n\n1. **HubSpot** – free plan.\n2. **Acme** – the cheapest rate needs a 48-month prepayment.',
      'neutral',
    ],
  ],
};

describe.each(Object.entries(rules))('judgeSentiment: %s', (_, table) => {
  it.each(table)('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('judgeSentiment: a name ending in "!" does not end its sentence', () => {
  const brand = { ...ACME, name: 'Yumi!', aliases: [], domains: ['yumi.example'] };
  it.each([
    ['Comparado con otros, Yumi! sale muy caro y es lento.', 'negative'],
    ['Yumi! sale a 12 € al mes.', 'neutral'],
  ] as [string, Sentiment][])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, brand)).toBe(expected);
  });
});

describe('scoreOpinion', () => {
  it.each([
    ['great', 1],
    ['not great', -1],
    ['very good', 1.5],
    ['steep learning curve', -1],
    ['as well as support', 0],
    ['not cheap, but fast', 0.625],
    ['not fast or reliable', -1.5],
    ['hard to recommend', -1],
    ['used to be the best', -0.75],
    ['prices were raised', -1],
    ['the fees have gone up', -1],
    ['prices were cut', 0.75],
    ['a lower price', 0.5],
    ['the sync bugs were fixed', 0],
    ['checks for dns leaks', 0],
    ['solves different problems', 0],
    ['can get expensive', -0.75],
    ['slightly expensive', -0.5],
    ['valt tegen', -1],
    ['sehr zuverlassig', 1.5],
    ['pas fiable', -0.75],
    ['je ne le recommande pas', -1.5],
    ['i would not recommend it', -1.5],
    ['no longer recommended', -0.75],
    ['schwer zu empfehlen', -1.25],
    ['should do better', -1],
    ['more expensive than it is', 1],
    ["wouldn't pick it", -1],
    ['a limited warranty', 0],
    ['heavy snow loads', 0],
    ['does not cover cosmetic scuffs', 0],
    ['if the update fails', 0],
    ["as a monitoring tool it's frustrating", -1],
  ])('%j scores %d', (text, score) => {
    expect(scoreOpinion(text)).toBeCloseTo(score);
  });
});

/**
 * The lexicon's families of judgement in every language: each group with sentences per language,
 * praise and criticism, and domain sentences that must stay neutral.
 */
const lexiconCoverage: Record<string, [string, Sentiment][]> = {
  'advising against, regret and disappointment': [
    ['I would advise against Acme for a team of this size.', 'negative'],
    ['Many buyers regret choosing Acme; it was a real letdown.', 'negative'],
    ['Acme is a flop: reviewers were underwhelmed by the new model.', 'negative'],
    ['Für ein kleines Team würde ich von Acme abraten.', 'negative'],
    ['Viele Käufer bereuen den Kauf von Acme.', 'negative'],
    ['Acme war leider ein Reinfall.', 'negative'],
    ['Je déconseillerais Acme pour un usage professionnel.', 'negative'],
    ['Beaucoup de clients regrettent leur achat d’Acme.', 'negative'],
    ['Acme est une vraie déception pour ce prix.', 'negative'],
    ['Desaconsejo Acme si trabajas con archivos grandes.', 'negative'],
    ['Muchos usuarios se arrepienten de haber comprado Acme.', 'negative'],
    ['Acme ha sido una decepción: no lo recomiendo.', 'negative'],
    ['Sconsiglierei Acme per un team di venti persone.', 'negative'],
    ['Molti clienti si sono pentiti di aver scelto Acme.', 'negative'],
    ['Acme è stato una delusione per molti utenti.', 'negative'],
    ['Voor een team van twintig mensen zou ik Acme afraden.', 'negative'],
    ['Acme? Dat raad ik af.', 'negative'],
    ['Acme was voor veel kopers een teleurstelling.', 'negative'],
    ['Desaconselho a Acme para quem precisa de suporte rápido.', 'negative'],
    ['Muitos compradores se arrependem de ter escolhido a Acme.', 'negative'],
    ['A Acme foi uma grande decepção.', 'negative'],
    ['Jag skulle avråda från Acme om du bakar mycket.', 'negative'],
    ['Många ångrar att de köpte Acme.', 'negative'],
    ['Acme är en besvikelse för den som bakar bröd.', 'negative'],
    ['Users praise Acme, and reviewers applauded its new app.', 'positive'],
    ['Les utilisateurs apprécient Acme et vantent son application.', 'positive'],
    ['Los usuarios elogian Acme y aprecian su soporte.', 'positive'],
    ['Gli utenti apprezzano Acme e ne elogiano la semplicità.', 'positive'],
    ['Acme wordt door gebruikers geroemd om zijn eenvoud.', 'positive'],
    ['Os usuários elogiam a Acme pelo suporte.', 'positive'],
    ['Recensenterna hyllar Acme för dess ljud.', 'positive'],
    ['Acme advises against using bleach on the bowl.', 'neutral'],
    ['Acme déconseille le lave-vaisselle pour ses poêles.', 'neutral'],
    ['Acme desaconseja lavar la jarra en el lavavajillas.', 'neutral'],
    ['Acme sconsiglia di lavare la caraffa in lavastoviglie.', 'neutral'],
    ['Acme avråder från att diska locket i maskin.', 'neutral'],
    ['Acme wordt gewaardeerd op twee miljard euro.', 'neutral'],
  ],
  'worth, waste and price': [
    ['Acme is hard to justify at this price.', 'negative'],
    ['Acme is a waste of money; it costs an arm and a leg.', 'negative'],
    ['Acme is money well spent and a steal at $49.', 'positive'],
    ['Acme lohnt sich nicht: reine Geldverschwendung.', 'negative'],
    ['Acme ist ein echtes Schnäppchen und lohnt sich.', 'positive'],
    ['Acme ist für diesen Preis schwer zu rechtfertigen.', 'negative'],
    ['Acme est hors de prix et difficile à justifier.', 'negative'],
    ['Acme vaut le coup, la qualité est au rendez-vous.', 'positive'],
    ['Acme a subi une hausse des prix et des frais cachés.', 'negative'],
    ['Acme no compensa por lo que cuesta.', 'negative'],
    ['Acme sale a cuenta y vale la pena.', 'positive'],
    ['Acme es difícil de justificar con una subida de precios así.', 'negative'],
    ['Acme non conviene: sono soldi buttati.', 'negative'],
    ['Acme vale la pena ed è un ottimo affare per il prezzo.', 'positive'],
    ['Acme ha avuto un aumento dei prezzi e costi nascosti.', 'negative'],
    ['Acme loont niet: het is weggegooid geld.', 'negative'],
    ['Acme loont de moeite en is een koopje.', 'positive'],
    ['Acme is prijzig en heeft verborgen kosten.', 'negative'],
    ['A Acme não compensa no Brasil.', 'negative'],
    ['A Acme é uma pechincha e vale a pena.', 'positive'],
    ['A Acme teve um aumento de preço e tem custos ocultos.', 'negative'],
    ['Acme lönar sig inte, det är bortkastade pengar.', 'negative'],
    ['Acme lönar sig och ger valuta för pengarna.', 'positive'],
    ['Acme är svindyr och har dolda avgifter.', 'negative'],
    ['Acme costs €12 per month and the annual plan is €120.', 'neutral'],
    ['Acme kostet 12 € im Monat.', 'neutral'],
  ],
  'faults, breakdowns and wear': [
    ['Acme died after a month and the enamel chipped.', 'negative'],
    ['Acme is built like a tank and has stood the test of time.', 'positive'],
    ['Acme feels shoddy and the hinge is brittle.', 'negative'],
    ['Acme ist nach drei Monaten kaputtgegangen; viele Kinderkrankheiten.', 'negative'],
    ['Acme geht schnell kaputt.', 'negative'],
    ['Acme ist unverwüstlich und hält ewig.', 'positive'],
    ['Acme überhitzt und die Dichtung ist undicht.', 'negative'],
    ['Acme surchauffe et les plantages sont fréquents.', 'negative'],
    ['Acme est increvable et durable.', 'positive'],
    ['Acme fuit et le couvercle est rouillé.', 'negative'],
    ['Acme se estropea a los pocos meses; muchas averías.', 'negative'],
    ['Acme se rompe rápido.', 'negative'],
    ['Acme es duradero y dura años.', 'positive'],
    ['Acme gotea y el asa está oxidada.', 'negative'],
    ['Acme si rompe facilmente e ha molti malfunzionamenti.', 'negative'],
    ['Acme è durevole e indistruttibile.', 'positive'],
    ['Acme surriscalda e la batteria si scarica.', 'negative'],
    ['Acme gaat snel stuk en heeft veel gebreken.', 'negative'],
    ['Acme is onverwoestbaar en gaat jaren mee.', 'positive'],
    ['Acme loopt vast en is oververhit.', 'negative'],
    ['A Acme quebrou depois de dois meses e está enferrujada.', 'negative'],
    ['A Acme é durável e indestrutível.', 'positive'],
    ['A Acme superaquece e vaza água.', 'negative'],
    ['Acme gick sönder efter ett år och kraschar ofta.', 'negative'],
    ['Acme går snabbt sönder.', 'negative'],
    ['Acme är slitstark och tålig.', 'positive'],
    ['Acme överhettas och läcker vatten.', 'negative'],
    ['Acme covers defects for two years under its warranty.', 'neutral'],
    ['Acme founder John Smith died in 1990; his daughter runs the company.', 'neutral'],
    ['Acme verwendet rostfreien Stahl für den Topf.', 'neutral'],
  ],
  'qualities: looks, comfort, accuracy, support, ease': [
    ['Acme is lovely, stylish and spot-on with its readings.', 'positive'],
    ['Acme is ugly, imprecise and its support is dismissive.', 'negative'],
    ['Acme is my pick, and deservedly so.', 'positive'],
    ['Acme ist schön, präzise und der Support ist hilfsbereit.', 'positive'],
    ['Acme ist ungenau, unbequem und hässlich.', 'negative'],
    ['Acme ist unübersichtlich und die Bedienung ist mühsam.', 'negative'],
    ['Acme est joli, silencieux et le service client est réactif.', 'positive'],
    ['Acme est imprécis, inconfortable et moche.', 'negative'],
    ['Acme est pénible à configurer et le support est injoignable.', 'negative'],
    ['Acme es bonita, cómoda y el soporte es muy amable.', 'positive'],
    ['Acme es fea, incómoda e imprecisa.', 'negative'],
    ['Acme es engorroso y el servicio es maleducado.', 'negative'],
    ['Acme è carina, precisa e il supporto è gentile.', 'positive'],
    ['Acme è scomoda, imprecisa e macchinosa.', 'negative'],
    ['Acme è noiosa da usare e il servizio è scortese.', 'negative'],
    ['Acme is prachtig, nauwkeurig en de klantenservice is behulpzaam.', 'positive'],
    ['Acme is lelijk, onnauwkeurig en oncomfortabel.', 'negative'],
    ['Acme is onoverzichtelijk en de support is onvriendelijk.', 'negative'],
    ['A Acme é bonita, confortável e o suporte é atencioso.', 'positive'],
    ['A Acme é feia, desconfortável e imprecisa.', 'negative'],
    ['A Acme é trabalhosa e o atendimento é demorado.', 'negative'],
    ['Acme är vacker, träffsäker och supporten är hjälpsam.', 'positive'],
    ['Acme är ful, obekväm och felaktig.', 'negative'],
    ['Acme är omständlig och supporten är otrevlig.', 'negative'],
    ['Acme ist schon seit 2015 auf dem Markt.', 'neutral'],
    ['Acme hat einen Silent-Modus und ein Display.', 'neutral'],
    ['Acme tiene un modo silencioso y pantalla táctil.', 'neutral'],
  ],
  'idioms: think twice, not enough, worse still, a catch, hit and miss': [
    ['I would think twice before buying Acme.', 'negative'],
    ['To make matters worse, Acme comes with strings attached.', 'negative'],
    ['Acme is hit-and-miss and its previews are nothing special.', 'negative'],
    ['Bei Acme würde ich mir das zweimal überlegen.', 'negative'],
    ['Für große Teams reicht Acme nicht aus.', 'negative'],
    ['Zu allem Überfluss hat Acme einen Haken.', 'negative'],
    ['Avec Acme, il faut réfléchir à deux fois.', 'negative'],
    ['Pour un grand studio, Acme ne suffit pas.', 'negative'],
    ['Pour ne rien arranger, Acme a un hic : les frais.', 'negative'],
    ['Con Acme hay que pensarlo dos veces.', 'negative'],
    ['Para equipos grandes, Acme no es suficiente.', 'negative'],
    ['Para colmo, Acme tiene trampa.', 'negative'],
    ['Con Acme bisogna pensarci due volte.', 'negative'],
    ['Per un team grande Acme non basta.', 'negative'],
    ['Acme ha ricevuto pareri contrastanti e mi aspettavo di più.', 'negative'],
    ['Bij Acme zou ik twee keer nadenken.', 'negative'],
    ['Voor grote teams is Acme niet genoeg.', 'negative'],
    ['Tot overmaat van ramp is Acme wisselvallig.', 'negative'],
    ['Com a Acme é preciso pensar duas vezes.', 'negative'],
    ['Para equipes grandes, a Acme não basta.', 'negative'],
    ['Para piorar, a Acme tem letra miúda.', 'negative'],
    ['Med Acme ska man tänka två gånger.', 'negative'],
    ['För stora team räcker inte Acme till.', 'negative'],
    ['Till råga på allt är Acme ojämn.', 'negative'],
    ['Acme ist meine Wahl, und zu Recht: es ist erstklassig.', 'positive'],
    ['Acme est mon choix, un coup de cœur.', 'positive'],
    ['Acme es mi elección: una apuesta segura.', 'positive'],
    ['Acme è la mia scelta, una scelta sicura.', 'positive'],
    ['Acme is mijn keuze: een veilige keuze.', 'positive'],
    ['Acme é a minha escolha, uma aposta segura.', 'positive'],
    ['Acme är mitt val och ett tryggt val.', 'positive'],
    ['No basta con instalar Acme: hay que configurar la cuenta.', 'neutral'],
  ],
};

describe.each(Object.entries(lexiconCoverage))('multilingual lexicon coverage: %s', (_, table) => {
  it.each(table)('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe("a mixed answer takes its own verdict's direction: praise does not outweigh advice against the brand", () => {
  it.each<[string, Sentiment]>([
    ['Acme is attractive and cheap, but for a small team I would not recommend it.', 'negative'],
    [
      'Acme is a clever, well-made and very affordable tool. For most sales teams, though, I would not recommend it.',
      'negative',
    ],
    ['Acme ist schön gestaltet, schnell und günstig, aber für Vertriebsteams würde ich davon abraten.', 'negative'],
    ['Acme est élégant, rapide et très bon marché. Je le déconseille donc pour les équipes commerciales.', 'negative'],
    ['Acme es bonito, rápido y barato, pero para equipos de ventas lo desaconsejo.', 'negative'],
    ['Acme è elegante, veloce ed economico, ma per i team di vendita lo sconsiglio.', 'negative'],
    ['Acme is intuitive, fast and affordable, but avoid it if you handle sensitive data.', 'negative'],
    // A verdict for the brand, or a denied one against it, is no verdict against.
    ['Acme is pricey and the reports are basic, but I would recommend it to most small teams.', 'positive'],
    ['Acme is excellent, fast and reliable; I would not avoid it just because it is new.', 'positive'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('a recommendation to avoid the brand is advice against it', () => {
  it.each<[string, Sentiment]>([
    ["I'd recommend avoiding Acme for now.", 'negative'],
    ["Pour une petite équipe, je vous conseillerais plutôt d'éviter Acme.", 'negative'],
    ['Te recomiendo evitar Acme si trabajas con datos sensibles.', 'negative'],
    ['Ti consiglio di evitare Acme per i team di vendita.', 'negative'],
    ['Recomendo evitar a Acme para equipas pequenas.', 'negative'],
    // The avoiding verb of another clause is not the recommendation's object.
    ['I recommend Acme, avoiding the extra setup work.', 'positive'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('a plural of a complaint is a complaint', () => {
  it.each<[string, Sentiment]>([
    ['Several long-term reviewers have reported fan failures with Acme.', 'negative'],
    ['Los usuarios de Acme reportan fallos frecuentes.', 'negative'],
    ['Les utilisateurs d’Acme signalent des plantages fréquents.', 'negative'],
    ['Os utilizadores da Acme relatam falhas frequentes.', 'negative'],
    // Praise has no such reading: "goods" is not "good".
    ['Acme sells household goods online.', 'neutral'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('Polish opinions', () => {
  it.each<[string, Sentiment]>([
    ['Acme jest solidny i bardzo dobrze oceniany przez klientów.', 'positive'],
    ['Acme to świetny wybór, polecam.', 'positive'],
    ['Niestety Acme wypada słabo, a opinie są raczej krytyczne.', 'negative'],
    ['Acme jest wygodny, ale nie polecałbym go zespołom sprzedaży.', 'negative'],
    ['Acme kosztuje 12 euro miesięcznie i działa w przeglądarce.', 'neutral'],
    ['W opiniach powtarzają się skargi na Acme: długi czas odpowiedzi i częste zmiany księgowej.', 'negative'],
    ['Klienci narzekają na Acme, a abonament jest kosztowny.', 'negative'],
    // The same judgements in English, for comparison.
    ['Acme is solid and very well rated by customers.', 'positive'],
    ['Acme is convenient, but I would not recommend it to sales teams.', 'negative'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('a verdict deferred to the reader’s situation praises neither option', () => {
  it.each<[string, Sentiment]>([
    ['The better choice depends on whether your team is cloud-heavy (often favouring Acme) or not.', 'neutral'],
    ['Welche Lösung besser passt, hängt davon ab, ob Sie Support brauchen (dann Acme).', 'neutral'],
    ['Le meilleur choix dépend de votre équipe : Acme pour le cloud, HubSpot pour le reste.', 'neutral'],
    ['La mejor opción depende de tu equipo: Acme para la nube.', 'neutral'],
    ['La scelta migliore dipende dal tuo team: Acme per il cloud.', 'neutral'],
    // Praise that depends on nothing stays praise.
    ['Acme is excellent and reliable; it depends on no other tool.', 'positive'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('the problem a feature handles is no complaint', () => {
  it.each<[string, Sentiment]>([
    ['Acme offers fraud detection and outage alerts.', 'neutral'],
    ['With Acme, phishing triage and vulnerability prioritisation are available as add-ons.', 'neutral'],
    ['Acme includes malware removal and breach monitoring.', 'neutral'],
    // Compounds written as one word carry no complaint either.
    ['Acme bietet Betrugserkennung und Ausfallwarnungen.', 'neutral'],
    ['Acme biedt fraudedetectie en storingsmeldingen.', 'neutral'],
    // The problem itself still is one.
    ['Acme crashes often and its outages last hours.', 'negative'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('naming the brand the best choice is a verdict; negated, one against that praise does not outweigh', () => {
  it.each<[string, Sentiment]>([
    ['For small teams, Acme is the best choice.', 'positive'],
    ['Acme is fast, cheap and the app is great, but for a family of five it isn’t the best fit.', 'negative'],
    ['Acme ist günstig, schnell und bequem, für Vielfahrer aber nicht die beste Wahl.', 'negative'],
    ['Acme es barato, cómodo y muy popular, pero no es la mejor opción para viajes largos.', 'negative'],
    ['Acme est pratique, rapide et abordable, mais ce n’est pas le meilleur choix pour une famille.', 'negative'],
    ['A Acme é barata, rápida e prática, mas não é a melhor escolha para quem viaja muito.', 'negative'],
    ['Acme är billig och snabb men inte det bästa valet för långa resor.', 'negative'],
    [
      "Acme's hardware is attractive and the app is great, but for a restaurant it is often not the best value.",
      'negative',
    ],
    ['Acme is not the best option for heavy users, even though the app is great and fast.', 'negative'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('caution and a conditional "I would avoid" are the answer’s advice against the brand', () => {
  it.each<[string, Sentiment]>([
    [
      'Acme has a clean interface and quick setup, but I’d be cautious about Acme given its billing history.',
      'negative',
    ],
    ['Be wary of Acme if you need reliable support.', 'negative'],
    ['En una terraza muy soleada yo evitaría Acme, aunque el diseño es bonito y ligero.', 'negative'],
    ['Pour un usage intensif, j’éviterais Acme, même si le design est réussi et élégant.', 'negative'],
    ['Con un budget ridotto eviterei Acme, anche se è comodo e leggero.', 'negative'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('caution about the brand, in every language, is the answer’s advice against it', () => {
  it.each<[string, Sentiment]>([
    ['Acme ships quickly, but I would be careful with Acme if you need refunds.', 'negative'],
    ['Bei Acme wäre ich vorsichtig, auch wenn die Preise niedrig sind.', 'negative'],
    ['Vorsicht bei Acme: die Verträge verlängern sich automatisch.', 'negative'],
    ['Je serais prudent avec Acme, même si le site est agréable.', 'negative'],
    ['Ten cuidado con Acme: las renovaciones son automáticas.', 'negative'],
    ['Con Acme sarei cauto, anche se il prezzo è basso.', 'negative'],
    ['Wees voorzichtig met Acme als je snel je geld terug wilt.', 'negative'],
    ['Var försiktig med Acme om du behöver snabb support.', 'negative'],
    ['Tenha cuidado com a Acme: a renovação é automática.', 'negative'],
    // Must not fire: care in use, and caution about something else.
    ['Acme is sharp and fast; be careful when cleaning the blades.', 'positive'],
    ['Acme costs $12 per month; mind the cable when you unpack it.', 'neutral'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('the brand said not to suit the reader is fit denied, and the editors’ pick is a verdict for it', () => {
  it.each<[string, Sentiment]>([
    ['If you trade often, Acme is not for you.', 'negative'],
    ['Für Vielflieger ist Acme nichts für dich.', 'negative'],
    ["Si vous voyagez souvent, Acme n'est pas pour vous.", 'negative'],
    ['Si viajas mucho, Acme no es para ti.', 'negative'],
    ['Se fai trading spesso, Acme invece non fa per te.', 'negative'],
    ['Reis je veel, dan is Acme niet voor jou.', 'negative'],
    ['Acme är inte för dig om du reser mycket.', 'negative'],
    ['**Our pick: Acme** – the calmest of the four.', 'positive'],
    ['**Notre choix n°1 :** Acme.', 'positive'],
    ['Unsere Wahl: Acme, der leiseste der vier.', 'positive'],
    ['**Toppval: Acme** – nätläkare och vårdcentral i samma app.', 'positive'],
    ['**Nuestra elección:** Acme.', 'positive'],
    // Must not fire: an offer for the reader, and a choice left to the reader.
    ['Acme has a plan for you whatever your budget: $9, $19 or $29.', 'neutral'],
    ['Acme costs $12; the choice is yours.', 'neutral'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('marks and judgements credited to others are praise or criticism all the same', () => {
  it.each<[string, Sentiment]>([
    ['Customers give Acme high marks for service.', 'positive'],
    ['Klanten geven Acme hoge cijfers voor de service.', 'positive'],
    ['Los clientes valoran muy positivamente la puntualidad de Acme.', 'positive'],
    ['Acme wird von Nutzern durchweg positiv bewertet.', 'positive'],
    ['Acme est jugé négativement par la plupart des clients.', 'negative'],
    ['Per un uso quotidiano Acme vale la spesa.', 'positive'],
    ['Acme costs $12 per month and ships in two days.', 'neutral'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('the opinions right after "rather than", "instead of" are the alternative’s, not the brand’s', () => {
  it.each<[string, Sentiment]>([
    ['Acme relies on added flavouring rather than good whole leaf.', 'neutral'],
    ['Acme setzt auf Aromen statt auf guten Tee.', 'neutral'],
    ['Acme usa relleno sintético en lugar de buena lana natural.', 'neutral'],
    ['Acme mise sur le marketing plutôt que sur une excellente qualité.', 'neutral'],
    ['Acme gebruikt goedkope vulling in plaats van goede wol.', 'neutral'],
    ['Acme is excellent rather than merely good.', 'positive'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('caution before choosing the brand is advice against it', () => {
  it.each<[string, Sentiment]>([
    ['Acme can work, but I’d be cautious before signing a contract.', 'negative'],
    ['Acme looks polished, but be wary: the renewal terms are strict.', 'negative'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('the brand recommended or picked for a niche only ("only if", "nur wenn", "solo para") is advised against for the rest', () => {
  it.each<[string, Sentiment]>([
    ['For most people I would choose HubSpot; pick Acme only if you want pressure cooking.', 'negative'],
    ['Acme is durable, but many buyers find it tedious; Acme is best only for wheatgrass.', 'negative'],
    ['Acme ist gut nur für sehr kleine Teams.', 'negative'],
    ['Acme est un bon choix seulement si vous avez déjà Outlook.', 'negative'],
    ['Acme es una buena opción solo para quien ya usa Outlook.', 'negative'],
    // Must not fire: a feature that matters only to some, and a plain recommendation.
    ['Acme is the only one listed with LDAC, which matters only if your phone supports it.', 'neutral'],
    ['Acme is a good choice if you already use Outlook.', 'positive'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('"weak" is criticism in every language that has "strong" as praise', () => {
  it.each<[string, Sentiment]>([
    ['Pesquisei a Acme em Lisboa e as avaliações são fracas.', 'negative'],
    ['La batería de Acme es débil y el soporte, flojo.', 'negative'],
    ['Il segnale di Acme è debole in città.', 'negative'],
    ['De ondersteuning van Acme is zwak.', 'negative'],
    ['Podpora Acme je slabá.', 'negative'],
    // Must not fire: a low figure in French, and weakness denied.
    ["Acme a une faible consommation d'énergie et coûte 12 €.", 'neutral'],
    ['El soporte de Acme no es débil: responde en minutos y es excelente.', 'positive'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('hesitating before a verdict negates it; hesitation denied negates nothing', () => {
  it.each<[string, Sentiment]>([
    ["The hardware is decent, but I'd hesitate to recommend Acme to you.", 'negative'],
    ["I'm reluctant to recommend Acme for a team of more than five.", 'negative'],
    ["J'hésiterais à recommander Acme pour une équipe.", 'negative'],
    ['Jag skulle tveka att rekommendera Acme till ett större team.', 'negative'],
    // Must not fire: hesitation denied, and hesitation with no verdict after it.
    ["I wouldn't hesitate to recommend Acme to a small team.", 'positive'],
    ["Je n'hésiterais pas à recommander Acme.", 'positive'],
    ['Jag skulle inte tveka att rekommendera Acme.', 'positive'],
    ["Don't hesitate to contact Acme's support if the import stalls.", 'neutral'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('mild praise shared out between the brand and another ("both", "beide", "ambos") sets neither apart', () => {
  it.each<[string, Sentiment]>([
    ['HubSpot and Acme are both good choices for a small team, and the differences are small.', 'neutral'],
    ['Både HubSpot och Acme är bra val för småföretag.', 'neutral'],
    ['HubSpot en Acme lijken sterk op elkaar: beide zijn online CRM’s.', 'neutral'],
    ['Tanto HubSpot como Acme son buenas opciones; ambos cuestan unos 20 € al mes.', 'neutral'],
    // Must not fire: strong praise of the two still counts, and "both" of other brands is theirs.
    ['Acme und HubSpot liegen vorn: beide sind schnell, günstig und einfach zu bedienen.', 'positive'],
    ['HubSpot and Pipedrive both make decent tools, and Acme is the most recommended CRM of the decade.', 'positive'],
    ['Acme is a good choice and integrates with both HubSpot and Slack.', 'positive'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('another brand chosen "instead", after the brand in the same sentence, passes the brand over', () => {
  it.each<[string, Sentiment]>([
    ["Acme gets the job done, but given the renewal fees I'd pick HubSpot instead.", 'negative'],
    ['Acme est correct et rapide, mais je prendrais plutôt HubSpot.', 'negative'],
    ['Acme funktioniert gut, aber ich würde stattdessen HubSpot empfehlen.', 'negative'],
    ['Acme är okej, men jag rekommenderar HubSpot istället.', 'negative'],
    ['Acme va bene, ma consiglierei piuttosto HubSpot per i team grandi.', 'negative'],
    // Must not fire: no choice of the answer's own, the brand chosen, or "instead of".
    ['Acme is reliable and fast, but HubSpot is instead aimed at large enterprises.', 'positive'],
    ["Between the two, I'd pick Acme instead of HubSpot: it is faster.", 'positive'],
    ['Acme is great; HubSpot, instead, is pricey.', 'positive'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('a clause naming the brand that picks another brand after it recommends the other', () => {
  it.each<[string, Sentiment]>([
    ["Between Acme and HubSpot, I'd go with HubSpot for the integrations.", 'negative'],
    ['Mais entre Acme et HubSpot, je conseillerais HubSpot pour la durabilité.', 'negative'],
    ['Entre Acme y HubSpot, recomiendo HubSpot por el soporte.', 'negative'],
    ["Tra Acme e HubSpot consiglierei HubSpot per l'assistenza.", 'negative'],
    ['I recommend Acme over HubSpot for small teams.', 'positive'],
    ["Acme and HubSpot are both good; I'd recommend Acme for small teams.", 'positive'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('the answer’s summing-up about the brand decides an answer of pros and cons', () => {
  it.each<[string, Sentiment]>([
    ['Acme is slow and the support is poor. On balance, Acme is a good choice for beginners.', 'positive'],
    ['Acme ist langsam und der Support ist schlecht. Fazit: Acme ist für Einsteiger eine gute Wahl.', 'positive'],
    [
      'Acme has a great app, quick onboarding and a friendly community. Overall, Acme is overpriced for what it does.',
      'negative',
    ],
    [
      "Acme est simple et rapide à configurer, et l'appli est claire. En résumé, Acme est trop cher pour ce qu'il offre.",
      'negative',
    ],
    [
      'Acme es lento y el soporte es malo. Las comisiones son altas. En definitiva, Acme es una buena opción para empezar.',
      'positive',
    ],
    // A summing-up that weighs the brand against another is a verdict of fit, not the brand's.
    [
      "Acme's hull is thin and the seat is uncomfortable. Verdict: for light use Acme is great value; for long days HubSpot is the better buy.",
      'neutral',
    ],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('separable advice: "raad ... af", "rate ... ab" advise against, "raad ... aan" recommends', () => {
  it.each<[string, Sentiment]>([
    ['Acme is licht, goedkoop en stevig; voor gevoelige katten raad ik hem af.', 'negative'],
    ['Acme is snel en handig. Voor grote gezinnen raad ik Acme af.', 'negative'],
    ['Acme ist günstig, schnell und hübsch. Für Familien rate ich von Acme eher ab.', 'negative'],
    ['Voor kleine teams raad ik Acme zeker aan.', 'positive'],
    ['De raad van bestuur van Acme komt in maart samen.', 'neutral'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('a problem named as what a service is for is no complaint', () => {
  it.each<[string, Sentiment]>([
    ['Voor klachten is Acme aangesloten bij de geschillencommissie.', 'neutral'],
    ['For complaints, Acme has an ombudsman you can contact.', 'neutral'],
    ['Für Beschwerden hat Acme eine eigene Schlichtungsstelle.', 'neutral'],
    ['Acme receives many complaints about late refunds.', 'negative'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('a French "ne ... que" frame restricts the opinion inside it to one use: a reservation', () => {
  it.each<[string, Sentiment]>([
    ['Acme ne vaut le coup que pour les trajets internationaux.', 'negative'],
    ['Acme ne vaut pas le coup pour un usage quotidien.', 'negative'],
    ['Acme vaut le coup, plus que ses concurrents.', 'positive'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('"issue" before its object is the verb, not a problem', () => {
  it.each<[string, Sentiment]>([
    ['Acme aims to issue a commitment letter within 24 hours.', 'neutral'],
    ['Acme issues the card within three days of approval.', 'neutral'],
    ['Acme has issues with syncing large files.', 'negative'],
    ['Acme has an issue a lot of users report: slow sync.', 'negative'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('a negation right after the verdict verb and its subject turns it (verb-second order)', () => {
  it.each<[string, Sentiment]>([
    ['Acme är snabb och smidig, men för diabetes rekommenderar jag inte Acme som huvudsaklig vårdkontakt.', 'negative'],
    ['Die App ist schön, aber ich empfehle Acme nicht für große Teams mit vielen Projekten.', 'negative'],
    ['Je recommande Acme sans réserve.', 'positive'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('summing-ups in Swedish and Polish, and choosing in the first person', () => {
  it.each<[string, Sentiment]>([
    ['Acme är snabb och smidig. Slutsats: för större företag är Acme för dyrt.', 'negative'],
    ["For most teams I'd go with Acme.", 'positive'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('standing out and being valued by others is praise; a valuation is not', () => {
  it.each<[string, Sentiment]>([
    ['Acme destaca por su enfoque práctico; los empleadores lo valoran mucho.', 'positive'],
    ['Acme spicca per la flessibilità degli orari.', 'positive'],
    ['Acme fue valorado en 2 millones de euros en su última ronda.', 'neutral'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('a verdict line naming no brand judges the brand named last before it', () => {
  it.each<[string, Sentiment]>([
    [
      '## Acme Flow: worth it?\n\n**Pros**\n- Nice app\n\n**Cons**\n- Heavy\n\n**Verdict:** I would not recommend it.',
      'negative',
    ],
    [
      'Acme Flow – krótka recenzja:\n\n**Zalety**\n- Ładny wygląd\n\n**Wady**\n- Głośne przy chodzeniu\n\n**Werdykt:** nie polecam.',
      'negative',
    ],
    ['## Acme Flow\n\n**A favor**\n- Muy cómoda\n\n**Veredicto:** no la recomiendo para empezar.', 'negative'],
    ['## Acme Flow\n\n**Contras**\n- Cara\n\n**Veredito:** eu recomendo para quem viaja muito.', 'positive'],
    ['Acme Flow en bref :\n\n**Verdict :** je le recommande sans hésiter.', 'positive'],
    // Controls: the verdict names another brand, or another brand was named after the brand.
    ['Acme is slow and clunky.\n\n**Verdict:** I would recommend HubSpot instead.', 'negative'],
    [
      'Acme is fine for light use.\n\nHubSpot is the other option.\n\n**Verdict:** I would not recommend it.',
      'neutral',
    ],
    ['**Verdict:** I would not recommend it.\n\nAcme is a CRM founded in 2015.', 'neutral'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('a table row with clearly more weaknesses than strengths (or the reverse) judges its brand', () => {
  const table = (header: string, row: string) =>
    `${header}\n|---|---|---|\n| HubSpot | stable, fast | pricey |\n${row}\n\nBoth ship worldwide.`;
  it.each<[string, Sentiment]>([
    [table('| Brand | Pros | Cons |', '| Acme | cheap | slow delivery, thin walls, rude support |'), 'negative'],
    [table('| Marke | Stärken | Schwächen |', '| Acme | – | Sohle nutzt sich ab, drückt an der Ferse |'), 'negative'],
    [table('| Marca | Lo mejor | Lo peor |', '| Acme | — | se rompe, vibra, precio excesivo |'), 'negative'],
    [table('| Marchio | Pro | Contro |', '| Acme | prezzo basso | si rovina, chiusure fragili, lenta |'), 'negative'],
    [table('| Marka | Zalety | Wady |', '| Acme | – | głośne, rysuje się, szczeliny |'), 'negative'],
    [
      table('| Model | What owners like | What owners dislike |', '| Acme | low price | flimsy hinges; jams; leaks |'),
      'negative',
    ],
    [table('| Brand | Strengths | Weaknesses |', '| Acme | light, warm, packs small | – |'), 'positive'],
    // Controls: balanced cells, or no columns of strengths and weaknesses.
    [table('| Brand | Pros | Cons |', '| Acme | cheap, light | slow delivery |'), 'neutral'],
    [table('| Brand | Material | Sizes |', '| Acme | nylon, leather, cotton | S, M, L, XL |'), 'neutral'],
    [table('| Brand | Best for | Notes |', '| Acme | families | cabins, play areas, restaurants |'), 'neutral'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('materials giving way are complaints, in every language', () => {
  it.each<[string, Sentiment]>([
    ['Acme hinges corrode within a season and the straps fray.', 'negative'],
    ['Owners say the Acme lid corrodes near the clasp.', 'negative'],
    ['Chez Acme, les coutures lâchent et le cuir se raye au moindre contact.', 'negative'],
    ['O tecido da Acme desbota depois de poucas lavagens.', 'negative'],
    ['La placcatura di Acme si rovina dopo pochi mesi.', 'negative'],
    ['Las suelas de Acme se despegan al cabo de un año.', 'negative'],
    ['Panele Acme pękają przy montażu, a powierzchnia łatwo się rysuje.', 'negative'],
    ['De verf van Acme bladdert na een winter al af.', 'negative'],
    ['Acme-taket rostar redan efter två vintrar.', 'negative'],
    // Controls: a striped design, a stated resistance, a spec.
    ['La chemise Acme rayée bleu et blanc se porte avec un jean.', 'neutral'],
    ['Acme sells a fade-resistant dye for outdoor cushions.', 'neutral'],
    ['La camiseta de rayas de Acme cuesta 20 euros.', 'neutral'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('a limit stated as a quota describes a plan, and "se décline" is no decline', () => {
  it.each<[string, Sentiment]>([
    ['The Acme free plan is limited to three boards.', 'neutral'],
    ['The Acme free plan includes a limited number of AI prompts per month.', 'neutral'],
    ['El plan gratuito de Acme está limitado a tres tableros.', 'neutral'],
    ['Der kostenlose Acme-Tarif ist auf drei Boards begrenzt.', 'neutral'],
    ['Le sac Acme se décline en trois tailles et quatre couleurs.', 'neutral'],
    // Controls: a limit judged, a decline reported.
    ['Acme support is limited and slow.', 'negative'],
    ["Les ventes d'Acme déclinent depuis deux ans.", 'negative'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('what outweighs praise turns it; what outweighs drawbacks turns them', () => {
  it.each<[string, Sentiment]>([
    ['Acme is capable, but its billing problems outweigh its strengths.', 'negative'],
    ["For most teams Acme's benefits clearly outweigh the drawbacks.", 'positive'],
    ['The downsides of Acme outweigh the advantages for small shops.', 'negative'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('a choice deferred to the reader, in more words and languages', () => {
  it.each<[string, Sentiment]>([
    ['Welche Marke besser passt, hängt fast nur von deinem Fuß ab – Acme oder HubSpot.', 'neutral'],
    ['La scelta migliore dipende soprattutto dal budget: Acme o HubSpot.', 'neutral'],
    ['Lepszy wybór zależy głównie od budżetu: Acme albo HubSpot.', 'neutral'],
    ['Which is better, Acme or HubSpot, comes down to your budget.', 'neutral'],
    // Control: praise that defers nothing.
    ['Acme passt am besten zu kleinen Teams und ist sehr zuverlässig.', 'positive'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('a table cell of several faults is criticism, not a feature', () => {
  const table = (row: string) =>
    `| Model | Price | Notes |\n|---|---|---|\n| HubSpot One | $$ | smooth, lasts years |\n${row}\n\nPrices vary by shop.`;
  it.each<[string, Sentiment]>([
    [table('| Acme Pro | $ | poor sealing, springs break, corrodes quickly |'), 'negative'],
    [table('| Acme Pro | 90 € | słaba, zamki pękają, krawędzie puchną |'), 'negative'],
    [table('| Acme Pro | 90 € | fragile, si rovina presto, lenta |'), 'negative'],
    // Controls: one mild reservation, or features.
    [table('| Acme Pro | $ | a bit slow to set up |'), 'neutral'],
    [table('| Acme Pro | $$ | quiet, easy to clean |'), 'neutral'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('fame and pace compounds name facts and features; choosing in more languages', () => {
  it.each<[string, Sentiment]>([
    ['Acme is the best-known name in roof boxes, founded in 1942.', 'neutral'],
    ['Acme boxes use quick-mount clamps and dual-side opening.', 'neutral'],
    ['The Acme charger supports fast-charging over USB-C.', 'neutral'],
    ['Pour un usage quotidien, je partirais sur Acme.', 'positive'],
    ['Do biura wybrałbym Acme.', 'positive'],
    ['Para la oficina optaría por Acme.', 'positive'],
    // Controls: pace and ease as praise.
    ['Acme is quick and easy to mount.', 'positive'],
    ['Acme is super-fast and very reliable.', 'positive'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('leaving much to be desired, failing after a while, worth its price, noted for', () => {
  it.each<[string, Sentiment]>([
    ['O atendimento da Acme deixa a desejar.', 'negative'],
    ['Der Kundendienst von Acme lässt zu wünschen übrig.', 'negative'],
    ["L'assistenza di Acme lascia a desiderare.", 'negative'],
    ['El soporte de Acme deja mucho que desear.', 'negative'],
    ['De klantenservice van Acme laat te wensen over.', 'negative'],
    ['Obsługa klienta Acme pozostawia wiele do życzenia.', 'negative'],
    ['Acme kundtjänst lämnar mycket övrigt att önska.', 'negative'],
    ['The Acme hinges break within months.', 'negative'],
    ['Acme nie jest warta swojej ceny.', 'negative'],
    ['Acme jest warta swojej ceny.', 'positive'],
    ['Acme is noted for its reliable motor.', 'positive'],
    // Controls: a coffee break, a wish, fighting a problem.
    ['Acme machines make a quick coffee break easy to enjoy.', 'positive'],
    ['Acme helps shops fight fraud and chargebacks.', 'neutral'],
    ['Acme bekämpft Betrug bei Online-Zahlungen.', 'neutral'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('an aside granted against the drift ("to be fair", "immerhin") weighs as a concession', () => {
  it.each<[string, Sentiment]>([
    ['Acme is unreliable and its support is slow. To be fair, the app looks nice.', 'negative'],
    ['Acme ist unzuverlässig und der Support ist langsam. Immerhin sieht die App gut aus.', 'negative'],
    ['Acme es poco fiable y el soporte es lento. Eso sí, la app es bonita.', 'negative'],
    ['Acme jest zawodna, a obsługa jest wolna. Trzeba przyznać, że aplikacja jest ładna.', 'negative'],
    ['Acme is excellent and very reliable. Admittedly, setup is a little slow.', 'positive'],
    // Control: the same praise without the aside opener counts in full.
    ['Acme is unreliable and its support is slow. The app looks nice and the hardware is excellent.', 'neutral'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('a first-person choice with its verb last, and list places in Polish', () => {
  const list = (a: string, b: string, c: string, closing: string) =>
    `1. **Zylo** – ${a}\n2. **Acme** – ${b}\n3. **HubSpot** – ${c}\n\n${closing}`;
  it.each<[string, Sentiment]>([
    [list('robust', 'leicht', 'günstig', 'Für Reisen würde ich zur zweiten Option greifen.'), 'positive'],
    [list('stevig', 'licht', 'goedkoop', 'Voor op reis zou ik voor de tweede optie gaan.'), 'positive'],
    [list('stabil', 'lätt', 'billig', 'För resor skulle jag välja det andra alternativet.'), 'positive'],
    [list('solidny', 'lekki', 'tani', 'Do podróży wybrałbym drugą opcję.'), 'positive'],
    ['Ich würde mich für Acme entscheiden.', 'positive'],
    ['Für große Teams würde ich Acme nicht nehmen.', 'negative'],
    // Controls: another place, another brand picked instead, a frame without a verb of choosing.
    [list('solidny', 'lekki', 'tani', 'Do podróży wybrałbym pierwszą opcję.'), 'neutral'],
    ['Statt Acme würde ich für große Teams mit vielen Standorten eher HubSpot nehmen.', 'neutral'],
    ['Acme würde ich im Winter öfter reinigen.', 'neutral'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('praise "on paper" that practice takes back, and disappointing as a verb', () => {
  it.each<[string, Sentiment]>([
    ['Acme parece buena sobre el papel, pero en la práctica decepciona.', 'negative'],
    ['Acme sembra ottima sulla carta, ma nella pratica delude.', 'negative'],
    ['Acme ziet er op papier goed uit, maar stelt in de praktijk teleur.', 'negative'],
    ['Acme parece ótima no papel, mas na prática decepciona.', 'negative'],
    // Controls: practicality as praise, practice as a fact.
    ['Acme es muy práctica y cómoda para viajar.', 'positive'],
    ['En la práctica, Acme se instala en diez minutos.', 'neutral'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('praise set against the brand ("unlike Acme, …") is the other brand’s, and criticism of this one', () => {
  const items = (lead: string) => `1. **HubSpot** – ${lead}\n2. **Acme** – a CRM for small teams.`;
  it.each<[string, Sentiment]>([
    [items('unlike Acme, its sync is reliable and support answers within hours.'), 'negative'],
    [items('im Gegensatz zu Acme ist die Synchronisierung zuverlässig.'), 'negative'],
    [items('a diferencia de Acme, la sincronización es fiable.'), 'negative'],
    [items('contrairement à Acme, la synchronisation est fiable.'), 'negative'],
    [items('a differenza di Acme, la sincronizzazione è affidabile.'), 'negative'],
    [items('in tegenstelling tot Acme is de synchronisatie betrouwbaar.'), 'negative'],
    [items('ao contrário da Acme, a sincronização é confiável.'), 'negative'],
    [items('w przeciwieństwie do Acme synchronizacja jest niezawodna.'), 'negative'],
    // Controls: a likeness, and the brand itself set against others.
    [items('like Acme, it syncs contacts.'), 'neutral'],
    ['Unlike most CRMs, Acme is fast and reliable.', 'positive'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('French "ne … plus", elided or not, negates what follows as "no longer" does', () => {
  it.each<[string, Sentiment]>([
    ["Acme n'est plus fiable depuis la dernière mise à jour.", 'negative'],
    ["Acme n'est plus aussi rapide qu'avant.", 'negative'],
    ['Acme ne propose plus de bon support en français.', 'negative'],
    ["Acme n'offre plus un service fiable.", 'negative'],
    ["Acme n'est plus la meilleure option pour les petites équipes.", 'negative'],
    // "No more problems" is praise; "n'a plus que" is "nothing but".
    ["Acme n'a plus de problèmes de synchronisation.", 'positive'],
    ["Acme n'a plus que des défauts.", 'negative'],
    // Controls: "plus" as "more", and "ne … pas plus".
    ['Acme est plus fiable que ses concurrents.', 'positive'],
    ['Acme est encore plus rapide depuis la mise à jour.', 'positive'],
    ["Acme n'est pas plus cher que ses concurrents.", 'positive'],
    ["Acme, qui n'existait pas il y a cinq ans, est plus fiable que ses concurrents.", 'positive'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('slower as a comparative, and lacking what one needs, in more languages', () => {
  it.each<[string, Sentiment]>([
    ['Acme är långsammare än konkurrenterna.', 'negative'],
    ['Acme jest wolniejszy od konkurencji i brakuje mu eksportu.', 'negative'],
    ['Acme er langsommere end konkurrenterne.', 'negative'],
    ['Acme fehlt eine Exportfunktion, und der Support ist langsam.', 'negative'],
    ['Acme carece de exportación y el soporte es lento.', 'negative'],
    ["Acme manque de fonctions d'export et le support est lent.", 'negative'],
    ["Ad Acme manca l'esportazione e l'assistenza è lenta.", 'negative'],
    // Controls: lacking alone is mild; the positive comparative stays praise.
    ['Acme saknar export till Excel.', 'neutral'],
    ['Acme ist schneller als die Konkurrenz.', 'positive'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });

  it.each<[string, number]>([
    ['saknar export', -0.5],
    ['brakuje eksportu', -0.5],
    ['manque de fonctions', -0.5],
    // Negated, lacking is plenty.
    ['nie brakuje funkcji', 0.375],
    ['ne manque pas de fonctions', 0.375],
    ['non manca nulla', 0.375],
  ])('%j scores %d', (text, score) => {
    expect(scoreOpinion(text)).toBeCloseTo(score);
  });
});

describe('Japanese plain praise and complaint words, and "good points" as a label', () => {
  it.each<[string, Sentiment]>([
    ['Acmeのアプリは使いやすく、設定も簡単です。', 'positive'],
    ['Acmeは動作が安定していて、画面も鮮明です。', 'positive'],
    ['Acmeはサポートが手厚いと評価が高いです。', 'positive'],
    ['Acmeは専門家からも高く評価されています。', 'positive'],
    ['Acmeは同期が不安定で、夜の写真が暗いです。', 'negative'],
    ['Acmeは接続切れが多く、購入には注意が必要です。', 'negative'],
    // Controls: negated praise, a label, a plain fact.
    ['Acmeの設定はあまり簡単ではありません。', 'negative'],
    ['良い点：Acmeは東京の会社です。', 'neutral'],
    ['Acmeは東京の会社です。', 'neutral'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('columns of strengths and weaknesses in Czech, Turkish, Japanese, Chinese, Korean', () => {
  const table = (pros: string, cons: string, good: string, bad: string) =>
    `| Značka | ${pros} | ${cons} |\n|---|---|---|\n| Acme | ${good} | ${bad} |\n| Zeta | x | y |`;
  it.each<[string, Sentiment]>([
    [table('Výhody', 'Nevýhody', 'cena', 'hluk, váha, baterie'), 'negative'],
    [table('Klady', 'Zápory', 'cena, hluk, váha', 'baterie'), 'positive'],
    [table('Artılar', 'Eksiler', 'fiyat', 'gürültü, ağırlık, pil'), 'negative'],
    [table('長所', '短所', '価格', '騒音、重さ、電池'), 'negative'],
    [table('メリット', 'デメリット', '価格、重さ、電池', '騒音'), 'positive'],
    [table('优点', '缺点', '价格', '噪音，重量，电池'), 'negative'],
    [table('장점', '단점', '가격', '소음, 무게, 배터리'), 'negative'],
    // Controls: a balanced row, and columns that are not strengths and weaknesses.
    [table('長所', '短所', '価格、重さ', '騒音、電池'), 'neutral'],
    [table('Cena', 'Váha', 'levná', 'hluk, váha, baterie'), 'neutral'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('Czech adjectives in their other cases, the best choice in Danish, Czech and Turkish, Chinese slow and fast', () => {
  it.each<[string, Sentiment]>([
    ['Acme nemá dobrou podporu.', 'negative'],
    ['Acme má dobrou podporu a spolehlivou aplikaci.', 'positive'],
    ['Acme je kvůli pomalým aktualizacím a drahým tarifům horší.', 'negative'],
    ['Acme er det bedste valg til små hold.', 'positive'],
    ['Acme er ikke det bedste valg til små hold.', 'negative'],
    ['Acme není nejlepší volba pro velké firmy.', 'negative'],
    ['Küçük ekipler için Acme en iyi seçenek.', 'positive'],
    ['Acme速度慢，价格贵。', 'negative'],
    ['Acme速度很快，值得推荐。', 'positive'],
    // Controls: "很快" as "soon", a plain Czech and Danish fact.
    ['Acme很快就会推出新版本。', 'neutral'],
    ['Acme má sídlo v Praze.', 'neutral'],
    ['Acme har kontor i København.', 'neutral'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('praise credited to users, and first-person choices, in Turkish, Danish, Czech, Korean, Chinese', () => {
  it.each<[string, Sentiment]>([
    ["Kullanıcılar Acme'nin desteğini övüyor.", 'positive'],
    ["Küçük ekipler için Acme'yi tercih etmem.", 'negative'],
    ['Brugerne roser Acme for den hurtige support.', 'positive'],
    ['Til små hold ville jeg vælge Acme.', 'positive'],
    ['Til små hold ville jeg ikke vælge Acme.', 'negative'],
    ['Uživatelé Acme chválí za rychlou podporu.', 'positive'],
    ['Pro malý tým bych Acme nevybral.', 'negative'],
    ['사용자들은 Acme의 고객 지원을 칭찬합니다.', 'positive'],
    ['用户对Acme评价很高。', 'positive'],
    ['Acme有很多问题。', 'negative'],
    // Controls: "ville" as "wanted" without a first-person subject, French "ville", a question.
    ['Acme ville gerne vokse i Norden.', 'neutral'],
    ["Le siège d'Acme est en ville.", 'neutral'],
    ['关于Acme的问题，请联系客服。', 'neutral'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('worth the money, and complaints said to be absent, in Turkish, Danish, Czech, Chinese', () => {
  it.each<[string, Sentiment]>([
    ['Acme paraya değer.', 'positive'],
    ['Acme parasına değmez.', 'negative'],
    ['Acme er pengene værd.', 'positive'],
    ['Acme er ikke pengene værd.', 'negative'],
    ['Acme stojí za to.', 'positive'],
    ['Acme nestojí za to.', 'negative'],
    ['Acme不值得买。', 'negative'],
    ['Acme太贵了。', 'negative'],
    ['Acme hakkında şikayet yok.', 'positive'],
    // Controls: "yok" after no opinion; "değil" still turns praise; "worth it" unnegated stays praise.
    ["Acme'nin Türkiye'de ofisi yok.", 'neutral'],
    ['Acme iyi değil.', 'negative'],
    ['Acme值得买。', 'positive'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('capitalised words opening a quotation name a feature, as capitalised words in running text do', () => {
  it.each<[string, Sentiment]>([
    ['Acme comes with a steel basket and an "Easy Clean" filter.', 'neutral'],
    ['Acme hat einen „Smart Fill“-Modus und einen Timer.', 'neutral'],
    ['Acme has a "Perfect Crisp" setting and a timer.', 'neutral'],
    // Controls: praise quoted in lower case, and one capitalised word in quotes, stay praise.
    ['Reviewers call Acme "great value" and "very reliable".', 'positive'],
    ['Acme is "Great" for small teams.', 'positive'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('a hedged complaint ("on the small side") and wearing thin with time ("gets repetitive")', () => {
  it.each<[string, Sentiment]>([
    [
      'The Acme kit is cheap, but the pans are on the small side and the recipes get old; the app gets repetitive.',
      'negative',
    ],
    [
      'Acme is affordable, but the seats are on the heavy side and the playlist becomes repetitive after a week.',
      'negative',
    ],
    ['Das Acme-Menü wird schnell eintönig.', 'negative'],
    ["Le menu d'Acme devient répétitif au bout d'un mois.", 'negative'],
    ['El menú de Acme se vuelve repetitivo después de un mes.', 'negative'],
    ['Il menu di Acme diventa ripetitivo dopo un mese.', 'negative'],
    // Controls: a side as a place, repetitive tasks automated.
    ['Acme sits on the left side of the dashboard.', 'neutral'],
    ['Acme automates repetitive tasks.', 'neutral'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});
