/**
 * Preloaded (`--import`) into each Node process that run-together.mjs starts. The runner cannot pass on a SIGKILL, but
 * its end closes the IPC channel it opened to each process: the process then stops as on SIGTERM (its own graceful
 * shutdown), so no server is left running without its terminal. Cluster workers (NODE_UNIQUE_ID) inherit the preload
 * and already leave when their primary disconnects them, so they are left alone.
 */
if (process.send && !process.env['NODE_UNIQUE_ID']) {
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  // The channel alone does not keep the process alive: a server that has closed may exit.
  process.channel?.unref();
}
