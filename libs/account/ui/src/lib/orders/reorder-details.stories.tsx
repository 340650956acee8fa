import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { order } from '../customer-story-data';
import { ReorderDetails } from './reorder-details';

const meta = {
  title: 'Account/ReorderDetails',
  component: ReorderDetails,
  args: { order, cancelLabel: 'cancel', onAddToBasket: fn(), onCancel: fn() },
} satisfies Meta<typeof ReorderDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As on the `/reorder/?order=` page. */
export const OnPage: Story = {};
/** As in the order details modal. */
export const InModal: Story = { args: { cancelLabel: 'back' } };
export const Adding: Story = { args: { reordering: true } };
export const Refused: Story = { args: { error: 'Oh oh, something went wrong. Please try again at a later moment.' } };
