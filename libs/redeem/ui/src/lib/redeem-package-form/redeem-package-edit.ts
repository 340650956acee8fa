import type { RedeemPackageModal_ProductFragment, RedeemPackageModal_ShipmentFragment } from '@giftshop/shared-graphql';
import { emptyRedeemAddress, type RedeemDelivery, type RedeemPackageValues } from './redeem-package-values';

/** A package of the order opened for a change: its product, how it is sent, its amount and the values it holds. */
export interface RedeemPackageEdit {
  packageId: string;
  product: RedeemPackageModal_ProductFragment;
  /** A package keeps its delivery: updateRedeemPackage cannot change the variation. */
  delivery: RedeemDelivery;
  /** packageTotals.mainItemEditable: otherwise the amount is shown, not asked. */
  amountEditable: boolean;
  /** Per card. */
  amount: { minorUnits: number; currency: string };
  values: RedeemPackageValues;
}

const text = (value: string | null | undefined) => value ?? '';

/** The package `packageId` of the order's shipments, prefilled for the modal; null when the order has no such package. */
export function redeemPackageEdit(shipments: readonly RedeemPackageModal_ShipmentFragment[], packageId: string): RedeemPackageEdit | null {
  for (const shipment of shipments) {
    const pkg = shipment.packages.find((p) => p.id === packageId);
    if (!pkg) continue;
    const address = shipment.deliveryAddress;
    const amount = pkg.packageTotals.mainItemAmount;
    const quantity = pkg.items.find((item) => item.kind === pkg.mainProductType)?.qty ?? 1;
    const email = text(pkg.receiver?.email);
    return {
      packageId,
      product: pkg.mainProduct,
      delivery: shipment.deliveryType,
      amountEditable: pkg.packageTotals.mainItemEditable,
      amount,
      values: {
        delivery: shipment.deliveryType,
        amount: String(amount.minorUnits / 100),
        quantity: String(quantity),
        receiver: {
          firstName: text(pkg.receiver?.firstName ?? address?.firstName),
          lastName: text(pkg.receiver?.lastName ?? address?.lastName),
          email,
          confirmEmail: email,
          address: address
            ? { countryCode: address.countryCode, postCode: text(address.postCode), houseNumber: text(address.houseNumber), suffix: text(address.suffix), street: text(address.street), city: text(address.city) }
            : emptyRedeemAddress(''),
        },
      },
    };
  }
  return null;
}
