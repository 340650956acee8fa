import { DomainError, money, type GatewayContext, type StoreScope } from '@giftshop/gateway-core';
import { localMoment } from '@giftshop/gateway-cart-data';
import { cardRefusal, issueRedeemToken, maskCardNumber, openCard, type BalanceCheckRuntime, type CardCredentials } from '@giftshop/gateway-cards-data';

/**
 * The balance check (spec §2.1 /check-balance/, §8 "{product} info"): the card is opened with its number and PIN
 * (captcha, limits per client and per card, see openCard), then its state is checked (store, blocked, not
 * activated, expired, no balance) and a redeem session starts.
 */
export async function checkBalance(ctx: GatewayContext, scope: StoreScope, input: CardCredentials, runtime: BalanceCheckRuntime, now = new Date()) {
  const card = await openCard(ctx, input, runtime);
  const refusal = cardRefusal(card, scope.store.id, now);
  if (refusal) throw new DomainError(refusal, {}, 'cardNumber');
  return {
    giftCard: {
      maskedNumber: maskCardNumber(card.number),
      balance: money(card.balance, card.currency.trim()),
      expiryDate: localMoment(card.expiresAt, scope.store.timeZone).date,
      status: card.status,
      redeemToken: await issueRedeemToken(ctx.db, card.id, now),
    },
  };
}
