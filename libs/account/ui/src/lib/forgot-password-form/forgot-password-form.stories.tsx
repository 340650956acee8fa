import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { captchaFailed, noCaptcha } from '../story-data';
import { ForgotPasswordForm } from './forgot-password-form';

const meta = {
  title: 'Account/ForgotPasswordForm',
  component: ForgotPasswordForm,
  args: { onSubmit: fn(async () => undefined), loadCaptcha: noCaptcha },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const CaptchaFailed: Story = { args: { serverErrors: { fields: { captchaToken: captchaFailed }, values: {} } } };
