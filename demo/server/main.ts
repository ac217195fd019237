/** `npm start`: serves the demo on PORT (default 4173) and prints where. */
import { startDigestSchedule } from './alerts/schedule.ts';
import { buildApp } from './app.ts';
import { startupRefusal } from './config.ts';
import { mailOrigins } from './http/public-url.ts';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? 'localhost';
// A production server is told its public address or refuses to start; the demo's links point at the demo.
const refusal = startupRefusal(process.env);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
process.env.PUBLIC_URL ||= `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;

const app = await buildApp({ logger: process.env.LOG === '1' });
await app.listen({ port, host });
const origins = mailOrigins(app.settings);
console.log(`Agency widgets demo: ${origins.siteUrl}/`);
console.log(`API: ${origins.apiOrigin}/api/v1 (docs/api.md) · sent mail: ${origins.apiOrigin}/demo/outbox · data: ${app.database.description}`);
// the demand register's daily and weekly digests, each agency's with its own addresses
startDigestSchedule(app);

// a graceful stop: new requests are refused (503), those under way finish, the delivery
// worker finishes its jobs and lets go of the others for another instance
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
