import { emptyReceiver, initialDeliveryValues } from '@giftshop/basket-ui';
import { toAddInput } from './add-input';

const choice = { variationId: '7-p', deliveryType: 'PHYSICAL' as const, amount: 5000, quantity: 3 };
const sam = { ...emptyReceiver('GB'), firstName: 'Sam', lastName: 'Taylor', postCode: 'SW1A 1AA', houseNumber: '10', street: 'Downing Street', city: 'London' };

describe('toAddInput', () => {
  it('puts every card in one package for one receiver', () => {
    const input = toAddInput(choice, { ...initialDeliveryValues('GB'), receivers: [sam], giftPacking: true, wrapperId: 'w-classic' }, 'gp-box');
    expect(input).toMatchObject({ quantity: 3, deliveryMode: 'SINGLE', wrapperId: 'w-classic', giftPackingId: 'gp-box', deliveryDate: null, personalMessage: null });
    expect(input.receivers).toEqual([{ firstName: 'Sam', lastName: 'Taylor', address: expect.objectContaining({ postCode: 'SW1A 1AA', countryCode: 'GB' }) }]);
  });

  it('makes a package of one card per receiver when split', () => {
    const receivers = [sam, { ...sam, firstName: 'Jo' }, { ...sam, firstName: 'Kim' }];
    const input = toAddInput(choice, { ...initialDeliveryValues('GB'), mode: 'SPLIT', receivers }, null);
    expect(input).toMatchObject({ quantity: 1, deliveryMode: 'SPLIT' });
    expect(input.receivers?.map((r) => r.firstName)).toEqual(['Sam', 'Jo', 'Kim']);
  });

  it('sends a chosen date without a time for cards by post, and the trimmed message', () => {
    const values = { ...initialDeliveryValues('GB'), receivers: [sam], when: 'LATER' as const, deliveryDate: '2030-03-14', deliveryTime: '10:00', addMessage: true, personalMessage: '  Well done!  ' };
    expect(toAddInput({ ...choice, quantity: 1 }, values, null)).toMatchObject({ deliveryDate: '2030-03-14', deliveryTime: null, personalMessage: 'Well done!' });
  });
});
