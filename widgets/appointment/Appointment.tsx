/**
 * The appointment plugin: the free moments of the property's calendar, one chosen, the
 * visit form's person fields, booked in one step; the booking confirmed on the spot. The
 * cancel link of the confirmation mail leads back here (`?booking=…&token=…`), where the
 * visitor sees the booking and may cancel it. The booking's card and the cancel link's
 * page load their code when they are needed: the card with the booking's answer, the
 * page when a cancel link opened it (while its booking is read).
 */
import { useLingui } from '@lingui/react/macro';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { CANCEL_LINK_PARAMS, type AppointmentConfirmation } from '../../core/api/contract.ts';
import { ApiError, type ApiErrorCode } from '../../core/api/errors.ts';
import { appointmentReads, appointments } from '../../core/api/resources/appointments.ts';
import { knownRead } from '../../core/api/client.ts';
import { propertyReads } from '../../core/api/resources/properties.ts';
import * as actionMessages from '../../core/messages/action.ts';
import * as emptyMessages from '../../core/messages/empty.ts';
import * as errorMessages from '../../core/messages/error.ts';
import * as successMessages from '../../core/messages/success.ts';
import { refusalMessage, requestRefusal } from '../../core/property/availability.ts';
import type { PropertySummary } from '../../core/property/types.ts';
import { pathFor, propertyPath } from '../../core/routing/page-paths.ts';
import { addressText } from '../../core/format/address.ts';
import { propertyTitle } from '../../core/property/title.ts';
import type { ElementContext } from '../define/context.ts';
import { PropertyBlocked } from '../property/AboutProperty.tsx';
import { Form } from '../form/Form.tsx';
import { useForm } from '../form/use-form.ts';
import { Alert } from '../ui/controls/Alert.tsx';
import { type Resource, useApi, useResource } from '../ui/api.ts';
import { below, Heading, toHeadingLevel } from '../ui/controls/Heading.tsx';
import { Link } from '../ui/navigation/Link.tsx';
import { useLocation } from '../ui/navigation/location.ts';
import { useRouteId } from '../ui/navigation/use-route-id.ts';
import type { BookingCardProps } from './BookingCard.tsx';
import type { ManageBookingProps } from './ManageBooking.tsx';
import { bookingTime } from './slots.ts';
import { SlotPicker } from './SlotPicker.tsx';
import { useElementId } from '../define/element-id.ts';
import { appointmentForm } from '../../core/forms/kinds/appointment.ts';

export interface AppointmentProps {
  /** default: the id in the page's path */
  propertyId?: string;
  /** the level of the element's heading (default 2) */
  headingLevel?: number;
  /** the moment chosen already (a chip of the detail page), when it is still free */
  slotId?: string;
  /** the page shows the property already (the detail page's booking step): no summary of it */
  hideProperty?: boolean;
}

/** The booking and token of a cancel link, when the page was opened from one. */
function cancelLinkOf(search: string): { booking: string; token: string } | undefined {
  const params = new URLSearchParams(search);
  const booking = params.get(CANCEL_LINK_PARAMS.booking);
  const token = params.get(CANCEL_LINK_PARAMS.token);
  return booking && token ? { booking, token } : undefined;
}

export function Appointment({ propertyId, headingLevel, slotId, hideProperty, host, language }: AppointmentProps & ElementContext) {
  const { t, i18n } = useLingui();
  const headingId = useElementId();
  const id = useRouteId('book-visit', propertyId);
  useLocation();
  const link = cancelLinkOf(location.search);
  const level = toHeadingLevel(headingLevel, 2);
  // the property the visit is of, named on the booking and on the cancel link's page alike
  const property = useResource<PropertySummary | undefined>(id ? propertyReads.summary(id, language) : knownRead(undefined));
  // the cancel link's booking, read while the code of its page comes in
  const booking = useResource<AppointmentConfirmation | undefined>(
    link ? appointmentReads.booking(link.booking, link.token, language) : knownRead(undefined),
  );
  const [ManageBooking, setManageBooking] = useState<ComponentType<ManageBookingProps>>();
  useEffect(() => {
    if (!link || ManageBooking) return;
    import('./ManageBooking.tsx').then(
      (module) => setManageBooking(() => module.ManageBooking),
      (error: unknown) => console.error('agency-widgets: a part of the page could not be loaded.', error),
    );
  }, [Boolean(link)]);
  const lookingUp = (
    <p className="appointment__loading" role="status">
      {t({ id: 'appointment.loadingBooking', message: 'Looking up your visit…' })}
    </p>
  );
  return (
    <section className="appointment" aria-labelledby={headingId}>
      <Heading level={level} id={headingId} className="appointment__title">
        <span part="heading">{i18n._(actionMessages.bookVisit.id)}</span>
      </Heading>
      {property.data && !hideProperty ? (
        // which property: its title, to its page, and the address where the listing publishes it
        <p className="appointment__property" part="property">
          <Link className="link" href={propertyPath(property.data, language)}>
            {propertyTitle(property.data, language)}
          </Link>
          <span>{addressText(property.data, { lang: language })}</span>
        </p>
      ) : null}
      {link ? (
        ManageBooking ? (
          <ManageBooking
            booking={link.booking}
            token={link.token}
            loaded={booking}
            loading={lookingUp}
            timeOf={(confirmation) => bookingTime(confirmation, language)}
            propertyId={id}
            language={language}
            level={below(level)}
          />
        ) : (
          lookingUp
        )
      ) : id ? (
        <BookVisit key={id} propertyId={id} property={property} slotId={slotId} level={level} host={host} language={language} headingId={headingId} />
      ) : (
        <PropertyBlocked message={errorMessages.invalidProperty.id} language={language} />
      )}
    </section>
  );
}

/** A visit just booked, with the code of the card that shows it. */
interface Booked {
  confirmation: AppointmentConfirmation;
  email: string;
  Card: ComponentType<BookingCardProps> | undefined;
}

/** Answers that mean the chosen moment is gone: the list is read again. */
const SLOT_GONE: ReadonlySet<ApiErrorCode | undefined> = new Set<ApiErrorCode>(['slot_taken', 'slot_passed', 'slot_not_found']);

function BookVisit({
  propertyId,
  property,
  slotId,
  level,
  host,
  language,
  headingId,
}: {
  propertyId: number;
  property: Resource<PropertySummary | undefined>;
  slotId: string | undefined;
  level: ReturnType<typeof toHeadingLevel>;
  headingId: string;
} & ElementContext) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const [reload, setReload] = useState(0);
  const slots = useResource(appointmentReads.slots(propertyId), [reload]);
  const booked = useRef<Booked | undefined>(undefined);
  const [confirmation, setConfirmation] = useState<Booked>();
  const result = useRef<HTMLDivElement>(null);

  const form = useForm({
    form: appointmentForm,
    host,
    language,
    fixed: { propertyId },
    subject: String(propertyId),
    send: async (body, idempotencyKey) => {
      // the card's code comes with the answer; without it (the network gone meanwhile) the booking is confirmed in one line
      const [answer, Card] = await Promise.all([
        appointments(api).book(body, { idempotencyKey, language }),
        import('./BookingCard.tsx').then(
          (module) => module.BookingCard,
          () => undefined,
        ),
      ]);
      booked.current = { confirmation: answer, email: body.email, Card };
      return { id: answer.id };
    },
  });

  // the answer arrives with the form's status: shown at once, kept when the form moves on
  const done = confirmation ?? (form.status === 'sent' ? booked.current : undefined);
  useEffect(() => {
    if (form.status === 'sent' && booked.current) setConfirmation(booked.current);
  }, [form.status]);
  useEffect(() => {
    if (done) result.current?.focus();
  }, [Boolean(done)]);

  // the chosen moment went to someone else, or passed: show what is still free
  useEffect(() => {
    if (form.alert?.failure && SLOT_GONE.has(form.alert.code)) setReload((count) => count + 1);
  }, [form.alertCount]);
  const free = slots.data?.slots;
  const chosen = form.values.slotId;
  useEffect(() => {
    if (free && typeof chosen === 'string' && chosen && !free.some((slot) => slot.id === chosen)) form.setValue('slotId', '');
  }, [free, chosen]);
  // the moment chosen before the step opened: picked, and focused, so the visitor sees it among the others
  const preselect = useRef<'waiting' | 'focus' | 'done'>('waiting');
  useEffect(() => {
    if (preselect.current !== 'waiting' || !free || !slotId || !free.some((slot) => slot.id === slotId)) return;
    preselect.current = 'focus';
    form.setValue('slotId', slotId);
  }, [free, slotId]);
  useEffect(() => {
    if (preselect.current !== 'focus' || !slotId || chosen !== slotId) return;
    preselect.current = 'done';
    host.shadowRoot?.querySelector<HTMLInputElement>(`input[name="slotId"][value="${CSS.escape(slotId)}"]`)?.focus();
  }, [chosen]);

  if (done) {
    return (
      <div className="appointment__result" ref={result} tabIndex={-1}>
        {done.Card ? (
          <done.Card confirmation={done.confirmation} time={bookingTime(done.confirmation, language)} level={below(level)} email={done.email} />
        ) : (
          <Alert tone="success">
            <p>{i18n._(successMessages.appointmentConfirmed.id)}</p>
          </Alert>
        )}
      </div>
    );
  }
  const notFound = property.status === 'error' && property.error instanceof ApiError && property.error.status === 404;
  const refusal = property.data && requestRefusal('appointment', property.data.Status);
  if (notFound || refusal) return <PropertyBlocked message={notFound ? errorMessages.propertyNotFound.id : refusalMessage(refusal!)} language={language} />;
  if (slots.status === 'error' && !slots.data) {
    return (
      <Alert tone="error">
        <p>{i18n._(slots.error.messageId)}</p>
      </Alert>
    );
  }
  if (!slots.data) {
    return (
      <p className="appointment__loading" role="status">
        {t({ id: 'appointment.loading', message: 'Looking for free moments…' })}
      </p>
    );
  }
  const requestVisit = pathFor('request-visit', language, { id: propertyId });
  if (slots.data.status === 'full') {
    // one way left, and one form for it: the visit request, on its own page
    return (
      <div className="appointment__full">
        <Alert tone="info">
          <p className="appointment__full-text">{i18n._(emptyMessages.appointments.id)}</p>
          <p>
            {t({
              id: 'appointment.full.request',
              message: 'Request a visit instead: tell us when you are free, and we will call you to plan it.',
            })}
          </p>
        </Alert>
        <Link className="button" part="request-visit" href={requestVisit}>
          {i18n._(actionMessages.requestVisit.id)}
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className="appointment__intro">
        {t({
          id: 'appointment.intro',
          message: 'Choose a free moment and book your visit at once: the confirmation comes by e-mail.',
        })}{' '}
        {t({ id: 'appointment.noneSuits', message: 'No moment suits you?' })}{' '}
        <Link className="link" href={requestVisit}>
          {i18n._(actionMessages.requestVisit.id)}
        </Link>
      </p>
      <Form
        form={form}
        labelledBy={headingId}
        submitLabel={t({ id: 'appointment.submit', message: 'Book this visit' })}
        renderField={(name) =>
          name === 'slotId' ? (
            <SlotPicker
              slots={slots.data?.slots ?? []}
              value={typeof chosen === 'string' ? chosen : ''}
              error={form.errors.slotId}
              language={language}
              onValue={(value) => form.setValue('slotId', value)}
            />
          ) : undefined
        }
      />
    </>
  );
}
