/**
 * Ninety days of life around the owners' properties: visits (for the statistics), on
 * the agency's website and on the portals the listing is published on, and the history
 * an agency's CRM keeps (calls, mails, viewings, publications, where leads came from).
 * Every state an owner can meet shows: a listing still on the market with viewings
 * planned and confirmed, one sold or let within the chart's 30 days (the portals stop
 * counting the day it is taken off them), and one taken offline before the chart starts
 * (a chart without a visit).
 */
import type { Translatable } from '../../../core/i18n/translatable.ts';
import { type HistorySource, type HistoryStatus, type HistoryType, toHistorySource } from '../../../core/owner/history.ts';
import { regionOfZip } from '../../../core/property/region.ts';
import type { AvailabilityState } from '../../../core/property/types.ts';
import { createRandom, type Random } from './prng.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
export const ACTIVITY_DAYS = 90;

/** What the activity of a property follows from. */
export interface ActivityPlan {
  id: number;
  zip: string | null;
  online: boolean;
  status: AvailabilityState;
  rent: boolean;
}

export interface VisitSeed {
  /** epoch ms */
  at: number;
  source: HistorySource;
}

/**
 * When the listing left the market, in days before now: the deal signed for a sold or
 * let property (within the chart's 30 days), the day an offline one was taken off line
 * (before them). Undefined while it is on the market.
 */
export function closedDaysAgo(plan: ActivityPlan): number | undefined {
  if (!plan.online) return 40 + (plan.id % 10);
  if (plan.status === 'sold' || plan.status === 'rented' || plan.status === 'sold_out') return 10 + (plan.id % 13);
  return undefined;
}

/** The portals a listing is on, and how many of its visits each brings against the website's. */
function portalsOf(plan: ActivityPlan): readonly (readonly [HistorySource, number])[] {
  const region = regionOfZip(plan.zip);
  const portals: [HistorySource, number][] =
    region === 'wallonia'
      ? [['immoweb', 1.8], ['immovlan', 1.1]]
      : region === 'brussels'
        ? [['immoweb', 2], ['immovlan', 0.7], ['zimmo', 0.5]]
        : [['immoweb', 1.8], ['zimmo', 1]];
  if (plan.id % 3 === 0) portals.push(['social_media', 0.3]);
  return portals;
}

/** The visits of one property over the last 90 days: busier at weekends and in the first weeks on the market. */
export function seedVisits(plan: ActivityPlan, now: number): VisitSeed[] {
  const rng = createRandom(31_000 + plan.id);
  const closed = closedDaysAgo(plan);
  const website = 2.5 + (plan.id % 7) * 0.6;
  const channels: (readonly [HistorySource, number])[] = [['website', 1], ...portalsOf(plan)];
  const visits: VisitSeed[] = [];
  for (let daysAgo = ACTIVITY_DAYS - 1; daysAgo >= 0; daysAgo--) {
    const dayStart = now - daysAgo * DAY;
    const weekday = new Date(dayStart).getUTCDay();
    const weekend = weekday === 0 || weekday === 6 ? 1.5 : 1;
    const freshness = 0.5 + (daysAgo / ACTIVITY_DAYS) * 0.8;
    const offMarket = closed !== undefined && daysAgo < closed;
    for (const [source, share] of channels) {
      // off line: nobody sees it; sold or let: the portals drop it, the website still shows it, with its ribbon
      if (offMarket && (!plan.online || source !== 'website')) continue;
      const expected = website * share * weekend * freshness * (offMarket ? 0.25 : 1);
      const count = Math.max(0, Math.round(expected + rng.range(-expected / 2, expected / 2, 0.01)));
      for (let i = 0; i < count; i++) {
        // today's visits only up to now
        const at = daysAgo === 0 ? now - rng.int(0, 8 * HOUR) : dayStart - rng.int(0, DAY - 1);
        visits.push({ at, source });
      }
    }
  }
  return visits.sort((a, b) => a.at - b.at);
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

type Row = Omit<HistorySeed, 'at'>;

const t = (nl: string, fr: string, en: string, de: string): Translatable => ({ nl, fr, en, de });

const CONTACTS = ['Tom Vermeulen', 'Sarah Lemaire', 'Koen De Smet', 'Nathalie Collard', 'Jeroen Maes', 'Amélie Dupont', 'Wim Goossens', 'Inès Benali', 'Bart Wouters', 'Claire Masson'];
const PORTAL_NAMES: Readonly<Partial<Record<HistorySource, string>>> = {
  website: 'Website',
  immoweb: 'Immoweb',
  zimmo: 'Zimmo',
  immovlan: 'Immovlan',
  social_media: 'Facebook',
};

const published = (portal: string): Row => ({
  type: 'media',
  contact: null,
  subject: t(`Gepubliceerd op ${portal}`, `Publié sur ${portal}`, `Published on ${portal}`, `Veröffentlicht auf ${portal}`),
  comment: t('Advertentie met foto’s en plannen online gezet.', 'Annonce mise en ligne avec photos et plans.', 'Listing put online with photos and plans.', 'Anzeige mit Fotos und Plänen online gestellt.'),
  status: 'done',
  source: toHistorySource(portal),
});

const lead = (contact: string, portal: string): Row => ({
  type: 'source',
  contact,
  subject: t('Nieuwe aanvraag voor informatie', 'Nouvelle demande d’information', 'New information request', 'Neue Informationsanfrage'),
  comment: t(`Kandidaat vond het pand via ${portal}.`, `Le candidat a trouvé le bien via ${portal}.`, `The prospect found the property on ${portal}.`, `Interessent fand die Immobilie über ${portal}.`),
  status: 'done',
  source: toHistorySource(portal),
});

const call = (contact: string): Row => ({
  type: 'communication',
  contact,
  subject: t('Telefonisch contact', 'Contact téléphonique', 'Phone call', 'Telefonat'),
  comment: t('Vragen over de EPC-score en de renovatieplicht beantwoord.', 'Questions sur le PEB et l’obligation de rénovation traitées.', 'Answered questions about the EPC score and the renovation duty.', 'Fragen zum Energieausweis und zur Renovierungspflicht beantwortet.'),
  status: 'done',
  source: 'phone',
});

const documentsSent = (contact: string): Row => ({
  type: 'communication',
  contact,
  subject: t('Documenten per e-mail verstuurd', 'Documents envoyés par e-mail', 'Documents sent by e-mail', 'Unterlagen per E-Mail gesendet'),
  comment: null,
  status: 'done',
  source: 'email',
});

const viewing = (contact: string): Row => ({
  type: 'calendar',
  contact,
  subject: t('Bezichtiging', 'Visite', 'Viewing', 'Besichtigung'),
  comment: t('Positieve indruk, tweede bezoek gevraagd.', 'Impression positive, deuxième visite demandée.', 'Positive impression; asked for a second viewing.', 'Positiver Eindruck, zweite Besichtigung gewünscht.'),
  status: 'done',
  source: null,
});

const cancelledViewing = (contact: string): Row => ({
  type: 'calendar',
  contact,
  subject: t('Bezichtiging', 'Visite', 'Viewing', 'Besichtigung'),
  comment: t('Kandidaat heeft afgezegd.', 'Le candidat a annulé.', 'The prospect cancelled.', 'Der Interessent hat abgesagt.'),
  status: 'cancelled',
  source: null,
});

const offer = (contact: string, rent: boolean): Row =>
  rent
    ? {
        type: 'communication',
        contact,
        subject: t('Huurkandidatuur ontvangen', 'Candidature locative reçue', 'Rental application received', 'Mietbewerbung erhalten'),
        comment: t('Loonfiches en identiteit gecontroleerd.', 'Fiches de paie et identité vérifiées.', 'Payslips and identity checked.', 'Gehaltsnachweise und Identität geprüft.'),
        status: 'done',
        source: 'website',
      }
    : {
        type: 'communication',
        contact,
        subject: t('Bod ontvangen', 'Offre reçue', 'Offer received', 'Angebot erhalten'),
        comment: t('Schriftelijk bod doorgestuurd naar de eigenaar.', 'Offre écrite transmise au propriétaire.', 'Written offer forwarded to the owner.', 'Schriftliches Angebot an den Eigentümer weitergeleitet.'),
        status: 'done',
        source: null,
      };

const upcomingViewing = (contact: string, status: 'planned' | 'confirmed'): Row => ({
  type: 'calendar',
  contact,
  subject: t('Geplande bezichtiging', 'Visite planifiée', 'Scheduled viewing', 'Geplante Besichtigung'),
  comment:
    status === 'confirmed'
      ? t('Afspraak bevestigd door de kandidaat.', 'Rendez-vous confirmé par le candidat.', 'Appointment confirmed by the prospect.', 'Termin vom Interessenten bestätigt.')
      : null,
  status,
  source: null,
});

/** A row of each kind, then some more drawn from all of them. */
function everyday(rng: Random, portals: readonly string[], rent: boolean): ((contact: string) => Row)[] {
  const portal = () => rng.pick(portals);
  const kinds = [
    (contact: string) => lead(contact, portal()),
    call,
    viewing,
    documentsSent,
    cancelledViewing,
    (contact: string) => offer(contact, rent),
  ];
  return [kinds[0]!, kinds[1]!, kinds[2]!, ...Array.from({ length: rng.int(9, 15) }, () => rng.pick(kinds))];
}

function closingRows(plan: ActivityPlan, contact: string): { at: Row[]; after: Row[]; ahead: Row[] } {
  if (!plan.online) {
    return {
      at: [
        {
          type: 'communication',
          contact: null,
          subject: t('Verkoop gepauzeerd op vraag van de eigenaar', 'Vente suspendue à la demande du propriétaire', 'Sale paused at the owner’s request', 'Verkauf auf Wunsch des Eigentümers pausiert'),
          comment: null,
          status: 'done',
          source: null,
        },
      ],
      after: [withdrawn()],
      ahead: [],
    };
  }
  if (plan.rent || plan.status === 'rented') {
    return {
      at: [
        {
          type: 'communication',
          contact,
          subject: t('Huurcontract ondertekend', 'Bail signé', 'Lease signed', 'Mietvertrag unterzeichnet'),
          comment: t('Waarborg van drie maanden op een geblokkeerde rekening.', 'Garantie locative de trois mois sur un compte bloqué.', 'Three months’ deposit on a blocked account.', 'Kaution von drei Monatsmieten auf einem Sperrkonto.'),
          status: 'done',
          source: null,
        },
      ],
      after: [withdrawn()],
      ahead: [
        {
          type: 'calendar',
          contact,
          subject: t('Plaatsbeschrijving bij intrede', 'État des lieux d’entrée', 'Check-in inventory', 'Einzugsprotokoll'),
          comment: null,
          status: 'confirmed',
          source: null,
        },
      ],
    };
  }
  return {
    at: [
      {
        type: 'communication',
        contact,
        subject: t('Compromis ondertekend', 'Compromis signé', 'Sale agreement signed', 'Kaufvorvertrag unterzeichnet'),
        comment: t('Voorschot van 10% gestort op de derdenrekening.', 'Acompte de 10 % versé sur le compte de tiers.', '10% deposit paid into the third-party account.', 'Anzahlung von 10 % auf das Treuhandkonto überwiesen.'),
        status: 'done',
        source: null,
      },
    ],
    after: [withdrawn()],
    ahead: [
      {
        type: 'calendar',
        contact,
        subject: t('Verlijden van de notariële akte', 'Signature de l’acte authentique', 'Signing of the notarial deed', 'Beurkundung beim Notar'),
        comment: null,
        status: 'planned',
        source: null,
      },
    ],
  };
}

function withdrawn(): Row {
  return {
    type: 'media',
    contact: null,
    subject: t('Van de vastgoedportalen gehaald', 'Retiré des portails immobiliers', 'Taken off the property portals', 'Von den Immobilienportalen genommen'),
    comment: null,
    status: 'done',
    source: null,
  };
}

export function seedHistory(plan: ActivityPlan, now: number): HistorySeed[] {
  const rng = createRandom(47_000 + plan.id);
  const rows: HistorySeed[] = [];
  const add = (at: number, row: Row) => rows.push({ at: new Date(at).toISOString(), ...row });
  const portals = portalsOf(plan).map(([source]) => PORTAL_NAMES[source] ?? source);
  // the listing goes online first, on the website and then on the portals
  const start = now - (ACTIVITY_DAYS - 2) * DAY;
  add(start, published('Website'));
  portals.forEach((portal, index) => add(start + (index + 1) * HOUR, published(portal)));
  const closed = closedDaysAgo(plan);
  const lastDay = closed === undefined ? 1 : closed + 1;
  for (const row of everyday(rng, ['Website', ...portals], plan.rent)) {
    const at = now - rng.int(lastDay, ACTIVITY_DAYS - 3) * DAY + rng.int(-3, 5) * HOUR;
    add(at, row(rng.pick(CONTACTS)));
  }
  if (closed === undefined) {
    add(now + rng.int(1, 3) * DAY + rng.int(1, 8) * HOUR, upcomingViewing(rng.pick(CONTACTS), 'confirmed'));
    add(now + rng.int(4, 8) * DAY + rng.int(1, 8) * HOUR, upcomingViewing(rng.pick(CONTACTS), 'planned'));
  } else {
    const buyer = rng.pick(CONTACTS);
    const closing = closingRows(plan, buyer);
    for (const row of closing.at) add(now - closed * DAY, row);
    for (const row of closing.after) add(now - closed * DAY + 20 * HOUR, row);
    for (const row of closing.ahead) add(now + rng.int(10, 30) * DAY, row);
  }
  return rows.sort((a, b) => a.at.localeCompare(b.at));
}
