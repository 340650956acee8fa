/**
 * The gateway's refusals of a form: by field, with the values they were given for (each shows until its field
 * changes), and `general` for what no field can show (a rate limit, a failed login, an unreachable gateway).
 */
export interface AccountServerErrors<F extends string = string> {
  fields: Partial<Record<F, string>>;
  general?: string | null;
  values: Partial<Record<F, unknown>>;
}
