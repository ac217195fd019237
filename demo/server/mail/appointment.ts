/**
 * The mails of a booked viewing: the visitor's confirmation (with the visit as an
 * iCalendar file and the link that cancels it) and the agency's notice, each in its
 * reader's language; and the agency's notice when the visitor cancels.
 */
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { AppointmentHost } from '../../../core/api/contract.ts';
import { formatBrusselsTime } from '../../../core/format/dates.ts';
import type { Language } from '../../../core/i18n/languages.ts';
import { textIn } from '../../../core/i18n/translatable.ts';
import type { Property } from '../../../core/property/types.ts';
import type { ViewingSlot } from '../repositories/appointments.ts';
import { translator } from './i18n.ts';
import type { Mail } from './mailer.ts';
import { mailMessages } from './messages.ts';

export interface AppointmentMailInput {
  bookingId: string;
  property: Property;
  slot: ViewingSlot;
  /** the visitor's fields of the appointment form */
  person: Record<string, unknown>;
  language: Language;
  agencyLanguage: Language;
  agencyEmail: string;
  agencyName: string;
  /** where to come, in a language */
  address: (language: Language) => string;
  host: AppointmentHost | null;
  /** the page that cancels the booking (with its token) */
  cancelUrl: string;
  /** the property's page, in a language */
  propertyUrl: (language: Language) => string;
}

const dateOf = (ms: number, language: Language) => formatBrusselsTime(ms, language, { dateStyle: 'full' });
const timeOf = (ms: number, language: Language) => formatBrusselsTime(ms, language, { timeStyle: 'short' });

const nameOf = (person: Record<string, unknown>) => `${String(person.firstName ?? '')} ${String(person.lastName ?? '')}`.trim();

/**
 * The visit as an iCalendar file (RFC 5545): one event with the booking's id as its UID,
 * so a calendar that imports a corrected file replaces the visit instead of adding one.
 * Times are written in UTC, which every calendar reads the same way.
 */
export function calendarFile(input: AppointmentMailInput, language: Language): Buffer {
  const t = translator(language);
  const calendar = ical({
    prodId: { company: input.agencyName, product: 'agency-widgets', language: language.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: `${input.bookingId}@agency-widgets`,
    start: new Date(input.slot.startMs),
    end: new Date(input.slot.endMs),
    stamp: new Date(),
    summary: t(mailMessages.appointmentEventSummary, { title: textIn(input.property.Title, language) }),
    location: input.address(language),
    description: [
      input.host ? t(mailMessages.appointmentHost, { name: hostLine(input.host) }) : '',
      input.slot.kind === 'open_house' ? t(mailMessages.appointmentOpenHouse) : '',
      input.propertyUrl(language),
    ]
      .filter(Boolean)
      .join('\n'),
    url: input.propertyUrl(language),
  });
  return Buffer.from(calendar.toString(), 'utf8');
}

function hostLine(host: AppointmentHost): string {
  return [host.name, host.phone].filter(Boolean).join(', ');
}

const ICS = (input: AppointmentMailInput, language: Language) => ({
  filename: 'visit.ics',
  contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  content: calendarFile(input, language),
});

/** The visitor's confirmation and the agency's notice. */
export function bookingMails(input: AppointmentMailInput, placesLeft: number): Mail[] {
  const { slot, person } = input;
  const visitor = translator(input.language);
  const agency = translator(input.agencyLanguage);
  const name = nameOf(person);
  const title = (language: Language) => textIn(input.property.Title, language);
  const when = (language: Language) => ({ date: dateOf(slot.startMs, language), time: timeOf(slot.startMs, language) });
  const details = (language: Language) => {
    const t = translator(language);
    return [
      t(mailMessages.appointmentTime, { date: dateOf(slot.startMs, language), from: timeOf(slot.startMs, language), to: timeOf(slot.endMs, language) }),
      t(mailMessages.appointmentAddress, { address: input.address(language) }),
      ...(input.host ? [t(mailMessages.appointmentHost, { name: hostLine(input.host) })] : []),
      ...(slot.kind === 'open_house' ? [t(mailMessages.appointmentOpenHouse)] : []),
    ];
  };

  const confirmation: Mail = {
    kind: 'appointment.visitor',
    language: input.language,
    to: String(person.email),
    replyTo: input.agencyEmail,
    subject: visitor(mailMessages.appointmentSubject, { date: when(input.language).date }),
    text: [
      visitor(mailMessages.greeting, { name }),
      '',
      visitor(mailMessages.appointmentBody, { title: title(input.language), ...when(input.language) }),
      '',
      ...details(input.language),
      input.propertyUrl(input.language),
      '',
      visitor(mailMessages.appointmentCalendarFile),
      '',
      visitor(mailMessages.appointmentCancelLink),
      input.cancelUrl,
      '',
      visitor(mailMessages.signature),
      input.agencyName,
      '',
      visitor(mailMessages.automatic, { agency: input.agencyName }),
    ].join('\n'),
    attachments: [ICS(input, input.language)],
  };

  const notice: Mail = {
    kind: 'appointment.agency',
    language: input.agencyLanguage,
    to: input.agencyEmail,
    replyTo: String(person.email),
    subject: agency(mailMessages.appointmentAgencySubject, { title: title(input.agencyLanguage), ...when(input.agencyLanguage) }),
    text: [
      agency(mailMessages.appointmentAgencyBody, { name, title: title(input.agencyLanguage), ...when(input.agencyLanguage) }),
      '',
      ...details(input.agencyLanguage),
      agency(mailMessages.appointmentPlacesLeft, { left: placesLeft, places: slot.places }),
      '',
      `${String(person.email)} · ${String(person.phone ?? '')}`,
      ...(typeof person.remark === 'string' && person.remark ? ['', person.remark] : []),
    ].join('\n'),
    attachments: [ICS(input, input.agencyLanguage)],
  };
  return [confirmation, notice];
}

/** The agency's notice that a visitor cancelled: the place is free again. */
export function cancellationMail(input: Omit<AppointmentMailInput, 'cancelUrl'>): Mail {
  const agency = translator(input.agencyLanguage);
  const values = {
    name: nameOf(input.person),
    title: textIn(input.property.Title, input.agencyLanguage),
    date: dateOf(input.slot.startMs, input.agencyLanguage),
    time: timeOf(input.slot.startMs, input.agencyLanguage),
  };
  return {
    kind: 'appointment.cancelled.agency',
    language: input.agencyLanguage,
    to: input.agencyEmail,
    replyTo: String(input.person.email),
    subject: agency(mailMessages.appointmentCancelledSubject, values),
    text: agency(mailMessages.appointmentCancelledBody, values),
  };
}
