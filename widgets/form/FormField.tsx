/**
 * One field of core/forms on screen, with the shared fields of widgets/ui/controls/Field.tsx:
 * the right control for its kind, the browser hints that let autofill and phone
 * keyboards help (WCAG 1.3.5), its label and options in the element's language. A file
 * and a password have controls of their own, which the form that has such a field names
 * (useForm's `controls`): the other forms' pages carry neither their code nor their texts.
 */
import { useLingui } from '@lingui/react/macro';
import type { ComponentType, ReactNode } from 'react';
import type { FieldSpec } from '../../core/forms/fields.ts';
import type { Language } from '../../core/i18n/languages.ts';
import { CheckboxField, ChoiceField, SelectField, TextField, type TextFieldProps } from '../ui/controls/Field.tsx';
import type { FieldValue, ShownField } from '../../core/forms/filling.ts';

export interface FieldControlProps {
  spec: FieldSpec;
  value: FieldValue | undefined;
  error: string | undefined;
  /** a line under the label: why the field is asked, or how to fill it in */
  hint?: string | undefined;
  /** the element's language (a file's size and limit are written in it) */
  language: Language;
  onValue: (name: string, value: FieldValue) => void;
}

/** The control of a kind of field that only some forms have (FileField.tsx, PasswordFormField.tsx). */
export type FieldControl = ComponentType<FieldControlProps>;

/** The controls a form names for its files and passwords. */
export type FieldControls = Partial<Record<'file' | 'password', FieldControl>>;

export interface FormFieldProps extends FieldControlProps {
  controls?: FieldControls | undefined;
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
    // type="number" drops what it cannot parse and changes on scroll: text with a numeric keyboard instead
    case 'integer':
      return { inputMode: 'numeric', autoComplete: 'off' };
    case 'amount':
      return { inputMode: 'decimal', autoComplete: 'off' };
    case 'date':
      return { type: 'date' };
    // ages as a list typed in one field: "4, 7"
    case 'ages':
      return { inputMode: 'numeric', autoComplete: 'off' };
    default:
      return undefined;
  }
}

/** A field's label; a buyer's fields say whose they are ("Buyer B – First name"): the same words twice would not tell a screen reader which. */
export const fieldLabel = (spec: ShownField, i18n: { _(id: string): string }) => (spec.group ? `${i18n._(spec.group.label)} – ` : '') + i18n._(spec.label);

/** The control for `spec`, or null for kinds a form renders itself (lists, zones, files, groups). */
export function FormField({ spec, value, error, hint, language, onValue, controls }: FormFieldProps): ReactNode {
  const { t, i18n } = useLingui();
  const label = fieldLabel(spec, i18n);
  const common = { name: spec.name, label, error, required: spec.required, hint };
  if (spec.kind === 'file' || spec.kind === 'password') {
    const Control = controls?.[spec.kind];
    if (!Control) throw new Error(`agency-widgets: the ${spec.kind} field "${spec.name}" has no control: its form names one (useForm({ controls: { ${spec.kind}: … } }))`);
    return <Control spec={spec} value={value} error={error} hint={hint} language={language} onValue={onValue} />;
  }
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
    const chosen = Array.isArray(value) ? value.map(String) : [];
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
