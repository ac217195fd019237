// A thread of the server that renders screens (render-threads.ts) with the built renderer
// (dist/server/render.js). Its reads ask the server's thread, where the API runs, which
// also notes what each render read. Plain JavaScript: a worker thread starts without the
// TypeScript loader the server runs under.
import { constants, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';

// Rendering comes after everything else the machine does, the API's thread first: on Linux
// a thread has a priority of its own (elsewhere this would lower the whole server's).
if (process.platform === 'linux') setPriority(constants.priority.PRIORITY_BELOW_NORMAL);

const renderer = await import(workerData.renderer);

let nextFetch = 0;
const fetches = new Map();

/** A fetch of render `job`'s reads, answered by the server's thread. */
const fetchFor = (job) => (input, init = {}) =>
  new Promise((resolve, reject) => {
    const id = nextFetch++;
    fetches.set(id, { resolve, reject });
    const url = input instanceof Request ? input.url : String(input);
    parentPort.postMessage({ type: 'fetch', job, id, url, method: init.method ?? 'GET', headers: Object.fromEntries(new Headers(init.headers)) });
  });

parentPort.on('message', async (message) => {
  if (message.type === 'fetched') {
    const pending = fetches.get(message.id);
    fetches.delete(message.id);
    if (message.failed) pending?.reject(new TypeError(message.failed));
    else pending?.resolve(new Response(message.status === 204 || message.status === 304 ? null : message.body, { status: message.status, headers: message.headers }));
    return;
  }
  if (message.type !== 'render') return;
  const { job, request } = message;
  try {
    const rendered = await renderer.renderElement({ ...request, url: new URL(request.url), fetch: fetchFor(job) });
    parentPort.postMessage({ type: 'rendered', job, rendered });
  } catch (error) {
    parentPort.postMessage({ type: 'failed', job, message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
