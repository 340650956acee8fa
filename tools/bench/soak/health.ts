import { get } from 'node:http';
import { StepTimeoutError, type Steps } from './steps';

/** One GET /healthz on a connection of its own: the answer time includes waiting to be accepted. */
function healthz(port: number, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = get({ host: '127.0.0.1', port, path: '/healthz', agent: false }, (response) => {
      response.resume();
      response.on('end', () => (response.statusCode === 200 ? resolve() : reject(new Error(`${response.statusCode}`))));
    });
    request.setTimeout(timeoutMs, () => request.destroy(new StepTimeoutError('healthz', timeoutMs)));
    request.on('error', reject);
  });
}

/** Probes /healthz every 250 ms (step `healthz`), each probe on its own, until stopped. */
export function probeHealth(port: number, timeoutMs: number, steps: Steps) {
  const probes = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const probe = steps.time('healthz', () => healthz(port, timeoutMs)).catch(() => undefined);
    probes.add(probe);
    void probe.finally(() => probes.delete(probe));
  }, 250);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(probes);
    },
  };
}
