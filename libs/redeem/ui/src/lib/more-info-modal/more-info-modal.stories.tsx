import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleProducts } from '../fixtures';
import { MoreInfoModal } from './more-info-modal';

const meta = {
  title: 'Redeem/MoreInfoModal',
  component: MoreInfoModal,
  args: { product: sampleProducts[0], onClose: fn() },
} satisfies Meta<typeof MoreInfoModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GiftCard: Story = {};
export const Donation: Story = { args: { product: sampleProducts[2] } };
