import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DeliveryOverviewModal } from './delivery-overview-modal';

const meta = {
  title: 'Catalogue/DeliveryOverviewModal',
  component: DeliveryOverviewModal,
  args: { open: true, onClose: fn(), productTitle: 'Pizza Palace gift card', deliveryTypes: ['DIGITAL', 'PHYSICAL'] },
} satisfies Meta<typeof DeliveryOverviewModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DigitalAndPhysical: Story = {};
export const DigitalOnly: Story = { args: { deliveryTypes: ['DIGITAL'] } };
export const PhysicalOnly: Story = { args: { deliveryTypes: ['PHYSICAL'] } };
