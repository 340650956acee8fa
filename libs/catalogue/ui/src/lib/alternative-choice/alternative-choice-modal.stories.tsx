import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AlternativeChoiceModal } from './alternative-choice-modal';

const meta = {
  title: 'Catalogue/AlternativeChoiceModal',
  component: AlternativeChoiceModal,
  args: { open: true, onClose: fn(), choiceHref: '/gift-cards/choice-gift-card/' },
} satisfies Meta<typeof AlternativeChoiceModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offer: Story = {};
