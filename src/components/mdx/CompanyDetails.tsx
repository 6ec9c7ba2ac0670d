import type { ReactNode } from 'react';
import { useShell, useT } from '../../hooks/i18n';
import type { Office } from '../../schemas/site';
import { PhoneLink } from '../PhoneLink';

/**
 * The company's identity, for the legal notice and the privacy policy: every value comes from
 * content/site.yaml, so a changed number or address is written once, not once per language.
 */
export function CompanyDetails() {
  const t = useT();
  const { site } = useShell();
  const office = site.offices[0]!;
  return (
    <Details
      rows={[
        [t('company.legalName'), <bdi key="name">{site.legalName}</bdi>],
        [t('company.seat'), <PostalAddress key="seat" office={office} />],
        [t('company.registerNumber'), <bdi key="uid">{site.registerNumber}</bdi>],
        [t('company.vatNumber'), <bdi key="vat">{t('company.vatNumberValue', { number: site.vatNumber })}</bdi>],
        ...contactRows(office, t),
      ]}
    />
  );
}

/** One office's address, e-mail and phone; `country` is its code in content/site.yaml. */
export function OfficeDetails({ country }: { country: string }) {
  const t = useT();
  const { site } = useShell();
  const office = site.offices.find((o) => o.countryCode === country);
  // The content check rejects any other code, so this only fails for an unchecked body.
  if (!office)
    throw new Error(`<OfficeDetails country="${country}">: no office with that countryCode in content/site.yaml`);
  return (
    <Details
      rows={[[t('office.address'), <PostalAddress key="address" office={office} />], ...contactRows(office, t)]}
    />
  );
}

function contactRows(office: Office, t: ReturnType<typeof useT>): [string, ReactNode][] {
  return [
    [
      t('office.email'),
      <a key="email" href={`mailto:${office.email}`}>
        {office.email}
      </a>,
    ],
    [t('office.phone'), <PhoneLink key="phone" phone={office.phone} />],
  ];
}

/**
 * "Route de l'Exemple 12, 1260 Nyon, Switzerland", the country in the page's language. The street and
 * the city are isolated: in an Arabic line, "8 avenue…" would otherwise lose its number to the far end.
 */
function PostalAddress({ office }: { office: Office }) {
  const t = useT();
  const mark = '\u0000';
  const [before, after] = t('office.postalAddress', {
    address: mark,
    country: t(`office.country.${office.countryCode}`),
  }).split(mark);
  return (
    <>
      {before}
      <bdi>{`${office.street}, ${office.postalCode} ${office.city}`}</bdi>
      {after}
    </>
  );
}

function Details({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="company-details">
      {rows.map(([label, value]) => (
        <div key={label} className="company-details__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
