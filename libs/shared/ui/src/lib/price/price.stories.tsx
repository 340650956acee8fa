import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price } from './price';

const meta = {
  title: 'Design system/Price',
  component: Price,
  args: { value: { minorUnits: 2500, currency: 'GBP' } },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const From: Story = { args: { value: { minorUnits: 1000, currency: 'GBP' }, from: true, wholeWhenRound: true } };
export const WholeWhenRound: Story = { args: { wholeWhenRound: true } };
export const WithPence: Story = { args: { value: { minorUnits: 1999, currency: 'GBP' }, wholeWhenRound: true } };
export const Euro: Story = { args: { value: { minorUnits: 2550, currency: 'EUR' } } };
