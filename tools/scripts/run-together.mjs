import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const exitWithParent = fileURLToPath(new URL('./exit-with-parent.mjs', import.meta.url));

/**
 * Runs processes side by side in this terminal: when one stops, the others are stopped too; Ctrl+C stops them all.
 * Node processes also stop when this one ends without stopping them (a SIGKILL): exit-with-parent.mjs.
 * `isStopping()` tells callers waiting on the processes that the run is over.
 */
export function runTogether(processes) {
  let stopping = false;
  const children = processes.map(({ name, command = process.execPath, args, env }) => {
    const node = command === process.execPath;
    const child = spawn(command, node ? ['--import', exitWithParent, ...args] : args, { stdio: node ? ['inherit', 'inherit', 'inherit', 'ipc'] : 'inherit', env });
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
