/** The order of a confirmation page: `/order/{uuid}/`, or `/order/success/?order={uuid}`. */
export function confirmationUuid(params: Readonly<Record<string, string | undefined>>, search: URLSearchParams): string | null {
  const uuid = params['uuid'] ?? search.get('order');
  return uuid?.trim() ? uuid.trim() : null;
}
