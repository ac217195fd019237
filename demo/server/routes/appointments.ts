/**
 * Viewing appointments: the moments of the agency's calendar with a free place
 * (repositories/appointments.ts), booked in one step. A property whose calendar the
 * agent closed, or that is no longer available, or whose moments are all taken,
 * answers `full`. The confirmation mail carries the visit as a calendar file and a
 * link that cancels it, which frees the place.
 */
import type { Context } from '../context.ts';
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { type AppointmentConfirmation, type AppointmentSlots, CANCEL_LINK_PARAMS } from '../../../core/api/contract.ts';
import { addressText } from '../../../core/format/address.ts';
import { LANGUAGES, type Language } from '../../../core/i18n/languages.ts';
import { validationMessages } from '../../../core/messages.ts';
import { requestRefusal } from '../../../core/property/availability.ts';
import type { Property } from '../../../core/property/types.ts';
import { pathFor, propertyPath } from '../../../core/routing/page-paths.ts';
import { fail } from '../http/errors.ts';
import { visitorLanguage } from '../http/language.ts';
import { publicOrigin } from '../http/public-url.ts';
import { foundProperty } from '../http/lookup.ts';
import { readId } from '../http/query.ts';
import { type AppointmentMailInput, bookingMails, cancellationMail } from '../mail/appointment.ts';
import { translator } from '../mail/i18n.ts';
import { mailMessages } from '../mail/messages.ts';
import { queueSubmissionMails } from '../mail/recipient-limit.ts';
import type { StoredBooking, ViewingSlot } from '../repositories/appointments.ts';
import { commit } from '../submissions/pipeline.ts';
import { routes } from './plugin.ts';

/** A moment can be booked until this long before it starts: the agent needs to know who comes. */
export const BOOKING_NOTICE_MS = 2 * 3_600_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function sameHash(stored: string | null, token: unknown): boolean {
  if (!stored || typeof token !== 'string' || token.length === 0 || token.length > 200) return false;
  return timingSafeEqual(Buffer.from(stored, 'hex'), Buffer.from(hashToken(token), 'hex'));
}

/** Where to come: the whole address, published or not, since the visitor is expected there. */
const fullAddress = (property: Property) => (language: Language) => addressText({ ...property, PublishAddress: true }, { lang: language });

function hostOf(property: Property): AppointmentConfirmation['host'] {
  const manager = property.Manager;
  if (!manager) return null;
  return { name: `${manager.FirstName} ${manager.LastName}`.trim(), phone: manager.Mobile ?? manager.Phone ?? null, email: manager.Email || null };
}

function confirmationOf(property: Property, slot: ViewingSlot, id: string, status: AppointmentConfirmation['status'], language: Language): AppointmentConfirmation {
  return {
    id,
    status,
    propertyId: property.ID,
    kind: slot.kind,
    start: slot.start,
    end: slot.end,
    address: fullAddress(property)(language),
    host: hostOf(property),
  };
}

/** Free moments from the booking notice on, or none when the property is gone or the agent closed its calendar. */
async function openSlots(context: Context<'repositories' | 'now'>, property: Property): Promise<ViewingSlot[]> {
  const { appointments } = context.repositories;
  if (requestRefusal('appointment', property.Status) || (await appointments.closed(property.ID))) return [];
  return appointments.freeSlots(property.ID, context.now() + BOOKING_NOTICE_MS);
}

const publicSlot = ({ id, kind, start, end, places, placesLeft }: ViewingSlot) => ({ id, kind, start, end, places, placesLeft });

export const appointmentRoutes = routes('appointments', ['now', 'repositories', 'settings', 'transaction'], (api, context) => {
  const { settings } = context;
  const { listings, appointments } = context.repositories;

  /** The booking a cancel link names, if its token is right; the same 404 for a wrong id or token. */
  async function linkedBooking(id: string, token: unknown): Promise<{ booking: StoredBooking; property: Property }> {
    const booking = id.length <= 64 ? await appointments.booking(id) : undefined;
    if (!booking || !sameHash(booking.cancelTokenHash, token)) fail('appointment_not_found');
    // a booking stays readable after its property went offline: the visitor may still cancel it
    const property = (await listings.published(booking.propertyId)) ?? fail('appointment_not_found');
    return { booking, property };
  }

  api.get('/appointments', async (request, reply) => {
    const raw = (request.query as Record<string, unknown>).propertyId;
    const id = readId(typeof raw === 'string' ? raw : undefined);
    if (raw === undefined) fail('bad_request', { fields: { propertyId: validationMessages.propertyRequired.id } });
    const property = await foundProperty(listings, id);
    const slots = (await openSlots(context, property)).map(publicSlot);
    const body: AppointmentSlots =
      slots.length > 0 ? { propertyId: property.ID, status: 'open', slots } : { propertyId: property.ID, status: 'full', slots: [] };
    return reply.header('Cache-Control', 'no-store').send(body);
  });

  api.post(
    '/appointments',
    {
      config: {
        submission: {
          form: 'appointment',
          // the moment's own problems first, so the visitor does not solve a captcha for a lost cause
          async check({ value, found }) {
            const property = await foundProperty(listings, value.propertyId as number);
            const refusal = requestRefusal('appointment', property.Status);
            if (refusal) fail(refusal);
            if (await appointments.closed(property.ID)) fail('appointments_full');
            const slot = await appointments.slot(value.slotId as string);
            if (!slot || slot.propertyId !== property.ID) fail('slot_not_found');
            if (slot.startMs < context.now() + BOOKING_NOTICE_MS) fail('slot_passed');
            if (slot.placesLeft === 0) fail('slot_taken');
            Object.assign(found, { property, slot });
          },
        },
      },
    },
    async (request, reply) => {
      const { value, found } = request.submission;
      const { property, slot } = found as { property: Property; slot: ViewingSlot };
      const id = randomUUID();
      const token = randomBytes(24).toString('base64url');
      const language = visitorLanguage(request, settings.agencyLanguage);
      const { propertyId: _property, slotId: _slot, ...person } = value;
      const name = `${person.firstName as string} ${person.lastName as string}`;
      const historySubject = slot.kind === 'open_house' ? mailMessages.appointmentHistoryOpenHouse : mailMessages.appointmentHistory;
      const siteUrl = publicOrigin(settings);
      return commit(request, reply, context, async (unit) => {
        const outcome = await unit.repositories.appointments.book(
          {
            id,
            propertyId: property.ID,
            slotId: slot.id,
            email: String(value.email).toLowerCase(),
            data: person,
            language,
            cancelTokenHash: hashToken(token),
            history: { contact: name, subject: Object.fromEntries(LANGUAGES.map((lang) => [lang, translator(lang)(historySubject)])) },
            createdAt: new Date(context.now()).toISOString(),
          },
          context.now() + BOOKING_NOTICE_MS,
        );
        // another visitor got the last place, or the same visitor pressed twice from two tabs
        if (outcome === 'full') fail('slot_taken');
        if (outcome === 'passed') fail('slot_passed');
        if (outcome === 'not_found') fail('slot_not_found');
        if (outcome === 'already_booked') fail('appointment_already_booked');
        const booked = (await unit.repositories.appointments.slot(slot.id)) ?? slot;
        const input: AppointmentMailInput = {
          bookingId: id,
          property,
          slot,
          person,
          language,
          agencyLanguage: settings.agencyLanguage,
          agencyEmail: settings.agencyEmail,
          agencyName: settings.agencyName,
          address: fullAddress(property),
          host: hostOf(property),
          cancelUrl: `${siteUrl}${pathFor('book-visit', language, { id: property.ID })}?${CANCEL_LINK_PARAMS.booking}=${id}&${CANCEL_LINK_PARAMS.token}=${token}`,
          propertyUrl: (lang) => `${siteUrl}${propertyPath(property, lang)}`,
        };
        // the visitor's confirmation counts against the address typed, like every form's copy: past the limit, booked all the same
        await queueSubmissionMails(context, unit, bookingMails(input, booked.placesLeft));
        return { status: 201, body: confirmationOf(property, slot, id, 'confirmed', language) };
      });
    },
  );

  api.get('/appointments/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const { booking, property } = await linkedBooking(id, (request.query as Record<string, unknown>).token);
    const language = visitorLanguage(request, booking.language);
    return reply
      .header('Cache-Control', 'no-store, private')
      .send(confirmationOf(property, booking.slot, booking.id, booking.status, language));
  });

  api.post('/appointments/:id/cancel', async (request, reply) => {
    const { id } = request.params as { id: string };
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) fail('bad_request');
    const { token, ...rest } = body as Record<string, unknown>;
    if (Object.keys(rest).length > 0) fail('validation', { fields: Object.fromEntries(Object.keys(rest).slice(0, 20).map((key) => [key.slice(0, 100), validationMessages.unknownField.id])) });
    const { booking, property } = await linkedBooking(id, token);
    const language = visitorLanguage(request, booking.language);
    if (booking.status === 'confirmed') {
      if (booking.slot.startMs <= context.now()) fail('slot_passed');
      // the place is free again and the agency is told, together; a second press, or a second tab, finds it cancelled already: the same answer
      await context.transaction(async (unit) => {
        if (!(await unit.repositories.appointments.cancel(booking.id, new Date(context.now()).toISOString()))) return;
        await unit.mail(
          cancellationMail({
            bookingId: booking.id,
            property,
            slot: booking.slot,
            person: booking.data,
            language: booking.language,
            agencyLanguage: settings.agencyLanguage,
            agencyEmail: settings.agencyEmail,
            agencyName: settings.agencyName,
            address: fullAddress(property),
            host: hostOf(property),
            propertyUrl: (lang) => `${publicOrigin(settings)}${propertyPath(property, lang)}`,
          }),
        );
      });
    }
    return reply.header('Cache-Control', 'no-store, private').send(confirmationOf(property, booking.slot, booking.id, 'cancelled', language));
  });
});
