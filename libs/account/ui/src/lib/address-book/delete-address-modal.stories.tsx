import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { addresses } from '../customer-story-data';
import { DeleteAddressModal } from './address-modals';

const meta = {
  title: 'Account/DeleteAddressModal',
  component: DeleteAddressModal,
  args: { open: true, address: addresses[0], onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof DeleteAddressModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {};
export const Deleting: Story = { args: { deleting: true } };
export const Failed: Story = { args: { error: 'Oh oh, something went wrong. Please try again at a later moment.' } };
