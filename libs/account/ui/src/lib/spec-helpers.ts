import { act } from '@testing-library/react';

/** The widget's own event once the proof of work is done. */
export const solveCaptcha = (payload = 'solved-payload') =>
  act(async () => {
    document.querySelector('altcha-widget')?.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
  });
