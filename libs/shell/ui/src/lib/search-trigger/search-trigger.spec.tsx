import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import * as stories from './search-trigger.stories';

const { Closed } = composeStories(stories);

describe('SearchTrigger', () => {
  it('opens the search when clicked', async () => {
    const onOpen = fn();
    render(<Closed onOpen={onOpen} />);
    await userEvent.click(screen.getByRole('button', { name: /What are you looking for\?/ }));
    expect(onOpen).toHaveBeenCalledWith('');
  });

  it('opens the search with the character typed into it', async () => {
    const onOpen = fn();
    render(<Closed onOpen={onOpen} />);
    await userEvent.tab();
    expect(onOpen).not.toHaveBeenCalled();
    await userEvent.keyboard('p');
    expect(onOpen).toHaveBeenCalledWith('p');
  });

  it('opens from the keyboard with Enter', async () => {
    const onOpen = fn();
    render(<Closed onOpen={onOpen} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith('');
  });
});
