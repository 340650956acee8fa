import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { createAdmission } from './admission';

/** A response that can be closed, as the server closes it when the answer is sent or the client goes away. */
const response = () => new EventEmitter() as unknown as ServerResponse & EventEmitter;

describe('createAdmission', () => {
  afterEach(() => jest.useRealTimers());

  it('admits everything with no limit', () => {
    const admission = createAdmission({ maxInFlight: 0, maxQueued: 0, queueTimeoutMs: 1 });
    const started: number[] = [];
    for (let i = 0; i < 50; i++) admission.admit(response(), () => started.push(i), () => undefined);
    expect(started).toHaveLength(50);
  });

  it('handles a few at once and starts the waiting ones in arrival order as turns free', () => {
    const admission = createAdmission({ maxInFlight: 2, maxQueued: 10, queueTimeoutMs: 10_000 });
    const started: string[] = [];
    const responses = ['a', 'b', 'c', 'd'].map((name) => {
      const res = response();
      admission.admit(res, () => started.push(name), () => started.push(`${name} refused`));
      return res;
    });
    expect(started).toEqual(['a', 'b']);
    expect(admission.queued).toBe(2);
    responses[1].emit('close');
    expect(started).toEqual(['a', 'b', 'c']);
    responses[0].emit('close');
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    expect(admission.inFlight).toBe(2);
  });

  it('drops a waiting request whose client went away, without giving it a turn', () => {
    const admission = createAdmission({ maxInFlight: 1, maxQueued: 10, queueTimeoutMs: 10_000 });
    const started: string[] = [];
    const first = response();
    admission.admit(first, () => started.push('first'), () => undefined);
    const gone = response();
    admission.admit(gone, () => started.push('gone'), () => started.push('gone refused'));
    admission.admit(response(), () => started.push('third'), () => undefined);
    gone.emit('close');
    first.emit('close');
    expect(started).toEqual(['first', 'third']);
  });

  it('refuses at once when the queue is full, and after the longest wait', () => {
    jest.useFakeTimers();
    const admission = createAdmission({ maxInFlight: 1, maxQueued: 1, queueTimeoutMs: 5_000 });
    const events: string[] = [];
    admission.admit(response(), () => events.push('a'), () => events.push('a refused'));
    admission.admit(response(), () => events.push('b'), () => events.push('b refused'));
    admission.admit(response(), () => events.push('c'), () => events.push('c refused'));
    expect(events).toEqual(['a', 'c refused']);
    jest.advanceTimersByTime(5_000);
    expect(events).toEqual(['a', 'c refused', 'b refused']);
    expect(admission.queued).toBe(0);
  });
});
