import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import {
  selectEditedPackage,
  selectPreviewedPackage,
  selectRemovingPackage,
  selectResettingShipment,
  type PackageRef,
} from '@giftshop/basket-data-access';
import type { PackageGroupData, PackagePreviewData } from '@giftshop/basket-ui';
import { findPackage, type basketView, type Order, type ViewText } from './basket-view';
import type { EditTarget } from './package-editor';
import { packagePreview } from './package-preview';
import { useLastValue } from '@giftshop/shared-ui';

type BasketView = ReturnType<typeof basketView>;

const groupIn = (view: BasketView, ref: PackageRef | null): PackageGroupData | null =>
  (ref && view.shipments.flatMap((shipment) => shipment.groups).find((group) => group.tag === ref.tag && group.packageId === ref.packageId)) ?? null;

/**
 * What the basket's modals are about, from the basket slice's references read against the basket as it is now. A
 * package or shipment gone meanwhile (deleted, reset) keeps its last look while its modal closes.
 */
export function useModalTargets(order: Order, view: BasketView, text: ViewText) {
  const removing = useSelector(selectRemovingPackage);
  const resetting = useSelector(selectResettingShipment);
  const previewed = useSelector(selectPreviewedPackage);
  const edited = useSelector(selectEditedPackage);
  const toRemove = useLastValue(useMemo(() => groupIn(view, removing), [view, removing]));
  const resetCount = useLastValue(view.shipments.find((shipment) => shipment.tag === resetting)?.groups.length ?? null);
  const preview = useLastValue(
    useMemo((): PackagePreviewData | null => {
      const group = groupIn(view, previewed);
      const found = previewed && findPackage(order, previewed.tag, previewed.packageId);
      return group && found ? packagePreview(group, found.shipment, found.pkg, text) : null;
    }, [previewed, view, order, text]),
  );
  const editing = useLastValue(
    useMemo((): EditTarget | null => {
      const group = groupIn(view, edited);
      const found = edited && findPackage(order, edited.tag, edited.packageId);
      return group && found ? { group, shipment: found.shipment, pkg: found.pkg } : null;
    }, [edited, view, order]),
  );
  return { toRemove, resetting, resetCount, preview, editing };
}
