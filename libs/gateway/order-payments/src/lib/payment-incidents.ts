import { asc, isNull } from 'drizzle-orm';
import { paymentIncidents, type Database } from '@giftshop/gateway-db';
import type { Logger } from 'pino';

export type IncidentKind = 'cancel-after-paid' | 'fraud-after-paid' | 'paid-after-cancel';

export interface Incident {
  kind: IncidentKind;
  orderId: string;
  paymentId: string | null;
  providerEventId: string;
  reportedStatus: string;
  orderStatus: string;
  paymentStatus: string;
}

/**
 * Keeps an event that came too late to change the order (a cancel or fraud report after the money came in, money
 * after the order was cancelled) for an operator, inside the event's transaction, and warns in the log. Once per
 * provider event.
 */
export async function recordIncident(tx: Database, log: Logger, incident: Incident): Promise<void> {
  await tx.insert(paymentIncidents).values(incident).onConflictDoNothing({ target: paymentIncidents.providerEventId });
  const { kind, orderId, paymentId, reportedStatus, orderStatus } = incident;
  log.warn({ kind, orderId, paymentId, reportedStatus, orderStatus }, 'payment incident: an operator has to review this order');
}

/** Incidents no operator has resolved yet, oldest first. */
export function openIncidents(db: Database) {
  return db.select().from(paymentIncidents).where(isNull(paymentIncidents.resolvedAt)).orderBy(asc(paymentIncidents.occurredAt));
}
