export * from './lib/basket.fragments';
export * from './lib/basket.queries';
export * from './lib/basket.mutations';
export { BASKET_MODALS, useBasketModal, type BasketModalId } from './lib/basket-modals';
export {
  basketReducers,
  basketSlice,
  initialBasketState,
  packageEditOpened,
  packagePreviewOpened,
  packageRemovalAsked,
  receiversResetAsked,
  selectEditedPackage,
  selectPreviewedPackage,
  selectRemovingPackage,
  selectResettingShipment,
  type BasketSliceState,
  type BasketState,
  type PackageRef,
} from './lib/basket.slice';
export { productSlug, useBasket, useExtraVariations, useProductPrices } from './lib/use-basket';
export { useAddToBasket, useDeletePackageGroup, useResetReceivers, useUpdatePackage, type BasketChange } from './lib/use-basket-mutations';
