import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleNoResults, samplePopularSearch, sampleSearchResults, sampleSingleResult } from '../story-data';
import { SearchPanel } from './search-panel';

const meta = {
  title: 'Shell/SearchPanel',
  component: SearchPanel,
  args: { value: '', onChange: fn(), popular: samplePopularSearch, results: null, onSelect: fn(), onNavigate: fn(), searchAction: '/gift-cards/' },
} satisfies Meta<typeof SearchPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Suggestions: Story = {};
export const SuggestionsLoading: Story = { args: { popular: null } };
export const WithResults: Story = { args: { value: 'spa', results: sampleSearchResults } };
export const OneResult: Story = { args: { value: 'harbour', results: sampleSingleResult } };
export const NoResults: Story = { args: { value: 'xylophone', results: sampleNoResults } };
export const Searching: Story = { args: { value: 'spa', results: null } };
