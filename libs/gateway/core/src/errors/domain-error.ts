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

export const notAvailableYet = () => new DomainError('NOT_AVAILABLE_YET');
