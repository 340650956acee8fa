/** An error as the gateway sends it (spec §8). */
export interface Refusal {
  code: number;
  message: string;
  referencedRequestParameter?: string | null;
}

/**
 * The gateway's refusals of a submitted form: messages by field path (address.postCode), and `general` for what no
 * field shows. `values` are the submitted values; a field's refusal shows while the field still holds its value.
 */
export interface FormRefusals<V = unknown> {
  fields: Record<string, string>;
  general?: string | null;
  values: V;
}

/**
 * Sorts refusals onto the form's fields: a parameter `input.address.postCode` under the prefix `input.` is the field
 * `address.postCode` when the form has it; anything else is general, worded by the gateway or else by `fallback`.
 */
export function toFormRefusals<V>(errors: readonly Refusal[], prefix: string, fields: readonly string[], values: V, fallback: string): FormRefusals<V> {
  const byField: Record<string, string> = {};
  let general: string | null = null;
  for (const error of errors) {
    const parameter = error.referencedRequestParameter ?? '';
    const path = parameter.startsWith(prefix) ? parameter.slice(prefix.length) : '';
    if (fields.includes(path)) byField[path] ??= error.message || fallback;
    else general ??= error.message || fallback;
  }
  return { fields: byField, general, values };
}
