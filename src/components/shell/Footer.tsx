import { useShell, useT } from '../../hooks/i18n';
import { Island } from '../../islands/Island';
import { usePageUrl } from '../page-urls-context';
import { PhoneLink } from '../PhoneLink';

/** Footer: newsletter, legal links, navigation, both offices, copyright. */
export function Footer() {
  const t = useT();
  const { site, menu, legal } = useShell();
  // The page's url, trailing slash included: where a visitor subscribed is part of the consent record.
  const pageUrl = usePageUrl();
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section className="site-footer__newsletter" aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter">{t('footer.newsletter.title')}</h2>
          <p>{t('footer.newsletter.text')}</p>
          <Island name="newsletter-form" props={{ pageUrl }} />
        </section>
        <nav aria-labelledby="footer-nav">
          <h2 id="footer-nav">{t('footer.nav.title')}</h2>
          <ul>
            {menu.map((item) => (
              <li key={item.url}>
                <a href={item.url}>{item.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal">{t('footer.legal.title')}</h2>
          <ul>
            {legal.map((l) => (
              <li key={l.url}>
                <a href={l.url}>{l.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact" className="site-footer__contact">
          <h2 id="footer-contact">{t('footer.contact.title')}</h2>
          {site.offices.map((o) => (
            <address key={o.countryCode} className="office">
              <p className="office__country">
                <img src={o.flag.src} alt="" width="24" height="16" loading="lazy" />
                {t(`office.country.${o.countryCode}`)}
              </p>
              <p>
                <span className="visually-hidden">{t('office.label', { label: t('office.address') })}</span>
                {o.street}, {o.postalCode} {o.city}
              </p>
              <p>
                <span className="visually-hidden">{t('office.label', { label: t('office.email') })}</span>
                <a href={`mailto:${o.email}`}>{o.email}</a>
              </p>
              <p>
                <span className="visually-hidden">{t('office.label', { label: t('office.phone') })}</span>
                <PhoneLink phone={o.phone} />
              </p>
            </address>
          ))}
        </section>
      </div>
      <div className="site-footer__bottom">
        <p>{t('footer.copyright', { year: site.copyrightYear, name: site.legalName })}</p>
        {site.social.length > 0 && (
          <ul className="site-footer__social" aria-label={t('footer.social')}>
            {site.social.map((s) => (
              <li key={s.name}>
                <a href={s.url} rel="noopener noreferrer me">
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </footer>
  );
}
