import { basketUiMessages } from '../messages';
import { initialDeliveryValues } from './delivery-values';
import { amountValues, chosenAmount, CUSTOM_AMOUNT, validateAmount, type PackageValues } from './package-values';

const options = { fixedValues: [1000, 2500], custom: { min: 500, max: 15000 } };
const money = (minorUnits: number) => `£${minorUnits / 100}`;
const errors = basketUiMessages.en.form.errors;
const values = (overrides: Partial<PackageValues>): PackageValues => ({ ...initialDeliveryValues('GB'), amount: '2500', customAmount: '', quantity: '1', ...overrides });

describe('package amount', () => {
  it('starts from a fixed value when the package has one, else from a custom amount', () => {
    expect(amountValues(options, 2500)).toEqual({ amount: '2500', customAmount: '' });
    expect(amountValues(options, 4000)).toEqual({ amount: CUSTOM_AMOUNT, customAmount: '40' });
    expect(amountValues({ fixedValues: [1000], custom: null }, 4000)).toEqual({ amount: '4000', customAmount: '' });
  });

  it('reads the chosen amount in minor units', () => {
    expect(chosenAmount({ amount: '2500', customAmount: '' })).toBe(2500);
    expect(chosenAmount({ amount: CUSTOM_AMOUNT, customAmount: '40' })).toBe(4000);
    expect(chosenAmount({ amount: CUSTOM_AMOUNT, customAmount: 'ten' })).toBeNaN();
  });

  it('refuses custom amounts outside the range or with pence, and quantities outside 1–99', () => {
    expect(validateAmount(values({}), options, errors, money)).toEqual({});
    expect(validateAmount(values({ amount: CUSTOM_AMOUNT, customAmount: '200' }), options, errors, money)).toEqual({ customAmount: 'The amount can be at most £150' });
    expect(validateAmount(values({ amount: CUSTOM_AMOUNT, customAmount: '12.50' }), options, errors, money)).toEqual({ customAmount: 'Enter a whole amount without pence' });
    expect(validateAmount(values({ amount: CUSTOM_AMOUNT, customAmount: 'ten' }), options, errors, money)).toEqual({ customAmount: 'Enter a whole amount without pence' });
    expect(validateAmount(values({ amount: CUSTOM_AMOUNT, customAmount: ' ' }), options, errors, money)).toEqual({ customAmount: 'Enter an amount' });
    expect(validateAmount(values({ amount: '' }), options, errors, money)).toEqual({ amount: 'Choose an amount' });
    expect(validateAmount(values({ quantity: '100' }), options, errors, money)).toEqual({ quantity: 'Choose a quantity from 1 to 99' });
    expect(validateAmount(values({ quantity: '1.5' }), options, errors, money)).toEqual({ quantity: 'Choose a quantity from 1 to 99' });
  });
});
