import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './account-menu.stories';

const { Closed, Loading } = composeStories(stories);

const trigger = () => screen.getByRole('button', { name: 'My account' });

describe('AccountMenu', () => {
  it('opens from the keyboard and closes on Escape with focus back on its button', async () => {
    render(<Closed />);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Overview' })).not.toBeInTheDocument();
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    render(
      <>
        <p>Outside</p>
        <Closed />
      </>,
    );
    await userEvent.click(trigger());
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('logs out with the button disabled meanwhile, then closes', async () => {
    let finish = () => undefined as void;
    const onLogOut = fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Closed onLogOut={onLogOut} />);
    await userEvent.click(trigger());
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogOut).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Log out' })).toBeDisabled();
    finish();
    await waitFor(() => expect(trigger()).toHaveAttribute('aria-expanded', 'false'));
  });

  it('does not open while the page is loading', async () => {
    render(<Loading />);
    await userEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });
});
