import { setProjectAnnotations } from '@storybook/react-vite';
// Storybook's preview is workspace configuration, not a library: Jest composes stories with the same decorators.
// eslint-disable-next-line @nx/enforce-module-boundaries
import preview from '../../../../../.storybook/preview';

// Stories composed in Jest get the same decorators (router, i18n, brand) as in Storybook.
setProjectAnnotations(preview);
