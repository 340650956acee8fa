export { createLimiter, type ConsumeResult, type Limiter, type LimitPolicy, type PeekResult } from './lib/limiter';
export { clientKey, type ClientMeta } from './lib/client-key';
export { growingDelay } from './lib/growing-delay';
