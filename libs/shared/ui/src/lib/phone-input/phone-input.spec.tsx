import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import * as stories from './phone-input.stories';

const { Empty, Filled, WithError, Disabled } = composeStories(stories);

describe('PhoneInput', () => {
  it('groups a calling code and a number under one label', () => {
    render(<Filled />);
    expect(screen.getByRole('group', { name: 'Phone number' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('Netherlands (+31)');
    expect(screen.getByRole('textbox', { name: 'Number' })).toHaveValue('06 1234 5678');
  });

  it('starts on the first calling code and reports both parts as they change', async () => {
    const onChange = fn();
    render(<Empty onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Number' }), '77');
    expect(onChange).toHaveBeenLastCalledWith({ callingCode: '+44', number: '77' });
    await userEvent.type(screen.getByRole('combobox', { name: 'Country code' }), 'irel{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ callingCode: '+353', number: '77' });
  });

  it('marks both parts invalid and describes them with the one error', () => {
    render(<WithError />);
    for (const part of [screen.getByRole('combobox'), screen.getByRole('textbox')]) {
      expect(part).toHaveAttribute('aria-invalid', 'true');
      expect(part).toHaveAccessibleDescription('Error: Please enter valid phone number');
    }
    expect(screen.getAllByText('Please enter valid phone number')).toHaveLength(1);
  });

  it('marks both parts required without repeating the marker', () => {
    render(<Empty required />);
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: 'Number' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getAllByText('*')).toHaveLength(1);
  });

  it('disables both parts', () => {
    render(<Disabled />);
    expect(screen.getByRole('combobox')).toBeDisabled();
    expect(screen.getByRole('textbox')).toBeDisabled();
  });
});
