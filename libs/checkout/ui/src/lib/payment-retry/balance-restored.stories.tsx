import type { Meta, StoryObj } from '@storybook/react-vite';
import { BalanceRestored } from './balance-restored';

const meta = {
  title: 'Checkout/BalanceRestored',
  component: BalanceRestored,
  args: {
    cards: [{ maskedNumber: '···· ···· ···· ···· 0128', balance: { minorUnits: 2500, currency: 'GBP' } }],
    continueHref: '/gift-cards/',
    balanceCheckHref: '/check-balance/',
  },
} satisfies Meta<typeof BalanceRestored>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneCard: Story = {};
export const TwoCards: Story = {
  args: {
    cards: [
      { maskedNumber: '···· ···· ···· ···· 0128', balance: { minorUnits: 2500, currency: 'GBP' } },
      { maskedNumber: '···· ···· ···· ···· 0136', balance: { minorUnits: 1000, currency: 'GBP' } },
    ],
  },
};
export const NowhereToContinue: Story = { args: { continueHref: null } };
