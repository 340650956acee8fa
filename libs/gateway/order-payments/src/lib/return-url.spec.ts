import { routeTable } from '@giftshop/util-i18n';
import { testUkStore } from '@giftshop/gateway-core/testing';
import { paymentReturnPath } from './return-url';

const enRoutes = routeTable('en');
const nlRoutes = routeTable('nl');

const uuid = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

describe('paymentReturnPath', () => {
  it('sends the shopper to the processing page of the route table of the language', () => {
    expect(paymentReturnPath(testUkStore, 'en', uuid)).toBe(`${enRoutes.orderProcessingPayment}?order=${uuid}`);
    const dutch = { languages: [{ languageCode: 'nl', locale: 'nl-nl', isDefault: true, searchConfig: 'dutch' }] };
    expect(paymentReturnPath(dutch, 'nl', uuid)).toBe(`${nlRoutes.orderProcessingPayment}?order=${uuid}`);
    const german = { languages: [{ languageCode: 'de', locale: 'de-de', isDefault: true, searchConfig: 'german' }] };
    expect(paymentReturnPath(german, 'de', uuid)).toBe(`/bestellen/zahlung-wird-verarbeitet/?order=${uuid}`);
    const polish = { languages: [{ languageCode: 'pl', locale: 'pl-pl', isDefault: true, searchConfig: 'simple' }] };
    expect(paymentReturnPath(polish, 'pl', uuid, 'ACTIVATION')).toBe(`/aktywuj/gotowe/?order=${uuid}`);
  });

  it('sends an activation order back to the activation success page', () => {
    expect(paymentReturnPath(testUkStore, 'en', uuid, 'ACTIVATION')).toBe(`${enRoutes.activateSuccess}?order=${uuid}`);
    const dutch = { languages: [{ languageCode: 'nl', locale: 'nl-nl', isDefault: true, searchConfig: 'dutch' }] };
    expect(paymentReturnPath(dutch, 'nl', uuid, 'ACTIVATION')).toBe(`${nlRoutes.activateSuccess}?order=${uuid}`);
  });

  it('prefixes a language that is not the store default', () => {
    const belgian = { languages: [{ languageCode: 'nl', locale: 'nl-be', isDefault: true, searchConfig: 'dutch' }, { languageCode: 'en', locale: 'en-be', isDefault: false, searchConfig: 'english' }] };
    expect(paymentReturnPath(belgian, 'en', uuid)).toBe(`/en/order/processing-payment/?order=${uuid}`);
  });
});
