import { setProjectAnnotations } from '@storybook/react-vite';
// The workspace Storybook preview is configuration, not a library: tests compose stories with the same decorators
// (router, i18n, brand theme) as Storybook itself.
// eslint-disable-next-line @nx/enforce-module-boundaries
import preview from '../../../../../.storybook/preview';

setProjectAnnotations(preview);

// Storybook's React renderer turns React's act environment off for the browser; Testing Library needs it on.
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
