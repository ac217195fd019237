/**
 * The page the confirmation mail's cancel link opens: the booking, and a button that
 * cancels it (its place is then free for someone else). A link whose booking or token is
 * wrong says so, and offers to book anew. Loaded when a cancel link opens the page
 * (Appointment.tsx), which reads the booking meanwhile and hands it in with the line that
 * stands here until it is in.
 */
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useRef, useState } from 'react';
import type { AppointmentConfirmation } from '../../core/api/contract.ts';
import { ApiError } from '../../core/api/errors.ts';
import { appointments } from '../../core/api/resources/appointments.ts';
import type { Language } from '../../core/i18n/languages.ts';
import { pathFor } from '../../core/routing/page-paths.ts';
import { Alert, Status } from '../ui/controls/Alert.tsx';
import type { HeadingLevel } from '../ui/controls/Heading.tsx';
import { type Resource, useApi } from '../ui/api.ts';
import { Link } from '../ui/navigation/Link.tsx';
import { BookingCard } from './BookingCard.tsx';
import type { BookingTime } from './slots.ts';

export interface ManageBookingProps {
  booking: string;
  token: string;
  /** the booking as the link's page reads it */
  loaded: Resource<AppointmentConfirmation | undefined>;
  /** what the page shows while the booking is read */
  loading: ReactNode;
  /** a booking's moment, written (slots.ts: bookingTime) */
  timeOf: (booking: AppointmentConfirmation) => BookingTime;
  propertyId: number | undefined;
  language: Language;
  /** the level of the booking's heading */
  level: HeadingLevel;
}

export function ManageBooking({ booking, token, loaded, loading, timeOf, propertyId, language, level }: ManageBookingProps) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const [cancelled, setCancelled] = useState<AppointmentConfirmation>();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const pending = useRef(false);
  const again = propertyId ? (
    <p>
      <Link href={pathFor('book-visit', language, { id: propertyId })} className="button button--secondary">
        {t({ id: 'appointment.another', message: 'Choose another moment' })}
      </Link>
    </p>
  ) : null;

  if (loaded.status === 'error') {
    return (
      <>
        <Alert tone="error">
          <p>{i18n._(loaded.error.messageId)}</p>
        </Alert>
        {again}
      </>
    );
  }
  const current = cancelled ?? loaded.data;
  if (!current) return <>{loading}</>;

  const cancel = async () => {
    // a second press while the first runs sends nothing more
    if (pending.current) return;
    pending.current = true;
    setSending(true);
    setFailure(undefined);
    try {
      setCancelled(await appointments(api).cancel(booking, token, { language }));
    } catch (error) {
      setFailure((error instanceof ApiError ? error : new ApiError('network', { cause: error })).messageId);
    } finally {
      pending.current = false;
      setSending(false);
    }
  };
  const past = Date.parse(current.start) <= Date.now();

  return (
    <div className="appointment__manage">
      <BookingCard confirmation={current} time={timeOf(current)} level={level} />
      {current.status === 'cancelled' ? (
        <>
          <Alert tone="success">
            <p>{t({ id: 'appointment.cancelledNote', message: 'Your visit is cancelled: the place is free again for someone else.' })}</p>
          </Alert>
          {again}
        </>
      ) : past ? (
        <p>{t({ id: 'appointment.past', message: 'This moment has passed, so the visit can no longer be cancelled here.' })}</p>
      ) : (
        <div className="appointment__cancel">
          {failure ? (
            <Alert tone="error">
              <p>{i18n._(failure)}</p>
            </Alert>
          ) : null}
          <button type="button" className="button button--secondary" aria-disabled={sending ? 'true' : undefined} onClick={() => void cancel()}>
            {t({ id: 'appointment.cancel', message: 'Cancel my visit' })}
          </button>
          <Status>{sending ? t({ id: 'appointment.cancelling', message: 'Cancelling your visit…' }) : null}</Status>
        </div>
      )}
    </div>
  );
}
