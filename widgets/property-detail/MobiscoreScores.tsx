/**
 * The Mobiscore (0 to 10): how well shops, schools, work and the rest of daily life can
 * be reached without a car. The overall score, then one bar per category, each with its
 * score written out, so nothing depends on reading a colour or a length. Loaded when
 * its place on the page comes near (Mobiscore.tsx).
 */
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Language } from '../../core/i18n/languages.ts';
import { MOBISCORE_CATEGORIES, type Mobiscore as Score, type MobiscoreCategory } from '../../core/property/types.ts';
import { type HeadingLevel, Section } from '../ui/controls/Heading.tsx';
import styles from './mobiscore.css?inline';
import { formatNumber } from '../../core/format/numbers.ts';
import { useShadowStyles } from '../define/styles.ts';

export const MOBISCORE_MAX = 10;

export const MOBISCORE_LABELS: Readonly<Record<MobiscoreCategory, MessageDescriptor>> = {
  public_transport: msg({ id: 'propertyExtras.mobiscore.public_transport', message: 'Public transport' }),
  shops: msg({ id: 'propertyExtras.mobiscore.shops', message: 'Shops' }),
  education: msg({ id: 'propertyExtras.mobiscore.education', message: 'Schools' }),
  healthcare: msg({ id: 'propertyExtras.mobiscore.healthcare', message: 'Healthcare' }),
  leisure: msg({ id: 'propertyExtras.mobiscore.leisure', message: 'Leisure' }),
  services: msg({ id: 'propertyExtras.mobiscore.services', message: 'Services' }),
  work: msg({ id: 'propertyExtras.mobiscore.work', message: 'Work' }),
};

/** A score on the 0–10 scale, whatever the CRM sent. */
export function clampScore(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(MOBISCORE_MAX, Math.max(0, value)) : 0;
}

export interface MobiscoreScoresProps {
  score: Score;
  /** the section's heading */
  title: string;
  language: Language;
  level: HeadingLevel;
}

export function MobiscoreScores({ score, title, language, level }: MobiscoreScoresProps) {
  const { t, i18n } = useLingui();
  useShadowStyles(styles);
  const out = (value: number) => {
    const points = formatNumber(clampScore(value), language, 1);
    return t({ id: 'propertyExtras.mobiscore.value', message: `${points} out of 10` });
  };
  return (
    <Section level={level} className="mobiscore" title={title}>
      <p className="mobiscore__intro">
        {t({
          id: 'propertyExtras.mobiscore.intro',
          message: 'How easily daily destinations can be reached on foot, by bike or by public transport, from 0 to 10.',
        })}
      </p>
      <p className="mobiscore__total">
        {t({ id: 'propertyExtras.mobiscore.total', message: 'Overall score' })} <strong>{out(score.Total)}</strong>
      </p>
      <ul className="mobiscore__list">
        {MOBISCORE_CATEGORIES.map((category) => {
          const value = clampScore(score.Categories?.[category]);
          return (
            <li className="score" key={category}>
              <span className="score__label">{i18n._(MOBISCORE_LABELS[category])}</span>
              <svg className="score__bar" viewBox={`0 0 ${MOBISCORE_MAX * 10} 8`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
                <rect className="score__track" width={MOBISCORE_MAX * 10} height="8" rx="4" />
                <rect className="score__fill" width={value * 10} height="8" rx="4" />
              </svg>
              <span className="score__value">{out(value)}</span>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
