/**
 * The place of the Mobiscore: its heading and a placeholder of its height, until
 * MobiscoreScores' code is loaded as the visitor scrolls near.
 */
import { useLingui } from '@lingui/react/macro';
import type { Language } from '../../core/i18n/languages.ts';
import type { Mobiscore as Score } from '../../core/property/types.ts';
import { Deferred, lazyPart } from '../ui/loading/Deferred.tsx';
import { type HeadingLevel, Section } from '../ui/controls/Heading.tsx';
import type { MobiscoreScoresProps } from './MobiscoreScores.tsx';

const scores = lazyPart<MobiscoreScoresProps>(async () => (await import('./MobiscoreScores.tsx')).MobiscoreScores);

export function Mobiscore({ score, language, level }: { score: Score; language: Language; level: HeadingLevel }) {
  const { t } = useLingui();
  const title = t({ id: 'propertyDetail.section.mobiscore', message: 'Mobiscore' });
  return (
    <Deferred part={scores} props={{ score, title, language, level }}>
      <Section level={level} className="mobiscore" title={title}>
        <div className="mobiscore__placeholder placeholder" />
      </Section>
    </Deferred>
  );
}
