import { useLingui } from '@lingui/react/macro';
import { testimonialReads } from '../../core/api/resources/testimonials.ts';
import { safeUrl } from '../../core/format/safe-url.ts';
import type { ElementContext } from '../define/context.ts';
import { useResource } from '../ui/api.ts';
import { Heading, below, toHeadingLevel } from '../ui/controls/Heading.tsx';
import { useElementId } from '../define/element-id.ts';

export interface TestimonialsProps {
  /** how many to show (default 12) */
  limit?: number;
  /** the level of the heading (default 2) */
  headingLevel?: number;
}

/** A website to link to, through the one rule for visitors' addresses (http(s) only; a bare host reads as https), shown without its scheme. */
function website(url: string | null): { href: string; label: string } | undefined {
  if (!url) return undefined;
  const href = safeUrl(/^[a-z][a-z\d+.-]*:/i.test(url.trim()) ? url : `https://${url.trim()}`);
  return href ? { href, label: new URL(href).host.replace(/^www\./, '') } : undefined;
}

export function Testimonials({ limit = 12, headingLevel, language }: TestimonialsProps & ElementContext) {
  const { t, i18n } = useLingui();
  const headingId = useElementId();
  const count = Math.min(Math.max(Math.round(limit) || 12, 1), 50);
  const list = useResource(testimonialReads.list(count));
  const level = toHeadingLevel(headingLevel, 2);
  const items = list.data ?? [];
  return (
    <section className="testimonials" aria-labelledby={headingId} aria-busy={list.status === 'loading' ? 'true' : undefined}>
      <Heading level={level} id={headingId} className="testimonials__heading">
        <span part="heading">{t({ id: 'testimonials.heading', message: 'What our clients say' })}</span>
      </Heading>
      {list.status === 'error' ? (
        <p className="testimonials__empty" role="alert">
          {i18n._(list.error.messageId)}
        </p>
      ) : list.status === 'ready' && items.length === 0 ? (
        <p className="testimonials__empty">{t({ id: 'testimonials.none', message: 'No testimonials yet.' })}</p>
      ) : (
        <ul className="testimonials__list">
          {items.map((item) => {
            const site = website(item.website);
            return (
              <li key={item.id} className="testimonial" part="item">
                <figure className="testimonial__figure">
                  <blockquote className="testimonial__quote" lang={item.language === language ? undefined : item.language}>
                    <p>{item.comment}</p>
                  </blockquote>
                  <figcaption className="testimonial__who">
                    {item.image ? <img className="testimonial__photo" src={item.image} alt="" width={64} height={64} loading="lazy" decoding="async" /> : null}
                    <span className="testimonial__name-block">
                      <Heading level={below(level)} className="testimonial__name">
                        {item.name}
                      </Heading>
                      {item.aboutYou ? <span className="testimonial__about">{item.aboutYou}</span> : null}
                      {site ? (
                        <a className="testimonial__site" href={site.href} rel="nofollow noopener ugc" target="_blank">
                          {site.label}
                        </a>
                      ) : null}
                    </span>
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
