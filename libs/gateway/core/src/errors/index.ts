export { ErrorCode, type ErrorCodeName, type ErrorCodeValue } from './codes';
export { DomainError, DomainErrors, notAvailableYet, type ErrorParams } from './domain-error';
export { formatMessage, productWord, toErrorEntry, type ErrorEntry } from './translate';
