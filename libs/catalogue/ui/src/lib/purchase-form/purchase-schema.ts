import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import { lazy, number, object, string, ValidationError } from 'yup';
import { amountSchema } from '@giftshop/util-validation';
import { format } from '@giftshop/util-i18n';
import type { CatalogueUiMessages } from '../messages';
import { CUSTOM_AMOUNT, optionFor, QUANTITY, typedAmountToMinorUnits, type PurchaseOption, type PurchaseValues } from './purchase-values';

// The form imports this module when it first validates: the validation library is not part of the product page's first load.

/** The purchase form's rules (spec §5 price): the offered fixed values, or a whole custom amount within the range. */
export function purchaseSchema(options: PurchaseOption[], messages: CatalogueUiMessages['purchase']['errors'], formatMoney: (minorUnits: number) => string) {
  const quantity = format(messages.quantity, QUANTITY);
  return lazy((values: PurchaseValues) => {
    const option = optionFor(options, values.deliveryType);
    const choices = [...(option?.fixedValues.map(String) ?? []), ...(option?.custom ? [CUSTOM_AMOUNT] : [])];
    const custom =
      values.amount === CUSTOM_AMOUNT && option?.custom
        ? amountSchema(
            option.custom,
            { required: messages.customRequired, wholeUnits: messages.wholeUnits, min: (min) => format(messages.min, { min }), max: (max) => format(messages.max, { max }) },
            formatMoney,
          )
            .transform((_value, original) => typedAmountToMinorUnits(original))
            .typeError(messages.wholeUnits)
        : string().strip();
    return object({
      deliveryType: string().required().oneOf(options.map((o) => o.deliveryType)),
      amount: string().required(messages.amountRequired).oneOf(choices, messages.amountRequired),
      customAmount: custom,
      quantity: number().typeError(quantity).required(quantity).integer(quantity).min(QUANTITY.min, quantity).max(QUANTITY.max, quantity),
    });
  });
}

/** The form's errors for `values` under purchaseSchema, as Formik's validationSchema would give them. */
export async function purchaseErrors(
  values: PurchaseValues,
  options: PurchaseOption[],
  messages: CatalogueUiMessages['purchase']['errors'],
  formatMoney: (minorUnits: number) => string,
): Promise<FormikErrors<PurchaseValues>> {
  try {
    await validateYupSchema(values, purchaseSchema(options, messages, formatMoney));
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return yupToFormErrors(error);
    throw error;
  }
}
