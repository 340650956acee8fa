import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import * as stories from './menu-button.stories';

const { Collapsed, Expanded } = composeStories(stories);

describe('MenuButton', () => {
  it('says whether the panel it controls is open', () => {
    const { unmount } = render(<Collapsed />);
    const button = screen.getByRole('button', { name: 'Gift cards' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'gift-cards-menu');
    unmount();
    render(<Expanded />);
    expect(screen.getByRole('button', { name: 'Gift cards' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('toggles on click', async () => {
    const onClick = fn();
    render(<Collapsed onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Gift cards' }));
    expect(onClick).toHaveBeenCalled();
  });
});
