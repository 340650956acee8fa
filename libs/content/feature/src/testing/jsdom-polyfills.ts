import { TextDecoder, TextEncoder } from 'node:util';

// React Router reads TextEncoder at import time; jsdom does not provide it.
Object.assign(globalThis, { TextEncoder, TextDecoder });
