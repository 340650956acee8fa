import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './checkbox.stories';

const { Default, WithLink, WithError, Disabled } = composeStories(stories);

describe('Checkbox', () => {
  it('toggles by click on its label and by Space', async () => {
    render(<Default />);
    const box = screen.getByRole('checkbox', { name: 'Keep me informed about offers' });
    await userEvent.click(screen.getByText('Keep me informed about offers'));
    expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('keeps a link in its label as a separate link', () => {
    render(<WithLink />);
    expect(screen.getByRole('checkbox', { name: 'I agree to the general terms and conditions' })).toBeRequired();
    expect(screen.getByRole('link', { name: 'general terms and conditions' })).toHaveAttribute('href', '/general-terms/');
  });

  it('shows an error and marks the box invalid', () => {
    render(<WithError />);
    const box = screen.getByRole('checkbox');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Error: You must accept the terms and conditions');
  });

  it('cannot be toggled while disabled', async () => {
    render(<Disabled />);
    const box = screen.getByRole('checkbox');
    await userEvent.click(box);
    expect(box).not.toBeChecked();
  });
});
