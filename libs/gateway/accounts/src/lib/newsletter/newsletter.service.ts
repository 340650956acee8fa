import { randomBytes } from 'node:crypto';
import { DomainError, messagesIn, type GatewayContext, type StoreScope } from '@giftshop/gateway-core';
import {
  marketingHeaders,
  newsletterConfirmUrl,
  newsletterUnsubscribeUrl,
  queueEmail,
  renderNewsletterConfirmEmail,
  renderNewsletterWelcomeEmail,
  type StorefrontSite,
} from '@giftshop/gateway-mail';
import type { AccountsRuntime } from '../accounts.runtime';
import { requireEmail, spendAccount, spendClient } from '../guards';
import { hashToken, signUnsubscribeToken, unsubscribeTokenId, unsubscribeTokenMatches } from './newsletter-token';
import {
  confirmByToken,
  findSubscription,
  findSubscriptionById,
  markUnsubscribed,
  savePending,
  setAccountConsent,
} from './newsletter.repository';

/** A confirmation link works once, within this many hours. */
export const NEWSLETTER_CONFIRM_HOURS = 48;
/** Where a sign-up came from; anything else is stored as `footer`. */
export const NEWSLETTER_SOURCES = ['footer', 'home'] as const;

const siteOf = (scope: StoreScope): StorefrontSite => ({
  origin: scope.store.origin,
  language: scope.language.languageCode,
  prefixed: !scope.language.isDefault,
});

/**
 * Sign-up with double opt-in. The answer is the same whether or not the address is already on the list: a
 * confirmed address gets nothing new, any other gets a pending row and a single-use confirmation link by e-mail.
 * Limited per client and per address (docs/newsletter.md) instead of a captcha, so the footer form stays light.
 */
export async function subscribeNewsletter(
  ctx: GatewayContext,
  scope: StoreScope,
  email: string,
  source: string | null | undefined,
  runtime: AccountsRuntime,
  now = new Date(),
) {
  await spendClient(ctx, runtime, 'newsletterClient');
  requireEmail(email);
  await spendAccount(runtime, 'newsletterEmail', scope, email);
  const existing = await findSubscription(ctx.db, scope.store.id, email);
  if (existing?.confirmedAt && !existing.unsubscribedAt) return { status: true };

  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  const mail = renderNewsletterConfirmEmail({
    language: messagesIn(scope),
    storeName: scope.store.name,
    confirmUrl: newsletterConfirmUrl(siteOf(scope), token),
    validHours: NEWSLETTER_CONFIRM_HOURS,
  });
  await ctx.db.transaction(async (tx) => {
    await savePending(tx, {
      storeId: scope.store.id,
      email,
      languageCode: scope.language.languageCode,
      source: NEWSLETTER_SOURCES.find((s) => s === source) ?? 'footer',
      tokenHash,
      expiresAt: new Date(now.getTime() + NEWSLETTER_CONFIRM_HOURS * 3_600_000),
      now,
    });
    await queueEmail(tx, {
      storeId: scope.store.id,
      template: 'newsletter-confirm',
      to: email.trim(),
      ...mail,
      idempotencyKey: `newsletter-confirm:${tokenHash}`,
    });
  });
  return { status: true };
}

/** Confirms with the e-mailed token (single use, expiring), then sends the welcome e-mail: the first marketing one. */
export async function confirmNewsletter(
  ctx: GatewayContext,
  scope: StoreScope,
  token: string,
  runtime: AccountsRuntime,
  now = new Date(),
) {
  const confirmed = await ctx.db.transaction(async (tx) => {
    const row = await confirmByToken(tx, scope.store.id, hashToken(token), now);
    if (!row) return null;
    await setAccountConsent(tx, scope.store.id, row.email, true);
    const unsubscribeUrl = newsletterUnsubscribeUrl(
      siteOf(scope),
      signUnsubscribeToken(runtime.invoices.secret, row.id, row.email),
    );
    const mail = renderNewsletterWelcomeEmail({
      language: messagesIn(scope),
      storeName: scope.store.name,
      unsubscribeUrl,
    });
    await queueEmail(tx, {
      storeId: scope.store.id,
      template: 'newsletter-welcome',
      to: row.email,
      ...mail,
      headers: marketingHeaders(unsubscribeUrl),
      idempotencyKey: `newsletter-welcome:${row.id}:${now.getTime()}`,
    });
    return row;
  });
  if (!confirmed) throw new DomainError('NEWSLETTER_LINK_INVALID', {}, 'token');
  return { status: true };
}

/** Unsubscribes with the signed token of a marketing e-mail; again with the same token answers the same. */
export async function unsubscribeNewsletter(
  ctx: GatewayContext,
  scope: StoreScope,
  token: string,
  runtime: AccountsRuntime,
  now = new Date(),
) {
  const id = unsubscribeTokenId(token);
  const row = id === null ? null : await findSubscriptionById(ctx.db, scope.store.id, id);
  if (!row || !unsubscribeTokenMatches(runtime.invoices.secret, token, row.id, row.email))
    throw new DomainError('NEWSLETTER_LINK_INVALID', {}, 'token');
  await ctx.db.transaction(async (tx) => {
    await markUnsubscribed(tx, scope.store.id, row.id, now);
    await setAccountConsent(tx, scope.store.id, row.email, false);
  });
  return { status: true };
}
