import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { GuestOrderModal } from './guest-order-modal';

const meta = {
  title: 'Basket/GuestOrderModal',
  component: GuestOrderModal,
  args: { open: true, onClose: fn(), checkoutHref: '/order/' },
} satisfies Meta<typeof GuestOrderModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {};
export const WithIdentify: Story = { args: { onIdentify: fn() } };
