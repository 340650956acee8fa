import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCustomerActions } from '@giftshop/account-data-access';
import { useMessages, useRoutes } from '@giftshop/util-i18n';
import { customerPageMessages } from './messages';

/** What a reorder left out, shown before the customer goes on to the basket. */
export interface ReorderRefusal {
  cart: boolean;
  messages: string[];
}

/**
 * Invoice and reorder of one order. The invoice link is opened in this browser (it works only with this login) and
 * downloads the PDF. A reorder that put everything back goes straight to the basket; one that left packages out
 * says which, first.
 */
export function useOrderActions(onBusyChange?: (busy: boolean) => void) {
  const m = useMessages(customerPageMessages);
  const routes = useRoutes();
  const navigate = useNavigate();
  const { invoiceUrl, reorder } = useCustomerActions();
  const [downloading, setDownloading] = useState(false);
  const [reordering, setReordering] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<ReorderRefusal | null>(null);

  const busy = (on: boolean, set: (on: boolean) => void) => {
    set(on);
    onBusyChange?.(on);
  };

  return {
    downloading,
    reordering,
    error,
    refusal,
    reset: () => {
      setError(null);
      setRefusal(null);
    },
    downloadInvoice: async (orderUuid: string) => {
      setError(null);
      busy(true, setDownloading);
      const outcome = await invoiceUrl(orderUuid);
      busy(false, setDownloading);
      if (outcome.ok && outcome.value) window.location.assign(outcome.value);
      else setError(outcome.errors[0]?.message || m.failed);
    },
    reorder: async (orderUuid: string) => {
      setError(null);
      setRefusal(null);
      busy(true, setReordering);
      const outcome = await reorder(orderUuid);
      busy(false, setReordering);
      const skipped = outcome.errors.filter((e) => e.referencedRequestParameter?.startsWith('packages.'));
      const other = outcome.errors.find((e) => !skipped.includes(e));
      if (other) return setError(other.message || m.failed);
      if (outcome.cart && skipped.length === 0) return void navigate(routes.path('basket'));
      setRefusal({ cart: outcome.cart, messages: skipped.map((e) => e.message || m.failed) });
    },
  };
}
