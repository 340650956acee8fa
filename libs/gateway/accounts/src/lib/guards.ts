import { DomainError, type GatewayContext, type StoreScope } from '@giftshop/gateway-core';
import { isAccountEmail } from '@giftshop/util-validation';
import type { AccountLimitName, AccountsRuntime } from './accounts.runtime';
import { normalizeEmail } from './users.repository';

/** Spends a point of a per-client limit; refuses with RATE_LIMITED when the client is over it. */
export async function spendClient(ctx: GatewayContext, runtime: AccountsRuntime, limit: AccountLimitName) {
  if (!(await runtime.limits[limit].consume(runtime.clientKey(ctx.request))).allowed) throw new DomainError('RATE_LIMITED');
}

/** Spends a point of a per-account limit, keyed by store and e-mail; answers how many are left. */
export async function spendAccount(runtime: AccountsRuntime, limit: AccountLimitName, scope: StoreScope, email: string) {
  const result = await runtime.limits[limit].consume(accountKey(scope, email));
  if (!result.allowed) throw new DomainError('RATE_LIMITED', {}, 'email');
  return result;
}

export const accountKey = (scope: StoreScope, email: string) => `${scope.store.id}:${normalizeEmail(email)}`;

export async function requireCaptcha(ctx: GatewayContext, runtime: AccountsRuntime, token: string, field = 'captchaToken') {
  if (!(await runtime.captcha.verify(ctx.db, token))) throw new DomainError('CAPTCHA_FAILED', {}, field);
}

export function requireEmail(email: string, field = 'email') {
  if (!isAccountEmail(email)) throw new DomainError('LOGIN_INVALID_EMAIL', {}, field);
}

/** The logged-in customer's id, or NOT_LOGGED_IN. */
export async function requireUserId(ctx: GatewayContext, scope: StoreScope): Promise<string> {
  const session = await ctx.session.get();
  if (!session?.userId || session.storeId !== scope.store.id) throw new DomainError('NOT_LOGGED_IN');
  return session.userId;
}

/** Refuses a request of a session that is already logged in. */
export async function requireLoggedOut(ctx: GatewayContext) {
  if ((await ctx.session.get())?.userId) throw new DomainError('LOGIN_ALREADY_LOGGED_IN');
}
