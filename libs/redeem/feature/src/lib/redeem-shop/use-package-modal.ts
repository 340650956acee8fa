import { useMemo, useState } from 'react';
import type { useRedeemMutations } from '@giftshop/redeem-data-access';
import {
  redeemPackageEdit,
  redeemPackageFieldOf,
  toRedeemPackageInput,
  toUpdateRedeemPackageInput,
  type RedeemPackageServerErrors,
  type RedeemPackageValues,
} from '@giftshop/redeem-ui';
import type { ServiceError } from '@giftshop/shared-data-access';
import type { RedeemPackageModal_ProductFragment, RedeemPackageModal_ShipmentFragment } from '@giftshop/shared-graphql';

type Mutations = ReturnType<typeof useRedeemMutations>;

export interface PackageModalOptions<P extends RedeemPackageModal_ProductFragment> {
  shipments: readonly RedeemPackageModal_ShipmentFragment[] | null;
  pageId: string | null;
  add: Mutations['add'];
  update: Mutations['update'];
  /** Splits a refusal: answers the messages of the form's fields and deals with the rest. */
  refused: (errors: readonly ServiceError[], fieldOf: (path: string) => string | null) => Partial<Record<string, string>>;
  /** A chosen product was added to the order. */
  onAdded?: (product: P) => void;
}

/**
 * The shop's redeem package modal: a chosen product is added to the order, a package of the order is changed. The
 * package is read from the order as it is answered, so a package gone meanwhile closes the modal.
 */
export function usePackageModal<P extends RedeemPackageModal_ProductFragment>({ shipments, pageId, add, update, refused, onAdded }: PackageModalOptions<P>) {
  const [chosen, setChosen] = useState<P | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<RedeemPackageServerErrors | null>(null);
  const editing = useMemo(() => (editingId && shipments ? redeemPackageEdit(shipments, editingId) : null), [shipments, editingId]);

  const open = (product: P | null, packageId: string | null) => {
    setServerErrors(null);
    setChosen(product);
    setEditingId(packageId);
  };
  const close = () => open(null, null);
  const submit = async (values: RedeemPackageValues) => {
    let errors: ServiceError[] = [];
    if (editing) errors = await update(editing.packageId, toUpdateRedeemPackageInput(editing.amountEditable, values));
    else if (chosen) errors = await add({ ...toRedeemPackageInput(chosen, values), pageId });
    if (errors.length === 0) {
      close();
      if (!editing && chosen) onAdded?.(chosen);
    } else setServerErrors({ fields: refused(errors, redeemPackageFieldOf(values)), values });
  };

  return {
    choose: (product: P) => open(product, null),
    edit: (packageId: string) => open(null, packageId),
    modal: { product: chosen, editing, onClose: close, onSubmit: submit, serverErrors },
  };
}
