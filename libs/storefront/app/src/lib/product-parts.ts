import { loadAddToBasketDialog } from '@giftshop/basket-feature';
import { loadPurchasePanel, PurchasePanel as PurchasePanelNow, purchasePanelStyles, type ProductPageProps } from '@giftshop/catalogue-feature';
import { lazyDialog } from '@giftshop/shared-ui';
import { hydrateLater } from './hydrate-later';

/** The basket's dialog, with its delivery form and validation, loads when a valid purchase form opens it. */
const AddToBasketDialog = lazyDialog(loadAddToBasketDialog);

/**
 * The purchase panel (form, delivery overview and their dialogs), hydrated after the rest of the product page in a
 * task of its own; a form submitted before then is sent again once it is in (submit-guard.ts).
 */
const PurchasePanel = hydrateLater(import.meta.env.SSR ? { component: PurchasePanelNow } : { load: loadPurchasePanel, styles: purchasePanelStyles });

/** What the app plugs into the catalogue's product pages. */
export const productParts: ProductPageProps = { purchaseDialog: AddToBasketDialog, purchasePanel: PurchasePanel };
