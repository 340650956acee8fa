/** The add-to-basket dialog as a chunk of its own, for pages that load it when it first opens. */
export const loadAddToBasketDialog = () => import('./add-to-basket-dialog').then((dialog) => dialog.AddToBasketDialog);
