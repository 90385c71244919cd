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
    [
      'According to Trustpilot, Acme has a 4.6-star rating from over 3,000 reviews, with customers highlighting fast support.',
      'positive',
    ],
    ['Acme is a CRM. Its main selling point is a visual pipeline, and it integrates with Gmail.', 'neutral'],
    ['Acme: 4/5. Solid core features, but the mobile app needs work.', 'neutral'],
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
  'acronyms and set phrases are not opinions': [
    ['SEM and SEO teams love Acme for its excellent reporting.', 'positive'],
    ['Acme works with HubSpot in stark contrast to most rivals.', 'neutral'],
    ['Acme handles large imports poorly.', 'negative'],
    ['Users are unhappy about slow support at Acme.', 'negative'],
  ],
};

describe.each(Object.entries(rules))('judgeSentiment: %s', (_, table) => {
  it.each(table)('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
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
  ])('%j scores %d', (text, score) => {
    expect(scoreOpinion(text)).toBeCloseTo(score);
  });
});
