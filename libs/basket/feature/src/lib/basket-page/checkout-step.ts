/**
 * Where "To checkout" leads (spec §4): a logged-in customer goes straight to the checkout; others get the identify
 * modal when the brand's order-modal auth mode is on and accounts can identify them, else the guest order modal.
 * Accounts arrive with their own issue: until then `identifyAvailable` is false and every visitor orders as a guest.
 */
export function checkoutStep({ loggedIn, identifyAvailable, orderModalAuth = true }: { loggedIn: boolean; identifyAvailable: boolean; orderModalAuth?: boolean }): 'checkout' | 'identify' | 'guest' {
  if (loggedIn) return 'checkout';
  if (orderModalAuth && identifyAvailable) return 'identify';
  return 'guest';
}
