import { DomainError, DomainErrors, type GatewayContext, type StoreScope } from '@giftshop/gateway-core';
import { isAccountEmail } from '@giftshop/util-validation';
import type { AccountsRuntime } from './accounts.runtime';
import { requireCaptcha, requireLoggedOut, spendClient } from './guards';
import { hashPassword, newPasswordErrors } from './password';
import { insertUser } from './users.repository';

export interface RegisterInput {
  firstName: string;
  lastName?: string | null;
  email: string;
  password: string;
  confirmPassword: string;
  subscribed?: boolean | null;
  captchaToken: string;
}

/**
 * Creates an account and logs it in (spec §8 "Account creation"). Field refusals come together, each naming its
 * field; "already exists" tells whether the e-mail has an account, so registering spends the same client budget
 * as identify.
 */
export async function registerUser(ctx: GatewayContext, scope: StoreScope, input: RegisterInput, runtime: AccountsRuntime) {
  await requireLoggedOut(ctx);
  await spendClient(ctx, runtime, 'lookupClient');
  await requireCaptcha(ctx, runtime, input.captchaToken, 'input.captchaToken');
  const errors: DomainError[] = [];
  if (!input.firstName.trim()) errors.push(new DomainError('FIRST_NAME_REQUIRED', {}, 'input.firstName'));
  if (!isAccountEmail(input.email)) errors.push(new DomainError('LOGIN_INVALID_EMAIL', {}, 'input.email'));
  errors.push(
    ...newPasswordErrors(input.password, input.confirmPassword, { password: 'input.password', confirmation: 'input.confirmPassword' }, [scope.store.name]),
  );
  if (errors.length) throw new DomainErrors(errors);

  const user = await insertUser(ctx.db, {
    storeId: scope.store.id,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    newsletterConsent: input.subscribed ?? false,
    firstName: input.firstName.trim(),
    lastName: input.lastName?.trim() ?? '',
  });
  if (!user) throw new DomainError('ACCOUNT_EXISTS', {}, 'input.email');
  await ctx.session.logIn(scope.store.id, user.id);
  return { status: true };
}
