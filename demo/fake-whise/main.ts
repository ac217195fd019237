/**
 * `npm run fake-whise`: the fake Whise on its own, for a demo of the connector:
 *
 *   npm run fake-whise -- --port 4190 --properties 120
 *   CRM=whise WHISE_URL=http://127.0.0.1:4190/ WHISE_USERNAME=immo-demo-integrator \
 *     WHISE_PASSWORD=fake-password WHISE_CLIENT_ID=4101 WHISE_VIEWING_ACTION_ID=12 npm start
 *
 * Switches while it runs: POST /_fake/price?id=…&price=…, /_fake/delete?id=…,
 * /_fake/expire (tokens), /_fake/down?seconds=…, /_fake/up, /_fake/slow?ms=…;
 * GET /_fake/calls, /_fake/received.
 */
import { parseArgs } from 'node:util';
import { OWNER } from './catalogue.ts';
import { startFakeWhise } from './server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4190' },
    host: { type: 'string', default: '127.0.0.1' },
    properties: { type: 'string', default: '48' },
    username: { type: 'string', default: 'immo-demo-integrator' },
    password: { type: 'string', default: 'fake-password' },
  },
});

const fake = await startFakeWhise({ port: Number(values.port), host: values.host, properties: Number(values.properties), username: values.username, password: values.password });
console.log(`Fake Whise with ${values.properties} estates: ${fake.url}`);
console.log(
  `Start the site on it with: ${Object.entries(fake.env())
    .map(([name, value]) => `${name}=${value}`)
    .join(' ')} npm start`,
);
console.log(`Switches under ${fake.origin}/_fake/ (see demo/fake-whise/main.ts)`);
console.log(`Its owner logs in to the portal as ${OWNER.Email} with the password ${OWNER.Password}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void fake.close().then(() => process.exit(0)));
}
