/**
 * @jest-environment jsdom
 */
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { hydrateLater } from './hydrate-later';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Signup = ({ label }: { label: string }) => <button type="button">{label}</button>;
const laterParts = () => document.documentElement.dataset['laterParts'];

afterEach(() => {
  delete document.documentElement.dataset['laterParts'];
  document.body.replaceChildren();
});

it('keeps the server HTML and counts the part as waiting until its chunk has loaded and hydrated', async () => {
  const OnServer = hydrateLater({ component: Signup });
  const container = document.createElement('div');
  container.innerHTML = renderToString(<OnServer label="Sign up" />);
  document.body.append(container);

  let arrive: (part: typeof Signup) => void = () => undefined;
  const chunk = new Promise<typeof Signup>((resolve) => (arrive = resolve));
  const InBrowser = hydrateLater({ load: () => chunk });
  await act(async () => {
    hydrateRoot(container, <InBrowser label="Sign up" />);
  });
  expect(laterParts()).toBe('1');
  expect(container.querySelector('button')?.textContent).toBe('Sign up');

  await act(async () => arrive(Signup));
  expect(laterParts()).toBe('0');
  expect(container.querySelector('button')?.textContent).toBe('Sign up');
});

it('stops counting a waiting part that leaves the page', async () => {
  const InBrowser = hydrateLater({ load: () => new Promise<typeof Signup>(() => undefined) });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(<InBrowser label="Sign up" />));
  expect(laterParts()).toBe('1');
  await act(async () => root.unmount());
  expect(laterParts()).toBe('0');
});
