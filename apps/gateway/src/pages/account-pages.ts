import { serviceContext } from '../edge/service-context.js';
import { esc, page } from './html.js';

/**
 * The pages SIGNUP_URL and UPGRADE_URL lead to by default: this service has no self-service signup
 * or billing, so they say plainly who creates keys and grants credits, and that a deployment with
 * its own pages points those settings there (docs/operations.md).
 */
export function renderSignupPage(): string {
  const text =
    'This deployment has no self-service signup: API keys are issued by its operator. Ask them for a key ' +
    '(it starts with "vis_" and is shown once), then send it with every request in the x-api-key header.';
  return page(
    'Get an API key',
    `<section><h1>Get an API key</h1><p>${esc(text)}</p>
<p>Operators create an account and its first key with the operator CLI:</p>
<pre>npm run cli -- account create --email you@example.com --plan starter</pre>
<p>A deployment with its own signup page sets <code>SIGNUP_URL</code> to it; 401 answers then point there.</p>
<p>Only <code>GET /api/visibility/score</code> works without a key. The API reference is at <a href="/api/docs">/api/docs</a>.</p></section>`,
    serviceContext({ what_you_are_seeing: text }),
  );
}

export function renderUpgradePage(): string {
  const text =
    'This deployment has no self-service billing: plans and credits are managed by its operator. Ask them for ' +
    'more credits, or lower maxQueries / use mode "batch" (1 credit per run instead of 3).';
  return page(
    'More credits',
    `<section><h1>More credits</h1><p>${esc(text)}</p>
<p>Operators add credits to an account with the operator CLI:</p>
<pre>npm run cli -- credits grant --account acc_… --amount 1000 --reason "upgrade"</pre>
<p>A deployment with its own billing page sets <code>UPGRADE_URL</code> to it; 402 answers and credit warnings then point there.</p>
<p><code>GET /api/visibility/account</code> shows your plan and balance.</p></section>`,
    serviceContext({ what_you_are_seeing: text }),
  );
}
