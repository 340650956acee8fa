import type { Meta, StoryObj } from '@storybook/react-vite';
import { businessProfile, newProfile, privateProfile } from '../customer-story-data';
import { ProfileView } from './profile-view';

const meta = {
  title: 'Account/ProfileView',
  component: ProfileView,
  args: { profile: privateProfile },
} satisfies Meta<typeof ProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Private: Story = {};
export const Business: Story = { args: { profile: businessProfile } };
export const NothingGiven: Story = { args: { profile: newProfile } };
