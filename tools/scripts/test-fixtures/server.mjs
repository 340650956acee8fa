// A stand-in for a server run-together starts: writes its pid, stays up until SIGTERM.
import { writeFileSync } from 'node:fs';

writeFileSync(process.argv[2], String(process.pid));
const timer = setInterval(() => undefined, 1000);
process.on('SIGTERM', () => clearInterval(timer));
