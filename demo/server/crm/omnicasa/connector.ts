/**
 * Omnicasa (`CRM=omnicasa`): `OMNICASA_URL` (default: Omnicasa's production service),
 * `OMNICASA_CUSTOMER`, `OMNICASA_PASSWORD`, optionally `OMNICASA_OFFICE_ID`, and
 * `OMNICASA_POLYGON_REGION_TYPE` once an agency confirmed the RegionType code of a
 * polygon (without it a drawn area is sent as a radius and its municipalities).
 */
import type { ConnectorModule } from '../connector.ts';
import { Secret } from '../secret.ts';
import { omnicasaCalendar } from './calendar.ts';
import { createOmnicasaClient, OMNICASA_URL, type OmnicasaSettings } from './client.ts';
import { omnicasaOutbound } from './forward.ts';
import { omnicasaOwners } from './owners.ts';
import { omnicasaConnector } from './sync.ts';

export interface OmnicasaConnection extends OmnicasaSettings {
  /** DemandRegion's RegionType of a polygon, when the agency confirmed one */
  polygonRegionType?: number | undefined;
}

const wholeNumber = (env: NodeJS.ProcessEnv, name: string): number | undefined => {
  const value = env[name]?.trim();
  if (!value) return undefined;
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a number.`);
  return Number(value);
};

const omnicasa: ConnectorModule<OmnicasaConnection> = {
  settings(env) {
    const customer = env.OMNICASA_CUSTOMER?.trim() ?? '';
    const password = env.OMNICASA_PASSWORD ?? '';
    if (!customer || !password) throw new Error('CRM=omnicasa needs OMNICASA_CUSTOMER and OMNICASA_PASSWORD.');
    const url = env.OMNICASA_URL?.trim() || OMNICASA_URL;
    if (!/^https?:\/\//.test(url)) throw new Error('OMNICASA_URL must be an http(s) URL.');
    return {
      url,
      customer,
      password: new Secret(password),
      officeId: wholeNumber(env, 'OMNICASA_OFFICE_ID'),
      polygonRegionType: wholeNumber(env, 'OMNICASA_POLYGON_REGION_TYPE'),
    };
  },

  credentials: (settings) => [settings.password.reveal(), settings.customer],

  connect(settings, options = {}) {
    const client = createOmnicasaClient(settings, options.client);
    return {
      ...omnicasaConnector(client, options.sync),
      get calls() {
        return client.attempts;
      },
      calendar: omnicasaCalendar(client),
      outbound: (agencyLanguage) => omnicasaOutbound(client, { agencyLanguage, polygonRegionType: settings.polygonRegionType }),
      owners: (context) => omnicasaOwners({ ...context, client, kind: 'omnicasa' }),
    };
  },
};

export default omnicasa;
