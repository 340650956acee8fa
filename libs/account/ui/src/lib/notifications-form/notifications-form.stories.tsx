import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NotificationsForm } from './notifications-form';

const meta = {
  title: 'Account/NotificationsForm',
  component: NotificationsForm,
  args: { subscribed: false, onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof NotificationsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotSubscribed: Story = {};
export const Subscribed: Story = { args: { subscribed: true } };
export const Saved: Story = { args: { subscribed: true, saved: true } };
export const Failed: Story = { args: { error: 'Something went wrong, please try again.' } };
