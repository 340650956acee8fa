import { growingDelay } from './growing-delay';

describe('growingDelay', () => {
  it('waits nothing for the first two failures', () => {
    expect([0, 1, 2].map(growingDelay)).toEqual([0, 0, 0]);
  });

  it('doubles from 250 ms up to 4 s', () => {
    expect([3, 4, 5, 6, 7, 8, 50].map(growingDelay)).toEqual([250, 500, 1_000, 2_000, 4_000, 4_000, 4_000]);
  });
});
