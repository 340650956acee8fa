import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { composeStories } from '@storybook/react-vite';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fn } from 'storybook/test';
import * as stories from './newsletter-form.stories';

const { Empty } = composeStories(stories);

it('keeps an address typed into the server HTML before the form hydrated', async () => {
  const onSubmit = fn(async () => undefined);
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Empty onSubmit={onSubmit} />);
  document.body.append(container);
  (screen.getByRole('textbox', { name: 'Your e-mail address' }) as HTMLInputElement).value = 'ada.lovelace@example.co.uk';

  await act(async () => {
    hydrateRoot(container, <Empty onSubmit={onSubmit} />);
  });
  fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));

  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  expect(onSubmit.mock.calls[0]).toEqual([{ email: 'ada.lovelace@example.co.uk' }, expect.anything()]);
});
