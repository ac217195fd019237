/**
 * The agent who handles a property or project, as a contact card: photo, name,
 * function, phone numbers (grouped as Belgians read them, dialable from abroad) and
 * e-mail address.
 */
import { useLingui } from '@lingui/react/macro';
import { formatPhone } from '../../../core/format/phone.ts';
import type { Language } from '../../../core/i18n/languages.ts';
import type { Manager } from '../../../core/property/types.ts';
import { telHref } from '../../../core/format/phone.ts';
import { type HeadingLevel, Section } from '../controls/Heading.tsx';
import { textIn } from '../../../core/i18n/translatable.ts';
import { safeUrl } from '../../../core/format/safe-url.ts';

export function ManagerCard({ manager, language, level }: { manager: Manager; language: Language; level: HeadingLevel }) {
  const { t } = useLingui();
  const name = `${manager.FirstName} ${manager.LastName}`.trim();
  const role = textIn(manager.Function, language);
  const photo = safeUrl(manager.PhotoUrl, { relative: true });
  const phones = [
    { label: t({ id: 'propertyDetail.contact.phone', message: 'Phone' }), number: manager.Phone },
    { label: t({ id: 'propertyDetail.contact.mobile', message: 'Mobile' }), number: manager.Mobile },
  ].filter((phone): phone is { label: string; number: string } => Boolean(phone.number && telHref(phone.number)));
  return (
    <Section level={level} className="contact" title={t({ id: 'propertyDetail.contact.title', message: 'Your contact' })}>
      <div className="contact__card" part="contact">
        {photo ? (
          <img className="contact__photo" src={photo} width={88} height={88} alt="" loading="lazy" decoding="async" />
        ) : null}
        <div className="contact__body">
          <p className="contact__name">{name}</p>
          {role ? <p className="contact__role">{role}</p> : null}
          <ul className="contact__links">
            {phones.map((phone) => (
              <li key={phone.label}>
                <span className="contact__label">{phone.label}</span>
                <a className="link" href={telHref(phone.number)}>
                  {formatPhone(phone.number)}
                </a>
              </li>
            ))}
            {manager.Email ? (
              <li>
                <span className="contact__label">{t({ id: 'propertyDetail.contact.email', message: 'E-mail' })}</span>
                <a className="link" href={`mailto:${manager.Email}`}>
                  {manager.Email}
                </a>
              </li>
            ) : null}
          </ul>
        </div>
      </div>
    </Section>
  );
}
