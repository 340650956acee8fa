import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NewPasswordForm } from './new-password-form';

const meta = {
  title: 'Account/NewPasswordForm',
  component: NewPasswordForm,
  args: { onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof NewPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const LinkExpired: Story = {
  args: {
    serverErrors: { fields: {}, general: 'This link to set a new password is no longer valid. Please request a new one.', values: {} },
  },
};
