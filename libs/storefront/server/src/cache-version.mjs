/**
 * Follows the gateway's cache version (`GET /cache-version`, a number that moves with every change to what pages
 * show) and calls `onChange` when it moves. A gateway that does not answer changes nothing; the next answer decides.
 */
export function watchCacheVersion({ url, intervalMs, onChange }) {
  let known = null;
  async function poll() {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(Math.max(intervalMs, 1_000)) });
      if (!response.ok) return;
      const { version } = await response.json();
      if (known !== null && version !== known) onChange(version);
      known = version;
    } catch {
      // The gateway is down or slow: keep what is cached until it answers again.
    }
  }
  const timer = setInterval(poll, intervalMs);
  timer.unref();
  return { poll, stop: () => clearInterval(timer) };
}
