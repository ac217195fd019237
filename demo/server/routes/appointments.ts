/**
 * Viewing appointments: each available property has viewing moments in the agent's
 * calendar (repositories/appointments.ts). A booked slot is gone; a property whose
 * calendar the agent closed, or that is no longer available, answers `full`.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppointmentConfirmation, AppointmentSlots } from '../../../core/api/contract.ts';
import { validateForm } from '../../../core/forms/index.ts';
import { pickTranslation } from '../../../core/i18n/translatable.ts';
import { validationMessages } from '../../../core/messages.ts';
import { requestRefusal } from '../../../core/property/availability.ts';
import type { Property } from '../../../core/property/types.ts';
import type { Context } from '../context.ts';
import { fail } from '../http/errors.ts';
import { fingerprint, once } from '../http/idempotency.ts';
import { visitorLanguage } from '../http/language.ts';
import { foundProperty } from '../http/lookup.ts';
import { readId } from '../http/query.ts';
import { translator } from '../mail/i18n.ts';
import { mailMessages } from '../mail/messages.ts';
import type { ViewingSlot } from '../repositories/appointments.ts';

/** Free slots, or none when the property is gone or the agent closed its calendar: the visitor then reads "full". */
async function openSlots(context: Context, property: Property): Promise<ViewingSlot[]> {
  const { appointments } = context.repositories;
  if (requestRefusal('appointment', property.Status) || (await appointments.closed(property.ID))) return [];
  return appointments.freeSlots(property.ID, context.now());
}

export function registerAppointments(api: FastifyInstance, context: Context): void {
  const { settings } = context;
  const { listings, appointments } = context.repositories;

  api.get('/appointments', async (request, reply) => {
    const raw = (request.query as Record<string, unknown>).propertyId;
    const id = readId(typeof raw === 'string' ? raw : undefined);
    if (raw === undefined) fail('bad_request', { fields: { propertyId: validationMessages.propertyRequired.id } });
    const property = await foundProperty(listings, id);
    const slots = (await openSlots(context, property)).map(({ startMs: _start, ...slot }) => slot);
    const body: AppointmentSlots =
      slots.length > 0 ? { propertyId: property.ID, status: 'open', slots } : { propertyId: property.ID, status: 'full', slots: [] };
    return reply.header('Cache-Control', 'no-store').send(body);
  });

  api.post('/appointments', async (request, reply) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) fail('bad_request');
    return once(context.stores.idempotency, request, reply, 'POST /appointments', fingerprint(body), async () => {
      const { slotId, ...person } = body as Record<string, unknown>;
      const captchaOn = context.captcha.mode !== 'none';
      // the person fields are the visit request's: one rule for both
      const form = validateForm('visit', person, { captcha: captchaOn });
      const errors: Record<string, string> = form.ok ? {} : { ...form.errors };
      if (typeof slotId !== 'string' || !/^\d{8}T\d{4}$/.test(slotId)) errors.slotId = validationMessages.required.id;
      if (!form.ok || Object.keys(errors).length > 0) fail('validation', { fields: errors });
      const value = form.value as Record<string, unknown>;
      const property = await foundProperty(listings, value.propertyId as number);
      const refusal = requestRefusal('appointment', property.Status);
      if (refusal) fail(refusal);
      if (await appointments.closed(property.ID)) fail('appointments_full');
      const slot = (await appointments.freeSlots(property.ID, context.now())).find((candidate) => candidate.id === slotId);
      if (!slot) fail('slot_taken');
      if (captchaOn && !(await context.captcha.verify(String(value.captcha ?? ''), request.ip))) {
        fail('validation', { fields: { captcha: validationMessages.captchaInvalid.id } });
      }
      const id = randomUUID();
      const language = visitorLanguage(request, settings.agencyLanguage);
      const { captcha: _proof, ...kept } = value;
      const booked = await appointments.book({
        id,
        propertyId: property.ID,
        slot,
        data: kept,
        language,
        createdAt: new Date(context.now()).toISOString(),
      });
      // two visitors, one slot: the second is told to pick another
      if (!booked) fail('slot_taken');

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
        await appointments.cancel(id);
        fail('mail_failed');
      }
      const confirmation: AppointmentConfirmation = { id, status: 'confirmed', propertyId: property.ID, start: slot.start, end: slot.end };
      return { status: 201, body: confirmation };
    });
  });
}
