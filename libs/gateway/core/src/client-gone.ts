import type { GatewayContext } from './context';
import { DomainError } from './errors';

/** The client gave up on the request (closed its connection) before a write began: the write is not applied. */
export class ClientGoneError extends DomainError {
  constructor() {
    super('GENERAL');
    this.name = 'ClientGoneError';
  }
}

/**
 * A write calls this once its locks are held, just before it changes anything: a request whose client has gone
 * (it saw a failure, a timeout, and may have tried again) must not land later, out of order. Throwing inside the
 * transaction rolls back what it read or locked; the answer goes nowhere.
 */
export function ensureClientWaiting(ctx: Pick<GatewayContext, 'signal' | 'log'>): void {
  if (!ctx.signal.aborted) return;
  ctx.log.info('client closed the request before its write began: not applied');
  throw new ClientGoneError();
}
