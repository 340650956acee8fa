import type { Meta, StoryObj } from '@storybook/react-vite';
import { SkipLink } from './skip-link';

const meta = { title: 'Shell/SkipLink', component: SkipLink } satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Visible once focused: press Tab in the canvas. */
export const ToMainContent: Story = {};
