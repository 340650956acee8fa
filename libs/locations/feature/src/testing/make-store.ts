import { configureStore } from '@reduxjs/toolkit';
import { locationsReducers } from '@giftshop/locations-data-access';

/** A store with the slice the location finder reads. */
export const makeTestStore = () => configureStore({ reducer: { ...locationsReducers } });
