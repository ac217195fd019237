/**
 * Who serves an embedded video or tour, and which cookie category its frame waits for.
 * Video and tour services track their viewers for advertising: marketing. A Facebook
 * video is the social network's own player: social media, the category a visitor
 * expects to govern it.
 */
import type { OptionalCategory } from '../../core/consent/categories.ts';
import type { VideoKind } from '../../core/format/video.ts';

const PROVIDERS: Readonly<Record<Exclude<VideoKind, 'file'>, string>> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  facebook: 'Facebook',
  matterport: 'Matterport',
  'virtual-tour': 'Nodalview',
  visual: 'Immo Visuals',
};

export function videoProvider(kind: Exclude<VideoKind, 'file'>): string {
  return PROVIDERS[kind];
}

export function videoConsent(kind: Exclude<VideoKind, 'file'>): OptionalCategory {
  return kind === 'facebook' ? 'social' : 'marketing';
}
