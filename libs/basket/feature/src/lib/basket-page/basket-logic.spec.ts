import { basketUiMessages, emptyReceiver } from '@giftshop/basket-ui';
import { cartOrder, harbourVariations } from '../../testing/fixtures';
import { ukStore } from '../../testing/render-basket';
import { basketLoader } from '../load-basket';
import { basketMessages } from '../messages';
import { addressLine, basketView, isEmpty, packageLines } from './basket-view';
import { checkoutStep } from './checkout-step';
import { amountOptionsOf, editValues, receiverChanged, toUpdateInput } from './package-edit';

const text = { messages: basketMessages.en, ui: basketUiMessages.en, locale: 'en-GB' };

describe('basketView', () => {
  it('groups the packages under their shipments by tag, with their contents', () => {
    const { shipments } = basketView(cartOrder(), text);
    expect(shipments.map((s) => [s.tag, s.groups.map((g) => g.receiverTitle)])).toEqual([
      ['digital', ['Alex Morgan', 'Jo Lee']],
      ['physical-gb-sw1a1aa', ['Sam Taylor']],
    ]);
    expect(shipments[1].groups[0].lines).toEqual(['1 × Harbour & Pine Gift Card, £50.00 each', 'Wrapper: Classic card wallet', 'Gift packing: Gift box with tissue paper']);
    expect(shipments[1].address).toBe('10 Downing Street, London, SW1A 1AA');
  });

  it('says how a card above £150 is sent, before paying', () => {
    const order = cartOrder();
    const [alex] = order.shipments[0].packages;
    const big = (qty: number) => ({ ...alex, giftCardItem: alex.giftCardItem && { ...alex.giftCardItem, qty, price: { ...alex.giftCardItem.price, minorUnits: 40000 }, cardsPerItem: 3 } });
    expect(packageLines(big(1), text).slice(0, 2)).toEqual(['1 × Harbour & Pine Gift Card, £400.00 each', 'Sent as 3 cards: £150, £150 and £100']);
    expect(packageLines(big(2), text)[1]).toBe('Each sent as 3 cards: £150, £150 and £100');
    expect(packageLines(alex, text).some((line) => line.includes('Sent as'))).toBe(false);
  });

  it('marks packages without a receiver, which hold the checkout', () => {
    const view = basketView(cartOrder({ joReceiver: false }), text);
    expect(view.missingReceivers).toBe(true);
    expect(view.shipments[0].groups.map((g) => g.missingReceiver)).toEqual([false, true]);
    expect(basketView(cartOrder(), text).missingReceivers).toBe(false);
  });

  it('writes an address on one line from the postal lines the gateway gives in its country’s order', () => {
    const address = cartOrder().shipments[1].deliveryAddress;
    if (!address) throw new Error('fixture has an address');
    expect(addressLine({ ...address, countryCode: 'NL', postalLines: ['Keizersgracht 12A', '1015 CS Amsterdam'] })).toBe('Keizersgracht 12A, 1015 CS Amsterdam');
  });

  it('treats no cart and a cart without packages as empty', () => {
    const order = cartOrder();
    expect(isEmpty(null)).toBe(true);
    expect(isEmpty({ ...order, shipments: [] })).toBe(true);
    expect(isEmpty(order)).toBe(false);
  });
});

describe('package edit', () => {
  const order = cartOrder();
  const [digital, physical] = order.shipments;

  const options = { fixedValues: [1000, 2500, 5000], custom: { min: 500, max: 15000 } };

  it('offers the prices of the package’s variation, or only its amount when the product has none', () => {
    const item = digital.packages[0].giftCardItem;
    expect(amountOptionsOf(item, harbourVariations)).toEqual(options);
    expect(amountOptionsOf(item, [])).toEqual({ fixedValues: [2500], custom: null });
  });

  it('starts from the package: amount, quantity, receiver, moment and extras', () => {
    expect(editValues(digital, digital.packages[0], 'GB', options)).toMatchObject({
      amount: '2500',
      quantity: '2',
      receivers: [{ firstName: 'Alex', email: 'alex@example.com', confirmEmail: 'alex@example.com' }],
      when: 'LATER',
      deliveryDate: '2030-03-14',
      wrapperId: 'dw-confetti',
      addMessage: true,
      personalMessage: 'Happy birthday!',
    });
    expect(editValues(physical, physical.packages[0], 'GB', options)).toMatchObject({ when: 'NOW', giftPacking: true, receivers: [{ firstName: 'Sam', postCode: 'SW1A 1AA', houseNumber: '10', street: 'Downing Street' }] });
  });

  it('sends removed extras and an as-soon-as-possible moment as null', () => {
    const values = { ...editValues(physical, physical.packages[0], 'GB', options), wrapperId: '', giftPacking: false, when: 'NOW' as const };
    expect(toUpdateInput('p-9', values, 'PHYSICAL', 'gp-box')).toMatchObject({ packageId: 'p-9', amount: 5000, quantity: 1, wrapperId: null, giftPackingId: null, deliveryDate: null, deliveryTime: null, personalMessage: null });
  });

  it('sees a new receiver, not a change of case or spaces', () => {
    const alex = { ...emptyReceiver('GB'), firstName: 'Alex', email: 'alex@example.com' };
    expect(receiverChanged(alex, { ...alex, email: ' ALEX@example.com ' }, 'DIGITAL')).toBe(false);
    expect(receiverChanged(alex, { ...alex, email: 'jo@example.com' }, 'DIGITAL')).toBe(true);
    expect(receiverChanged(alex, { ...alex, street: 'Other Street' }, 'DIGITAL')).toBe(false);
    expect(receiverChanged(alex, { ...alex, street: 'Other Street' }, 'PHYSICAL')).toBe(true);
  });
});

describe('checkoutStep', () => {
  it('sends customers to the checkout and visitors to the guest order modal until accounts can identify them', () => {
    expect(checkoutStep({ loggedIn: true, identifyAvailable: false })).toBe('checkout');
    expect(checkoutStep({ loggedIn: false, identifyAvailable: false })).toBe('guest');
    expect(checkoutStep({ loggedIn: false, identifyAvailable: true, orderModalAuth: true })).toBe('identify');
    expect(checkoutStep({ loggedIn: false, identifyAvailable: true, orderModalAuth: false })).toBe('guest');
  });
});

describe('basketLoader', () => {
  it('keeps the basket out of search engines without asking the gateway', async () => {
    const services = { settings: ukStore, apollo: {} as never };
    const { seo } = await basketLoader('GiftCards UK')({ services, params: {}, url: new URL('https://gcuk.giftshop.example/basket') });
    expect(seo.metadata).toMatchObject({ title: 'Your basket | GiftCards UK', noindex: true, canonical: 'https://gcuk.giftshop.example/basket/' });
  });
});
