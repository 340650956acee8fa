import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CardNumberField, PinField } from './card-fields';

/** A card number and a PIN as the balance check, the doubler and activation ask for them. */
function CardFields({ error }: { error?: string }) {
  const [cardNumber, setCardNumber] = useState('');
  const [pin, setPin] = useState('');
  return (
    <>
      <CardNumberField label="Card number" hint="The 19 digits on the card" value={cardNumber} onValueChange={setCardNumber} error={error} required />
      <PinField label="PIN" hint="The 6 digits under the scratch strip" value={pin} onValueChange={setPin} required />
    </>
  );
}

const meta = { title: 'Design system/CardFields', component: CardFields } satisfies Meta<typeof CardFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithError: Story = { args: { error: 'Invalid card number' } };
