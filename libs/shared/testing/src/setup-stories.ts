import { setProjectAnnotations } from '@storybook/react-vite';
// The workspace Storybook preview is configuration, not a library: tests compose stories with the same decorators
// (router, i18n, brand theme) as Storybook itself. Libraries with stories load this file in `setupFilesAfterEnv`.
// eslint-disable-next-line @nx/enforce-module-boundaries -- the preview is workspace configuration, not a project
import preview from '../../../../.storybook/preview';

setProjectAnnotations(preview);
