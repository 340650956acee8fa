import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleCardNumber } from '../fixtures';
import { AddCardModal } from './add-card-modal';

const meta = {
  title: 'Redeem/AddCardModal',
  component: AddCardModal,
  args: { open: true, onClose: fn(), onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof AddCardModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const AlreadyAdded: Story = {
  args: {
    initialCardNumber: sampleCardNumber,
    serverErrors: {
      fields: { cardNumber: 'This card has already been added.' },
      values: { cardNumber: sampleCardNumber, pin: '', captchaToken: '' },
    },
  },
};
