import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { giftPacking, wrappers } from '../basket.fixtures';
import { GiftPackingPreview, WrapperOverlay } from './extra-preview-modal';

const meta = {
  title: 'Basket/WrapperOverlay',
  component: WrapperOverlay,
  args: { open: true, onClose: fn(), extra: wrappers[0], card: { imageUrl: '/card-art/48/harbour-and-pine.svg', backgroundColor: '#0b5563' } },
} satisfies Meta<typeof WrapperOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wrapper: Story = {};
export const WrapperWithoutCard: Story = { args: { extra: wrappers[1], card: null } };
export const GiftPacking: Story = { render: (args) => <GiftPackingPreview {...args} extra={giftPacking} /> };
