/** @jest-environment jsdom */
import { untilShownAgain } from './until-shown-again';

const pageshow = (persisted: boolean) => {
  const event = new Event('pageshow') as PageTransitionEvent;
  Object.defineProperty(event, 'persisted', { value: persisted });
  window.dispatchEvent(event);
};

describe('untilShownAgain', () => {
  it('stays pending while the page is left, and resolves once it is shown again from the back/forward cache', async () => {
    let shown = false;
    const waiting = untilShownAgain().then(() => (shown = true));
    pageshow(false);
    await Promise.resolve();
    expect(shown).toBe(false);
    pageshow(true);
    await waiting;
    expect(shown).toBe(true);
  });
});
