/**
 * The visit call of a detail page with the agency's calendar on (Actions.tsx): the next
 * free moments as chips and "Plan a visit", each opening the booking as a step, a modal
 * dialog with `<agency-appointment>` (every day, the form, the captcha; the chosen
 * moment already picked). That element's code loads when the step first opens. A word
 * says what booking does and leads to a request for who finds no moment that suits.
 * When every moment is taken, the one way left: request a visit, and be called back.
 * On a phone, "Plan a visit" stays at hand in a bar once the call is scrolled past (visit-bar.tsx).
 * Loaded with the moments it shows, so a page without the calendar never carries it.
 */
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, createElement, useRef, useState } from 'react';
import type { AppointmentSlot } from '../../core/api/contract.ts';
import { appointmentReads } from '../../core/api/resources/appointments.ts';
import { formatBrusselsTime } from '../../core/format/dates.ts';
import type { Language } from '../../core/i18n/languages.ts';
import * as actionMessages from '../../core/messages/action.ts';
import * as emptyMessages from '../../core/messages/empty.ts';
import { pathFor } from '../../core/routing/page-paths.ts';
import { useElementId } from '../define/element-id.ts';
import { useShadowStyles } from '../define/styles.ts';
import { useResource } from '../ui/api.ts';
import { Dialog } from '../ui/controls/Dialog.tsx';
import dialogStyles from '../ui/controls/dialog.css?inline';
import { Link } from '../ui/navigation/Link.tsx';
import styles from './visit-call.css?inline';
import { VisitBar } from './visit-bar.tsx';

export interface VisitCallProps {
  propertyId: number;
  language: Language;
  /** how many of the next moments to show */
  moments: number;
  /** the call's words ("Plan a visit") */
  plan: string;
  /** the other way: a request, the agency calling back (`note` says so) */
  requestVisit: { href: string; label: string; note: string };
  /** what stands in the call's place until the moments are in: the page's own placeholder, so nothing moves */
  placeholder: ReactNode;
}

const clock = (ms: number, language: Language) => formatBrusselsTime(ms, language, { hour: '2-digit', minute: '2-digit' });

/**
 * The next `count` moments, at most two a day, by day ("za 28 nov."), each as its time
 * ("10:00–10:30", Brussels clocks): the soonest, and a choice of days.
 */
function nextMoments(slots: readonly AppointmentSlot[], count: number, language: Language) {
  const days: { label: string; moments: { slot: AppointmentSlot; time: string }[] }[] = [];
  let taken = 0;
  for (const slot of [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))) {
    if (taken === count) break;
    const start = Date.parse(slot.start);
    const label = formatBrusselsTime(start, language, { weekday: 'short', day: 'numeric', month: 'short' });
    let day = days.at(-1);
    if (day?.label !== label) days.push((day = { label, moments: [] }));
    if (day.moments.length === MOMENTS_A_DAY) continue;
    day.moments.push({ slot, time: `${clock(start, language)}–${clock(Date.parse(slot.end), language)}` });
    taken += 1;
  }
  return days;
}

const MOMENTS_A_DAY = 2;

export function VisitCall({ propertyId, language, moments, plan, requestVisit, placeholder }: VisitCallProps) {
  const { t, i18n } = useLingui();
  useShadowStyles(dialogStyles, styles);
  const labelId = useElementId();
  const [reload, setReload] = useState(0);
  const slots = useResource(appointmentReads.slots(propertyId), [reload]);
  // the step, open with the moment chosen on the page (none: the visitor chooses in it)
  const [step, setStep] = useState<{ slot?: string }>();
  const call = useRef<HTMLDivElement>(null);
  const bookHref = pathFor('book-visit', language, { id: propertyId });

  // the moments are on their way: the same room as before the call's code was in
  if (!slots.data && slots.status !== 'error') return <>{placeholder}</>;
  if (!slots.data) {
    // the calendar did not answer: the booking page has the moments
    return (
      <div className="visit" data-state={slots.status === 'error' ? 'ready' : 'loading'}>
        <Link className="button button--block" part="action-visit" href={bookHref}>
          {plan}
        </Link>
      </div>
    );
  }

  if (slots.data.status === 'full' || slots.data.slots.length === 0) {
    return (
      <div className="visit visit--full" data-state="ready">
        <p className="visit__full">{i18n._(emptyMessages.appointments.id)}</p>
        <Link className="button button--block" part="action-visit" href={requestVisit.href}>
          {requestVisit.label}
        </Link>
        <p className="visit__note">{requestVisit.note}</p>
      </div>
    );
  }

  const days = nextMoments(slots.data.slots, moments, language);
  const openHouse = t({ id: 'propertyDetail.visit.openHouse', message: 'open house' });
  return (
    <div className="visit" data-state="ready" ref={call}>
      <p className="visit__label" id={labelId}>
        {t({ id: 'propertyDetail.visit.next', message: 'Next free moments' })}
      </p>
      <ul className="visit__days" aria-labelledby={labelId}>
        {days.map((day) => (
          <li key={day.label} className="visit__day">
            <span className="visit__day-label" aria-hidden="true">
              {day.label}
            </span>
            <ul className="visit__moments">
              {day.moments.map(({ slot, time }) => (
                <li key={slot.id}>
                  <button type="button" className="moment" part="moment" aria-haspopup="dialog" onClick={() => setStep({ slot: slot.id })}>
                    <span className="visually-hidden">{day.label} </span>
                    <span className="moment__time">{time}</span>
                    {slot.kind === 'open_house' ? <span className="moment__kind"> · {openHouse}</span> : null}
                  </button>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <button type="button" className="button button--block" part="action-visit" aria-haspopup="dialog" onClick={() => setStep({})}>
        {plan}
      </button>
      <p className="visit__note">
        {t({ id: 'propertyDetail.visit.bookNote', message: 'A moment you book is confirmed at once, by e-mail. None suits you?' })}{' '}
        <Link className="link" href={requestVisit.href}>
          {requestVisit.label}
        </Link>
        {t({ id: 'propertyDetail.visit.requestAfter', message: ': we will call you to plan it.' })}
      </p>
      <VisitBar call={call} label={plan} onOpen={() => setStep({})} />
      <Dialog
        open={step !== undefined}
        onClose={() => {
          setStep(undefined);
          // a moment booked in the step is no longer free
          setReload((count) => count + 1);
        }}
        label={i18n._(actionMessages.bookVisit.id)}
        className="visit-step"
      >
        {step
          ? createElement('agency-appointment', {
              'property-id': String(propertyId),
              ...(step.slot ? { 'slot-id': step.slot } : {}),
              'heading-level': '2',
              'hide-property': '',
              lang: language,
            })
          : null}
      </Dialog>
    </div>
  );
}
