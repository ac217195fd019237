/**
 * One server instance in a process of its own, for the tests of several instances on one
 * database (a test may kill it): settings from the environment as in production, a free
 * port on 127.0.0.1; prints `{"origin": …}` once it listens.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app.ts';

const app = await buildApp();
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
process.stdout.write(`${JSON.stringify({ origin: `http://127.0.0.1:${port}` })}\n`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));

// A test's instance never outlives the process that started it: a test runner that ended or
// was killed before it stopped its instances leaves none listening (the instance is then a
// child of init, and its parent's id changes).
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void app.close().finally(() => process.exit(0));
}, 1_000).unref();
