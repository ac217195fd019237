import { type ConsentSettings, parseConsentSettings } from './consent/settings.ts';
import { type Language, parseLanguages, toLanguage } from './i18n/languages.ts';
import { type ListingSettings, parseListingSettings } from './listing-settings.ts';

export const CAPTCHA_PROVIDERS = ['altcha', 'recaptcha', 'none'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

/** Page-level settings, written once on `<agency-config>` and shared by every element. */
export interface AgencyConfig extends ConsentSettings, ListingSettings {
  /** API base URL including `/api/v1` */
  api: string;
  /** enabled languages, in display order */
  languages: Language[];
  /** the language used when nothing on the page or in the browser names an enabled one */
  defaultLanguage: Language;
  captcha: CaptchaProvider;
  recaptchaSiteKey: string;
  /** where the site's paths start on the host ('' at the root, '/immo' under a CMS prefix) */
  base: string;
  /**
   * The appointment plugin: detail pages show the next free moments of the agency's
   * calendar and "plan a visit", which opens `<agency-appointment>` (book a moment) as a
   * step. Off unless the agency turns it on, since it needs a calendar behind the API.
   */
  appointments: boolean;
  /** the agency's phone number as it writes it: the way to reach it when a screen cannot load ('' for none) */
  phone: string;
}

/** The attributes `<agency-config>` reads, in kebab-case as a CMS editor writes them. */
export const CONFIG_ATTRIBUTES = [
  'api',
  'languages',
  'default-language',
  'captcha',
  'recaptcha-site-key',
  'base',
  'phone',
  'consent-revision',
  'consent-days',
  'consent-mode',
  'cookie-policy',
  'marquee-ignore',
  'map-url',
  'map-type',
  'map-marker',
  'map-consent',
  'map-tiles',
  'map-tiles-attribution',
  'appointments',
] as const;
export type ConfigAttribute = (typeof CONFIG_ATTRIBUTES)[number];
export type ConfigAttributes = Partial<Record<ConfigAttribute, string | null | undefined>>;

export const API_PATH = '/api/v1';

/**
 * Attribute values → a complete configuration. `origin` is where the bundle was
 * served from: the API defaults to `/api/v1` there, and a relative `api`
 * attribute resolves against it.
 */
export function parseConfig(attributes: ConfigAttributes, origin: string): AgencyConfig {
  const languages = parseLanguages(attributes.languages);
  const requestedDefault = toLanguage(attributes['default-language']);
  const captcha = (CAPTCHA_PROVIDERS as readonly string[]).includes(attributes.captcha?.trim() ?? '')
    ? (attributes.captcha!.trim() as CaptchaProvider)
    : 'altcha';
  return {
    api: resolveApi(attributes.api, origin),
    languages,
    defaultLanguage: requestedDefault && languages.includes(requestedDefault) ? requestedDefault : languages[0]!,
    captcha,
    recaptchaSiteKey: attributes['recaptcha-site-key']?.trim() ?? '',
    base: parseBase(attributes.base),
    appointments: isOn(attributes.appointments),
    phone: attributes.phone?.trim() ?? '',
    ...parseConsentSettings(attributes),
    ...parseListingSettings(attributes),
  };
}

/** `on` (or `true`, `1`, or a bare attribute's empty value) turns a feature on; anything else, or no attribute, leaves it off. */
function isOn(value: string | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  return ['', 'on', 'true', '1', 'yes'].includes(value.trim().toLowerCase());
}

/** `immo/`, `/immo/` and `/immo` → `/immo`; the root, and anything that is not a plain path, → ''. */
export function parseBase(value: string | null | undefined): string {
  const path = value?.trim().replace(/^\/*/, '/').replace(/\/+$/, '') ?? '';
  return /^(\/[\w.~-]+)+$/.test(path) ? path : '';
}

/** The site path `path` (starting with `/`) as it is on the host, under `base`. */
export function withBase(base: string, path: string): string {
  return path.startsWith('/') && !path.startsWith('//') ? `${base}${path}` : path;
}

/** A host path without `base`; undefined when it lies outside the site. */
export function withoutBase(base: string, path: string): string | undefined {
  if (!base) return path;
  if (path === base) return '/';
  return path.startsWith(`${base}/`) ? path.slice(base.length) : undefined;
}

function resolveApi(api: string | null | undefined, origin: string): string {
  const value = api?.trim() || API_PATH;
  try {
    return new URL(value, origin).href.replace(/\/+$/, '');
  } catch {
    return value.replace(/\/+$/, '');
  }
}
