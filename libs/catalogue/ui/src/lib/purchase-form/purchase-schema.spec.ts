import { catalogueUiMessages } from '../messages';
import { choiceCardOptions } from './purchase-form.fixtures';
import { purchaseSchema } from './purchase-schema';
import { amountAfterSwitch, CUSTOM_AMOUNT, toSelection, typedAmountToMinorUnits, type PurchaseValues } from './purchase-values';

const messages = catalogueUiMessages.en.purchase.errors;
const pounds = (minorUnits: number) => `£${minorUnits / 100}`;
const schema = purchaseSchema(choiceCardOptions, messages, pounds);

/** The first error message, as Formik would show it; null when the values pass. */
async function firstError(values: Partial<PurchaseValues>) {
  const all = { deliveryType: 'DIGITAL', amount: '', customAmount: '', quantity: '1', ...values };
  try {
    await schema.validate(all);
    return null;
  } catch (error) {
    return (error as { errors: string[] }).errors[0];
  }
}

describe('purchase form rules', () => {
  it('accepts a fixed value the delivery type offers', async () => {
    expect(await firstError({ amount: '2500' })).toBeNull();
  });

  it('refuses a missing amount and a value the delivery type does not offer', async () => {
    expect(await firstError({ amount: '' })).toBe(messages.amountRequired);
    expect(await firstError({ deliveryType: 'PHYSICAL', amount: '1000' })).toBe(messages.amountRequired);
  });

  it('refuses a custom amount below the minimum or above the maximum of the chosen delivery type', async () => {
    expect(await firstError({ amount: CUSTOM_AMOUNT, customAmount: '3' })).toBe('The amount must be at least £5');
    expect(await firstError({ amount: CUSTOM_AMOUNT, customAmount: '151' })).toBe('The amount can be at most £150');
    expect(await firstError({ deliveryType: 'PHYSICAL', amount: CUSTOM_AMOUNT, customAmount: '120' })).toBe('The amount can be at most £100');
    expect(await firstError({ amount: CUSTOM_AMOUNT, customAmount: '150' })).toBeNull();
  });

  it('refuses decimals and text in the custom amount, and asks for one when it is empty', async () => {
    expect(await firstError({ amount: CUSTOM_AMOUNT, customAmount: '12.50' })).toBe(messages.wholeUnits);
    expect(await firstError({ amount: CUSTOM_AMOUNT, customAmount: '12,5' })).toBe(messages.wholeUnits);
    expect(await firstError({ amount: CUSTOM_AMOUNT, customAmount: 'ten' })).toBe(messages.wholeUnits);
    expect(await firstError({ amount: CUSTOM_AMOUNT, customAmount: undefined })).toBe('Enter an amount');
  });

  it('ignores the custom field while a fixed value is chosen', async () => {
    expect(await firstError({ amount: '5000', customAmount: '3' })).toBeNull();
  });

  it('takes quantities from 1 to 99 only', async () => {
    const error = 'Enter a quantity from 1 to 99';
    expect(await firstError({ amount: '1000', quantity: '0' })).toBe(error);
    expect(await firstError({ amount: '1000', quantity: '100' })).toBe(error);
    expect(await firstError({ amount: '1000', quantity: '1.5' })).toBe(error);
    expect(await firstError({ amount: '1000', quantity: '99' })).toBeNull();
  });
});

describe('switching delivery type', () => {
  const [digital, physical] = choiceCardOptions;

  it('keeps an amount both types offer and drops one the new type does not', () => {
    expect(amountAfterSwitch(physical, '2500')).toBe('2500');
    expect(amountAfterSwitch(physical, '1000')).toBe('');
    expect(amountAfterSwitch(digital, CUSTOM_AMOUNT)).toBe(CUSTOM_AMOUNT);
  });

  it('chooses the custom amount for a type without fixed values', () => {
    expect(amountAfterSwitch({ ...physical, fixedValues: [] }, '2500')).toBe(CUSTOM_AMOUNT);
    expect(amountAfterSwitch({ ...physical, fixedValues: [], custom: null }, '2500')).toBe('');
  });
});

describe('the submitted selection', () => {
  it('carries the variation of the delivery type and the amount in minor units', () => {
    expect(toSelection({ deliveryType: 'PHYSICAL', amount: '5000', customAmount: '', quantity: '2' }, choiceCardOptions)).toEqual({
      variationId: 'v-physical',
      deliveryType: 'PHYSICAL',
      amount: 5000,
      quantity: 2,
    });
    expect(toSelection({ deliveryType: 'DIGITAL', amount: CUSTOM_AMOUNT, customAmount: ' 75 ', quantity: '1' }, choiceCardOptions).amount).toBe(7500);
  });

  it('reads typed amounts as whole units', () => {
    expect(typedAmountToMinorUnits('25')).toBe(2500);
    expect(typedAmountToMinorUnits('25.00')).toBe(2500);
    expect(typedAmountToMinorUnits('')).toBeUndefined();
    expect(typedAmountToMinorUnits('1e3')).toBeNaN();
  });
});
