import { DomainError, DomainErrors, type GatewayContext, type StoreScope } from '@giftshop/gateway-core';
import type { AccountsRuntime } from './accounts.runtime';
import { accountKey, requireCaptcha, requireEmail, requireLoggedOut, spendAccount, spendClient } from './guards';
import { findUserByEmail } from './users.repository';

/**
 * Identify (spec §4): whether the e-mail has an account. An existence oracle by design, so it answers only to a
 * fresh captcha solution and within the per-client and per-e-mail limits (docs/security.md).
 */
export async function checkUserExist(ctx: GatewayContext, scope: StoreScope, email: string, captchaToken: string, runtime: AccountsRuntime) {
  await spendClient(ctx, runtime, 'lookupClient');
  await requireCaptcha(ctx, runtime, captchaToken);
  requireEmail(email);
  await spendAccount(runtime, 'identifyAccount', scope, email);
  return { status: (await findUserByEmail(ctx.db, scope.store.id, email)) !== null };
}

export interface LoginInput {
  email: string;
  password: string;
  captchaToken: string;
}

/**
 * Login (spec §8 "Login"): behind the same captcha and client budget as identify, so an unknown-e-mail answer tells
 * no more than identify would. An unknown address costs the same password work as a known one (a dummy hash), so
 * neither does the time of the answer. Wrong passwords count per account (the attempt that reaches the limit and
 * every one after it until the block ends answer RATE_LIMITED); a success clears the count and starts a new session
 * id. Anything unexpected answers the generic login failure.
 */
export async function userLogin(ctx: GatewayContext, scope: StoreScope, input: LoginInput, runtime: AccountsRuntime) {
  await requireLoggedOut(ctx);
  await spendClient(ctx, runtime, 'lookupClient');
  await requireCaptcha(ctx, runtime, input.captchaToken);
  requireEmail(input.email);
  try {
    const attempt = await spendAccount(runtime, 'loginAccount', scope, input.email);
    const user = await findUserByEmail(ctx.db, scope.store.id, input.email);
    const matched = await runtime.passwords.verify(user?.passwordHash ?? null, input.password);
    if (!user) throw new DomainError('LOGIN_UNKNOWN_EMAIL', {}, 'email');
    if (!matched) {
      throw attempt.remaining > 0 ? new DomainError('LOGIN_WRONG_CREDENTIALS', {}, 'password') : new DomainError('RATE_LIMITED', {}, 'email');
    }
    await runtime.limits.loginAccount.reset(accountKey(scope, input.email));
    await ctx.session.logIn(scope.store.id, user.id);
    return { status: true };
  } catch (error) {
    if (error instanceof DomainError || error instanceof DomainErrors) throw error;
    ctx.log.error({ err: error }, 'login failed');
    throw new DomainError('LOGIN_FAILED');
  }
}

/** Logout: the session row is deleted and the cookie expired; without a login it still answers true. */
export async function userLogout(ctx: GatewayContext) {
  await ctx.session.destroy();
  return { status: true };
}
