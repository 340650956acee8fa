// Runs two stand-in servers together, as `npm start` runs the gateway and a storefront.
import { fileURLToPath } from 'node:url';
import { runTogether } from '../run-together.mjs';

const server = fileURLToPath(new URL('./server.mjs', import.meta.url));
const [first, second] = process.argv.slice(2);
runTogether([
  { name: 'first', args: [server, first] },
  { name: 'second', args: [server, second] },
]);
