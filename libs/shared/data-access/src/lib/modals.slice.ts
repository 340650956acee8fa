import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A service error as the gateway sends it (spec §8). */
export interface ServiceError {
  message: string;
  code: number;
  referencedRequestParameter?: string | null;
}

/**
 * Which modals are open (spec §4): opening one replaces the others unless asked to keep them; closing removes only
 * that one. The error modal shows while an error is set and closes when it is reset.
 */
export interface ModalsState {
  open: string[];
  error: ServiceError | null;
}

export const initialModalsState: ModalsState = { open: [], error: null };

export const modalsSlice = createSlice({
  name: 'modals',
  initialState: initialModalsState,
  reducers: {
    modalOpened: (state, action: PayloadAction<{ id: string; keepOthers?: boolean }>) => {
      const { id, keepOthers } = action.payload;
      state.open = keepOthers ? [...state.open.filter((open) => open !== id), id] : [id];
    },
    modalClosed: (state, action: PayloadAction<string>) => {
      state.open = state.open.filter((id) => id !== action.payload);
    },
    errorRaised: (state, action: PayloadAction<ServiceError>) => {
      state.error = action.payload;
    },
    errorReset: (state) => {
      state.error = null;
    },
  },
});

export const { modalOpened, modalClosed, errorRaised, errorReset } = modalsSlice.actions;

export const selectModalOpen = (state: { modals: ModalsState }, id: string) => state.modals.open.includes(id);
export const selectError = (state: { modals: ModalsState }) => state.modals.error;

/** The error to show for a failed call (spec §8): the first error of the answer; null when there is none. */
export function pickServiceError(errors: readonly ServiceError[] | null | undefined): ServiceError | null {
  return errors?.[0] ?? null;
}
