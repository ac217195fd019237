/**
 * One field of core/forms on screen, with the shared fields of widgets/ui/Field.tsx:
 * the right control for its kind, the browser hints that let autofill and phone
 * keyboards help (WCAG 1.3.5), its label and options in the element's language.
 */
import { useLingui } from '@lingui/react/macro';
import { useElement } from '../define/context.ts';
import type { ReactNode } from 'react';
import type { FieldSpec } from '../../core/forms/fields.ts';
import { CheckboxField, ChoiceField, SelectField, TextField, type TextFieldProps } from '../ui/Field.tsx';
import type { FieldValue } from './draft.ts';

export interface FormFieldProps {
  spec: FieldSpec;
  value: FieldValue | undefined;
  error: string | undefined;
  onValue: (name: string, value: FieldValue) => void;
}

/** Up to this many options show as radio buttons, all visible at once; more go in a select. */
const MAX_RADIOS = 4;

/** Autofill tokens (HTML autocomplete) of the person and address fields, by name. */
const AUTOCOMPLETE: Readonly<Record<string, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  name: 'name',
  email: 'email',
  phone: 'tel',
  street: 'address-line1',
  zip: 'postal-code',
  city: 'address-level2',
  website: 'url',
  username: 'username',
};

type TextInput = Pick<TextFieldProps, 'type' | 'autoComplete' | 'inputMode' | 'multiline'>;

function textInput(spec: FieldSpec): TextInput | undefined {
  const autoComplete = AUTOCOMPLETE[spec.name];
  const named = autoComplete ? { autoComplete } : {};
  switch (spec.kind) {
    case 'text':
      return named;
    case 'multiline':
      return { multiline: true };
    case 'email':
      // a friend's address is not the visitor's own: no autofill there
      return { type: 'email', ...(spec.name === 'email' ? { autoComplete: 'email' } : { autoComplete: 'off' }) };
    case 'phone':
      return { type: 'tel', autoComplete: 'tel' };
    case 'zip':
      return { autoComplete: 'postal-code' };
    case 'url':
      return { type: 'url', autoComplete: 'url' };
    case 'password':
      return { type: 'password', autoComplete: spec.minLength ? 'new-password' : 'current-password' };
    // type="number" drops what it cannot parse and changes on scroll: text with a numeric keyboard instead
    case 'integer':
      return { inputMode: 'numeric', autoComplete: 'off' };
    case 'amount':
      return { inputMode: 'decimal', autoComplete: 'off' };
    case 'date':
      return { type: 'date' };
    default:
      return undefined;
  }
}

/** The control for `spec`, or null for kinds a form renders itself (lists, zones, files, groups). */
export function FormField({ spec, value, error, onValue }: FormFieldProps): ReactNode {
  const { t, i18n } = useLingui();
  const { language } = useElement();
  const label = i18n._(spec.label);
  const common = { name: spec.name, label, error, required: spec.required };
  // an option the language does not offer stays when it is the value already (a draft from another language)
  const offered = (option: string) =>
    spec.optionLanguages?.[option]?.includes(language) !== false || option === value || (Array.isArray(value) && value.includes(option));
  const options = (spec.options ?? []).filter(offered).map((option) => ({
    value: option,
    label: spec.optionLabels?.[option] ? i18n._(spec.optionLabels[option]) : option,
  }));

  if (spec.kind === 'boolean') {
    return <CheckboxField {...common} checked={value === true} onValue={(checked) => onValue(spec.name, checked)} />;
  }
  if (spec.kind === 'choices') {
    const chosen = Array.isArray(value) ? value : [];
    return <ChoiceField {...common} multiple value={chosen} options={options} onValue={(next) => onValue(spec.name, next)} />;
  }
  if (spec.kind === 'choice') {
    const chosen = typeof value === 'string' ? value : '';
    if (options.length <= MAX_RADIOS) {
      return (
        <ChoiceField {...common} value={chosen ? [chosen] : []} options={options} onValue={(next) => onValue(spec.name, next[0] ?? '')} />
      );
    }
    return (
      <SelectField
        {...common}
        value={chosen}
        options={options}
        placeholder={t({ id: 'form.choose', message: 'Choose…' })}
        onValue={(next) => onValue(spec.name, next)}
      />
    );
  }
  const input = textInput(spec);
  if (!input) return null;
  return <TextField {...common} {...input} value={typeof value === 'string' ? value : ''} onValue={(next) => onValue(spec.name, next)} />;
}
