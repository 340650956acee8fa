import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import * as stories from './accordion.stories';

const { Collapsed, OneOpen, AllowMultiple } = composeStories(stories);
const header = (name: RegExp) => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('starts collapsed with buttons that control their panels', () => {
    render(<Collapsed />);
    const button = header(/arrive/);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).not.toBeVisible();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('opens a panel by Enter and Space and reports the toggle', async () => {
    const onToggle = fn();
    render(<Collapsed onToggle={onToggle} />);
    header(/arrive/).focus();
    await userEvent.keyboard('{Enter}');
    expect(header(/arrive/)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: /arrive/ })).toHaveTextContent('within 1 hour');
    await userEvent.keyboard(' ');
    expect(header(/arrive/)).toHaveAttribute('aria-expanded', 'false');
    expect(onToggle.mock.calls).toEqual([
      ['delivery', true],
      ['delivery', false],
    ]);
  });

  it('closes the open panel when another opens', async () => {
    render(<OneOpen />);
    await userEvent.click(header(/valid/));
    expect(header(/valid/)).toHaveAttribute('aria-expanded', 'true');
    expect(header(/arrive/)).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps several panels open when allowed', async () => {
    render(<AllowMultiple />);
    await userEvent.click(header(/valid/));
    expect(screen.getAllByRole('region')).toHaveLength(3);
  });
});
