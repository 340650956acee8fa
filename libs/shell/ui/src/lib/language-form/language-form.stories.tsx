import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleCountries } from '../story-data';
import { LanguageForm } from './language-form';

const meta = {
  title: 'Shell/LanguageForm',
  component: LanguageForm,
  args: {
    countries: sampleCountries,
    initialValues: { country: 'GB', language: 'en', currency: 'GBP' },
    onApply: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof LanguageForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The UK store: one language, so the language select is disabled. */
export const CurrentStore: Story = {};
export const CountryWithTwoLanguages: Story = { args: { initialValues: { country: 'BE', language: 'fr', currency: 'EUR' } } };
export const NothingChosen: Story = { args: { initialValues: { country: '', language: '', currency: '' } } };
