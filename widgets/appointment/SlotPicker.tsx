/**
 * The free moments as one group of native radio buttons (one name), laid out by day: Tab
 * reaches the group, the arrow keys move between moments (across days), Space chooses. Each moment says its
 * time, whether it is an open house or a visit with the agent, and the places left. Visits
 * with the agent, the usual kind, are compact chips of their time (their kind is read out,
 * not shown), so a week of moments fits beside the photos; an open house takes a row.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { AppointmentSlot } from '../../core/api/contract.ts';
import type { Language } from '../../core/i18n/languages.ts';
import * as fieldMessages from '../../core/messages/field.ts';
import { Legend } from '../ui/controls/Field.tsx';
import { differsFromBrussels, slotsByDay, timeRange, visitorTimeZone } from './slots.ts';
import { useElementId } from '../define/element-id.ts';

export interface SlotPickerProps {
  slots: readonly AppointmentSlot[];
  value: string;
  error: string | undefined;
  language: Language;
  onValue: (value: string) => void;
}

export function SlotPicker({ slots, value, error, language, onValue }: SlotPickerProps) {
  const { t, i18n } = useLingui();
  const id = useElementId();
  const days = useMemo(() => slotsByDay(slots, language), [slots, language]);
  const zone = useMemo(() => (differsFromBrussels(slots) ? visitorTimeZone() : undefined), [slots]);
  const errorId = error ? `${id}-error` : undefined;
  const zoneId = zone !== undefined ? `${id}-zone` : undefined;

  return (
    <fieldset className="field slots" aria-describedby={[errorId, zoneId].filter(Boolean).join(' ') || undefined}>
      <Legend label={i18n._(fieldMessages.slot.id)} required />
      {zone !== undefined ? (
        <p className="slots__zone" id={zoneId}>
          {zone
            ? t({ id: 'appointment.zone', message: `All times are Belgian time (Brussels); your device is set to ${zone}.` })
            : t({ id: 'appointment.zoneUnknown', message: 'All times are Belgian time (Brussels), which differs from the time on your device.' })}
        </p>
      ) : null}
      {days.map((day) => (
        <div
          key={day.day}
          className="slots__day"
          role="radiogroup"
          aria-labelledby={`${id}-${day.day}`}
          aria-required="true"
          aria-invalid={error ? 'true' : undefined}
        >
          <p className="slots__day-label" id={`${id}-${day.day}`}>
            {day.label}
          </p>
          <div className="slots__list">
            {day.slots.map((slot) => (
              <label key={slot.id} className={`slot slot--${slot.kind === 'open_house' ? 'open-house' : 'agent'}${slot.id === value ? ' slot--chosen' : ''}`} part="slot">
                <input
                  type="radio"
                  name="slotId"
                  value={slot.id}
                  checked={slot.id === value}
                  onChange={() => onValue(slot.id)}
                />
                <span className="slot__text">
                  <span className="slot__time">{timeRange(slot, language)}</span>{' '}
                  {/* a visit with the agent is the usual kind: said to a screen reader, not shown on every moment */}
                  <span className={slot.kind === 'open_house' ? 'slot__what' : 'visually-hidden'}>
                    {slot.kind === 'open_house'
                      ? t({ id: 'appointment.kind.openHouse', message: 'Open house' })
                      : t({ id: 'appointment.kind.agent', message: 'Visit with the agent' })}
                    {slot.kind === 'open_house'
                      ? ` · ${t({ id: 'appointment.placesLeft', message: plural(slot.placesLeft, { one: '# place left', other: '# places left' }) })}`
                      : null}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </div>
      ))}
      {error ? (
        <span className="field__error" id={errorId}>
          {i18n._(error)}
        </span>
      ) : null}
    </fieldset>
  );
}
