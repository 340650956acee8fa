import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { errorRaised, pickServiceError, type ServiceError } from '@giftshop/shared-data-access';

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
