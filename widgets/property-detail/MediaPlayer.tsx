/**
 * The video or the virtual tour of a listing, recognised by recognizeVideo: a file
 * plays in the browser's own player; a service's player is a frame that waits for the
 * visitor to accept its cookie category. Nothing when the address is none of the known
 * kinds. Loaded when its place on the page comes near (Media.tsx).
 */
import { useLingui } from '@lingui/react/macro';
import { recognizeVideo } from '../../core/format/video.ts';
import type { Language } from '../../core/i18n/languages.ts';
import { CheckedFrame } from '../ui/consent/CheckedFrame.tsx';
import { ConsentGate } from '../ui/consent/ConsentGate.tsx';
import consentGateStyles from '../ui/consent/consent-gate.css?inline';
import { type HeadingLevel, Section } from '../ui/controls/Heading.tsx';
import { useShadowStyles } from '../define/styles.ts';
import { videoConsent, videoProvider } from '../../core/format/video.ts';

export interface MediaPlayerProps {
  url: string;
  kind: 'video' | 'tour';
  /** the section's heading */
  title: string;
  /** the property's title, to name the player */
  subject: string;
  host: HTMLElement;
  language: Language;
  level: HeadingLevel;
}

export function MediaPlayer({ url, kind, title, subject, host, language, level }: MediaPlayerProps) {
  const { t } = useLingui();
  useShadowStyles(consentGateStyles);
  const video = recognizeVideo(url);
  if (!video) return null;
  const name =
    kind === 'video'
      ? t({ id: 'propertyExtras.video.title', message: `Video: ${subject}` })
      : t({ id: 'propertyExtras.tour.title', message: `Virtual tour: ${subject}` });
  return (
    <Section level={level} className="media" title={title}>
      {video.kind === 'file' ? (
        <video className="media__player" src={video.embedUrl} controls preload="metadata" aria-label={name}>
          <a className="link" href={video.embedUrl}>
            {t({ id: 'propertyExtras.video.download', message: 'Download the video' })}
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
          <CheckedFrame
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
