import { setProjectAnnotations } from '@storybook/react-vite';
// The workspace Storybook preview is configuration, not a library: tests compose stories with the same decorators
// (router, i18n, brand theme) as Storybook itself. Libraries with stories load this file in `setupFilesAfterEnv`.
import preview from '../../../../.storybook/preview';

setProjectAnnotations(preview);
