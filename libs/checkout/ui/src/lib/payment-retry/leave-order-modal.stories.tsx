import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LeaveOrderModal } from './leave-order-modal';

const meta = {
  title: 'Checkout/LeaveOrderModal',
  component: LeaveOrderModal,
  args: { open: true, onStay: fn(), onLeave: fn() },
} satisfies Meta<typeof LeaveOrderModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Asking: Story = {};
export const Cancelling: Story = { args: { leaving: true } };
