import { createRef } from 'react';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './text-field.stories';

const { Default, WithHint, Required, WithError, Disabled, HiddenLabel } = composeStories(stories);

describe('TextField', () => {
  it('is labelled and takes typing', async () => {
    render(<Default />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    await userEvent.type(input, 'Jane');
    expect(input).toHaveValue('Jane');
    expect(input).not.toBeInvalid();
  });

  it('describes the field with its hint', () => {
    render(<WithHint />);
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('We send your digital gift card here.');
  });

  it('marks a required field as required', () => {
    render(<Required />);
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeRequired();
  });

  it('shows an error, marks the field invalid and describes it with the error', () => {
    render(<WithError />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Error: Please enter a valid e-mail address');
  });

  it('keeps the caller’s own aria-describedby', () => {
    render(
      <>
        <p id="extra">Extra</p>
        <WithHint aria-describedby="extra" />
      </>,
    );
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('We send your digital gift card here. Extra');
  });

  it('cannot be edited while disabled', () => {
    render(<Disabled />);
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeDisabled();
  });

  it('keeps a visually hidden label as its accessible name', () => {
    render(<HiddenLabel />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
  });

  it('forwards its ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Default ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox'));
  });
});
