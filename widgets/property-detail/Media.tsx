/**
 * The video or the virtual tour of a listing, recognised by recognizeVideo: a file
 * plays in the browser's own player; a service's player is a frame that waits for the
 * visitor to accept its cookie category.
 */
import { useLingui } from '@lingui/react/macro';
import type { Language } from '../../core/i18n/languages.ts';
import { recognizeVideo } from '../../core/format/video.ts';
import { ConsentGate } from '../ui/ConsentGate.tsx';
import { type HeadingLevel, Section } from './Heading.tsx';
import { videoConsent, videoProvider } from './video-provider.ts';

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
  const video = recognizeVideo(url);
  if (!video) return null;
  const heading =
    kind === 'video'
      ? t({ id: 'propertyDetail.section.video', message: 'Video' })
      : t({ id: 'propertyDetail.section.tour', message: 'Virtual tour' });
  const name =
    kind === 'video'
      ? t({ id: 'propertyDetail.video.title', message: `Video: ${subject}` })
      : t({ id: 'propertyDetail.tour.title', message: `Virtual tour: ${subject}` });
  return (
    <Section level={level} className="media" title={heading}>
      {video.kind === 'file' ? (
        <video className="media__player" src={video.embedUrl} controls preload="metadata" aria-label={name}>
          <a className="link" href={video.embedUrl}>
            {t({ id: 'propertyDetail.video.download', message: 'Download the video' })}
          </a>
        </video>
      ) : (
        <ConsentGate
          category={videoConsent(video.kind)}
          provider={videoProvider(video.kind)}
          host={host}
          language={language}
          className="media__player"
        >
          <iframe
            className="media__player"
            src={video.embedUrl}
            title={name}
            loading="lazy"
            allow="fullscreen; picture-in-picture; encrypted-media; xr-spatial-tracking"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </ConsentGate>
      )}
    </Section>
  );
}
