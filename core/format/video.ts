import type { OptionalCategory } from '../consent/categories.ts';
import { safeUrl } from './safe-url.ts';
/**
 * Spec §5: what kind of video or tour a URL is, and the address to embed it. Embeds use
 * each service's privacy-friendly player where one exists (youtube-nocookie.com, Vimeo
 * with dnt=1), so a video does not set tracking cookies before the visitor presses play.
 */
export const VIDEO_KINDS = ['file', 'youtube', 'vimeo', 'facebook', 'matterport', 'virtual-tour', 'visual'] as const;
export type VideoKind = (typeof VIDEO_KINDS)[number];

export interface RecognizedVideo {
  kind: VideoKind;
  /** the service's id of the video or tour, where its URL carries one */
  id?: string;
  /** what a `<video src>` (kind file) or an `<iframe src>` (the others) loads */
  embedUrl: string;
}

export const VIDEO_FILE_EXTENSIONS = ['mp4', 'mov', 'wmv', 'avi', 'flv', 'webm'] as const;

/**
 * Tour services Belgian agencies use, recognised by hostname (subdomains included).
 * virtual-tour: Nodalview (Genval, Belgium), 360° tours made with the agent's phone, on
 * nodalview.com. visual: Immo Visuals (Belgium), a publication platform for property
 * photos, films and 360° visuals, on immovisuals.be. Both are embedded as they are.
 */
export const VIRTUAL_TOUR_HOSTS: readonly string[] = ['nodalview.com'];
export const VISUAL_HOSTS: readonly string[] = ['immovisuals.be'];

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** A URL → `{ kind, id?, embedUrl }`, or null when it is none of the known kinds. */
export function recognizeVideo(url: unknown): RecognizedVideo | null {
  if (typeof url !== 'string') return null;
  const text = url.trim();
  if (text === '') return null;
  const parsed = parse(text);
  if (!parsed) return /^[a-z][a-z0-9+.-]*:/i.test(text) ? null : relativeFile(text);
  const host = parsed.hostname.toLowerCase().replace(/^www\./, '');
  return web(
    youtube(parsed, host) ??
    vimeo(parsed, host) ??
    facebook(parsed, host) ??
    matterport(parsed, host) ??
    byHost(parsed, host, VIRTUAL_TOUR_HOSTS, 'virtual-tour') ??
    byHost(parsed, host, VISUAL_HOSTS, 'visual') ??
    file(parsed),
  );
}

/** What is embedded passes the one rule for addresses from the CRM (safe-url.ts). */
function web(found: RecognizedVideo | null): RecognizedVideo | null {
  return found && safeUrl(found.embedUrl) ? found : null;
}

/**
 * Absolute http(s) URLs, also written without a scheme as CRM users paste them
 * (`//host/…`, `www.youtube.com/watch?v=…`, `youtu.be/…`). Other schemes (javascript:,
 * data:) are never embedded; anything else is a relative path.
 */
function parse(text: string): URL | null {
  let candidate: string;
  if (/^https?:\/\//i.test(text)) candidate = text;
  else if (text.startsWith('//')) candidate = `https:${text}`;
  else if (/^[a-z][a-z0-9+.-]*:/i.test(text)) return null;
  else if (/^[a-z0-9-]+(\.[a-z0-9-]+)+\//i.test(text)) candidate = `https://${text}`;
  else return null;
  try {
    return new URL(candidate);
  } catch {
    return null;
  }
}

function hasFileExtension(pathname: string): boolean {
  const extension = /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase();
  return extension !== undefined && (VIDEO_FILE_EXTENSIONS as readonly string[]).includes(extension);
}

function file(parsed: URL): RecognizedVideo | null {
  return hasFileExtension(parsed.pathname) ? { kind: 'file', embedUrl: parsed.href } : null;
}

/** A file on the agency's own site (`/media/tour.mp4`, `video.webm`) stays relative. */
function relativeFile(text: string): RecognizedVideo | null {
  if (/[\s<>"'\\]/.test(text)) return null;
  const path = text.split(/[?#]/)[0] ?? '';
  return hasFileExtension(path) && safeUrl(text, { relative: true }) ? { kind: 'file', embedUrl: text } : null;
}

function isHost(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

function youtube(parsed: URL, host: string): RecognizedVideo | null {
  let id: string | undefined;
  if (host === 'youtu.be') {
    id = parsed.pathname.split('/')[1];
  } else if (isHost(host, 'youtube.com') || isHost(host, 'youtube-nocookie.com')) {
    const [, first, second] = parsed.pathname.split('/');
    if (first === 'watch') id = parsed.searchParams.get('v') ?? undefined;
    else if (first && ['embed', 'shorts', 'live', 'v', 'e'].includes(first)) id = second;
  } else {
    return null;
  }
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const start = startSeconds(parsed.searchParams.get('t') ?? parsed.searchParams.get('start'));
  return {
    kind: 'youtube',
    id,
    embedUrl: `https://www.youtube-nocookie.com/embed/${id}${start ? `?start=${start}` : ''}`,
  };
}

/** YouTube's `t=90`, `t=90s` or `t=1m30s` → 90. */
function startSeconds(value: string | null): number {
  const match = value ? /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value) : null;
  if (!match) return 0;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

function vimeo(parsed: URL, host: string): RecognizedVideo | null {
  if (!isHost(host, 'vimeo.com')) return null;
  const segments = parsed.pathname.split('/').filter(Boolean);
  const index = segments.findIndex((segment) => /^\d+$/.test(segment));
  const id = segments[index];
  if (index < 0 || !id) return null;
  // an unlisted video's private hash: /123456/abcdef or ?h=abcdef
  const next = segments[index + 1];
  const hash = parsed.searchParams.get('h') ?? (next && /^[0-9a-f]{6,}$/i.test(next) ? next : null);
  const query = new URLSearchParams({ dnt: '1' });
  if (hash) query.set('h', hash);
  return { kind: 'vimeo', id, embedUrl: `https://player.vimeo.com/video/${id}?${query}` };
}

/** Facebook has no privacy-friendly player: its video plugin is the only embed. */
function facebook(parsed: URL, host: string): RecognizedVideo | null {
  const isWatchLink = host === 'fb.watch';
  if (!isWatchLink && !isHost(host, 'facebook.com')) return null;
  const path = parsed.pathname;
  const id =
    /\/(?:videos|reel)\/(?:[^/]+\/)?(\d+)/.exec(path)?.[1] ??
    (/^\/(?:watch|video\.php)\/?$/.test(path) ? parsed.searchParams.get('v') ?? undefined : undefined);
  if (!isWatchLink && !id) return null;
  const href = new URL(parsed.href);
  href.hash = '';
  const embedUrl = `https://www.facebook.com/plugins/video.php?${new URLSearchParams({ href: href.href, show_text: 'false' })}`;
  return id && /^\d+$/.test(id) ? { kind: 'facebook', id, embedUrl } : { kind: 'facebook', embedUrl };
}

function matterport(parsed: URL, host: string): RecognizedVideo | null {
  if (!isHost(host, 'matterport.com')) return null;
  const id = parsed.searchParams.get('m');
  if (id && /^[A-Za-z0-9]+$/.test(id)) {
    return { kind: 'matterport', id, embedUrl: `https://my.matterport.com/show/?${new URLSearchParams({ m: id })}` };
  }
  return { kind: 'matterport', embedUrl: https(parsed) };
}

function byHost(parsed: URL, host: string, hosts: readonly string[], kind: VideoKind): RecognizedVideo | null {
  return hosts.some((domain) => isHost(host, domain)) ? { kind, embedUrl: https(parsed) } : null;
}

/** Embedded in an https page, a tour must load over https too. */
function https(parsed: URL): string {
  const secure = new URL(parsed.href);
  secure.protocol = 'https:';
  return secure.href;
}

/** Who serves a recognised video or tour (the hosts above), as a consent placeholder names it. */
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

/** The cookie category a player waits for: social media for Facebook's, marketing for the others. */
export function videoConsent(kind: Exclude<VideoKind, 'file'>): OptionalCategory {
  return kind === 'facebook' ? 'social' : 'marketing';
}
