import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleProducts } from '../fixtures';
import { RedirectModal } from './redirect-modal';

const meta = {
  title: 'Redeem/RedirectModal',
  component: RedirectModal,
  args: { product: sampleProducts[1], onClose: fn(), onRedirect: fn() },
} satisfies Meta<typeof RedirectModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CountingDown: Story = {};
export const WithoutRedirectLink: Story = { args: { product: sampleProducts[0] } };
