import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { DomainError, DomainErrors, messagesIn, type GatewayContext, type StoreScope } from '@giftshop/gateway-core';
import { passwordResets, sessions, users, type Database } from '@giftshop/gateway-db';
import { newPasswordUrl, queueEmail, renderPasswordResetEmail } from '@giftshop/gateway-mail';
import type { AccountsRuntime } from './accounts.runtime';
import { accountKey, requireCaptcha, requireEmail, requireLoggedOut, requireUserId, spendAccount, spendClient } from './guards';
import { hashPassword, newPasswordErrors, verifyPassword } from './password';
import { findUserByEmail, findUserById, mainProfile } from './users.repository';

/** A reset link works once, within this many minutes. */
export const PASSWORD_RESET_MINUTES = 60;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Ends every session of the user but `keep` (a password change logs out the other devices). */
async function endSessions(db: Database, userId: string, keep?: string) {
  await db.delete(sessions).where(keep ? and(eq(sessions.userId, userId), ne(sessions.idHash, keep)) : eq(sessions.userId, userId));
}

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
  captchaToken: string;
}

/** Change password (spec §8): login, captcha, the new-password rules, then the current password (counted like a login). */
export async function changePassword(ctx: GatewayContext, scope: StoreScope, input: ChangePasswordInput, runtime: AccountsRuntime) {
  const userId = await requireUserId(ctx, scope);
  await requireCaptcha(ctx, runtime, input.captchaToken);
  const errors = newPasswordErrors(input.newPassword, input.confirmPassword, { password: 'newPassword', confirmation: 'confirmPassword' }, [
    scope.store.name,
  ]);
  if (errors.length) throw new DomainErrors(errors);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new DomainError('NOT_LOGGED_IN');
  const attempt = await spendAccount(runtime, 'loginAccount', scope, user.email);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw attempt.remaining > 0 ? new DomainError('WRONG_CURRENT_PASSWORD', {}, 'currentPassword') : new DomainError('RATE_LIMITED', {}, 'currentPassword');
  }
  await runtime.limits.loginAccount.reset(accountKey(scope, user.email));
  await ctx.db.update(users).set({ passwordHash: await hashPassword(input.newPassword) }).where(eq(users.id, userId));
  const session = await ctx.session.logIn(scope.store.id, userId);
  await endSessions(ctx.db, userId, session.idHash);
  return { status: true };
}

/**
 * Forgot password: the same answer whether or not the e-mail has an account, so it is no existence oracle.
 * For an account, a random single-use token (stored as its SHA-256) is e-mailed through the outbox in the same
 * transaction; earlier unused tokens of the account stop working.
 */
export async function forgotPassword(ctx: GatewayContext, scope: StoreScope, email: string, captchaToken: string, runtime: AccountsRuntime, now = new Date()) {
  await requireLoggedOut(ctx);
  await spendClient(ctx, runtime, 'forgotClient');
  await requireCaptcha(ctx, runtime, captchaToken);
  requireEmail(email);
  await spendAccount(runtime, 'forgotAccount', scope, email);
  const user = await findUserByEmail(ctx.db, scope.store.id, email);
  if (!user) return { status: true };

  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  const profile = await mainProfile(ctx.db, user.id);
  const mail = renderPasswordResetEmail({
    language: messagesIn(scope),
    storeName: scope.store.name,
    firstName: profile?.firstName ?? '',
    resetUrl: newPasswordUrl({ origin: scope.store.origin, language: scope.language.languageCode, prefixed: !scope.language.isDefault }, token),
    validMinutes: PASSWORD_RESET_MINUTES,
  });
  await ctx.db.transaction(async (tx) => {
    await tx.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({ tokenHash, userId: user.id, createdAt: now, expiresAt: new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000) });
    await queueEmail(tx, { storeId: scope.store.id, template: 'password-reset', to: user.email, ...mail, idempotencyKey: `password-reset:${tokenHash}` });
  });
  return { status: true };
}

export interface ResetPasswordInput {
  token: string;
  password: string;
  confirmPassword: string;
}

/**
 * New password with the e-mailed token: the token is spent in the same statement that checks it is unused and
 * unexpired, so two requests cannot both use it; every session of the account ends.
 */
export async function resetPassword(ctx: GatewayContext, input: ResetPasswordInput, now = new Date()) {
  const errors = newPasswordErrors(input.password, input.confirmPassword, { password: 'password', confirmation: 'confirmPassword' });
  if (errors.length) throw new DomainErrors(errors);
  const passwordHash = await hashPassword(input.password);
  const changed = await ctx.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.tokenHash, hashToken(input.token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .returning({ userId: passwordResets.userId });
    if (!spent) return false;
    const updated = await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, spent.userId), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (!updated.length) return false;
    await endSessions(tx, spent.userId);
    return true;
  });
  if (!changed) throw new DomainError('PASSWORD_RESET_INVALID', {}, 'token');
  return { status: true };
}
