/** `npm start`: serves the demo on PORT (default 4173) and prints where. */
import { buildApp } from './app.ts';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? 'localhost';

const app = await buildApp({ logger: process.env.LOG === '1' });
await app.listen({ port, host });
console.log(`Agency widgets demo: http://${host}:${port}/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
