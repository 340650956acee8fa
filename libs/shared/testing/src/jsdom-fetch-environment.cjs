/**
 * jsdom without Node's fetch classes: React Router's data router builds a Request for every navigation. Node's
 * Request, Response and Headers are handed in, with Node's AbortController, which Request insists on for its signal.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const { Request, Response, Headers, fetch, AbortController, AbortSignal, ReadableStream } = globalThis;
    Object.assign(this.global, { Request, Response, Headers, fetch, AbortController, AbortSignal, ReadableStream });
  }
}

module.exports = JsdomFetchEnvironment;
