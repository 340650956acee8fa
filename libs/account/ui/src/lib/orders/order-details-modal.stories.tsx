import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { order } from '../customer-story-data';
import { OrderDetailsModal } from './order-details-modal';
import { ReorderOutcome } from './reorder-outcome';

const meta = {
  title: 'Account/OrderDetailsModal',
  component: OrderDetailsModal,
  args: { order, open: true, onDownloadInvoice: fn(), onReorder: fn(), onClose: fn() },
} satisfies Meta<typeof OrderDetailsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Digital: Story = { args: { order: { ...order, deliveryType: 'DIGITAL', items: order.items.slice(0, 1) } } };
export const Downloading: Story = { args: { downloading: true } };
export const InvoiceRefused: Story = { args: { error: 'There is no invoice for this order yet: it is issued once the order has been paid.' } };
export const ReorderLeftPackagesOut: Story = {
  args: { outcome: <ReorderOutcome cart refusals={['Harbour & Pine gift card is no longer sold at this value.']} basketHref="/basket/" /> },
};
/** "Reorder" switches the modal to the reorder product details; "Add to basket" there calls onReorder. */
export const ReorderDetailsView: Story = {
  play: async () => {
    await userEvent.click(await within(document.body).findByRole('button', { name: 'Reorder' }));
  },
};
