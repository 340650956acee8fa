import { money, type StoreScope } from '@giftshop/gateway-core';
import { postalAddressLines, type PostalAddressParts } from '@giftshop/util-validation';
import type { AddressRow, CartVariationRow, ExtraRow } from './cart.repository';

/** The variation of a line as the API shows it (same shape as the catalogue's). */
export function toVariation(v: CartVariationRow) {
  const currency = v.currency.trim();
  return {
    id: v.id,
    title: v.title,
    sku: v.sku,
    variationType: v.variationType,
    price: money(v.fixedValues[0] ?? v.minPrice ?? 0, currency),
    config: {
      pricesToShow: v.fixedValues.map((value) => money(value, currency)),
      hasFixedPrices: v.fixedValues.length > 0,
      minPrice: v.minPrice === null ? null : money(v.minPrice, currency),
      maxPrice: v.maxPrice === null ? null : money(v.maxPrice, currency),
    },
  };
}

export function toExtraVariation(extra: ExtraRow) {
  return {
    id: extra.id,
    kind: extra.kind,
    title: extra.title,
    description: extra.description,
    sku: extra.sku,
    price: money(extra.price, extra.currency.trim()),
    color: extra.color,
  };
}

export function toAddress(a: AddressRow) {
  return {
    id: a.id,
    firstName: a.firstName,
    lastName: a.lastName,
    customerType: a.customerType,
    companyName: a.companyName,
    countryCode: a.countryCode,
    postCode: a.postCode,
    houseNumber: a.houseNumber,
    suffix: a.suffix,
    street: a.street,
    city: a.city,
    administrativeArea: a.administrativeArea,
    email: a.email,
    invoiceEmail: a.invoiceEmail,
    phoneNumber: a.phoneNumber,
    addressLine1: a.addressLine1,
    addressLine2: a.addressLine2,
    referenceNumber: a.referenceNumber,
    kvkNumber: a.kvkNumber,
    vatNumber: a.vatNumber,
    postalLines: addressPostalLines(a),
  };
}

/** Street, town and postcode lines in the address's country order (Address.postalLines); no name, company or country. */
export function addressPostalLines(a: Omit<PostalAddressParts, 'name' | 'companyName'>): string[] {
  const { countryCode, street, houseNumber, suffix, postCode, city, administrativeArea, addressLine1, addressLine2 } = a;
  return postalAddressLines({ countryCode, street, houseNumber, suffix, postCode, city, administrativeArea, addressLine1, addressLine2 });
}

/** The locale of the call's language in the store, e.g. en-gb. */
export const localeOf = (scope: StoreScope) => scope.language.locale;
