import { graphql, type CartQuantityQuery as CartQuantityData } from '@giftshop/shared-graphql';

/** The header badge's cart: ids and quantities only (spec §7 cartQuantity). */
export const CartQuantityQuery = graphql(`
  query CartQuantity($userData: UserDataInput!) {
    cartQuantity(userData: $userData) {
      order {
        id
        shipments {
          id
          packages {
            id
            giftCardItem { qty variation { id } }
            emptyGiftCardItem { qty variation { id } }
          }
        }
        packagesGroups { packageId }
      }
      errors { code message }
    }
  }
`);

/**
 * Items in the cart for the badge (spec §4): the sum of the packages' quantities. No cart, or an answer with errors
 * (1006 "not available yet" until the basket is built), counts as 0.
 */
export function cartCount(data: CartQuantityData | undefined): number {
  const order = data?.cartQuantity.order;
  if (!order) return 0;
  return order.shipments
    .flatMap((shipment) => shipment.packages)
    .reduce((sum, item) => sum + (item.giftCardItem?.qty ?? 0) + (item.emptyGiftCardItem?.qty ?? 0), 0);
}
