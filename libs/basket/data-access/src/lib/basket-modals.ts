import { useDispatch, useSelector } from 'react-redux';
import { modalClosed, modalOpened, selectModalOpen, type ModalsState } from '@giftshop/shared-data-access';

/** The basket's modals (spec §2.6) by their ids in the shared modals slice. */
export const BASKET_MODALS = {
  productDelivery: 'product delivery receivers',
  added: 'basket item added',
  wrapperOverlay: 'wrapper overlay',
  giftPackingPreview: 'gift packing preview',
  deleteItem: 'basket delete item',
  editPackage: 'product order overview',
  editReceiver: 'edit receiver confirmation',
  resetReceivers: 'reset receiver confirmation',
  packagePreview: 'package item preview',
  guestOrder: 'basket guest order',
  identify: 'account identify',
} as const;

export type BasketModalId = (typeof BASKET_MODALS)[keyof typeof BASKET_MODALS];

/** The overlays opened on top of another modal keep it open (the wrapper overlay over the delivery form). */
const stacked = new Set<string>([BASKET_MODALS.wrapperOverlay, BASKET_MODALS.giftPackingPreview, BASKET_MODALS.editReceiver]);

/** Whether a basket modal is open, and the actions that open and close it. */
export function useBasketModal(id: BasketModalId) {
  const open = useSelector((state: { modals: ModalsState }) => selectModalOpen(state, id));
  const dispatch = useDispatch();
  return {
    open,
    show: () => dispatch(modalOpened({ id, keepOthers: stacked.has(id) })),
    hide: () => dispatch(modalClosed(id)),
  };
}
