import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppLink } from '../app-link/app-link';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Design system/Checkbox',
  component: Checkbox,
  args: { label: 'Keep me informed about offers', name: 'newsletter' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

const termsLabel = (
  <>
    I agree to the <AppLink href="/general-terms/">general terms and conditions</AppLink>
  </>
);

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithLink: Story = { args: { label: termsLabel, name: 'terms', required: true } };
export const WithHint: Story = { args: { hint: 'At most one e-mail a week.' } };
export const WithError: Story = { args: { label: termsLabel, name: 'terms', required: true, error: 'You must accept the terms and conditions' } };
export const Disabled: Story = { args: { disabled: true } };
