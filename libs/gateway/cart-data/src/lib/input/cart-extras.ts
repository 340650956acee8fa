import { DomainError, messagesIn, type StoreScope } from '@giftshop/gateway-core';
import { cartMessages } from '../cart.messages';
import * as cartRepository from '../cart.repository';
import type { ExtraRow } from '../cart.repository';
import { toExtraVariation } from '../cart-view-parts';
import type { Database } from '@giftshop/gateway-db';
import { parseId } from './cart-input';
import type { DeliveryTypeName } from '../dispatch-plan';

/** Which extras go with which delivery type: wrappers and gift packing by post, e-mail designs digitally. */
const KINDS: Record<DeliveryTypeName, ReadonlySet<string>> = {
  PHYSICAL: new Set(['WRAPPER', 'GIFT_PACKING', 'PERSONAL_MESSAGE']),
  DIGITAL: new Set(['DIGITAL_WRAPPER', 'PERSONAL_MESSAGE']),
};

export async function extraVariations(db: Database, scope: StoreScope, deliveryType: DeliveryTypeName | null | undefined) {
  const rows = await cartRepository.listExtras(db, scope.store.id, scope.language.languageCode);
  return { extraVariations: rows.filter((e) => !deliveryType || KINDS[deliveryType].has(e.kind)).map(toExtraVariation) };
}

const mismatch = (scope: StoreScope, field: string) => new DomainError('INVALID_INPUT', { reason: cartMessages(messagesIn(scope)).wrapperMismatch }, field);

/** A wrapper of the store that fits the delivery type: WRAPPER by post, DIGITAL_WRAPPER by e-mail. */
export async function checkWrapper(db: Database, scope: StoreScope, id: string | number, deliveryType: DeliveryTypeName): Promise<ExtraRow> {
  const extra = await cartRepository.findStoreExtra(db, scope.store.id, parseId(id, 'wrapperId'));
  if (!extra || (extra.kind !== 'WRAPPER' && extra.kind !== 'DIGITAL_WRAPPER')) throw new DomainError('NOT_FOUND', {}, 'wrapperId');
  if (extra.kind !== (deliveryType === 'PHYSICAL' ? 'WRAPPER' : 'DIGITAL_WRAPPER')) throw mismatch(scope, 'wrapperId');
  return extra;
}

/** Gift packing of the store; cards sent by post only. */
export async function checkGiftPacking(db: Database, scope: StoreScope, id: string | number, deliveryType: DeliveryTypeName): Promise<ExtraRow> {
  const extra = await cartRepository.findStoreExtra(db, scope.store.id, parseId(id, 'giftPackingId'));
  if (!extra || extra.kind !== 'GIFT_PACKING') throw new DomainError('NOT_FOUND', {}, 'giftPackingId');
  if (deliveryType !== 'PHYSICAL') throw new DomainError('INVALID_INPUT', { reason: cartMessages(messagesIn(scope)).giftPackingPhysicalOnly }, 'giftPackingId');
  return extra;
}

/** The store's personal-message option, which a message line refers to. */
export async function messageExtra(db: Database, scope: StoreScope): Promise<ExtraRow> {
  const extras = await cartRepository.listExtras(db, scope.store.id, scope.language.languageCode);
  const extra = extras.find((e) => e.kind === 'PERSONAL_MESSAGE');
  if (!extra) throw new DomainError('NOT_FOUND', {}, 'personalMessage');
  return extra;
}
