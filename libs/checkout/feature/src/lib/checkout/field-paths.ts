/** Fields of the details step, as placeOrder names them (referencedRequestParameter). */
const DETAIL_FIELDS = new Set([
  'billingAddress.firstName',
  'billingAddress.lastName',
  'billingAddress.email',
  'billingAddress.phoneNumber',
  'billingAddress.countryCode',
  'billingAddress.postCode',
  'billingAddress.houseNumber',
  'billingAddress.suffix',
  'billingAddress.street',
  'billingAddress.city',
  'business.companyName',
  'business.kvkNumber',
  'business.vatNumber',
  'business.referenceNumber',
  'business.invoiceEmail',
]);

/** The address carries the business's name and invoice address too; the form asks for them with the business. */
const ALIASES: Record<string, string> = {
  'billingAddress.companyName': 'business.companyName',
  'billingAddress.invoiceEmail': 'business.invoiceEmail',
};

const PAYMENT_FIELDS = new Set(['paymentMethod', 'issuer', 'termsAccepted']);

export const formField = (path: string) => ALIASES[path] ?? path;
export const isDetailsField = (path: string) => DETAIL_FIELDS.has(formField(path));
export const isPaymentField = (path: string) => PAYMENT_FIELDS.has(path);
export const isFormField = (path: string) => isDetailsField(path) || isPaymentField(path);
