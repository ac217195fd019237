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
import { addDays, brusselsDay, fromBrusselsTime } from '../../../core/owner/day.ts';
import { DEPOSIT_MONTHS } from '../../../core/forms/rental.ts';

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

/**
 * When things happen in an agency's day, in Brussels time: the office works on weekdays
 * and Saturday mornings, a visitor fills in a form at any hour (most in the evening),
 * viewings start on the quarter hour from Monday to Saturday, a deed at the notary's or
 * a check-in inventory is on a weekday on the half hour.
 */
type Moment = 'office' | 'online' | 'viewing' | 'appointment';

function momentOf(now: number, days: number, moment: Moment, rng: Random): number {
  // a day the moment can fall on: stepping back in the past (never after now), forward in the future
  const step = days > 0 ? 1 : -1;
  let day = brusselsDay(now + days * DAY);
  const weekday = (value: string) => new Date(`${value}T12:00:00Z`).getUTCDay();
  const allowed = (value: string) => moment === 'online' || (weekday(value) !== 0 && (moment !== 'appointment' || weekday(value) !== 6));
  while (!allowed(day)) day = addDays(day, step);
  const saturday = weekday(day) === 6;
  const [hour, minute] =
    moment === 'online'
      ? [rng.pick([7, 8, 9, 11, 12, 13, 14, 17, 18, 19, 20, 20, 21, 21, 22, 23]), rng.int(0, 59)]
      : moment === 'office'
        ? [saturday ? rng.int(9, 11) : rng.int(8, 18), rng.int(0, 59)]
        : moment === 'viewing'
          ? [saturday ? rng.int(9, 15) : rng.pick([9, 10, 11, 14, 15, 16, 17, 18]), rng.pick([0, 15, 30, 45])]
          : [rng.pick([9, 10, 11, 14, 15, 16]), rng.pick([0, 30])];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return fromBrusselsTime(y, m, d, hour, minute);
}

/** The agency's own website, as a sentence names it after "on". */
const OUR_WEBSITE = t('onze website', 'notre site', 'our website', 'unserer Website');
const on = (channel: string, language: keyof Translatable) => (channel === 'Website' ? OUR_WEBSITE[language]! : channel);

const published = (portal: string): Row => ({
  type: 'media',
  contact: null,
  subject: t(`Gepubliceerd op ${on(portal, 'nl')}`, `Publié sur ${on(portal, 'fr')}`, `Published on ${on(portal, 'en')}`, `Veröffentlicht auf ${on(portal, 'de')}`),
  comment: t('Advertentie met foto’s en plannen online gezet.', 'Annonce mise en ligne avec photos et plans.', 'Listing put online with photos and plans.', 'Anzeige mit Fotos und Grundrissen online gestellt.'),
  status: 'done',
  source: toHistorySource(portal),
});

/** Where a prospect came from: a portal or the website (by form), the sign on the façade, a referral, a walk-in. */
const lead = (contact: string, channel: string, rent: boolean): Row => {
  // the prospect, with the article a sentence starts with
  const [nl, fr, en, de] = rent
    ? ['Kandidaat-huurder', 'Le candidat locataire', 'The prospective tenant', 'Der Mietinteressent']
    : ['Kandidaat-koper', 'Le candidat acquéreur', 'The prospective buyer', 'Der Kaufinteressent'];
  const comment =
    channel === 'sign_board'
      ? t(`${nl} belde na het zien van het bord aan de gevel.`, `${fr} a appelé après avoir vu le panneau sur la façade.`, `${en} called after seeing the sign on the façade.`, `${de} rief an, nachdem er das Schild an der Fassade gesehen hatte.`)
      : channel === 'referral'
        ? t(`${nl} werd doorverwezen door een vroegere klant.`, `${fr} nous a été recommandé par un ancien client.`, `${en} was referred by a former client.`, `${de} wurde von einem früheren Kunden empfohlen.`)
        : channel === 'walk_in'
          ? t(`${nl} kwam langs op kantoor.`, `${fr} est passé à l’agence.`, `${en} came into the office.`, `${de} kam ins Büro.`)
          : t(`${nl} vond het pand via ${on(channel, 'nl')}.`, `${fr} a trouvé le bien sur ${on(channel, 'fr')}.`, `${en} found the property on ${on(channel, 'en')}.`, `${de} fand die Immobilie auf ${on(channel, 'de')}.`);
  return {
    type: 'source',
    contact,
    subject: t('Informatieaanvraag', 'Demande d’informations', 'Information request', 'Informationsanfrage'),
    comment,
    status: 'done',
    source: toHistorySource(channel) ?? 'other',
  };
};

/** What prospects ask on the phone: the questions a listing of its region and kind raises. */
function call(contact: string, rng: Random, flanders: boolean, rent: boolean): Row {
  const answers = rent
    ? [
        t('Vragen over de huurprijs, de lasten en de intrededatum beantwoord.', 'Questions sur le loyer, les charges et la date d’entrée traitées.', 'Answered questions about the rent, the charges and the moving-in date.', 'Fragen zu Miete, Nebenkosten und Einzugsdatum beantwortet.'),
        t('Gevraagd of huisdieren toegelaten zijn: voorgelegd aan de eigenaar.', 'Demande si les animaux sont admis : soumise au propriétaire.', 'Asked whether pets are allowed: put to the owner.', 'Frage, ob Haustiere erlaubt sind: dem Eigentümer vorgelegt.'),
      ]
    : [
        flanders
          ? t('Vragen over het EPC-label en de renovatieplicht beantwoord.', 'Questions sur le label PEB et l’obligation de rénovation traitées.', 'Answered questions about the EPC label and the renovation duty.', 'Fragen zum Energieausweis und zur Renovierungspflicht beantwortet.')
          : t('Vragen over het EPB-certificaat en de verwarming beantwoord.', 'Questions sur le certificat PEB et le chauffage traitées.', 'Answered questions about the energy certificate and the heating.', 'Fragen zum Energieausweis und zur Heizung beantwortet.'),
        t('Vragen over de registratierechten en de notariskosten beantwoord.', 'Questions sur les droits d’enregistrement et les frais de notaire traitées.', 'Answered questions about the registration duties and the notary’s fees.', 'Fragen zu Registrierungsgebühren und Notarkosten beantwortet.'),
        t('Wil weten of de prijs bespreekbaar is.', 'Souhaite savoir si le prix est négociable.', 'Wants to know whether the price is negotiable.', 'Möchte wissen, ob der Preis verhandelbar ist.'),
      ];
  return {
    type: 'communication',
    contact,
    subject: t('Telefonisch contact', 'Contact téléphonique', 'Phone call', 'Telefonat'),
    comment: rng.pick(answers),
    status: 'done',
    source: 'phone',
  };
}

const documentsSent = (contact: string): Row => ({
  type: 'communication',
  contact,
  subject: t('Documenten per e-mail bezorgd', 'Documents envoyés par e-mail', 'Documents sent by e-mail', 'Unterlagen per E-Mail gesendet'),
  comment: t('Plannen, EPC en stedenbouwkundige inlichtingen.', 'Plans, certificat PEB et renseignements urbanistiques.', 'Plans, energy certificate and planning information.', 'Grundrisse, Energieausweis und städtebauliche Auskünfte.'),
  status: 'done',
  source: 'email',
});

/** What a viewing taught: the impressions an agent notes for the owner. */
const VIEWING_NOTES: readonly Translatable[] = [
  t('Positieve indruk, tweede bezoek gevraagd.', 'Impression positive, deuxième visite demandée.', 'Positive impression; asked for a second viewing.', 'Positiver Eindruck, zweite Besichtigung gewünscht.'),
  t('Komt terug met een aannemer voor een raming van de werken.', 'Reviendra avec un entrepreneur pour chiffrer les travaux.', 'Will come back with a contractor to price the works.', 'Kommt mit einem Bauunternehmer zurück, um die Arbeiten zu schätzen.'),
  t('Vindt de tuin te klein voor het gezin.', 'Trouve le jardin trop petit pour la famille.', 'Finds the garden too small for the family.', 'Findet den Garten für die Familie zu klein.'),
  t('Twijfelt over de ligging aan een drukke straat.', 'Hésite à cause de la rue fréquentée.', 'Has doubts about the busy street.', 'Zögert wegen der belebten Straße.'),
  t('Geïnteresseerd, wacht op de simulatie van de bank.', 'Intéressé, attend la simulation de sa banque.', 'Interested; waiting for the bank’s loan simulation.', 'Interessiert, wartet auf die Finanzierungszusage der Bank.'),
];

const viewing = (contact: string, rng: Random, rent: boolean): Row => ({
  type: 'calendar',
  contact,
  subject: t('Bezichtiging', 'Visite', 'Viewing', 'Besichtigung'),
  comment: rent ? rng.pick([VIEWING_NOTES[0]!, VIEWING_NOTES[3]!]) : rng.pick(VIEWING_NOTES),
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
        comment: t('Kandidatuur volledig, voorgelegd aan de eigenaar.', 'Candidature complète, soumise au propriétaire.', 'Application complete; put to the owner.', 'Bewerbung vollständig, dem Eigentümer vorgelegt.'),
        status: 'done',
        source: 'website',
      }
    : {
        type: 'communication',
        contact,
        subject: t('Bod ontvangen', 'Offre reçue', 'Offer received', 'Angebot erhalten'),
        comment: t('Schriftelijk bod doorgestuurd naar de eigenaar.', 'Offre écrite transmise au propriétaire.', 'Written offer forwarded to the owner.', 'Schriftliches Angebot an den Eigentümer weitergeleitet.'),
        status: 'done',
        source: 'email',
      };

const report = (): Row => ({
  type: 'communication',
  contact: null,
  subject: t('Verslag van de bezoeken bezorgd aan de eigenaar', 'Compte rendu des visites envoyé au propriétaire', 'Viewing report sent to the owner', 'Besichtigungsbericht an den Eigentümer gesendet'),
  comment: null,
  status: 'done',
  source: 'email',
});

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

interface Dated {
  row: (contact: string) => Row;
  moment: Moment;
}

/** A row of each kind, then some more drawn from all of them, each at the moment of day its kind happens. */
function everyday(rng: Random, channels: readonly string[], plan: ActivityPlan): Dated[] {
  const flanders = regionOfZip(plan.zip) === 'flanders';
  // a lead by form comes at any hour; one by the sign, a referral or at the office, in office hours
  const newLead = (): Dated => {
    const channel = rng.pick(channels);
    return { row: (contact) => lead(contact, channel, plan.rent), moment: ['sign_board', 'referral', 'walk_in'].includes(channel) ? 'office' : 'online' };
  };
  const kinds: (Dated | (() => Dated))[] = [
    newLead,
    { row: (contact) => call(contact, rng, flanders, plan.rent), moment: 'office' },
    { row: (contact) => viewing(contact, rng, plan.rent), moment: 'viewing' },
    { row: documentsSent, moment: 'office' },
    { row: cancelledViewing, moment: 'viewing' },
    { row: (contact) => offer(contact, plan.rent), moment: 'online' },
    { row: () => report(), moment: 'office' },
  ];
  const draw = (kind: Dated | (() => Dated)) => (typeof kind === 'function' ? kind() : kind);
  return [draw(kinds[0]!), draw(kinds[1]!), draw(kinds[2]!), ...Array.from({ length: rng.int(9, 15) }, () => draw(rng.pick(kinds)))];
}

const MONTHS_IN_WORDS: Readonly<Record<number, Translatable>> = {
  2: t('twee', 'deux', 'two', 'zwei'),
  3: t('drie', 'trois', 'three', 'drei'),
};

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
    // the deposit the region's law allows on a blocked account
    const months = MONTHS_IN_WORDS[DEPOSIT_MONTHS[regionOfZip(plan.zip) ?? 'flanders']]!;
    return {
      at: [
        {
          type: 'communication',
          contact,
          subject: t('Huurcontract ondertekend', 'Bail signé', 'Lease signed', 'Mietvertrag unterzeichnet'),
          comment: t(
            `Huurwaarborg van ${months.nl} maanden op een geblokkeerde rekening; het contract wordt geregistreerd.`,
            `Garantie locative de ${months.fr} mois sur un compte bloqué ; le bail sera enregistré.`,
            `A deposit of ${months.en} months’ rent on a blocked account; the lease is being registered.`,
            `Kaution von ${months.de} Monatsmieten auf einem Sperrkonto; der Vertrag wird registriert.`,
          ),
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
  // the listing goes online first, on the website, then the portals pick it up within the hour or two
  const start = momentOf(now, -(ACTIVITY_DAYS - 2), 'office', rng);
  add(start, published('Website'));
  portals.forEach((portal, index) => add(start + (index + 1) * rng.int(12, 55) * 60_000, published(portal)));
  const closed = closedDaysAgo(plan);
  const lastDay = closed === undefined ? 1 : closed + 1;
  // leads come through the portals and the website most, and through the sign, a referral or a walk-in
  const channels = ['Website', ...portals, ...portals, 'sign_board', 'referral', 'walk_in'];
  for (const { row, moment } of everyday(rng, channels, plan)) {
    add(momentOf(now, -rng.int(lastDay, ACTIVITY_DAYS - 3), moment, rng), row(rng.pick(CONTACTS)));
  }
  if (closed === undefined) {
    add(momentOf(now, rng.int(1, 3), 'viewing', rng), upcomingViewing(rng.pick(CONTACTS), 'confirmed'));
    add(momentOf(now, rng.int(4, 8), 'viewing', rng), upcomingViewing(rng.pick(CONTACTS), 'planned'));
  } else {
    const buyer = rng.pick(CONTACTS);
    const closing = closingRows(plan, buyer);
    const signed = momentOf(now, -closed, 'office', rng);
    for (const row of closing.at) add(signed, row);
    for (const row of closing.after) add(Math.min(now, signed + rng.int(18, 26) * 3_600_000), row);
    for (const row of closing.ahead) add(momentOf(now, rng.int(10, 30), 'appointment', rng), row);
  }
  return rows.sort((a, b) => a.at.localeCompare(b.at));
}
