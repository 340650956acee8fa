import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleGiftCard } from '../fixtures';
import { BalanceResult } from './balance-result';

const meta = {
  title: 'Redeem/BalanceResult',
  component: BalanceResult,
  args: { giftCard: sampleGiftCard, onCheckAnother: fn() },
} satisfies Meta<typeof BalanceResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};
export const Redeemable: Story = { args: { spendHref: '/check-balance/redeem/' } };
export const NotActivatedYet: Story = { args: { giftCard: { ...sampleGiftCard, status: 'INACTIVE' } } };
export const InEuros: Story = { args: { giftCard: { ...sampleGiftCard, balance: { minorUnits: 1250, currency: 'EUR' } } } };
