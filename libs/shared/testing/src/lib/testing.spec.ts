import { axeViolations } from './axe';
import { mockViewport } from './media';

describe('mockViewport', () => {
  it('answers width and motion queries like a viewport of that size', () => {
    mockViewport(800, { reducedMotion: true });
    expect(window.matchMedia('(min-width: 640px) and (max-width: 1023px)').matches).toBe(true);
    expect(window.matchMedia('(min-width: 1024px)').matches).toBe(false);
    expect(window.matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
  });
});

describe('axeViolations', () => {
  afterEach(() => document.body.replaceChildren());

  it('reports an unlabelled control', async () => {
    document.body.innerHTML = '<input type="text">';
    expect((await axeViolations()).join('\n')).toMatch(/^label:/m);
  });

  it('applies page-level rules only when asked to', async () => {
    document.body.innerHTML = '<p>Hello</p>';
    expect(await axeViolations()).toEqual([]);
    expect((await axeViolations(document.documentElement, { page: true })).join('\n')).toMatch(/page-has-heading-one|region/);
  });
});
