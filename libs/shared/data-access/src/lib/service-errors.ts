import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { errorRaised, pickServiceError, type ServiceError } from './modals.slice';

/** A call that failed without an answer (network, gateway down): the error modal shows the generic apology. */
export const UNREACHABLE: ServiceError = { code: -1, message: '', referencedRequestParameter: null };

/** Opens the error modal with the first of the errors (spec §8). */
export function useRaiseServiceError() {
  const dispatch = useDispatch();
  return useCallback(
    (errors: readonly ServiceError[]) => {
      const error = pickServiceError(errors);
      if (error) dispatch(errorRaised({ code: error.code, message: error.message, referencedRequestParameter: error.referencedRequestParameter ?? null }));
    },
    [dispatch],
  );
}
