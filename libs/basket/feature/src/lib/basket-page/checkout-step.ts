/**
 * Where "To checkout" leads (spec §4): a logged-in customer goes straight to the checkout; others get the identify
 * modal when the brand's order-modal auth mode is on and accounts can identify them, else the guest order modal.
 * `identifyAvailable` is whether the app gave the basket an identify modal (the account library's).
 */
export function checkoutStep({ loggedIn, identifyAvailable, orderModalAuth = true }: { loggedIn: boolean; identifyAvailable: boolean; orderModalAuth?: boolean }): 'checkout' | 'identify' | 'guest' {
  if (loggedIn) return 'checkout';
  if (orderModalAuth && identifyAvailable) return 'identify';
  return 'guest';
}
