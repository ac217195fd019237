/**
 * The head of a page about one thing (a property, a project), as its element declares it
 * (define/prerender.ts, usePageHead): its title, its description as the spec truncates it,
 * its first picture, and its address in each of the site's languages, absolute on the page's
 * origin under `<agency-config base>`. Loaded by the elements' own head.ts, on the server.
 */
import { withBase } from '../../../core/config.ts';
import { safePictures } from '../../../core/format/safe-url.ts';
import type { Language } from '../../../core/i18n/languages.ts';
import { type Translatable, textIn } from '../../../core/i18n/translatable.ts';
import type { Picture } from '../../../core/property/types.ts';
import { metaDescription } from '../../../core/seo/page-meta.ts';
import type { HeadContext, PageHead } from '../../define/prerender.ts';

export interface Subject {
  title: string;
  Description: Translatable | null | undefined;
  Pictures: readonly Picture[] | null | undefined;
  /** its site path in `language` (core/routing/page-paths.ts) */
  pathIn(language: Language): string;
}

export function detailHead(subject: Subject, { url, language, config }: HeadContext): PageHead {
  const absolute = (lang: Language) => new URL(withBase(config.base, subject.pathIn(lang)), url).href;
  const alternates: Partial<Record<Language, string>> = {};
  for (const lang of config.languages) alternates[lang] = absolute(lang);
  const description = metaDescription(textIn(subject.Description, language));
  const image = safePictures(subject.Pictures)[0]?.Url;
  return {
    title: subject.title,
    canonical: absolute(language),
    alternates,
    ...(description ? { description } : {}),
    ...(image ? { image: new URL(image, url).href } : {}),
  };
}
