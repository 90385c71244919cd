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
  /**
   * Published (core NATS, every gateway replica listens) after a share or a new team member:
   * who can read which agent changed, so cached answers of `sharedAgents` are dropped.
   */
  sharingChanged: 'accounts.events.sharing-changed',
  /**
   * Published (core NATS, every gateway replica listens) after a key is revoked (or found revoked
   * again): the gateways drop their cached lookup of it, so that it stops working at once.
   */
  keyRevoked: 'accounts.events.key-revoked',
  /**
   * Published (core NATS, every gateway replica listens) after an account's credits changed
   * (reserved, settled, refunded, granted): the gateways drop their cached account overview.
   */
  accountChanged: 'accounts.events.account-changed',
} as const;

/** The payload of ACCOUNTS.accountChanged. */
export interface AccountChangedEvent {
  accountId: string;
}

/** The payload of ACCOUNTS.keyRevoked: the revoked key, by its non-secret prefix. */
export interface KeyRevokedEvent {
  keyPrefix: string;
}

/** The payload of ACCOUNTS.sharingChanged: the team whose members' shared agents changed. */
export interface SharingChangedEvent {
  teamId: string;
}

export const PLANS = ['free', 'starter', 'pro'] as const;
export type Plan = (typeof PLANS)[number];

/** Opening credit balance of a new account per plan (decisions §5), unless the operator sets one. */
export const PLAN_OPENING_CREDITS: Record<Plan, number> = { free: 100, starter: 1_000, pro: 5_000 };

/** `vis_` + 32 base62 characters (decisions §5). */
export const API_KEY_PATTERN = /^vis_[0-9A-Za-z]{32}$/;

export interface AuthenticateRequest {
  apiKey: string;
}
export interface AuthenticatedCaller {
  accountId: string;
  plan: Plan;
  /** First 8 characters after `vis_`: unique, not secret; identifies the key (rate limits, revocation). */
  keyPrefix: string;
}
/** `caller` is null for an unknown, malformed or revoked key: not an error of the service. */
export interface AuthenticateResponse {
  caller: AuthenticatedCaller | null;
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

/**
 * Errors of the credit subjects: `INSUFFICIENT_CREDITS` (extra `{creditBalance, upgradeUrl}`,
 * rendered by the gateway as the 402 body), `NOT_FOUND` (unknown account or reference),
 * `VALIDATION_ERROR` (bad amount, or a reference already used by another account).
 */
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
  creditWarning: string | null;
}

export interface SettleCreditsRequest {
  reference: string;
  /** Credits actually owed; the rest of the reservation is released. Never charges more than was reserved. */
  amount: number;
}
export interface RefundCreditsRequest {
  reference: string;
  /** Credits to give back from what this reference was charged; omit to refund all of it. */
  amount?: number;
  reason: string;
  /**
   * Identifies one partial refund so that a retry of it refunds once (e.g. `failed-runs`).
   * A refund of everything (no `amount`) is idempotent without it.
   */
  operationId?: string;
}
export interface GrantCreditsRequest {
  accountId: string;
  amount: number;
  reason?: string;
}
export interface GrantCreditsResponse {
  accountId: string;
  creditBalance: number;
  creditWarning: string | null;
}

export interface CreateAccountRequest {
  email: string;
  plan: Plan;
  credits?: number;
}
export interface CreateAccountResponse {
  accountId: string;
  /** Shown once: only its SHA-256 hash is stored. */
  apiKey: string;
  plan: Plan;
  creditBalance: number;
}
export interface CreateKeyRequest {
  accountId: string;
}
export interface CreateKeyResponse {
  accountId: string;
  /** Shown once: only its SHA-256 hash is stored. */
  apiKey: string;
  keyPrefix: string;
}
export interface RevokeKeyRequest {
  keyPrefix: string;
}
export interface RevokeKeyResponse {
  keyPrefix: string;
  /** false when the key was already revoked. */
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
