/**
 * `npm run fake-omnicasa`: the fake CRM on its own, for a demo of the connector:
 *
 *   npm run fake-omnicasa -- --port 4180 --properties 120
 *   CRM=omnicasa OMNICASA_URL=http://127.0.0.1:4180/1.12/OmnicasaService.svc/ \
 *     OMNICASA_CUSTOMER=immo-demo OMNICASA_PASSWORD=fake-password npm start
 *
 * Switches while it runs: POST /_fake/price?id=…&price=…, /_fake/delete?id=…,
 * /_fake/down?seconds=…, /_fake/up, /_fake/slow?ms=…; GET /_fake/calls, /_fake/received.
 */
import { parseArgs } from 'node:util';
import { OWNER } from './catalogue.ts';
import { startFakeOmnicasa } from './server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4180' },
    host: { type: 'string', default: '127.0.0.1' },
    properties: { type: 'string', default: '48' },
    customer: { type: 'string', default: 'immo-demo' },
    password: { type: 'string', default: 'fake-password' },
  },
});

const fake = await startFakeOmnicasa({
  port: Number(values.port),
  host: values.host,
  properties: Number(values.properties),
  customer: values.customer,
  password: values.password,
});
console.log(`Fake Omnicasa with ${values.properties} listings: ${fake.url}`);
console.log(`Customer "${values.customer}"; switches under ${fake.origin}/_fake/ (see demo/fake-omnicasa/main.ts)`);
console.log(`Its owner logs in to the portal as ${OWNER.Email} with the password ${OWNER.Password}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void fake.close().then(() => process.exit(0)));
}
