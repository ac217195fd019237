/**
 * A file to send with a form (a CV, a photo): the native file input, whose button and
 * file name every browser and screen reader know, with the formats and the size limit
 * said in its hint, and the chosen file's name and size with a button to remove it. The
 * form checks the file's description at once (type by name, size, empty); the server
 * checks the bytes. A file is never kept in a draft: after a reload it is chosen again.
 */
import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import type { FieldSpec } from '../../core/forms/fields.ts';
import { formatFileSize } from '../../core/format/numbers.ts';
import type { Language } from '../../core/i18n/languages.ts';
import type { FieldValue } from '../../core/forms/filling.ts';
import { useElementId } from '../define/element-id.ts';
import type { FieldControlProps } from './FormField.tsx';

/** `hint`: a line of the form's own before the formats and the limit (why the file is asked). */
export type FileFieldProps = FieldControlProps;

export function FileField({ spec, value, error, hint: own, language, onValue }: FileFieldProps) {
  const { t, i18n } = useLingui();
  const id = useElementId();
  const input = useRef<HTMLInputElement>(null);
  const file = typeof File !== 'undefined' && value instanceof File ? value : undefined;
  const formats = [...new Set((spec.accept?.extensions ?? []).map((extension) => extension.slice(1).toUpperCase().replace('JPEG', 'JPG')))].join(', ');
  // the limit as the spec says it ("5 MB"), in the visitor's way of writing it ("5 Mo")
  const limit = new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte' }).format(Math.round((spec.maxBytes ?? 0) / (1024 * 1024)));
  const hint = t({ id: 'form.file.hint', message: `${formats}, at most ${limit}` });
  const ownId = `${id}-own`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  const accept = [...(spec.accept?.extensions ?? []), ...(spec.accept?.types ?? [])].join(',');

  const remove = () => {
    onValue(spec.name, '');
    if (input.current) {
      input.current.value = '';
      input.current.focus();
    }
  };

  return (
    <div className="field field--file" part="field">
      <label className="field__label" htmlFor={id}>
        {i18n._(spec.label)}
        {spec.required ? (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <input
        ref={input}
        id={id}
        className="input input--file"
        type="file"
        name={spec.name}
        accept={accept}
        required={spec.required}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={[error ? errorId : '', own ? ownId : '', hintId, file ? statusId : ''].filter(Boolean).join(' ')}
        onChange={(event) => onValue(spec.name, event.currentTarget.files?.[0] ?? '')}
      />
      {own ? (
        <span className="field__hint" id={ownId}>
          {own}
        </span>
      ) : null}
      <span className="field__hint" id={hintId}>
        {hint}
      </span>
      {file ? (
        <span className="field__file" id={statusId}>
          <span className="field__file-name">
            {file.name} ({formatFileSize(file.size, language)})
          </span>
          <button type="button" className="button button--link" onClick={remove}>
            {t({ id: 'form.file.remove', message: 'Remove this file' })}
          </button>
        </span>
      ) : null}
      {error ? (
        <span className="field__error" id={errorId}>
          {i18n._(error)}
        </span>
      ) : null}
    </div>
  );
}
