import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './native-select.stories';

const { Default, WithPlaceholder, WithError, Disabled } = composeStories(stories);

describe('NativeSelect', () => {
  it('lists the options under its label and takes a choice', async () => {
    render(<Default />);
    const select = screen.getByRole('combobox', { name: 'Select your language' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'Nederlands', 'Français']);
    await userEvent.selectOptions(select, 'Nederlands');
    expect(select).toHaveValue('nl');
  });

  it('starts on an empty placeholder option', () => {
    render(<WithPlaceholder />);
    expect(screen.getByRole('combobox')).toHaveDisplayValue('Choose a language');
  });

  it('shows an error and marks the select invalid', () => {
    render(<WithError />);
    const select = screen.getByRole('combobox');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Error: Language is a required field');
  });

  it('is disabled on request', () => {
    render(<Disabled />);
    expect(screen.getByRole('combobox')).toBeDisabled();
  });
});
