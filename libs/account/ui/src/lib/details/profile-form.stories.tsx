import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { businessProfile, callingCodes, privateProfile } from '../customer-story-data';
import { ProfileForm } from './profile-form';
import { profileValues } from './profile-values';

const meta = {
  title: 'Account/ProfileForm',
  component: ProfileForm,
  args: { profile: privateProfile, storeCountry: 'GB', callingCodes, onSubmit: fn(async () => undefined), onCancel: fn() },
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Private: Story = {};
export const Business: Story = { args: { profile: businessProfile } };
export const Refused: Story = {
  args: {
    refusals: { fields: { 'address.postCode': 'Please enter a valid postcode' }, general: null, values: profileValues(privateProfile, 'GB') },
  },
};
export const Unreachable: Story = {
  args: { refusals: { fields: {}, general: 'Oh oh, something went wrong. Please try again at a later moment.', values: profileValues(privateProfile, 'GB') } },
};
