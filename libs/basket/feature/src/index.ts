export { AddToBasketDialog, type AddToBasketDialogProps, type PurchaseProduct } from './lib/add-to-basket/add-to-basket-dialog';
export { loadAddToBasketDialog } from './lib/add-to-basket/load-add-to-basket-dialog';
export type { PurchaseChoice } from './lib/add-to-basket/add-input';
export { BasketPage, type BasketPageProps } from './lib/basket-page/basket-page';
export { basketLoader } from './lib/load-basket';
export { basketMessages, type BasketMessages } from './lib/messages';
