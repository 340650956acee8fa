import { money, type StoreScope } from '@giftshop/gateway-core';
import { buildCartView, cartRepository, formatDate, type CartRows } from '@giftshop/gateway-cart-data';
import { hydrateProducts, type ProductDto } from '@giftshop/gateway-catalogue-data';
import { maskCardNumber } from '@giftshop/gateway-cards-data';
import type { Database } from '@giftshop/gateway-db';
import { allocate, type Allocation } from './redeem-allocation';
import { orderCards, type OrderCard } from './redeem-orders.repository';
import { orderRedeemPage, type RedeemPageRow } from './redeem-pages.repository';

/** Whether the holder may choose the amount: the product offers a custom range for redeeming. */
export const isAmountEditable = (product: { redeemMinCustom: number | null; redeemMaxCustom: number | null }) =>
  product.redeemMinCustom !== null && product.redeemMaxCustom !== null && product.redeemMaxCustom > product.redeemMinCustom;

/** How the cards pay the order: planned from today's balances while it is put together, as debited once placed. */
export function paymentOf(rows: CartRows, cards: OrderCard[]): Allocation {
  if (rows.order.status === 'CART') return allocate(cards, rows.order.grandTotal);
  const used = cards.map((c) => ({ giftCardId: c.giftCardId, amount: c.amount }));
  const paid = used.reduce((sum, u) => sum + u.amount, 0);
  return { used, shortfall: Math.max(0, rows.order.grandTotal - paid), remaining: cards.reduce((sum, c) => sum + c.balance, 0) };
}

type CartView = ReturnType<typeof buildCartView>;
type ViewPackage = CartView['shipments'][number]['packages'][number];

function itemsOf(pkg: ViewPackage, deliveryType: string) {
  const card = pkg.giftCardItem ?? pkg.emptyGiftCardItem;
  return [
    ...(card ? [{ kind: card.kind, qty: card.qty, variation: card.variation, extra: null, text: null }] : []),
    ...(pkg.wrapperItem ? [{ kind: deliveryType === 'DIGITAL' ? ('DIGITAL_WRAPPER' as const) : ('WRAPPER' as const), qty: pkg.wrapperItem.qty, variation: null, extra: pkg.wrapperItem.variation, text: null }] : []),
    ...(pkg.giftPacking ? [{ kind: 'GIFT_PACKING' as const, qty: pkg.giftPacking.qty, variation: null, extra: pkg.giftPacking.variation, text: null }] : []),
    ...(pkg.message ? [{ kind: 'PERSONAL_MESSAGE' as const, qty: pkg.message.qty, variation: null, extra: pkg.message.variation, text: pkg.message.text }] : []),
  ];
}

/** The RedeemOrder of spec §3 from the order's rows, products and paying cards; pure. */
export function buildRedeemOrder(rows: CartRows, products: Map<number, ProductDto>, cards: OrderCard[], page: RedeemPageRow | null, scope: StoreScope, now: Date) {
  const view = buildCartView({ rows, scope, products, now });
  const currency = rows.order.currency.trim();
  const payment = paymentOf(rows, cards);
  const usedBy = new Map(payment.used.map((u) => [u.giftCardId, u.amount]));
  const shipments = view.shipments.map((s) => ({
    id: s.id,
    deliveryType: s.deliveryType,
    deliveryDate: s.deliveryDate,
    formattedDeliveryDate: s.deliveryDate ? formatDate(s.deliveryDate, scope.language.locale) : null,
    deliveryAddress: s.deliveryAddress,
    packages: s.packages.flatMap((pkg) => {
      const card = pkg.giftCardItem ?? pkg.emptyGiftCardItem;
      const row = rows.items.find((i) => i.packageId === pkg.id && i.productId !== null);
      if (!card || !row?.product) return [];
      return [
        {
          id: pkg.id,
          mainProduct: card.product,
          mainProductType: row.product.productType,
          receiver: pkg.receiver,
          items: itemsOf(pkg, s.deliveryType),
          packageTotals: { mainItemAmount: card.price, mainItemEditable: isAmountEditable(row.product), promotionAmount: money(row.promotionAmount, currency) },
        },
      ];
    }),
  }));
  return {
    id: rows.order.id,
    version: rows.order.version,
    pageId: page?.pageId ?? null,
    business: page?.business ?? false,
    status: rows.order.status,
    referenceNumber: rows.order.referenceNumber,
    shipments,
    billingAddress: view.billingAddress,
    totals: view.totals,
    remainingBalance: money(payment.remaining, currency),
    amountToPay: money(payment.shortfall, currency),
    cards: cards.map((c) => ({ maskedNumber: maskCardNumber(c.number), balance: money(c.balance, currency), amountUsed: money(usedBy.get(c.giftCardId) ?? 0, currency) })),
  };
}

export type RedeemOrderView = ReturnType<typeof buildRedeemOrder>;

/** Loads a redeem order's view; `db` may be a transaction. Throws when the order does not exist (callers look it up first). */
export async function loadRedeemOrder(db: Database, orderId: string, scope: StoreScope, now = new Date()): Promise<RedeemOrderView> {
  const rows = await cartRepository.loadCartRows(db, orderId, scope.language.languageCode);
  if (!rows) throw new Error(`order ${orderId} does not exist`);
  const productRows = new Map(rows.items.flatMap((i) => (i.product ? [[i.product.id, i.product] as const] : [])));
  const products = await hydrateProducts(db, scope, [...productRows.values()]);
  const page = await orderRedeemPage(db, rows.order.redeemPageId);
  return buildRedeemOrder(rows, new Map(products.map((p) => [p.id, p])), await orderCards(db, orderId), page, scope, now);
}
