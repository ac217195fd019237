/**
 * A form element's screen: its heading, what the form is about (a property, a subject),
 * a line of introduction, the form of widgets/form (files included), and the line on
 * what the agency does with the data and how long it keeps it.
 */
import { useLingui } from '@lingui/react/macro';
import { type ReactNode } from 'react';
import { isRequestKind } from '../../core/api/contract.ts';
import type { FieldSpec } from '../../core/forms/fields.ts';
import { Heading, toHeadingLevel } from '../ui/controls/Heading.tsx';
import { Form } from './Form.tsx';
import { privacyLine } from './privacy.ts';
import type { FormView } from './use-form.ts';
import { useElementId } from '../define/element-id.ts';

export interface FormScreenProps {
  form: FormView;
  title: string;
  headingLevel?: number | undefined;
  intro?: ReactNode;
  /** shown between the heading and the introduction (the property asked about) */
  about?: ReactNode;
  /** what the visitor reads before the form beyond the introduction (the terms it binds them to) */
  preface?: ReactNode;
  submitLabel: string;
  renderField?: (spec: FieldSpec) => ReactNode | undefined;
  /** a hint under a field's label, by field name */
  hints?: Readonly<Record<string, string>>;
  /** the months the server keeps this form's leads, when not the default */
  retentionMonths?: number | undefined;
  className?: string;
  /** shown instead of the form when it cannot be used (a property that is gone); null: nothing yet, the form waits for what it depends on */
  blocked?: ReactNode;
}

export function FormScreen(props: FormScreenProps) {
  const { form, title, headingLevel, intro, about, preface, submitLabel, renderField, hints, retentionMonths, className, blocked } = props;
  const { i18n } = useLingui();
  const headingId = useElementId();
  const specs = new Map(form.fields.map((spec) => [spec.name, spec]));
  const render = (name: string) => {
    const spec = specs.get(name);
    return spec ? renderField?.(spec) : undefined;
  };
  return (
    <section className={`form-screen${className ? ` ${className}` : ''}`} aria-labelledby={headingId}>
      <Heading level={toHeadingLevel(headingLevel, 2)} id={headingId} className="form-screen__title">
        <span part="heading">{title}</span>
      </Heading>
      {about}
      {blocked !== undefined ? blocked : (
        <>
          {intro ? <p className="form-screen__intro">{intro}</p> : null}
          {preface}
          <Form form={form} labelledBy={headingId} submitLabel={submitLabel} renderField={render} hints={hints} />
          {isRequestKind(form.kind) ? (
            <p className="form-screen__privacy" part="privacy">
              {privacyLine(i18n, form.kind, retentionMonths)}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
