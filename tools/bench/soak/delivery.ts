import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '@giftshop/gateway-db';
import { percentile } from '../support';

export interface Delivery {
  /** Cards issued for the run's paid orders before `until` (ms since the epoch). */
  cardsIssued: number;
  /** Card e-mails of the run's paid orders: sent, and the seconds from payment to sending (p50, p99). */
  mails: { expected: number; sent: number; p50: number; p99: number; oldestUnsentSeconds: number };
}

/**
 * Issuing and card e-mails of the orders paid during the run (order uuid → when the paid webhook was accepted), read
 * from the ledger and the outbox: one card-delivery e-mail per package (`card-delivery:<package id>`).
 */
export async function readDelivery(
  db: Database,
  paid: Map<string, number>,
  since: Date,
  until: number,
  measuredAt: number,
): Promise<Delivery> {
  const issued = await selectRows<{ order_id: string; created_at: string }>(
    db,
    sql`select order_id, created_at from gift_card_ledger
      where reason = 'ISSUE' and created_at >= ${since.toISOString()}`,
  );
  const packages = await selectRows<{ order_id: string; sent_at: string | null }>(
    db,
    sql`select s.order_id, o.sent_at
      from orders ord join shipments s on s.order_id = ord.id join packages p on p.shipment_id = s.id
      left join email_outbox o on o.idempotency_key = 'card-delivery:' || p.id
      where ord.created_at >= ${since.toISOString()}`,
  );
  const delays: number[] = [];
  let expected = 0;
  let oldestUnsent = 0;
  for (const row of packages) {
    const paidAt = paid.get(row.order_id);
    if (paidAt === undefined) continue;
    expected++;
    if (row.sent_at) delays.push((new Date(row.sent_at).getTime() - paidAt) / 1000);
    else oldestUnsent = Math.max(oldestUnsent, (measuredAt - paidAt) / 1000);
  }
  return {
    cardsIssued: issued.filter((row) => paid.has(row.order_id) && new Date(row.created_at).getTime() <= until).length,
    mails: {
      expected,
      sent: delays.length,
      p50: percentile(delays, 50),
      p99: percentile(delays, 99),
      oldestUnsentSeconds: oldestUnsent,
    },
  };
}
