import pg from 'pg';

/** What the gateway delivered of the orders it was paid for in a measured window: cards, e-mails, the backlog. */
export interface DeliveryCount {
  cardsIssued: number;
  cardEmailsSent: number;
  confirmationsSent: number;
  /** Issuing jobs not done, and e-mails due but unsent, when the window closed. */
  backlog: { jobs: number; emails: number };
}

const COUNTS = `select
  (select count(*) from gift_card_ledger where reason = 'ISSUE' and created_at >= $1 and created_at < $2)::int as cards,
  (select count(*) from email_outbox where template = 'card-delivery' and sent_at >= $1 and sent_at < $2)::int as card_mails,
  (select count(*) from email_outbox where template = 'order-confirmation' and sent_at >= $1 and sent_at < $2)::int as confirmations,
  (select count(*) from jobs where kind = 'order.fulfil' and status in ('PENDING', 'RUNNING'))::int as jobs,
  (select count(*) from email_outbox where status = 'PENDING' and send_after < 'infinity'
     and template in ('card-delivery', 'order-confirmation'))::int as emails`;

/** Counts, from the ledger and the outbox, what was issued and sent between `from` and `to`, and what is left. */
export async function countDelivery(databaseUrl: string, from: Date, to: Date): Promise<DeliveryCount> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(COUNTS, [from, to]);
    const row = rows[0];
    return {
      cardsIssued: row.cards,
      cardEmailsSent: row.card_mails,
      confirmationsSent: row.confirmations,
      backlog: { jobs: row.jobs, emails: row.emails },
    };
  } finally {
    await client.end();
  }
}

/** Waits until no issuing job or due e-mail is left (at most `limitMs`); answers the seconds it took, or null. */
export async function drainSeconds(databaseUrl: string, limitMs = 120_000): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    const { backlog } = await countDelivery(databaseUrl, new Date(0), new Date(0));
    if (!backlog.jobs && !backlog.emails) return (Date.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return null;
}
