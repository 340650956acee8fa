import { routeKind, routeKinds } from './route-kinds';
import { routeIds } from './routes';

describe('routeKinds', () => {
  it('gives every route a kind', () => {
    expect(Object.keys(routeKinds).sort()).toEqual([...routeIds].sort());
  });

  it('keeps every page of a visitor’s own data private', () => {
    const own = routeIds.filter((id) => /^(account|basket|order|reorder|checkBalance|redeem|activate|cardDetails|doublerThankYou|newsletter)/.test(id));
    expect(own.length).toBeGreaterThan(25);
    for (const id of own) expect(routeKind(id)).toBe('private');
  });

  it('lets nothing cover a form, and counts an unknown id as private', () => {
    for (const id of ['businessQuote', 'contactUs', 'doubler', 'notFound']) expect(routeKind(id)).toBe('task');
    expect(routeKind('home')).toBe('browsing');
    expect(routeKind('nonsense')).toBe('private');
  });
});
