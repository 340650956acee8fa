/** Texts the cart writes: refusals of its own rules, receiver lines of the basket, adjustment titles. */
export interface CartMessages {
  deliveryTypeMismatch: string;
  quantityInvalid: string;
  amountRequired: string;
  amountNotOffered: string;
  amountWholeUnits: string;
  amountMin: string;
  amountMax: string;
  deliveryTimeDigitalOnly: string;
  deliveryDateTooFar: string;
  wrapperMismatch: string;
  giftPackingPhysicalOnly: string;
  receiverNone: string;
  receiverMissing: string;
  sentAsap: string;
  sentOn: string;
  sentOnAt: string;
  shipping: string;
  registeredPost: string;
  productLabel: string;
}

const en: CartMessages = {
  deliveryTypeMismatch: 'This product cannot be delivered this way. Please choose another delivery type.',
  quantityInvalid: 'Please choose a quantity of at least 1.',
  amountRequired: 'Please choose an amount.',
  amountNotOffered: 'Please choose one of the amounts offered.',
  amountWholeUnits: 'Please enter a whole amount, without decimals.',
  amountMin: 'The minimum amount is {min}.',
  amountMax: 'The maximum amount is {max}.',
  deliveryTimeDigitalOnly: 'A delivery time can only be chosen for cards sent by e-mail.',
  deliveryDateTooFar: 'Please choose a delivery date within a year.',
  wrapperMismatch: 'This wrapper does not fit the delivery type.',
  giftPackingPhysicalOnly: 'Gift packing is only available for cards sent by post.',
  receiverNone: 'No receiver yet',
  receiverMissing: 'Please add a receiver to every card sent by e-mail.',
  sentAsap: 'Sent by e-mail right away',
  sentOn: 'Sent by e-mail on {date}',
  sentOnAt: 'Sent by e-mail on {date} at {time}',
  shipping: 'Shipping',
  registeredPost: 'Registered post',
  productLabel: '{title} {price}',
};

const nl: CartMessages = {
  deliveryTypeMismatch: 'Dit product kan niet op deze manier worden bezorgd. Kies een andere bezorgwijze.',
  quantityInvalid: 'Kies een aantal van minstens 1.',
  amountRequired: 'Kies een bedrag.',
  amountNotOffered: 'Kies een van de aangeboden bedragen.',
  amountWholeUnits: 'Vul een heel bedrag in, zonder decimalen.',
  amountMin: 'Het minimale bedrag is {min}.',
  amountMax: 'Het maximale bedrag is {max}.',
  deliveryTimeDigitalOnly: 'Een bezorgtijdstip kan alleen worden gekozen voor bonnen per e-mail.',
  deliveryDateTooFar: 'Kies een bezorgdatum binnen een jaar.',
  wrapperMismatch: 'Deze verpakking past niet bij de bezorgwijze.',
  giftPackingPhysicalOnly: 'Cadeauverpakking is alleen mogelijk voor bonnen per post.',
  receiverNone: 'Nog geen ontvanger',
  receiverMissing: 'Voeg een ontvanger toe aan elke bon die per e-mail gaat.',
  sentAsap: 'Direct per e-mail verstuurd',
  sentOn: 'Per e-mail verstuurd op {date}',
  sentOnAt: 'Per e-mail verstuurd op {date} om {time}',
  shipping: 'Verzendkosten',
  registeredPost: 'Aangetekende verzending',
  productLabel: '{title} {price}',
};

const catalogues: Record<string, CartMessages> = { en, nl };

export const cartMessages = (language: string): CartMessages => catalogues[language] ?? en;

/** Fills `{name}` placeholders. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** Money for people: "£25" for whole amounts, "£25.50" otherwise, in the store's locale. */
export function formatMoney(minorUnits: number, currency: string, locale: string): string {
  const whole = minorUnits % 100 === 0;
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.trim(), minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }).format(minorUnits / 100);
}

/** A calendar date for people, e.g. "14 March 2026". */
export function formatDate(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}
