/** @jest-environment jsdom */
import { browser, goToPayment, unpaidOrderPath } from './go-to-payment';

const shownAgain = () => window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));

describe('goToPayment', () => {
  let calls: string[];
  beforeEach(() => {
    calls = [];
    jest.spyOn(browser, 'assign').mockImplementation((url) => void calls.push(`assign ${url}`));
    jest.spyOn(browser, 'replaceUrl').mockImplementation((url) => void calls.push(`replace ${url}`));
    jest.spyOn(browser, 'reload').mockImplementation(() => void calls.push('reload'));
  });
  afterEach(() => jest.restoreAllMocks());

  it("puts the placed order's page in this entry's place, leaves, and loads that page when shown again", async () => {
    let returned = false;
    const leaving = goToPayment('https://pay.example/p/1', unpaidOrderPath('/order/', 'a1b2')).then(() => (returned = true));
    expect(calls).toEqual(['replace /order/?order=a1b2&error=OPEN', 'assign https://pay.example/p/1']);
    await Promise.resolve();
    expect(returned).toBe(false);
    shownAgain();
    await leaving;
    expect(calls).toEqual(['replace /order/?order=a1b2&error=OPEN', 'assign https://pay.example/p/1', 'reload']);
  });

  it('leaves the address alone without a page to come back to, and returns once shown again', async () => {
    const leaving = goToPayment('https://pay.example/p/2');
    shownAgain();
    await leaving;
    expect(calls).toEqual(['assign https://pay.example/p/2']);
  });
});
