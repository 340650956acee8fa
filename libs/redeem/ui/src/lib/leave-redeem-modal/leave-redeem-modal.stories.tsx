import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LeaveRedeemModal } from './leave-redeem-modal';

const meta = {
  title: 'Redeem/LeaveRedeemModal',
  component: LeaveRedeemModal,
  args: { open: true, onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof LeaveRedeemModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const AfterPlacing: Story = {
  args: { placed: { taken: { minorUnits: 4000, currency: 'GBP' }, left: { minorUnits: 1000, currency: 'GBP' } } },
};
