import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConfirmModal } from './confirm-modal';

const meta = {
  title: 'Basket/ConfirmModal',
  component: ConfirmModal,
  args: {
    open: true,
    title: 'Delete this gift card?',
    children: <p>The gift card for Alex Morgan leaves your basket.</p>,
    confirmLabel: 'Delete',
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ConfirmModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DeleteItem: Story = {};
export const Deleting: Story = { args: { loading: true } };
export const ResetReceivers: Story = {
  args: { title: 'Reset the receivers?', children: <p>The receivers of the 2 gift cards sent by e-mail are cleared.</p>, confirmLabel: 'Reset receivers' },
};
