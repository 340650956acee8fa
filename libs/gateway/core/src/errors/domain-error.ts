import { ErrorCode, type ErrorCodeName } from './codes';

export type ErrorParams = Record<string, string | number>;

/** A refusal the client can act on; resolvers turn it into an `errors` entry of the payload. */
export class DomainError extends Error {
  readonly code: number;
  constructor(
    readonly codeName: ErrorCodeName,
    readonly params: ErrorParams = {},
    readonly referencedRequestParameter: string | null = null,
  ) {
    super(codeName);
    this.name = 'DomainError';
    this.code = ErrorCode[codeName];
  }
}

/** Several refusals answered together, e.g. every invalid field of a form; each keeps its field path. */
export class DomainErrors extends Error {
  constructor(readonly errors: DomainError[]) {
    super(errors.map((e) => e.codeName).join(', '));
    this.name = 'DomainErrors';
  }
}

export const notAvailableYet = () => new DomainError('NOT_AVAILABLE_YET');
