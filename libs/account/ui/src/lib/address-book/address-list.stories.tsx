import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { addresses } from '../customer-story-data';
import { AddressList } from './address-list';

const meta = {
  title: 'Account/AddressList',
  component: AddressList,
  args: { addresses, defaultBillingId: '7', defaultDeliveryId: '8', onEdit: fn(), onDelete: fn(), onMakeDefault: fn() },
} satisfies Meta<typeof AddressList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDefaults: Story = {};
export const NoDefaults: Story = { args: { defaultBillingId: null, defaultDeliveryId: null } };
export const SettingDefault: Story = { args: { defaultBillingId: null, busyId: '8' } };
export const Empty: Story = { args: { addresses: [] } };
