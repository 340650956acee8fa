import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { noCaptcha } from '../story-data';
import { LoginForm } from './login-form';

const meta = {
  title: 'Account/LoginForm',
  component: LoginForm,
  args: { onSubmit: fn(async () => undefined), loadCaptcha: noCaptcha, forgotPasswordHref: '/account/forgot-password/' },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Prefilled: Story = { args: { initialEmail: 'ann@example.com' } };
export const WrongPassword: Story = {
  args: {
    initialEmail: 'ann@example.com',
    serverErrors: {
      fields: { password: 'The combination of e-mail address and password is not correct.' },
      values: { email: 'ann@example.com', password: '' },
    },
  },
};
export const GeneralError: Story = {
  args: { initialEmail: 'ann@example.com', serverErrors: { fields: {}, general: 'Something went wrong, please try again.', values: {} } },
};
