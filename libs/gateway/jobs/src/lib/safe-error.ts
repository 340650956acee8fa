const MAX_LENGTH = 500;
/** Six or more digits in a row could be a card number or a PIN. */
const DIGIT_RUNS = /\d{6,}/g;

/**
 * A failure's message fit for logs and the jobs table. drizzle puts the query's parameters into its error message,
 * and database messages quote offending values; either may hold a card number or PIN. So only the driver's own
 * message is kept, and any run of six or more digits in it is masked.
 */
export function safeErrorMessage(error: unknown): string {
  let current: unknown = error;
  while (current instanceof Error && current.message.startsWith('Failed query:') && current.cause) current = current.cause;
  const message = current instanceof Error ? `${current.name}: ${current.message}` : String(current);
  if (message.startsWith('Error: Failed query:')) return 'Error: query failed';
  return message.replace(DIGIT_RUNS, '[digits]').slice(0, MAX_LENGTH);
}
