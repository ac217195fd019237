import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as errorMessages from '../../core/messages/error.ts';
import { pathFor } from '../../core/routing/page-paths.ts';
import type { ElementContext } from '../define/context.ts';
import { Link, navigate } from '../ui/navigation/Link.tsx';

export interface NotFoundProps {
  /** the level of the page's heading (default 1: this is the page's main content) */
  headingLevel?: number;
}

export function NotFound({ host, language, headingLevel = 1 }: NotFoundProps & ElementContext) {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState('');
  const Heading = `h${Math.min(Math.max(Math.round(headingLevel), 1), 6)}` as 'h1';
  const search = (event: { preventDefault(): void }) => {
    event.preventDefault();
    const q = query.trim();
    navigate(host, `${pathFor('properties', language)}${q ? `?q=${encodeURIComponent(q)}` : ''}`);
  };
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <Heading id="not-found-title" className="not-found__title">
        {i18n._(errorMessages.pageNotFound.id)}
      </Heading>
      <p className="not-found__text">{i18n._(errorMessages.viewNotFound.id)}</p>
      <form className="not-found__search" role="search" onSubmit={search}>
        <label className="field__label" htmlFor="not-found-q">
          {t({ id: 'notFound.search.label', message: 'Search our properties by town, postcode or reference' })}
        </label>
        <div className="not-found__row">
          <input
            id="not-found-q"
            className="input"
            type="search"
            name="q"
            value={query}
            autoComplete="off"
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
          <button type="submit" className="button">
            {t({ id: 'notFound.search.button', message: 'Search' })}
          </button>
        </div>
      </form>
      <nav className="not-found__links" aria-label={t({ id: 'notFound.links', message: 'Where to go from here' })}>
        <ul>
          <li>
            <Link href={pathFor('for-sale', language)} className="button button--secondary">
              {t({ id: 'notFound.forSale', message: 'Properties for sale' })}
            </Link>
          </li>
          <li>
            <Link href={pathFor('for-rent', language)} className="button button--secondary">
              {t({ id: 'notFound.forRent', message: 'Properties for rent' })}
            </Link>
          </li>
          <li>
            <Link href={pathFor('home', language)} className="link">
              {t({ id: 'notFound.home', message: 'Go to the homepage' })}
            </Link>
          </li>
        </ul>
      </nav>
    </section>
  );
}
