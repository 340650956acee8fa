import { addToCartEvent, beginCheckoutEvent, purchaseEvent, toMajorUnits, viewItemEvent } from './ecommerce';
import { GCLID_MAX_AGE_MS, GCLID_STORAGE_KEY, readGclid, storeGclid } from './gclid';
import { pushEvent } from './data-layer';

const line = { id: 'choice', name: 'Choice card', unitPriceMinor: 2550, quantity: 2, brand: 'GCUK' };

describe('ecommerce event builders', () => {
  it('converts minor units to GA4 major units exactly', () => {
    expect(toMajorUnits(2550)).toBe(25.5);
    expect(toMajorUnits(1)).toBe(0.01);
    expect(toMajorUnits(15000)).toBe(150);
    expect(() => toMajorUnits(25.5)).toThrow(RangeError);
  });

  it('builds view_item with one item and its price as value', () => {
    const e = viewItemEvent('gbp', { ...line, quantity: 1 });
    expect(e).toEqual({
      event: 'view_item',
      ecommerce: {
        currency: 'GBP',
        value: 25.5,
        items: [{ item_id: 'choice', item_name: 'Choice card', price: 25.5, quantity: 1, item_brand: 'GCUK' }],
      },
    });
  });

  it('sums add_to_cart and begin_checkout lines unless a total is given', () => {
    expect(addToCartEvent('GBP', [line]).ecommerce.value).toBe(51);
    expect(beginCheckoutEvent('GBP', [line, { ...line, id: 'x', unitPriceMinor: 1000, quantity: 1 }]).ecommerce.value).toBe(61);
    expect(beginCheckoutEvent('GBP', [line], 5350).ecommerce.value).toBe(53.5);
  });

  it('builds purchase with transaction id, the charged total and items', () => {
    const e = purchaseEvent('GC-123', 'EUR', [line], 5395);
    expect(e.event).toBe('purchase');
    expect(e.ecommerce).toMatchObject({ transaction_id: 'GC-123', currency: 'EUR', value: 53.95 });
    expect(e.ecommerce.items).toHaveLength(1);
  });

  it('reaches window.dataLayer after clearing the previous ecommerce object', () => {
    (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
    pushEvent(viewItemEvent('GBP', line));
    const dl = (window as unknown as { dataLayer: unknown[] }).dataLayer;
    expect(dl[0]).toEqual({ ecommerce: null });
    expect(dl[1]).toMatchObject({ event: 'view_item' });
  });
});

describe('readGclid', () => {
  beforeEach(() => localStorage.clear());

  it('returns the stored click id', () => {
    storeGclid('?gclid=abc_123');
    expect(readGclid()).toBe('abc_123');
  });

  it('ignores missing, malformed and expired values', () => {
    expect(readGclid()).toBeNull();
    localStorage.setItem(GCLID_STORAGE_KEY, 'not json');
    expect(readGclid()).toBeNull();
    localStorage.setItem(GCLID_STORAGE_KEY, JSON.stringify({ value: '<script>', storedAt: Date.now() }));
    expect(readGclid()).toBeNull();
    localStorage.setItem(GCLID_STORAGE_KEY, JSON.stringify({ value: 'abc', storedAt: 0 }));
    expect(readGclid(localStorage, GCLID_MAX_AGE_MS + 1)).toBeNull();
  });
});
