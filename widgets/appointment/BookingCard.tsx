/**
 * A booking as its visitor sees it: its status (spec §4: "confirmed"), the date and
 * time, where to come and who will be there. Loaded with the booking's answer or the
 * cancel link's page (Appointment.tsx): its moment comes written in its props, so it
 * imports nothing of the element's own code.
 */
import { useLingui } from '@lingui/react/macro';
import type { AppointmentConfirmation } from '../../core/api/contract.ts';
import { formatPhone, telHref } from '../../core/format/phone.ts';
import * as stateMessages from '../../core/messages/state.ts';
import * as successMessages from '../../core/messages/success.ts';
import { Alert } from '../ui/controls/Alert.tsx';
import { Heading, type HeadingLevel } from '../ui/controls/Heading.tsx';
import type { BookingTime } from './slots.ts';

export interface BookingCardProps {
  confirmation: AppointmentConfirmation;
  /** its moment, written (slots.ts: bookingTime) */
  time: BookingTime;
  level: HeadingLevel;
  /** the address the confirmation went to, right after booking */
  email?: string;
}

export function BookingCard({ confirmation, time, level, email }: BookingCardProps) {
  const { t, i18n } = useLingui();
  const confirmed = confirmation.status === 'confirmed';
  const host = confirmation.host;
  return (
    <div className="booking" part="booking">
      {email ? (
        <Alert tone="success">
          <p className="booking__lead">{i18n._(successMessages.appointmentConfirmed.id)}</p>
          <p>
            {t({
              id: 'appointment.mailSent',
              message: `We have sent the confirmation to ${email}, with a file for your calendar and a link to cancel.`,
            })}
          </p>
        </Alert>
      ) : null}
      <Heading level={level} className="booking__title">
        {t({ id: 'appointment.booking.title', message: 'Your visit' })}
      </Heading>
      <dl className="booking__facts">
        <div>
          <dt>{t({ id: 'appointment.booking.status', message: 'Status' })}</dt>
          <dd>
            <span className={`booking__status booking__status--${confirmation.status}`}>
              {confirmed
                ? i18n._(stateMessages.appointmentConfirmed.id)
                : t({ id: 'appointment.booking.cancelled', message: 'Cancelled' })}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t({ id: 'appointment.booking.date', message: 'Date' })}</dt>
          <dd>{time.date}</dd>
        </div>
        <div>
          <dt>{t({ id: 'appointment.booking.time', message: 'Time' })}</dt>
          <dd>
            {time.hours}
            {time.belgianTime ? ` (${t({ id: 'appointment.booking.belgianTime', message: 'Belgian time' })})` : null}
          </dd>
        </div>
        <div>
          <dt>{t({ id: 'appointment.booking.address', message: 'Address' })}</dt>
          <dd>{confirmation.address}</dd>
        </div>
        {host ? (
          <div>
            <dt>{t({ id: 'appointment.booking.host', message: 'Who will be there' })}</dt>
            <dd>
              {host.name}
              {host.phone ? (
                <>
                  {', '}
                  <a href={telHref(host.phone)}>{formatPhone(host.phone)}</a>
                </>
              ) : null}
            </dd>
          </div>
        ) : null}
      </dl>
      {confirmation.kind === 'open_house' ? (
        <p className="booking__note">
          {t({ id: 'appointment.booking.openHouse', message: 'This is an open house: other visitors may be there at the same time.' })}
        </p>
      ) : null}
    </div>
  );
}
