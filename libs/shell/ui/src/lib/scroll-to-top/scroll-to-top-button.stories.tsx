import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ScrollToTopButton } from './scroll-to-top-button';

const meta = {
  title: 'Shell/ScrollToTopButton',
  component: ScrollToTopButton,
  args: { visible: true, onClick: fn() },
} satisfies Meta<typeof ScrollToTopButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {};
export const Hidden: Story = { args: { visible: false } };
