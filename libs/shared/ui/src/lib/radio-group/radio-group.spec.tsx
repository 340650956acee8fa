import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import * as stories from './radio-group.stories';

const { Cards, WithError, Disabled } = composeStories(stories);

describe('RadioGroup', () => {
  it('names each radio by its label and describes it by its hint', () => {
    render(<Cards />);
    expect(screen.getByRole('group', { name: 'How should we send it?' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Physical' })).toHaveAccessibleDescription('By post, in a gift envelope');
  });

  it('reports the value chosen', async () => {
    const onChange = fn();
    render(<Cards onChange={onChange} />);
    await userEvent.click(screen.getByText('Physical'));
    expect(onChange).toHaveBeenCalledWith('PHYSICAL', expect.anything());
  });

  it('ties the error to every radio', () => {
    render(<WithError />);
    expect(screen.getByRole('radio', { name: '£25' })).toHaveAccessibleDescription('Choose an amount');
  });

  it('disables every radio', () => {
    render(<Disabled />);
    expect(screen.getByRole('radio', { name: 'Digital' })).toBeDisabled();
  });
});
