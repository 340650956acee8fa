import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { packagePreview } from '../basket.fixtures';
import { PackagePreviewModal } from './package-preview-modal';

const meta = {
  title: 'Basket/PackagePreviewModal',
  component: PackagePreviewModal,
  args: { open: true, onClose: fn(), preview: packagePreview },
} satisfies Meta<typeof PackagePreviewModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Digital: Story = {};
export const Physical: Story = { args: { preview: { ...packagePreview, wrapper: 'Classic card wallet', giftPacking: 'Gift box with tissue paper', message: null, delivery: 'Dispatched on Tuesday 10 March' } } };
