/**
 * One choice among a few, as radio buttons: widgets/ui/Field.tsx's ChoiceField, but as a
 * `radiogroup`, the role that may carry `aria-required` (on a plain fieldset, a group,
 * it is not allowed and axe-core reports it). Same classes, same look (controls.css).
 */
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

export interface RadioFieldProps {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onValue: (value: string) => void;
  /** a message id; the group is invalid while it is set */
  error?: string | undefined;
  required?: boolean | undefined;
}

export function RadioField({ name, label, value, options, onValue, error, required }: RadioFieldProps) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <fieldset
      className="field"
      part="field"
      role="radiogroup"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? 'true' : undefined}
      aria-required={required ? 'true' : undefined}
    >
      <legend className="field__label">
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      <div className="choices">
        {options.map((option) => (
          <label className="choice" key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={(event) => {
                if (event.currentTarget.checked) onValue(option.value);
              }}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <span className="field__error" id={`${id}-error`}>
          {i18n._(error)}
        </span>
      ) : null}
    </fieldset>
  );
}
