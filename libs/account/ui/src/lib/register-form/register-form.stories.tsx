import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { noCaptcha } from '../story-data';
import { RegisterForm } from './register-form';

const meta = {
  title: 'Account/RegisterForm',
  component: RegisterForm,
  args: { onSubmit: fn(async () => undefined), loadCaptcha: noCaptcha },
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const FromIdentify: Story = { args: { initialEmail: 'new@example.com' } };
export const AccountExists: Story = {
  args: {
    initialEmail: 'ann@example.com',
    serverErrors: { fields: { email: 'An account with this e-mail address already exists.' }, values: { email: 'ann@example.com' } },
  },
};
export const CommonPassword: Story = {
  args: {
    serverErrors: { fields: { password: 'This password is too common and easy to guess. Please choose another one.' }, values: { password: '' } },
  },
};
