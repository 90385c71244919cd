/** The address policy is shared with the webhook sender (notifications): it lives in #common. */
export { type AddressVerdict, judgeAddress } from '#common';
