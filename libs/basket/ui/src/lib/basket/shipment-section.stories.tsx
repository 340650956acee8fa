import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { digitalShipment, physicalShipment } from '../basket.fixtures';
import { PackageGroupCard } from './package-group-card';
import { ShipmentSection } from './shipment-section';

const groups = (shipment: typeof digitalShipment) =>
  shipment.groups.map((group) => <PackageGroupCard key={group.packageId} group={group} onPreview={fn()} onEdit={fn()} onDelete={fn()} />);

const meta = {
  title: 'Basket/ShipmentSection',
  component: ShipmentSection,
  args: { shipment: digitalShipment, onResetReceivers: fn(), children: groups(digitalShipment) },
} satisfies Meta<typeof ShipmentSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DigitalScheduled: Story = {};
export const DigitalAsSoonAsPossible: Story = {
  args: { shipment: { ...digitalShipment, deliveryDate: null, deliveryTime: null }, onResetReceivers: undefined, children: groups({ ...digitalShipment, groups: digitalShipment.groups.slice(0, 1) }) },
};
/** Registered post, close to the 17:00 cut-off. */
export const PhysicalNearCutOff: Story = { args: { shipment: physicalShipment, onResetReceivers: undefined, children: groups(physicalShipment) } };
export const PhysicalFreeShipping: Story = {
  args: { shipment: { ...physicalShipment, registeredPost: false, cutOffNear: false, shippingCost: { minorUnits: 0, currency: 'GBP' } }, onResetReceivers: undefined, children: groups(physicalShipment) },
};
