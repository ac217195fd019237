/**
 * The place of a listing's video or virtual tour: its heading and a frame-sized
 * placeholder, until MediaPlayer's code (the URL recognition, the consent gate) is
 * loaded as the visitor scrolls near.
 */
import { useLingui } from '@lingui/react/macro';
import type { Language } from '../../core/i18n/languages.ts';
import { Deferred, lazyPart } from '../ui/loading/Deferred.tsx';
import { type HeadingLevel, Section } from '../ui/controls/Heading.tsx';
import type { MediaPlayerProps } from './MediaPlayer.tsx';

const player = lazyPart<MediaPlayerProps>(async () => (await import('./MediaPlayer.tsx')).MediaPlayer);

export interface MediaProps {
  url: string | null;
  kind: 'video' | 'tour';
  /** the property's title, to name the player */
  subject: string;
  host: HTMLElement;
  language: Language;
  level: HeadingLevel;
}

export function Media({ url, kind, subject, host, language, level }: MediaProps) {
  const { t } = useLingui();
  if (!url?.trim()) return null;
  const title =
    kind === 'video'
      ? t({ id: 'propertyDetail.section.video', message: 'Video' })
      : t({ id: 'propertyDetail.section.tour', message: 'Virtual tour' });
  return (
    <Deferred part={player} props={{ url, kind, title, subject, host, language, level }}>
      <Section level={level} className="media" title={title}>
        <div className="media__player placeholder" />
      </Section>
    </Deferred>
  );
}
