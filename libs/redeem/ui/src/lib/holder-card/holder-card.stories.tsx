import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleSession } from '../fixtures';
import { HolderCard } from './holder-card';

const meta = {
  title: 'Redeem/HolderCard',
  component: HolderCard,
  args: { session: sampleSession },
} satisfies Meta<typeof HolderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBalance: Story = {};
export const Spent: Story = { args: { session: { ...sampleSession, balance: { minorUnits: 0, currency: 'GBP' } } } };
