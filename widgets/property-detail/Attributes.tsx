/**
 * Every descriptive attribute with a value, in the groups of core/property/attributes.ts,
 * each a description list: a label and its value written for the element's language.
 * The energy group shows the EPC label image of the property's region and, where its
 * region's law has it (core/property/legal.ts), the energy renovation notice.
 */
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Language } from '../../core/i18n/languages.ts';
import * as noticeMessages from '../../core/messages/notice.ts';
import { attributeGroups } from '../../core/property/attributes.ts';
import type { Property } from '../../core/property/types.ts';
import { EpcBadge } from '../property/EpcBadge.tsx';
import { attributeLabel, groupLabel } from './attribute-labels.ts';
import { formatAttribute } from './format-attribute.ts';
import { below, type HeadingLevel, Section } from '../ui/controls/Heading.tsx';
import { legalNotices } from '../../core/property/legal.ts';

export function Attributes({ property, language, level }: { property: Property; language: Language; level: HeadingLevel }) {
  const { t, i18n } = useLingui();
  const groups = useMemo(() => attributeGroups(property), [property]);
  if (groups.length === 0) return null;
  return (
    <Section level={level} className="features" title={t({ id: 'propertyDetail.section.features', message: 'Features' })}>
      <div className="groups">
        {groups.map((group) => (
          <Section key={group.key} level={below(level)} className={`group group--${group.key}`} title={i18n._(groupLabel(group.key))}>
            <dl className="facts">
              {group.attributes.map((attribute) => (
                <div className="fact" key={attribute.key}>
                  <dt>{i18n._(attributeLabel(attribute.key))}</dt>
                  <dd>
                    {attribute.kind === 'epcLabel' ? (
                      <EpcBadge source={property} className="fact__epc" />
                    ) : (
                      formatAttribute(attribute, language, i18n)
                    )}
                  </dd>
                </div>
              ))}
            </dl>
            {group.key === 'energy' && legalNotices(property).includes('energyRenovation') ? (
              <p className="notice" part="energy-notice">
                {i18n._(noticeMessages.energyRenovation.id)}
              </p>
            ) : null}
          </Section>
        ))}
      </div>
    </Section>
  );
}
