import { get } from 'node:http';
import { StepTimeoutError, type Steps } from './steps';

/**
 * One GET /healthz on a connection of its own: the answer time includes waiting to be accepted. The timeout counts
 * from the start, connecting included (a full accept queue drops the handshake, which the kernel retries for minutes).
 */
function healthz(port: number, timeoutMs: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const request = get({ host: '127.0.0.1', port, path: '/healthz', agent: false }, (response) => {
      response.resume();
      response.on('end', () => (response.statusCode === 200 ? resolve() : reject(new Error(`${response.statusCode}`))));
    });
    const timer = setTimeout(() => request.destroy(new StepTimeoutError('healthz', timeoutMs)), timeoutMs);
    request.on('error', reject);
    request.on('close', () => clearTimeout(timer));
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
