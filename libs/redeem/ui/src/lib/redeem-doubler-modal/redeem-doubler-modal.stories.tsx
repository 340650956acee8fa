import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleSession } from '../fixtures';
import { RedeemDoublerModal } from './redeem-doubler-modal';

const meta = {
  title: 'Redeem/RedeemDoublerModal',
  component: RedeemDoublerModal,
  args: { open: true, onClose: fn(), maskedNumber: sampleSession.maskedNumber, onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof RedeemDoublerModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const AlreadyEntered: Story = {
  args: {
    serverErrors: {
      fields: {},
      values: { name: 'Rita Holder', email: 'rita@example.com' },
      card: 'This gift card is already taking part in the draw of 7 December 2026.',
    },
  },
};
export const Entered: Story = { args: { drawDate: '2026-12-07' } };
