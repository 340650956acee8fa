import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { addresses, callingCodes, countries } from '../customer-story-data';
import { AddressFormModal } from './address-modals';
import { addressValues } from './address-values';

const meta = {
  title: 'Account/AddressFormModal',
  component: AddressFormModal,
  args: { open: true, address: null, storeCountry: 'GB', countries, callingCodes, onSubmit: fn(async () => undefined), onCancel: fn() },
} satisfies Meta<typeof AddressFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {};
export const Edit: Story = { args: { address: addresses[1] } };
export const Refused: Story = {
  args: { address: addresses[0], refusals: { fields: { postCode: 'Please enter a valid postcode' }, general: null, values: addressValues(addresses[0], 'GB') } },
};
