import { emailOutbox, type Database } from '@giftshop/gateway-db';
import { signalQueued, WAKE_CHANNELS } from '@giftshop/gateway-jobs';

export interface QueuedEmail {
  storeId: number;
  /** Which template made it, e.g. 'card-delivery' (for support and the viewer; never the content). */
  template: string;
  to: string;
  subject: string;
  /** The body, or `content` from which the template's outbox renderer makes it at send time. */
  html?: string;
  text?: string;
  content?: Record<string, unknown>;
  /** The same key is queued once, e.g. 'order-confirmation:<order uuid>'. */
  idempotencyKey: string;
  /** Not sent before this moment; as soon as possible when omitted. */
  sendAfter?: Date;
  /** Extra headers; marketing e-mail carries marketingHeaders() (List-Unsubscribe, one-click). */
  headers?: Record<string, string>;
}

/**
 * The headers every marketing e-mail carries: a one-click unsubscribe (RFC 8058) that mail clients POST to
 * `postUrl` with `List-Unsubscribe=One-Click`, the page as a fallback for clients that open it instead.
 */
export function marketingHeaders(postUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${postUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/**
 * Writes an e-mail into the outbox inside the caller's transaction: it is sent exactly when that transaction
 * commits. Answers false when an e-mail with the same idempotency key was already queued.
 */
export async function queueEmail(tx: Database, email: QueuedEmail): Promise<boolean> {
  return (await queueEmails(tx, [email])) > 0;
}

/** Several e-mails in one statement, as queueEmail each; answers how many were new. */
export async function queueEmails(tx: Database, emails: readonly QueuedEmail[]): Promise<number> {
  if (!emails.length) return 0;
  const inserted = await tx
    .insert(emailOutbox)
    .values(
      emails.map((email) => ({
        storeId: email.storeId,
        template: email.template,
        toAddress: email.to,
        subject: email.subject,
        html: email.html ?? null,
        text: email.text ?? null,
        content: email.content ?? null,
        idempotencyKey: email.idempotencyKey,
        sendAfter: email.sendAfter ?? new Date(),
        headers: email.headers ?? {},
      })),
    )
    .onConflictDoNothing({ target: emailOutbox.idempotencyKey })
    .returning({ id: emailOutbox.id });
  if (inserted.length) signalQueued(WAKE_CHANNELS.outbox);
  return inserted.length;
}
