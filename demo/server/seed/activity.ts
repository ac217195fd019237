/**
 * Ninety days of life around the owners' properties: page views (for the visit
 * statistics) and the communication history an agency's CRM keeps (calls, mails,
 * viewings, portal publications, where leads came from).
 */
import { type HistorySource, type HistoryStatus, type HistoryType, toHistorySource } from '../../../core/owner/history.ts';
import type { Translatable } from '../../../core/i18n/translatable.ts';
import { createRandom } from './prng.ts';

const DAY = 86_400_000;
export const ACTIVITY_DAYS = 90;

/** Visit timestamps (epoch ms) of one property over the last 90 days: busier at weekends and in the first weeks. */
export function seedVisits(propertyId: number, now: number, popularity: number): number[] {
  const rng = createRandom(31_000 + propertyId);
  const visits: number[] = [];
  for (let daysAgo = ACTIVITY_DAYS - 1; daysAgo >= 0; daysAgo--) {
    const dayStart = now - daysAgo * DAY;
    const weekday = new Date(dayStart).getUTCDay();
    const weekend = weekday === 0 || weekday === 6 ? 1.5 : 1;
    const freshness = 0.5 + (daysAgo / ACTIVITY_DAYS) * 0.8;
    const expected = popularity * weekend * freshness;
    const count = Math.max(0, Math.round(expected + rng.range(-expected / 2, expected / 2, 0.01)));
    for (let i = 0; i < count; i++) {
      // today's visits only up to now
      const at = daysAgo === 0 ? now - rng.int(0, 8 * 3_600_000) : dayStart - rng.int(0, DAY - 1);
      visits.push(at);
    }
  }
  return visits.sort((a, b) => a - b);
}

export interface HistorySeed {
  at: string;
  type: HistoryType;
  contact: string | null;
  subject: Translatable;
  comment: Translatable | null;
  status: HistoryStatus;
  source: HistorySource | null;
}

const t = (nl: string, fr: string, en: string, de: string): Translatable => ({ nl, fr, en, de });

const CONTACTS = ['Tom Vermeulen', 'Sarah Lemaire', 'Koen De Smet', 'Nathalie Collard', 'Jeroen Maes', 'Amélie Dupont', 'Wim Goossens', 'Inès Benali', 'Bart Wouters', 'Claire Masson'];
const PORTALS = ['Immoweb', 'Zimmo', 'Immovlan', 'Logic-Immo', 'Website', 'Facebook'];

type Template = (contact: string, portal: string) => Omit<HistorySeed, 'at'>;

const TEMPLATES: readonly Template[] = [
  (contact, portal) => ({
    type: 'media',
    contact: null,
    subject: t(`Gepubliceerd op ${portal}`, `Publié sur ${portal}`, `Published on ${portal}`, `Veröffentlicht auf ${portal}`),
    comment: t('Advertentie met foto’s en plannen online gezet.', 'Annonce mise en ligne avec photos et plans.', 'Listing put online with photos and plans.', 'Anzeige mit Fotos und Plänen online gestellt.'),
    status: 'done',
    source: toHistorySource(portal),
  }),
  (contact, portal) => ({
    type: 'source',
    contact,
    subject: t('Nieuwe aanvraag voor informatie', "Nouvelle demande d'information", 'New information request', 'Neue Informationsanfrage'),
    comment: t(`Kandidaat vond het pand via ${portal}.`, `Le candidat a trouvé le bien via ${portal}.`, `The prospect found the property on ${portal}.`, `Interessent fand die Immobilie über ${portal}.`),
    status: 'done',
    source: toHistorySource(portal),
  }),
  (contact) => ({
    type: 'communication',
    contact,
    subject: t('Telefonisch contact', 'Contact téléphonique', 'Phone call', 'Telefonat'),
    comment: t('Vragen over de EPC-score en de renovatieplicht beantwoord.', 'Questions sur le PEB et l’obligation de rénovation traitées.', 'Answered questions about the EPC score and the renovation duty.', 'Fragen zum Energieausweis und zur Renovierungspflicht beantwortet.'),
    status: 'done',
    source: 'phone',
  }),
  (contact) => ({
    type: 'communication',
    contact,
    subject: t('Documenten per e-mail verstuurd', 'Documents envoyés par e-mail', 'Documents sent by e-mail', 'Unterlagen per E-Mail gesendet'),
    comment: null,
    status: 'done',
    source: 'email',
  }),
  (contact) => ({
    type: 'calendar',
    contact,
    subject: t('Bezichtiging', 'Visite', 'Viewing', 'Besichtigung'),
    comment: t('Positieve indruk, tweede bezoek gevraagd.', 'Impression positive, deuxième visite demandée.', 'Positive impression; asked for a second viewing.', 'Positiver Eindruck, zweite Besichtigung gewünscht.'),
    status: 'done',
    source: null,
  }),
  (contact) => ({
    type: 'calendar',
    contact,
    subject: t('Bezichtiging', 'Visite', 'Viewing', 'Besichtigung'),
    comment: t('Kandidaat heeft afgezegd.', 'Le candidat a annulé.', 'The prospect cancelled.', 'Der Interessent hat abgesagt.'),
    status: 'cancelled',
    source: null,
  }),
  (contact) => ({
    type: 'communication',
    contact,
    subject: t('Bod ontvangen', 'Offre reçue', 'Offer received', 'Angebot erhalten'),
    comment: t('Schriftelijk bod doorgestuurd naar de eigenaar.', 'Offre écrite transmise au propriétaire.', 'Written offer forwarded to the owner.', 'Schriftliches Angebot an den Eigentümer weitergeleitet.'),
    status: 'done',
    source: null,
  }),
];

const UPCOMING: Template = (contact) => ({
  type: 'calendar',
  contact,
  subject: t('Geplande bezichtiging', 'Visite planifiée', 'Scheduled viewing', 'Geplante Besichtigung'),
  comment: null,
  status: 'planned',
  source: null,
});

export function seedHistory(propertyId: number, now: number): HistorySeed[] {
  const rng = createRandom(47_000 + propertyId);
  const rows: HistorySeed[] = [];
  // the listing goes online first, on two portals
  const start = now - (ACTIVITY_DAYS - 2) * DAY;
  rows.push({ at: new Date(start).toISOString(), ...TEMPLATES[0]!('', 'Website') });
  rows.push({ at: new Date(start + 3_600_000).toISOString(), ...TEMPLATES[0]!('', rng.pick(PORTALS.slice(0, 4))) });
  const count = rng.int(10, 16);
  for (let i = 0; i < count; i++) {
    const at = start + rng.int(1, ACTIVITY_DAYS - 3) * DAY + rng.int(9, 18) * 3_600_000;
    const template = rng.pick(TEMPLATES.slice(1));
    rows.push({ at: new Date(at).toISOString(), ...template(rng.pick(CONTACTS), rng.pick(PORTALS)) });
  }
  rows.push({ at: new Date(now + rng.int(1, 6) * DAY).toISOString(), ...UPCOMING(rng.pick(CONTACTS), '') });
  return rows.sort((a, b) => a.at.localeCompare(b.at));
}
