import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CardNumberModal } from './card-number-modal';

const meta = {
  title: 'Redeem/CardNumberModal',
  component: CardNumberModal,
  args: { open: true, onClose: fn(), onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof CardNumberModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const NotRedeemable: Story = { args: { notRedeemable: true } };
