import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { ShellRootState } from './shell.thunks';

export type ShellDispatch = ThunkDispatch<ShellRootState, unknown, UnknownAction>;

/** Redux hooks typed for the slices the shell reads: its own and the modals. */
export const useShellDispatch = useDispatch.withTypes<ShellDispatch>();
export const useShellSelector = useSelector.withTypes<ShellRootState>();
