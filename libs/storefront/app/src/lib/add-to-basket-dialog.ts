import { loadAddToBasketDialog } from '@giftshop/basket-feature';
import { lazyDialog } from '@giftshop/shared-ui';

/** The basket's dialog, with its delivery form and validation, loads when a valid purchase form opens it. */
export const AddToBasketDialog = lazyDialog(loadAddToBasketDialog);
