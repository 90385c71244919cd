import { describe, expect, it } from 'vitest';
import { findPosition } from './position-finder.js';
import { ACME, NIKE_RIVAL } from './test-brands.js';

const cases: [string, string, number][] = [
  ['not mentioned', 'HubSpot and Pipedrive lead the market.', 0],
  ['numbered list', '1. **HubSpot** – free\n2. **Pipedrive** – visual\n3. **Acme** – cheap', 3],
  ['bulleted list', '- HubSpot is popular.\n- Acme is cheap.\n- Close is for calls.', 2],
  ['headings', '## Best CRMs\n\n### 1. Pipedrive\nText.\n\n### 2. Acme\nText.', 2],
  ['table rows', '| CRM | Price |\n|---|---|\n| HubSpot | Free |\n| Salesforce | $25 |\n| Acme | $12 |', 3],
  ['top pick lines', 'Top pick: Salesforce — deep.\nBudget pick: Acme — cheap.\nRunner-up: HubSpot — easy.', 2],
  ['numbering continues across lists', 'Road:\n1. Pipedrive\n2. HubSpot\n\nTrail:\n1. Salesforce\n2. Acme', 4],
  [
    'named only inside another item',
    '- **HubSpot** – free\n- **Pipedrive** – often compared with Acme\n- **Zoho** – cheap',
    2,
  ],
  ['named in a sub-bullet', '1. **HubSpot**\n   - Pros: free\n2. **Pipedrive**\n   - Cheaper than Acme', 2],
  [
    'sub-bullets do not count as options',
    '1. **HubSpot**\n   - Pros: free\n   - Cons: pricey\n2. **Acme**\n   - Pros: cheap',
    2,
  ],
  ['prose ordinal', 'HubSpot and Salesforce lead, while Acme is a newer option.', 3],
  ['prose, brand first', 'Acme is cheaper than HubSpot.', 1],
  ['intro mention before a list', 'Acme is fine, but consider:\n1. HubSpot\n2. Pipedrive', 1],
  [
    'criteria items are not options',
    'Key factors:\n- **Budget**: low\n- **Cadence**: weekly\n\nOptions:\n1. **HubSpot** – free\n2. **Acme** – cheap',
    2,
  ],
  ['a heading grouping sections is not an option', '## Sales-first\n### Close\nCalls.\n### Acme\nCheap.', 2],
  [
    'criteria rows of a brand-column table are not options',
    '| | HubSpot | Acme |\n|---|---|---|\n| Views | 5 | 3 |',
    2,
  ],
];

describe('findPosition', () => {
  it.each(cases)('%s', (_, text, expected) => {
    expect(findPosition(text, ACME)).toBe(expected);
  });

  it('reads product names as the brand presenting them', () => {
    const text = '1. **Nike Pegasus 41** – versatile\n2. **Brooks Ghost 16** – soft\n3. **Hoka Clifton 9** – light';
    expect(findPosition(text, NIKE_RIVAL)).toBe(2);
  });
});
