import pino from 'pino';
import { createPoller } from './poller';

const log = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('poller', () => {
  it('answers wake-ups that come close together with one pass', async () => {
    let passes = 0;
    const poller = createPoller('test', async () => void passes++, 60_000, log, 30);
    poller.start();
    await sleep(10);
    expect(passes).toBe(1);
    for (let i = 0; i < 5; i++) poller.wake();
    await sleep(10);
    expect(passes).toBe(1);
    await sleep(60);
    expect(passes).toBe(2);
    await poller.stop();
  });

  it('runs one more pass after the one under way when woken during it', async () => {
    let passes = 0;
    let release: () => void = () => undefined;
    const poller = createPoller('test', () => new Promise<void>((resolve) => (passes++, (release = resolve))), 60_000, log, 5);
    poller.start();
    await sleep(10);
    poller.wake();
    poller.wake();
    release();
    await sleep(30);
    expect(passes).toBe(2);
    release();
    await sleep(30);
    expect(passes).toBe(2);
    await poller.stop();
  });
});
