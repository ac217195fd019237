/**
 * The rental application (spec §3) as the law of the property's region allows it
 * (core/forms/rental.ts): the fields it asks, which are required, and why; the costs of
 * moving in the candidate confirms (spec §9), from the property's data.
 */
import { useLingui } from '@lingui/react/macro';
import { propertyDetailReads } from '../../core/api/resources/property.ts';
import { formatEuro } from '../../core/format/currency.ts';
import { RENTAL_BASIS, rentalRegionOf, rentalTerms } from '../../core/forms/rental.ts';
import * as actionMessages from '../../core/messages/action.ts';
import * as rentalMessages from '../../core/messages/rental.ts';
import type { Property } from '../../core/property/types.ts';
import type { ElementContext } from '../define/context.ts';
import { type PropertyLoader, useAboutProperty } from '../property/AboutProperty.tsx';
import { FormScreen } from '../form/FormScreen.tsx';
import { thankYouHref } from '../form/navigation.ts';
import { FileField } from '../form/FileField.tsx';
import { useForm } from '../form/use-form.ts';
import { below, Heading, toHeadingLevel } from '../ui/controls/Heading.tsx';
import { useRouteId } from '../ui/navigation/use-route-id.ts';
import { rentalForm } from '../../core/forms/kinds/rental.ts';

// the costs of moving in need the property's details, not only its summary
const loadDetails: PropertyLoader<Property> = propertyDetailReads.get;

export interface RentalApplicationProps {
  /** default: the id in the page's path */
  propertyId?: string;
  /** the level of the heading (default 2) */
  headingLevel?: number;
  /** the server's retention of these applications, in months */
  retentionMonths?: number;
}

export function RentalApplication({ propertyId, headingLevel, retentionMonths, host, language }: RentalApplicationProps & ElementContext) {
  const { t, i18n } = useLingui();
  const level = toHeadingLevel(headingLevel, 2);
  const id = useRouteId('rental-application', propertyId);
  const state = useAboutProperty('rental', id, language, true, loadDetails);
  const property = state.property;
  const region = property ? rentalRegionOf(property) : null;
  const form = useForm({
    form: rentalForm,
    host,
    language,
    region,
    fixed: { propertyId: id },
    subject: String(id ?? ''),
    feedbackHref: thankYouHref('rental', language, id),
    controls: { file: FileField },
  });

  const terms = property && region ? rentalTerms(property, region) : [];
  const incomeHint = i18n._(rentalMessages.incomeHint.id);

  return (
    <FormScreen
      form={form}
      title={i18n._(actionMessages.rentalApplication.id)}
      headingLevel={level}
      about={state.about}
      // the fields follow the property's region: the form waits for the property
      blocked={state.blocked ?? (property ? undefined : null)}
      preface={
        <>
          <div className="form-screen__explain" part="why">
            {region ? <p>{i18n._(RENTAL_BASIS[region])}</p> : null}
            <p>{i18n._(rentalMessages.never.id)}</p>
            <p>{i18n._(rentalMessages.noAutomaticCheck.id)}</p>
          </div>
          {terms.length > 0 ? (
            <div className="rental__terms" part="terms">
              <Heading level={below(level)} className="rental__terms-title">
                {t({ id: 'rentalApplication.terms', message: 'What moving in costs' })}
              </Heading>
              <dl>
                {terms.map((term) => (
                  <div key={term.message}>
                    <dt>{i18n._(term.message, term.values)}</dt>
                    <dd>{term.amount === null ? t({ id: 'rentalApplication.termAsAgreed', message: 'as agreed in the lease' }) : formatEuro(term.amount, language)}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : null}
        </>
      }
      hints={{ incomePerson1: incomeHint, incomePerson2: incomeHint, kids: t({ id: 'rentalApplication.kidsHint', message: 'Their ages, separated by commas (for example 4, 7).' }) }}
      submitLabel={t({ id: 'rentalApplication.submit', message: 'Send my application' })}
      retentionMonths={retentionMonths}
    />
  );
}
