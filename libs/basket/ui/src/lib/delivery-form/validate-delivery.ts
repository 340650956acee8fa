import { getIn, setIn, type FormikErrors } from 'formik';
import { basketMessages, checkoutMessages, isDeliveryTime, isIsoDate, personalMessageProblem, receiverErrors } from '@giftshop/util-validation';
import { toReceiverInput, type DeliveryType, type DeliveryValues } from './delivery-values';

export interface DeliveryRules {
  deliveryType: DeliveryType;
  language: string;
  /** The shopper's local date (YYYY-MM-DD) and time (HH:mm), for refusing moments in the past. */
  today: string;
  now: string;
}

/**
 * The form field a rule's path names. The shared receiver rules (and the gateway's referencedRequestParameter)
 * speak of the API's shape: `receivers[1].address.postCode` or `receiver.email`; the form keeps the address beside
 * the names, as `receivers.1.postCode`.
 */
export function formFieldOf(path: string): string {
  return path
    .replace(/^input\./, '')
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/^receiver\./, 'receivers.0.')
    .replace(/^giftPackingId$/, 'giftPacking')
    .replace(/^(receivers\.\d+\.)address\./, '$1');
}

function messageError(text: string, language: string): string | undefined {
  const m = basketMessages(language);
  const problem = personalMessageProblem(text);
  if (problem === 'empty') return m.personalMessageEmpty;
  if (problem === 'emoji') return m.personalMessageEmoji;
  if (problem === 'tooLong') return m.personalMessageTooLong;
  return undefined;
}

function momentErrors(values: DeliveryValues, rules: DeliveryRules): Record<string, string> {
  if (values.when === 'NOW') return {};
  const m = basketMessages(rules.language);
  if (!isIsoDate(values.deliveryDate)) return { deliveryDate: m.deliveryDateInvalid };
  if (values.deliveryDate < rules.today) return { deliveryDate: m.deliveryDatePast };
  if (rules.deliveryType !== 'DIGITAL') return {};
  if (!isDeliveryTime(values.deliveryTime)) return { deliveryTime: m.deliveryTimeInvalid };
  if (values.deliveryDate === rules.today && values.deliveryTime <= rules.now) return { deliveryTime: m.deliveryDatePast };
  return {};
}

/**
 * Every rule the delivery part of a basket line breaks, as Formik errors. Receivers are checked with the shared
 * rules the gateway applies (util-validation), on the same shape the gateway receives.
 */
export function validateDelivery(values: DeliveryValues, rules: DeliveryRules): FormikErrors<DeliveryValues> {
  let errors: FormikErrors<DeliveryValues> = {};
  const add = (field: string, message: string) => {
    errors = setIn(errors, field, message);
  };
  const checkout = checkoutMessages(rules.language);
  const basket = basketMessages(rules.language);
  values.receivers.forEach((receiver, index) => {
    for (const error of receiverErrors(toReceiverInput(receiver, rules.deliveryType), rules.deliveryType, checkout, basket)) {
      const field = formFieldOf(`receivers.${index}.${error.path}`);
      if (getIn(errors, field) === undefined) add(field, error.message);
    }
  });
  for (const [field, message] of Object.entries(momentErrors(values, rules))) add(field, message);
  if (values.addMessage) {
    const message = messageError(values.personalMessage, rules.language);
    if (message) add('personalMessage', message);
  }
  return errors;
}

/** Today's date and the time of day in the browser, as the rules compare them. */
export function localMoment(date = new Date()): { today: string; now: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    today: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
    now: `${pad(date.getHours())}:${pad(date.getMinutes())}`,
  };
}
