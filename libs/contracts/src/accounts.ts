/** accounts service: accounts, API keys, credit ledger, teams and sharing. */
export const ACCOUNTS = {
  authenticate: 'accounts.authenticate',
  get: 'accounts.get',
  sharedAgents: 'accounts.shared-agents',
  reserveCredits: 'accounts.credits.reserve',
  settleCredits: 'accounts.credits.settle',
  refundCredits: 'accounts.credits.refund',
  grantCredits: 'accounts.credits.grant',
  createAccount: 'accounts.admin.create-account',
  createKey: 'accounts.admin.create-key',
  revokeKey: 'accounts.admin.revoke-key',
  createTeam: 'accounts.admin.create-team',
  addTeamMember: 'accounts.admin.add-team-member',
  shareAgent: 'accounts.admin.share-agent',
} as const;

export const PLANS = ['free', 'starter', 'pro'] as const;
export type Plan = (typeof PLANS)[number];

export interface AuthenticateRequest {
  apiKey: string;
}
export interface AuthenticatedCaller {
  accountId: string;
  plan: Plan;
  keyPrefix: string;
}

export interface GetAccountRequest {
  accountId: string;
}
export interface AccountView {
  accountId: string;
  email: string;
  plan: Plan;
  creditBalance: number;
  creditWarning: string | null;
}

export interface SharedAgentsRequest {
  accountId: string;
}
/** Agents shared with the account through its teams (owned agents live in catalog). */
export interface SharedAgentsResponse {
  syntheticIds: number[];
}

export interface ReserveCreditsRequest {
  accountId: string;
  /** Idempotency key: the scan id. A retried reserve with the same reference charges once. */
  reference: string;
  amount: number;
}
export interface CreditsResponse {
  accountId: string;
  creditBalance: number;
  /** Credits still held by this reference after the operation. */
  held: number;
}

export interface SettleCreditsRequest {
  reference: string;
  /** Credits actually owed; the rest of the reservation is released. */
  amount: number;
}
export interface RefundCreditsRequest {
  reference: string;
  /** Credits to give back from what this reference was charged; omit to refund all of it. */
  amount?: number;
  reason: string;
}
export interface GrantCreditsRequest {
  accountId: string;
  amount: number;
  reason?: string;
}

export interface CreateAccountRequest {
  email: string;
  plan: Plan;
  credits?: number;
}
export interface CreateAccountResponse {
  accountId: string;
  apiKey: string;
  plan: Plan;
  creditBalance: number;
}
export interface CreateKeyRequest {
  accountId: string;
}
export interface CreateKeyResponse {
  accountId: string;
  apiKey: string;
  keyPrefix: string;
}
export interface RevokeKeyRequest {
  keyPrefix: string;
}
export interface RevokeKeyResponse {
  keyPrefix: string;
  revoked: boolean;
}
export interface CreateTeamRequest {
  name: string;
  ownerAccountId: string;
}
export interface TeamResponse {
  teamId: string;
  name: string;
  ownerAccountId: string;
  members: string[];
  sharedSyntheticIds: number[];
}
export interface AddTeamMemberRequest {
  teamId: string;
  accountId: string;
}
export interface ShareAgentRequest {
  teamId: string;
  syntheticId: number;
}
