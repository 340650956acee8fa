import { emptyDetails, type CheckoutDetailsValues } from '@giftshop/checkout-ui';
import { customerBilling, type BillingCustomer } from '@giftshop/shared-ui';

/**
 * The details step of a logged-in customer (`customerBilling`: the default billing address, else the profile);
 * guests (no customer) get the empty form.
 */
export function prefilledDetails(customer: BillingCustomer | null | undefined, storeCountry: string): CheckoutDetailsValues {
  const empty = emptyDetails(storeCountry);
  if (!customer) return empty;
  const billing = customerBilling(customer, storeCountry);
  return {
    isBusiness: billing.isBusiness,
    business: { ...empty.business, companyName: billing.companyName, vatNumber: billing.vatNumber, invoiceEmail: billing.invoiceEmail },
    billingAddress: billing.address,
  };
}
