import { spawn } from 'node:child_process';

/**
 * Runs processes side by side in this terminal: when one stops, the others are stopped too; Ctrl+C stops them all.
 * `isStopping()` tells callers waiting on the processes that the run is over.
 */
export function runTogether(processes) {
  let stopping = false;
  const children = processes.map(({ name, command = process.execPath, args, env }) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('exit', (code, signal) => {
      if (!stopping) {
        console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping the others.`);
        stop(code ?? 1);
      }
    });
    return child;
  });

  function stop(code = 0) {
    stopping = true;
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 500).unref();
  }
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  return { isStopping: () => stopping };
}
