export { CheckoutPage } from './lib/checkout/checkout-page';
export { ORDER_OVERVIEW_MODAL } from './lib/checkout/checkout-flow';
export { OrderConfirmationPage } from './lib/confirmation/confirmation-page';
export { ProcessingPaymentPage } from './lib/processing/processing-page';
export { checkoutLoads } from './lib/loaders';
export { checkoutMessages, type CheckoutMessages } from './lib/messages';
