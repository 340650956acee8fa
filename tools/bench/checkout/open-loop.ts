/**
 * An open-loop run: checkouts start at a fixed rate whatever the answers, as shoppers arrive on a real site, so slow
 * answers show as latency instead of slowing the arrivals down (a closed loop measures capacity, this measures the
 * latency at a load below it). Arrivals are a Poisson process of `rate` per second for `seconds`.
 */
export interface OpenLoopResult {
  started: number;
  finished: number;
  errors: string[];
  /** Checkouts started in the window that had not finished `graceMs` after it: counted as errors too. */
  unfinished: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function openLoop(rate: number, seconds: number, checkout: () => Promise<void>, graceMs = 30_000): Promise<OpenLoopResult> {
  const result: OpenLoopResult = { started: 0, finished: 0, errors: [], unfinished: 0 };
  const running = new Set<Promise<void>>();
  const deadline = performance.now() + seconds * 1000;
  let next = performance.now();
  while (next < deadline) {
    const wait = next - performance.now();
    if (wait > 0) await sleep(wait);
    result.started++;
    const one = checkout()
      .then(() => void result.finished++)
      .catch((error: Error) => void result.errors.push(error.message));
    running.add(one);
    void one.finally(() => running.delete(one));
    // Exponential gaps between arrivals: a Poisson process with `rate` arrivals a second on average.
    next += (-Math.log(1 - Math.random()) / rate) * 1000;
  }
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), graceMs)));
  if ((await Promise.race([Promise.all(running).then(() => 'done' as const), late])) === 'late') result.unfinished = running.size;
  clearTimeout(timer);
  return result;
}
