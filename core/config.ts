import { type Language, parseLanguages, toLanguage } from './i18n/languages.ts';

export const CAPTCHA_PROVIDERS = ['altcha', 'recaptcha', 'none'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

/** Page-level settings, written once on `<agency-config>` and shared by every element. */
export interface AgencyConfig {
  /** API base URL including `/api/v1` */
  api: string;
  /** enabled languages, in display order */
  languages: Language[];
  /** the language used when nothing on the page or in the browser names an enabled one */
  defaultLanguage: Language;
  captcha: CaptchaProvider;
  recaptchaSiteKey: string;
}

/** The attributes `<agency-config>` reads, in kebab-case as a CMS editor writes them. */
export const CONFIG_ATTRIBUTES = ['api', 'languages', 'default-language', 'captcha', 'recaptcha-site-key'] as const;
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
  };
}

function resolveApi(api: string | null | undefined, origin: string): string {
  const value = api?.trim() || API_PATH;
  try {
    return new URL(value, origin).href.replace(/\/+$/, '');
  } catch {
    return value.replace(/\/+$/, '');
  }
}
