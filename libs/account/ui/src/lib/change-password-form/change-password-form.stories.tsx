import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { noCaptcha } from '../story-data';
import { ChangePasswordForm } from './change-password-form';

const meta = {
  title: 'Account/ChangePasswordForm',
  component: ChangePasswordForm,
  args: { onSubmit: fn(async () => undefined), loadCaptcha: noCaptcha },
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WrongCurrentPassword: Story = {
  args: { serverErrors: { fields: { currentPassword: 'Your current password is not correct.' }, values: { currentPassword: '' } } },
};
