import { percentile } from '../support';

/** What one step of the soak recorded: answer times of the answered requests, refusals and failures, timeouts. */
export interface StepRecord {
  ms: number[];
  /** When each answer came (performance.now()), in the order of `ms`. */
  at: number[];
  errors: number;
  timeouts: number;
  firstError?: string;
}

export class StepTimeoutError extends Error {
  constructor(step: string, ms: number) {
    super(`${step}: no answer within ${ms} ms`);
  }
}

/** Records of each step by name, in the order the steps first ran. */
export class Steps {
  readonly records = new Map<string, StepRecord>();

  private of(step: string): StepRecord {
    let record = this.records.get(step);
    if (!record) this.records.set(step, (record = { ms: [], at: [], errors: 0, timeouts: 0 }));
    return record;
  }

  /** Times `call`; a throw counts as an error of the step (a timeout as both) and is passed on. */
  async time<T>(step: string, call: () => Promise<T>): Promise<T> {
    const record = this.of(step);
    const started = performance.now();
    try {
      const result = await call();
      const answered = performance.now();
      record.ms.push(answered - started);
      record.at.push(answered);
      return result;
    } catch (error) {
      record.errors++;
      if (error instanceof StepTimeoutError) record.timeouts++;
      record.firstError ??= (error as Error).message.slice(0, 200);
      throw error;
    }
  }

  clear() {
    this.records.clear();
  }

  /**
   * A markdown table: per step answered, errors, timeouts, rate over `seconds`, p50 and p99 of answered requests;
   * the steps named in `order` first, in that order.
   */
  table(seconds: number, order: string[] = []): string {
    const lines = [
      '| step | answered | errors | timeouts | per second | p50 ms | p99 ms |',
      '|---|---:|---:|---:|---:|---:|---:|',
    ];
    const rank = (step: string) => (order.includes(step) ? order.indexOf(step) : order.length);
    for (const [step, r] of [...this.records].sort(([a], [b]) => rank(a) - rank(b))) {
      const p = (n: number) => (r.ms.length ? percentile(r.ms, n).toFixed(0) : '–');
      lines.push(
        `| ${step} | ${r.ms.length} | ${r.errors} | ${r.timeouts} | ${(r.ms.length / seconds).toFixed(1)} ` +
          `| ${p(50)} | ${p(99)} |`,
      );
    }
    return lines.join('\n');
  }

  /**
   * The run in windows of `windowSeconds` from `since`: answers and p99 over every step but /healthz, and the slowest
   * step's p99 in that window, so a burst shows where it happened.
   */
  timeline(since: number, seconds: number, windowSeconds = 5): string {
    const windows = Math.ceil(seconds / windowSeconds);
    const lines = ['| from s | answers/s | p99 ms (all steps) | slowest step: p99 ms |', '|---:|---:|---:|---|'];
    for (let w = 0; w < windows; w++) {
      const from = since + w * windowSeconds * 1000;
      const to = from + windowSeconds * 1000;
      const all: number[] = [];
      let slowest = { step: '–', p99: 0 };
      for (const [step, r] of this.records) {
        if (step === 'healthz') continue;
        const inWindow = r.ms.filter((_, i) => r.at[i] >= from && r.at[i] < to);
        all.push(...inWindow);
        const p99 = inWindow.length ? percentile(inWindow, 99) : 0;
        if (p99 > slowest.p99) slowest = { step, p99 };
      }
      const p99 = all.length ? percentile(all, 99).toFixed(0) : '–';
      lines.push(
        `| ${w * windowSeconds} | ${(all.length / windowSeconds).toFixed(0)} | ${p99} | ${slowest.step}: ${slowest.p99.toFixed(0)} |`,
      );
    }
    return lines.join('\n');
  }

  /** First errors, one line per step that had any. */
  errorLines(): string[] {
    return [...this.records]
      .filter(([, r]) => r.firstError)
      .map(([step, r]) => `${step}: ${r.errors} (first: ${r.firstError})`);
  }
}
