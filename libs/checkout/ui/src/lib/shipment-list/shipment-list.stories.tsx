import type { Meta, StoryObj } from '@storybook/react-vite';
import { digitalShipment, physicalShipment, registeredShipment, scheduledDigitalShipment } from '../fixtures';
import { ShipmentList } from './shipment-list';

const meta = {
  title: 'Checkout/ShipmentList',
  component: ShipmentList,
  args: { shipments: [digitalShipment, physicalShipment] },
} satisfies Meta<typeof ShipmentList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DigitalAndPhysical: Story = {};
export const ScheduledEmail: Story = { args: { shipments: [scheduledDigitalShipment] } };
export const RegisteredPostNearCutOff: Story = { args: { shipments: [registeredShipment] } };
