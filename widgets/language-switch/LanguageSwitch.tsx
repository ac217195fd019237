import { useLingui } from '@lingui/react/macro';
import { useStore } from 'zustand';
import { LANGUAGE_NAMES, type Language, parseLanguages } from '../../core/i18n/languages.ts';
import { agencyStore } from '../../core/store.ts';
import { type ElementContext, emit } from '../define.ts';
import { changeLanguage } from '../language.ts';

export interface LanguageSwitchProps {
  /** the languages to offer, comma-separated; default: the page's enabled languages */
  languages?: string;
}

declare module '../define.ts' {
  interface AgencyEventMap {
    'agency-language-change': { language: Language; previous: Language };
  }
}

export function LanguageSwitch({ languages, host }: LanguageSwitchProps & ElementContext) {
  const { t } = useLingui();
  const enabled = useStore(agencyStore, (state) => state.config.languages);
  const current = useStore(agencyStore, (state) => state.language);
  const offered = languages ? parseLanguages(languages).filter((language) => enabled.includes(language)) : enabled;
  if (offered.length < 2) return null;

  async function choose(language: Language) {
    if (language === current) return;
    await changeLanguage(language);
    emit(host, 'agency-language-change', { language, previous: current });
  }

  return (
    // a group of buttons, not a landmark: a header and a footer switch on one page stay distinct
    <div role="group" aria-label={t({ id: 'languageSwitch.label', message: 'Choose your language' })}>
      <ul className="switch" part="list">
        {offered.map((language) => (
          <li key={language}>
            <button
              type="button"
              part="button"
              lang={language}
              aria-current={language === current ? 'true' : undefined}
              onClick={() => void choose(language)}
            >
              {language.toUpperCase()}
              <span className="visually-hidden"> {LANGUAGE_NAMES[language]}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
