/**
 * Viewing appointments: each available property has viewing moments (30-minute slots
 * in the agent's weekly schedule, Brussels time) for the next two weeks. A booked slot
 * is gone; a property whose calendar the agent closed, or that is no longer available,
 * answers `full`.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppointmentConfirmation, AppointmentSlot, AppointmentSlots } from '../../../core/api/contract.ts';
import { validateForm } from '../../../core/forms/index.ts';
import { pickTranslation } from '../../../core/i18n/translatable.ts';
import { validationMessages } from '../../../core/messages.ts';
import { addDays, brusselsDay, fromBrusselsTime } from '../../../core/owner/day.ts';
import type { Property } from '../../../core/property/types.ts';
import type { Context } from '../context.ts';
import { fail } from '../http/errors.ts';
import { fingerprint, once } from '../http/idempotency.ts';
import { visitorLanguage } from '../http/language.ts';
import { readId } from '../http/query.ts';
import { translator } from '../mail/i18n.ts';
import { mailMessages } from '../mail/messages.ts';

export const SLOT_MINUTES = 30;
export const BOOKING_DAYS = 14;
/** a slot can be booked until this long before it starts */
export const BOOKING_NOTICE_MS = 2 * 3_600_000;

/** Weekly viewing hours: [weekday (0 Sunday), from hour, to hour]. Agents vary them by listing. */
const SCHEDULES: readonly (readonly [number, number, number])[][] = [
  [
    [2, 17, 19],
    [6, 10, 12],
  ],
  [
    [3, 14, 16],
    [6, 10, 12],
  ],
  [
    [4, 17, 19],
    [5, 16, 18],
  ],
];

interface Slot extends AppointmentSlot {
  startMs: number;
}

function isoWithOffset(instant: number, wall: { y: number; m: number; d: number; h: number; mi: number }): string {
  const offsetMinutes = Math.round((Date.UTC(wall.y, wall.m - 1, wall.d, wall.h, wall.mi) - instant) / 60_000);
  const sign = offsetMinutes >= 0 ? '+' : '-';
  const pad = (value: number) => String(Math.abs(value)).padStart(2, '0');
  return `${wall.y}-${pad(wall.m)}-${pad(wall.d)}T${pad(wall.h)}:${pad(wall.mi)}:00${sign}${pad(Math.trunc(offsetMinutes / 60))}:${pad(offsetMinutes % 60)}`;
}

/** Every slot of the schedule in the booking window, booked ones included. */
export function scheduledSlots(propertyId: number, now: number): Slot[] {
  const schedule = SCHEDULES[propertyId % SCHEDULES.length]!;
  const today = brusselsDay(now);
  const slots: Slot[] = [];
  for (let offset = 0; offset <= BOOKING_DAYS; offset++) {
    const day = addDays(today, offset);
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    const weekday = new Date(Date.UTC(y, m - 1, d, 12)).getUTCDay();
    for (const [dayOfWeek, from, to] of schedule) {
      if (dayOfWeek !== weekday) continue;
      for (let minutes = from * 60; minutes < to * 60; minutes += SLOT_MINUTES) {
        const h = Math.floor(minutes / 60);
        const mi = minutes % 60;
        const startMs = fromBrusselsTime(y, m, d, h, mi);
        if (startMs < now + BOOKING_NOTICE_MS) continue;
        const endMinutes = minutes + SLOT_MINUTES;
        const endMs = fromBrusselsTime(y, m, d, Math.floor(endMinutes / 60), endMinutes % 60);
        slots.push({
          id: `${day.replaceAll('-', '')}T${String(h).padStart(2, '0')}${String(mi).padStart(2, '0')}`,
          start: isoWithOffset(startMs, { y, m, d, h, mi }),
          end: isoWithOffset(endMs, { y, m, d, h: Math.floor(endMinutes / 60), mi: endMinutes % 60 }),
          startMs,
        });
      }
    }
  }
  return slots;
}

function findBookable(context: Context, id: number | undefined): { property: Property; mode: string } {
  const row =
    id === undefined
      ? undefined
      : (context.db.prepare('SELECT data, appointments FROM properties WHERE id = ? AND online = 1').get(id) as
          | { data: string; appointments: string }
          | undefined);
  if (!row) fail('property_not_found');
  return { property: JSON.parse(row.data) as Property, mode: row.appointments };
}

function freeSlots(context: Context, property: Property, mode: string): Slot[] {
  if (mode === 'full' || property.Status !== 'available') return [];
  const booked = new Set(
    context.db.prepare(`SELECT start FROM appointments WHERE property_id = ? AND status = 'confirmed'`).pluck().all(property.ID) as string[],
  );
  return scheduledSlots(property.ID, context.now()).filter((slot) => !booked.has(slot.start));
}

export function registerAppointments(api: FastifyInstance, context: Context): void {
  const { db, settings } = context;

  api.get('/appointments', async (request, reply) => {
    const raw = (request.query as Record<string, unknown>).propertyId;
    const id = readId(typeof raw === 'string' ? raw : undefined);
    if (raw === undefined) fail('bad_request', { fields: { propertyId: validationMessages.propertyRequired.id } });
    const { property, mode } = findBookable(context, id);
    const slots = freeSlots(context, property, mode).map(({ startMs: _start, ...slot }) => slot);
    const body: AppointmentSlots =
      slots.length > 0 ? { propertyId: property.ID, status: 'open', slots } : { propertyId: property.ID, status: 'full', slots: [] };
    return reply.header('Cache-Control', 'no-store').send(body);
  });

  api.post('/appointments', async (request, reply) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) fail('bad_request');
    return once(db, request, reply, 'POST /appointments', fingerprint(body), async () => {
      const { slotId, ...person } = body as Record<string, unknown>;
      const captchaOn = context.captcha.mode !== 'none';
      // the person fields are the visit request's: one rule for both
      const form = validateForm('visit', person, { captcha: captchaOn });
      const errors: Record<string, string> = form.ok ? {} : { ...form.errors };
      if (typeof slotId !== 'string' || !/^\d{8}T\d{4}$/.test(slotId)) errors.slotId = validationMessages.required.id;
      if (!form.ok || Object.keys(errors).length > 0) fail('validation', { fields: errors });
      const value = form.value as Record<string, unknown>;
      const { property, mode } = findBookable(context, value.propertyId as number);
      if (property.Status === 'sold' || property.Status === 'sold_out') fail('property_sold');
      if (property.Status === 'rented') fail('property_rented');
      if (mode === 'full') fail('appointments_full');
      const slot = freeSlots(context, property, mode).find((candidate) => candidate.id === slotId);
      if (!slot) fail('slot_taken');
      if (captchaOn && !(await context.captcha.verify(String(value.captcha ?? ''), request.ip))) {
        fail('validation', { fields: { captcha: validationMessages.captchaInvalid.id } });
      }
      const id = randomUUID();
      const language = visitorLanguage(request, settings.agencyLanguage);
      const { captcha: _proof, ...kept } = value;
      try {
        db.prepare(
          `INSERT INTO appointments (id, property_id, start, end, data, language, status, created_at) VALUES (?, ?, ?, ?, ?, ?, 'confirmed', ?)`,
        ).run(id, property.ID, slot.start, slot.end, JSON.stringify(kept), language, new Date(context.now()).toISOString());
      } catch (error) {
        // two visitors, one slot: the second is told to pick another
        if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') fail('slot_taken');
        throw error;
      }

      const dateOf = (lang: string) =>
        new Intl.DateTimeFormat(`${lang}-BE`, { dateStyle: 'full', timeZone: 'Europe/Brussels' }).format(slot.startMs);
      const timeOf = (lang: string) =>
        new Intl.DateTimeFormat(`${lang}-BE`, { timeStyle: 'short', timeZone: 'Europe/Brussels' }).format(slot.startMs);
      const name = `${String(kept.firstName ?? '')} ${String(kept.lastName ?? '')}`.trim();
      const visitor = translator(language);
      const agency = translator(settings.agencyLanguage);
      const titleIn = (lang: typeof language) => pickTranslation(property.Title, lang) ?? pickTranslation(property.Title, 'nl') ?? String(property.ID);
      try {
        await context.mailer.send({
          kind: 'appointment.visitor',
          language,
          to: String(kept.email),
          replyTo: settings.agencyEmail,
          subject: visitor(mailMessages.appointmentSubject, { date: dateOf(language) }),
          text: [
            visitor(mailMessages.greeting, { name }),
            '',
            visitor(mailMessages.appointmentBody, { title: titleIn(language), date: dateOf(language), time: timeOf(language) }),
            '',
            visitor(mailMessages.appointmentCancel),
            '',
            visitor(mailMessages.signature),
            settings.agencyName,
          ].join('\n'),
        });
        await context.mailer.send({
          kind: 'appointment.agency',
          language: settings.agencyLanguage,
          to: settings.agencyEmail,
          replyTo: String(kept.email),
          subject: agency(mailMessages.appointmentAgencySubject, {
            title: titleIn(settings.agencyLanguage),
            date: dateOf(settings.agencyLanguage),
            time: timeOf(settings.agencyLanguage),
          }),
          text: [
            agency(mailMessages.appointmentAgencyBody, {
              name,
              title: titleIn(settings.agencyLanguage),
              date: dateOf(settings.agencyLanguage),
              time: timeOf(settings.agencyLanguage),
            }),
            '',
            `${String(kept.email)} · ${String(kept.phone ?? '')}`,
            typeof kept.remark === 'string' ? kept.remark : '',
          ].join('\n'),
        });
      } catch (error) {
        request.log.error({ err: error }, 'appointment mail failed');
        db.prepare('DELETE FROM appointments WHERE id = ?').run(id);
        fail('mail_failed');
      }
      const confirmation: AppointmentConfirmation = { id, status: 'confirmed', propertyId: property.ID, start: slot.start, end: slot.end };
      return { status: 201, body: confirmation };
    });
  });
}
