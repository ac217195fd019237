/**
 * A form element's screen: its heading, what the form is about (a property, a subject),
 * a line of introduction, the form of widgets/form (files included), and the line on
 * what the agency does with the data and how long it keeps it.
 */
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import type { FieldSpec } from '../../core/forms/fields.ts';
import type { Language } from '../../core/i18n/languages.ts';
import { Heading, toHeadingLevel } from '../ui/Heading.tsx';
import { FileField } from './FileField.tsx';
import { Form } from './Form.tsx';
import { privacyLine } from './privacy.ts';
import type { FormController } from './use-form.ts';

export interface FormScreenProps {
  form: FormController;
  language: Language;
  title: string;
  headingLevel?: number | undefined;
  intro?: ReactNode;
  /** shown between the heading and the introduction (the property asked about) */
  about?: ReactNode;
  submitLabel: string;
  renderField?: (spec: FieldSpec) => ReactNode | undefined;
  /** the months the server keeps this form's leads, when not the default */
  retentionMonths?: number | undefined;
  className?: string;
  /** shown instead of the form when it cannot be used (a property that is gone) */
  blocked?: ReactNode;
}

export function FormScreen(props: FormScreenProps) {
  const { form, language, title, headingLevel, intro, about, submitLabel, renderField, retentionMonths, className, blocked } = props;
  const { i18n } = useLingui();
  const headingId = useId();
  const specs = new Map(form.fields.map((spec) => [spec.name, spec]));
  const render = (name: string) => {
    const spec = specs.get(name);
    if (!spec) return undefined;
    const custom = renderField?.(spec);
    if (custom !== undefined) return custom;
    if (spec.kind === 'file') {
      return <FileField spec={spec} value={form.values[name]} error={form.errors[name]} language={language} onValue={form.setValue} />;
    }
    return undefined;
  };
  return (
    <section className={`form-screen${className ? ` ${className}` : ''}`} aria-labelledby={headingId}>
      <Heading level={toHeadingLevel(headingLevel, 2)} id={headingId} className="form-screen__title">
        <span part="heading">{title}</span>
      </Heading>
      {about}
      {blocked ?? (
        <>
          {intro ? <p className="form-screen__intro">{intro}</p> : null}
          <Form form={form} labelledBy={headingId} submitLabel={submitLabel} renderField={render} />
          <p className="form-screen__privacy" part="privacy">
            {privacyLine(i18n, form.kind, retentionMonths)}
          </p>
        </>
      )}
    </section>
  );
}
