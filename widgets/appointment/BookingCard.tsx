/**
 * A booking as its visitor sees it: its status (spec §4: "confirmed"), the date and
 * time, where to come and who will be there.
 */
import { useLingui } from '@lingui/react/macro';
import type { AppointmentConfirmation } from '../../core/api/contract.ts';
import { formatPhone, telHref } from '../../core/format/phone.ts';
import type { Language } from '../../core/i18n/languages.ts';
import * as stateMessages from '../../core/messages/state.ts';
import * as successMessages from '../../core/messages/success.ts';
import { Alert } from '../ui/controls/Alert.tsx';
import { Heading, type HeadingLevel } from '../ui/controls/Heading.tsx';
import { differsFromBrussels, fullDate, timeRange } from './slots.ts';

export function BookingCard({
  confirmation,
  language,
  level,
  email,
}: {
  confirmation: AppointmentConfirmation;
  language: Language;
  level: HeadingLevel;
  /** the address the confirmation went to, right after booking */
  email?: string;
}) {
  const { t, i18n } = useLingui();
  const confirmed = confirmation.status === 'confirmed';
  const start = Date.parse(confirmation.start);
  const belgianTime = differsFromBrussels([confirmation]);
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
          <dd>{fullDate(start, language)}</dd>
        </div>
        <div>
          <dt>{t({ id: 'appointment.booking.time', message: 'Time' })}</dt>
          <dd>
            {timeRange(confirmation, language)}
            {belgianTime ? ` (${t({ id: 'appointment.booking.belgianTime', message: 'Belgian time' })})` : null}
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
