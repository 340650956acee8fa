import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleVoucher } from '../fixtures';
import { ActivationVoucher } from './activation-voucher';

const meta = {
  title: 'Activation/ActivationVoucher',
  component: ActivationVoucher,
  args: { voucher: sampleVoucher, timeZone: 'Europe/London' },
} satisfies Meta<typeof ActivationVoucher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};
export const BeingActivated: Story = { args: { voucher: { ...sampleVoucher, activated: false } } };
export const InEuros: Story = { args: { voucher: { ...sampleVoucher, amount: { minorUnits: 2500, currency: 'EUR' } } } };
