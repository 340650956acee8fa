import { useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useUserData, type ServiceError } from '@giftshop/shared-data-access';
import type { PaymentStatus } from '@giftshop/shared-graphql';
import { PaymentStatusQuery } from './checkout.documents';
import { paymentOutcome } from './payment-outcome';

/** Spec: every 1–2 s. */
export const POLL_INTERVAL_MS = 1500;
/** About two minutes of asking; then the shopper is told and may ask again. */
export const POLL_LIMIT = 80;

export interface PaymentStatusState {
  status: PaymentStatus | null;
  /** The gateway's refusal (unknown order); polling stops. */
  error: ServiceError | null;
  timedOut: boolean;
  checkAgain: () => void;
}

/**
 * Polls `paymentStatus` of an order until the status is final (paid, failed, cancelled, expired), the limit is
 * reached or the component unmounts. Runs in the browser only (effects).
 */
export function usePaymentStatus(orderUuid: string | null, { intervalMs = POLL_INTERVAL_MS, limit = POLL_LIMIT } = {}): PaymentStatusState {
  const client = useApolloClient();
  const userData = useUserData();
  const [round, setRound] = useState(0);
  const [state, setState] = useState<Omit<PaymentStatusState, 'checkAgain'>>({ status: null, error: null, timedOut: false });

  useEffect(() => {
    if (!orderUuid) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempts = 0;
    const poll = async () => {
      attempts += 1;
      let status: PaymentStatus | null = null;
      let error: ServiceError | null = null;
      try {
        const { data } = await client.query({ query: PaymentStatusQuery, variables: { userData, orderUuid }, fetchPolicy: 'network-only' });
        error = data?.paymentStatus.errors[0] ?? null;
        status = data?.paymentStatus.payment?.status ?? null;
      } catch {
        // A failed request is asked again like an open payment: the network may come back.
      }
      if (stopped) return;
      const final = error !== null || (status !== null && paymentOutcome(status) !== 'waiting');
      const timedOut = !final && attempts >= limit;
      setState({ status, error, timedOut });
      if (!final && !timedOut) timer = setTimeout(poll, intervalMs);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [client, userData, orderUuid, intervalMs, limit, round]);

  return { ...state, checkAgain: () => setRound((value) => value + 1) };
}
