export { type AddressVerdict, judgeAddress } from './address-policy.js';
export { isIpLiteral } from './ip-literal.js';
export { hostOf, registrableDomain } from './registrable-domain.js';
export { retryAfterFromHeaders } from './retry-after.js';
export { normaliseWebsiteUrl } from './website-url.js';
