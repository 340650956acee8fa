import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DeleteAccountModal } from './delete-account-modal';

const meta = {
  title: 'Account/DeleteAccountModal',
  component: DeleteAccountModal,
  args: { open: true, onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof DeleteAccountModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Deleting: Story = { args: { deleting: true } };
export const Failed: Story = { args: { error: 'Please log in first.' } };
