import { useLingui } from '@lingui/react/macro';
import { LANGUAGE_STORAGE_KEY } from '../../core/i18n/detect.ts';
import { LANGUAGE_NAMES, type Language, parseLanguages } from '../../core/i18n/languages.ts';
import { alternatePaths } from '../../core/routing/related-paths.ts';
import { ROUTES } from '../../core/routing/routes.ts';
import { type ElementContext } from '../define/context.ts';
import { emit } from '../define/events.ts';
import { changeLanguage } from '../language.ts';
import { Link } from '../ui/navigation/Link.tsx';
import { sitePath, useLocation } from '../ui/navigation/location.ts';
import { useAgencyStore } from '../define/page-context.ts';

export interface LanguageSwitchProps {
  /** the languages to offer, comma-separated; default: the page's enabled languages */
  languages?: string;
}

declare module '../define/events.ts' {
  interface AgencyEventMap {
    'agency-language-change': { language: Language; previous: Language };
  }
}

function remember(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // not remembered; the path still carries the language
  }
}

export function LanguageSwitch({ languages, host }: LanguageSwitchProps & ElementContext) {
  const { t } = useLingui();
  useLocation(); // the alternates follow the page's URL
  const enabled = useAgencyStore((state) => state.config.languages);
  const current = useAgencyStore((state) => state.language);
  const offered = languages ? parseLanguages(languages).filter((language) => enabled.includes(language)) : enabled;
  if (offered.length < 2) return null;
  // On a page of the route table, each language is a link to the same page in that
  // language; elsewhere (a CMS page of its own) the switch changes the language in place.
  const path = sitePath();
  const alternates = path === undefined ? {} : alternatePaths(ROUTES, path, offered);

  async function choose(language: Language) {
    if (language === current) return;
    await changeLanguage(language);
    emit(host, 'agency-language-change', { language, previous: current });
  }

  return (
    // a group, not a landmark: a header and a footer switch on one page stay distinct
    <div role="group" aria-label={t({ id: 'languageSwitch.label', message: 'Choose your language' })}>
      <ul className="switch" part="list">
        {offered.map((language) => {
          const label = (
            <>
              {language.toUpperCase()}
              <span className="visually-hidden"> {LANGUAGE_NAMES[language]}</span>
            </>
          );
          const isCurrent = language === current ? ('true' as const) : undefined;
          const alternate = alternates[language];
          return (
            <li key={language}>
              {alternate ? (
                <Link
                  href={alternate}
                  className="option"
                  part="button"
                  lang={language}
                  hrefLang={language}
                  aria-current={isCurrent}
                  onNavigate={() => {
                    remember(language);
                    emit(host, 'agency-language-change', { language, previous: current });
                  }}
                >
                  {label}
                </Link>
              ) : (
                <button
                  type="button"
                  className="option"
                  part="button"
                  lang={language}
                  aria-current={isCurrent}
                  onClick={() => void choose(language)}
                >
                  {label}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
