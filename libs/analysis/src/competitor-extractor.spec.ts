import { describe, expect, it } from 'vitest';
import { extractCompetitors } from './competitor-extractor.js';
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
    ['sentence-case items need a verb', '- Integrates with Slack\n- Pipedrive is sales-first', ['Pipedrive']],
    [
      'a known competitor written in lower case as an ordinary word',
      'The salesforce of a small agency is two people. **Close** – calls.',
      ['Close'],
    ],
    ['a known competitor written as its domain', 'Compare plans on pipedrive.com before you buy.', ['Pipedrive']],
    ['German über is not a name', 'Mehr über die Preise von **Close** lesen.', ['Close']],
  ])('%s', (_, text, expected) => {
    expect(extractCompetitors(text, ACME)).toEqual(expected);
  });

  it.each([
    ['product of a known brand', '1. **Nike Pegasus 41**\n2. **Brooks Ghost 16**', ['Nike']],
    ['product line after an unknown brand', '- **Saucony Endorphin Speed 4** – fast', ['Saucony']],
    ['two-word brand kept', '- **New Balance** – wide fits', ['New Balance']],
    ['product line folded into a brand named elsewhere', '- **Asics**\n- **Asics Gel Nimbus 26**', ['Asics']],
  ])('reduces %s', (_, text, expected) => {
    expect(extractCompetitors(text, NIKE_RIVAL)).toEqual(expected);
  });
});
