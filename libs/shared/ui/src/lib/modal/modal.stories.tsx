import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../button/button';
import { NativeSelect } from '../select/native-select';
import { Modal } from './modal';

const countries = [
  { id: 'GB', label: 'United Kingdom' },
  { id: 'NL', label: 'Netherlands' },
];

const meta = {
  title: 'Design system/Modal',
  component: Modal,
  args: {
    open: true,
    title: 'Select your country and language',
    onClose: fn(),
    onClosed: fn(),
    children: <NativeSelect label="Select your country" options={countries} defaultValue="GB" />,
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>To apply</Button>
      </>
    ),
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const WithBackButton: Story = { args: { title: 'Delivery date and time', onBack: fn() } };
export const Loading: Story = { args: { loading: true, footer: <Button loading>To apply</Button> } };
export const NoEscape: Story = { args: { closeOnEscape: false, closeOnBackdrop: false, title: 'Leave the redeem process?' } };
export const Small: Story = { args: { size: 'small', title: 'Delete receiver', children: <p>Delete this receiver and their gift cards?</p> } };
export const Large: Story = { args: { size: 'large', title: 'Product delivery overview' } };
export const Fullscreen: Story = { args: { size: 'fullscreen', title: 'Search' } };
export const LongContent: Story = {
  args: {
    title: 'Terms and conditions',
    footer: undefined,
    children: Array.from({ length: 30 }, (_, index) => <p key={index}>Clause {index + 1}: gift cards are valid for the period stated on the card.</p>),
  },
};

/** Opens and closes for real: the close animation takes 300 ms and focus returns to the button. */
export const Interactive: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Change country</Button>
        <Modal {...args} open={open} onClose={() => setOpen(false)} />
      </>
    );
  },
};
