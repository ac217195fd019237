/**
 * The property a form or page is about, above it (PropertySummary: its picture, title,
 * address and price), and whether the form may be used for it: a property that
 * does not exist, or is gone for this kind of request (core's requestRefusal), blocks the
 * form with the catalogue's message and a link to the other properties.
 * Styles: summary.css (the summary) and form.css.
 */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { RequestKind } from '../../core/api/contract.ts';
import { ApiError } from '../../core/api/errors.ts';
import { knownRead, type Read } from '../../core/api/client.ts';
import { propertyReads } from '../../core/api/resources/properties.ts';
import type { Language } from '../../core/i18n/languages.ts';
import * as errorMessages from '../../core/messages/error.ts';
import { refusalMessage, requestRefusal } from '../../core/property/availability.ts';
import type { PropertySummary as Summary } from '../../core/property/types.ts';
import { pathFor } from '../../core/routing/page-paths.ts';
import { PropertySummary } from './PropertySummary.tsx';
import { Alert } from '../ui/controls/Alert.tsx';
import { useResource } from '../ui/api.ts';
import { Link } from '../ui/navigation/Link.tsx';

export interface PropertyState<P extends Summary = Summary> {
  /** the summary above the form */
  about: ReactNode;
  /** set when the form cannot be used: what to show instead */
  blocked: ReactNode | undefined;
  /** the property, once loaded */
  property: P | undefined;
}

/** How the property is read: its summary, or (a form that needs more of it) its details. */
export type PropertyLoader<P extends Summary> = (id: number, language: Language) => Read<P>;

export function useAboutProperty<P extends Summary = Summary>(
  kind: RequestKind,
  id: number | undefined,
  language: Language,
  required: boolean,
  load: PropertyLoader<P> = propertyReads.summary as PropertyLoader<P>,
): PropertyState<P> {
  const property = useResource<P | undefined>(id ? load(id, language) : knownRead(undefined));
  const notFound = property.status === 'error' && property.error instanceof ApiError && property.error.status === 404;
  const refusal = property.data ? requestRefusal(kind, property.data.Status) : undefined;
  const message = (!id && required) || (id && notFound) ? (id ? errorMessages.propertyNotFound.id : errorMessages.invalidProperty.id) : refusal ? refusalMessage(refusal) : undefined;
  const about = property.data ? (
    <PropertySummary property={property.data} language={language} />
  ) : property.status === 'loading' && id ? (
    <div className="summary summary--loading" aria-hidden="true">
      <div className="summary__media" />
    </div>
  ) : null;
  const blocked = message ? <PropertyBlocked message={message} language={language} /> : undefined;
  return { about, blocked, property: property.data };
}

/** Why a form about a property cannot be used (the catalogue's message), and the way to the other properties. */
export function PropertyBlocked({ message, language }: { message: string; language: Language }) {
  const { t, i18n } = useLingui();
  return (
    <div className="form-screen__blocked">
      <Alert tone="error">
        <p>{i18n._(message)}</p>
      </Alert>
      <p>
        <Link href={pathFor('properties', language)} className="button button--secondary">
          {t({ id: 'form.otherProperties', message: 'See our other properties' })}
        </Link>
      </p>
    </div>
  );
}
