import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChoiceSteps } from './choice-steps';

const meta = {
  title: 'Catalogue/ChoiceSteps',
  component: ChoiceSteps,
  args: {
    heading: 'How the Choice Gift Card works',
    steps: [
      { title: 'You choose the value', text: 'Pick a fixed value or enter your own amount.' },
      { title: 'They choose the gift card', text: 'The recipient exchanges the balance for one or more of 200+ gift cards.' },
      { title: 'Nothing goes to waste', text: 'The balance can be split over several cards.' },
    ],
  },
} satisfies Meta<typeof ChoiceSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeSteps: Story = {};
