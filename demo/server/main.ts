/** `npm start`: serves the demo on PORT (default 4173) and prints where. */
import { startDigestSchedule } from './alerts/schedule.ts';
import { buildApp } from './app.ts';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? 'localhost';

const app = await buildApp({ logger: process.env.LOG === '1' });
await app.listen({ port, host });
const origin = `http://${host}:${port}`;
console.log(`Agency widgets demo: ${origin}/`);
console.log(`API: ${origin}/api/v1 (docs/api.md) · sent mail: ${origin}/demo/outbox · data: ${app.agency.database.description}`);
// the demand register's daily and weekly digests
startDigestSchedule(app.agency, { siteUrl: app.agency.settings.publicUrl || origin, apiOrigin: origin });

// a graceful stop: new requests are refused (503), those under way finish, the delivery
// worker finishes its jobs and lets go of the others for another instance
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
