import { useLingui } from '@lingui/react/macro';
import { referenceReads } from '../../core/api/resources/reference.ts';
import { textIn } from '../../core/i18n/translatable.ts';
import { pathFor } from '../../core/routing/page-paths.ts';
import type { ElementContext } from '../define/context.ts';
import { FormScreen } from '../form/FormScreen.tsx';
import { useForm } from '../form/use-form.ts';
import { useResource } from '../ui/api.ts';
import { SelectField } from '../ui/controls/Field.tsx';
import { valuationForm } from '../../core/forms/kinds/valuation.ts';

export interface ValuationFormProps {
  /** the level of the heading (default 2) */
  headingLevel?: number;
  /** the server's retention of these requests, in months */
  retentionMonths?: number;
}

export function ValuationForm({ headingLevel, retentionMonths, host, language }: ValuationFormProps & ElementContext) {
  const { t, i18n } = useLingui();
  const form = useForm({ form: valuationForm, host, language, feedbackHref: pathFor('feedback-contact-demand', language) });
  // the agency's own type names (its CRM's tree), the main kinds only
  const types = useResource(referenceReads.types(language));
  const typeOptions = (types.data ?? [])
    .filter((item) => item.ParentID === null && item.WebID !== null)
    .map((item) => ({ value: String(item.WebID), label: typeof item.Name === 'string' ? item.Name : textIn(item.Name, language) }));

  return (
    <FormScreen
      form={form}
      title={t({ id: 'valuationForm.heading', message: 'Free valuation of your property' })}
      headingLevel={headingLevel}
      intro={t({
        id: 'valuationForm.intro',
        message: 'Tell us where your property is and a little about it: one of our experts will contact you to plan the valuation, free and without obligation.',
      })}
      submitLabel={t({ id: 'valuationForm.submit', message: 'Request my free valuation' })}
      retentionMonths={retentionMonths}
      renderField={(spec) =>
        spec.name === 'propertyType' ? (
          <SelectField
            name={spec.name}
            label={i18n._(spec.label)}
            error={form.errors[spec.name]}
            required={spec.required}
            value={typeof form.values[spec.name] === 'string' ? (form.values[spec.name] as string) : ''}
            options={typeOptions}
            placeholder={t({ id: 'valuationForm.chooseType', message: 'Choose…' })}
            onValue={(value) => form.setValue(spec.name, value)}
          />
        ) : undefined
      }
    />
  );
}
