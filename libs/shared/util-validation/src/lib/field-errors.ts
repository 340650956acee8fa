/** An error as the gateway answers it (spec §8): the request field at fault, when there is one. */
export interface FieldReferencingError {
  message: string;
  referencedRequestParameter?: string | null;
}

/**
 * Splits a payload's errors into messages for the form's own fields and the errors no field can show. `fieldOf` maps
 * a referencedRequestParameter to the form's field path, or null when the form has no such field. Of several errors
 * on one field the first is kept.
 */
export function splitFieldErrors<E extends FieldReferencingError>(errors: readonly E[] | null | undefined, fieldOf: (path: string) => string | null) {
  const fields: Record<string, string> = {};
  const rest: E[] = [];
  for (const error of errors ?? []) {
    const field = error.referencedRequestParameter ? fieldOf(error.referencedRequestParameter) : null;
    if (field) fields[field] ??= error.message;
    else rest.push(error);
  }
  return { fields, rest };
}
