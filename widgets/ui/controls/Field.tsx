/**
 * Form fields with their label, hint and error in one shadow root, as ARIA id
 * references do not cross roots. An error is a message id (from core's validateForm or
 * the API client): the field shows it in the element's language, marks the control
 * `aria-invalid` and points `aria-describedby` at it. Styles: controls.css and fields.css.
 */
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useElementId } from '../../define/element-id.ts';

interface FieldBase {
  name: string;
  label: string;
  /** a message id; the field is invalid while it is set */
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
}

function useFieldIds(error: string | undefined, hint: string | undefined) {
  const id = useElementId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return {
    id,
    hintId,
    errorId,
    describedBy: [errorId, hintId].filter(Boolean).join(' ') || undefined,
  };
}

function Required({ required }: { required?: boolean | undefined }) {
  return required ? (
    <span className="field__required" aria-hidden="true">
      *
    </span>
  ) : null;
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean | undefined }) {
  return (
    <label className="field__label" htmlFor={htmlFor}>
      {label}
      <Required required={required} />
    </label>
  );
}

/** The label of a group of controls (a fieldset's legend), marked * when required. */
export function Legend({ label, required }: { label: ReactNode; required?: boolean | undefined }) {
  return (
    <legend className="field__label">
      {label}
      <Required required={required} />
    </legend>
  );
}

function Messages({ hint, hintId, error, errorId }: { hint?: string | undefined; hintId?: string | undefined; error?: string | undefined; errorId?: string | undefined }) {
  const { i18n } = useLingui();
  return (
    <>
      {hint ? (
        <span className="field__hint" id={hintId}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span className="field__error" id={errorId}>
          {i18n._(error)}
        </span>
      ) : null}
    </>
  );
}

export interface TextFieldProps extends FieldBase {
  value: string;
  onValue: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'number' | 'date' | 'password' | 'url' | 'search';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal' | 'search' | 'url';
  multiline?: boolean;
  min?: number;
  max?: number;
  minLength?: number;
  placeholder?: string;
  /** the visitor left the field */
  onBlur?: () => void;
}

export function TextField(props: TextFieldProps) {
  const { name, label, error, hint, required, disabled, value, onValue, multiline, ...input } = props;
  const ids = useFieldIds(error, hint);
  const common = {
    id: ids.id,
    name,
    className: 'input',
    value,
    required,
    disabled,
    'aria-invalid': error ? ('true' as const) : undefined,
    'aria-describedby': ids.describedBy,
    onChange: (event: { currentTarget: { value: string } }) => onValue(event.currentTarget.value),
  };
  return (
    <div className="field" part="field">
      <Label htmlFor={ids.id} label={label} required={required} />
      {multiline ? <textarea {...common} rows={5} /> : <input {...common} type={input.type ?? 'text'} {...input} />}
      <Messages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}

/**
 * A password with a button that shows it as typed (WCAG 3.3.8: nothing to recall or
 * transcribe; pasting and password managers work as on any password field). It is
 * hidden again when its form is sent, so a password manager sees a password field and
 * nobody reads it over a shoulder on the next page.
 */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'multiline' | 'inputMode'> & { autoComplete: 'current-password' | 'new-password' }) {
  const { name, label, error, hint, required, disabled, value, onValue, autoComplete, minLength } = props;
  const { t } = useLinguiMacro();
  const ids = useFieldIds(error, hint);
  const [shown, setShown] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const form = input.current?.form;
    if (!form) return undefined;
    const hide = () => setShown(false);
    form.addEventListener('submit', hide);
    return () => form.removeEventListener('submit', hide);
  }, []);
  return (
    <div className="field" part="field">
      <Label htmlFor={ids.id} label={label} required={required} />
      <div className="password">
        <input
          ref={input}
          id={ids.id}
          name={name}
          className="input password__input"
          type={shown ? 'text' : 'password'}
          value={value}
          required={required}
          disabled={disabled}
          autoComplete={autoComplete}
          minLength={minLength}
          // a password is typed as it is: no capitals, corrections or spelling marks added
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={ids.describedBy}
          onChange={(event) => onValue(event.currentTarget.value)}
        />
        <button
          type="button"
          className="button button--secondary password__toggle"
          aria-controls={ids.id}
          aria-label={shown ? t({ id: 'ui.password.hide', message: 'Hide password' }) : t({ id: 'ui.password.show', message: 'Show password' })}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? t({ id: 'ui.password.hideShort', message: 'Hide' }) : t({ id: 'ui.password.showShort', message: 'Show' })}
        </button>
      </div>
      <Messages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** Options under a heading of their own (`<optgroup>`): the browser sets them apart, no indentation in the text. */
export interface SelectGroup {
  group: string;
  options: readonly SelectOption[];
}

export interface SelectFieldProps extends FieldBase {
  value: string;
  onValue: (value: string) => void;
  options: readonly (SelectOption | SelectGroup)[];
  /** the label of the empty first option; none when omitted */
  placeholder?: string;
}

export function SelectField(props: SelectFieldProps) {
  const { name, label, error, hint, required, disabled, value, onValue, options, placeholder } = props;
  const ids = useFieldIds(error, hint);
  return (
    <div className="field" part="field">
      <Label htmlFor={ids.id} label={label} required={required} />
      <select
        id={ids.id}
        name={name}
        className="input"
        value={value}
        required={required}
        disabled={disabled}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onValue(event.currentTarget.value)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) =>
          'group' in option ? (
            <optgroup key={`group:${option.group}`} label={option.group}>
              {option.options.map((item) => (
                <option key={item.value} value={item.value}>
                  {item.label}
                </option>
              ))}
            </optgroup>
          ) : (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ),
        )}
      </select>
      <Messages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}

export interface ChoiceFieldProps extends FieldBase {
  /** radio: one value; checkbox: any number */
  multiple?: boolean;
  value: readonly string[];
  onValue: (value: string[]) => void;
  options: readonly { value: string; label: ReactNode }[];
}

/** A group of radio buttons or checkboxes in a fieldset, the legend as its label. */
export function ChoiceField(props: ChoiceFieldProps) {
  const { name, label, error, hint, required, disabled, value, onValue, options, multiple } = props;
  const ids = useFieldIds(error, hint);
  const toggle = (option: string, checked: boolean) => {
    if (!multiple) onValue([option]);
    else onValue(checked ? [...value.filter((item) => item !== option), option] : value.filter((item) => item !== option));
  };
  return (
    // radio buttons form a radiogroup, the role that may say it is required
    <fieldset
      className="field"
      part="field"
      role={multiple ? undefined : 'radiogroup'}
      aria-describedby={ids.describedBy}
      aria-invalid={error ? 'true' : undefined}
      aria-required={!multiple && required ? 'true' : undefined}
    >
      <Legend label={label} required={required} />
      <div className="choices">
        {options.map((option) => (
          <label className="choice" key={option.value}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={option.value}
              checked={value.includes(option.value)}
              disabled={disabled}
              onChange={(event) => toggle(option.value, event.currentTarget.checked)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <Messages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </fieldset>
  );
}

/** One checkbox with its own label (an opt-in such as the newsletter): never pre-ticked by us. */
export function CheckboxField(props: Omit<FieldBase, 'hint'> & { checked: boolean; onValue: (checked: boolean) => void }) {
  const { name, label, error, required, disabled, checked, onValue } = props;
  const ids = useFieldIds(error, undefined);
  return (
    <div className="field" part="field">
      <label className="choice">
        <input
          type="checkbox"
          name={name}
          checked={checked}
          required={required}
          disabled={disabled}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={ids.describedBy}
          onChange={(event) => onValue(event.currentTarget.checked)}
        />
        <span>{label}</span>
      </label>
      <Messages error={error} errorId={ids.errorId} />
    </div>
  );
}
