import { emptyDetails, type CheckoutDetailsValues } from '@giftshop/checkout-ui';
import type { CheckoutCustomerQuery } from '@giftshop/shared-graphql';
import { customerBilling } from '@giftshop/shared-ui';

type Customer = NonNullable<CheckoutCustomerQuery['getUserInfo']['user']>;

/**
 * The details step of a logged-in customer (`customerBilling`: the default billing address, else the profile);
 * guests (no customer) get the empty form.
 */
export function prefilledDetails(customer: Customer | null | undefined, storeCountry: string): CheckoutDetailsValues {
  const empty = emptyDetails(storeCountry);
  if (!customer) return empty;
  const billing = customerBilling(customer, storeCountry);
  return {
    isBusiness: billing.isBusiness,
    business: { ...empty.business, companyName: billing.companyName, vatNumber: billing.vatNumber, invoiceEmail: billing.invoiceEmail },
    billingAddress: billing.address,
  };
}
