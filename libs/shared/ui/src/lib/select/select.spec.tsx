import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { filterOptions } from './select-option';
import * as stories from './select.stories';

const { Empty, WithValue, WithError, Disabled } = composeStories(stories);
const combobox = () => screen.getByRole('combobox', { name: 'Select your country' });
const highlighted = () => screen.getByRole('option', { selected: true });

describe('Select', () => {
  it('opens with Arrow Down on the chosen option and wraps around both ways', async () => {
    render(<WithValue />);
    await userEvent.click(combobox());
    await userEvent.keyboard('{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(highlighted()).toHaveTextContent('Netherlands');
    expect(combobox()).toHaveAttribute('aria-activedescendant', highlighted().id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(highlighted()).toHaveTextContent('United States');
    await userEvent.keyboard('{ArrowDown}');
    expect(highlighted()).toHaveTextContent('United Kingdom');
  });

  it('keeps the first character typed over the chosen label selected on focus (Tab into the box)', async () => {
    render(<WithValue />);
    await userEvent.tab();
    (combobox() as HTMLInputElement).setSelectionRange(0, 'Netherlands'.length);
    await userEvent.keyboard('I');
    expect(combobox()).toHaveValue('I');
    expect(screen.getByRole('option', { name: 'Ireland' })).toBeInTheDocument();
    await userEvent.keyboard('re');
    expect(combobox()).toHaveValue('Ire');
  });

  it('filters with a case-insensitive contains match on the label', async () => {
    render(<Empty />);
    await userEvent.type(combobox(), 'LAN');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(screen.getByRole('option', { name: 'Netherlands' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Ireland' })).toBeInTheDocument();
  });

  it('selects the highlighted option with Enter, closes the list and clears the search text', async () => {
    const onChange = fn();
    render(<Empty onChange={onChange} />);
    await userEvent.type(combobox(), 'land');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('IE', expect.objectContaining({ label: 'Ireland' }));
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveValue('Ireland');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')).toHaveLength(8);
  });

  it('does not submit the surrounding form when Enter picks an option', async () => {
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Empty />
      </form>,
    );
    await userEvent.type(combobox(), 'spa{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByDisplayValue('ES')).toHaveAttribute('name', 'country');
  });

  it('picks an option by click', async () => {
    render(<Empty />);
    await userEvent.click(combobox());
    await userEvent.click(screen.getByRole('option', { name: 'Germany' }));
    expect(combobox()).toHaveValue('Germany');
    expect(combobox()).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes on Escape without changing the choice and keeps Escape from closing a dialog around it', async () => {
    const onOuterKeyDown = jest.fn();
    render(
      <div onKeyDown={onOuterKeyDown}>
        <WithValue />
      </div>,
    );
    await userEvent.type(combobox(), 'ger');
    await userEvent.keyboard('{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveValue('Netherlands');
    expect(onOuterKeyDown.mock.calls.some(([event]) => event.key === 'Escape')).toBe(false);
  });

  it('says so when nothing matches', async () => {
    render(<Empty />);
    await userEvent.type(combobox(), 'Atlantis');
    expect(screen.getByRole('status')).toHaveTextContent('No matches');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows an error and marks the combobox invalid', () => {
    render(<WithError />);
    expect(combobox()).toHaveAttribute('aria-invalid', 'true');
    expect(combobox()).toHaveAttribute('aria-required', 'true');
    expect(combobox()).toHaveAccessibleDescription('Error: Country is a required field');
  });

  it('does not open while disabled', async () => {
    render(<Disabled />);
    expect(combobox()).toBeDisabled();
    await userEvent.click(combobox());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('filterOptions', () => {
  it('matches anywhere in the label, ignoring case and surrounding spaces', () => {
    const options = [
      { id: '1', label: 'Alpha' },
      { id: '2', label: 'Gamma' },
    ];
    expect(filterOptions(options, ' MM ')).toEqual([options[1]]);
    expect(filterOptions(options, '')).toEqual(options);
  });
});
