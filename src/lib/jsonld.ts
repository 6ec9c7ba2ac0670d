import type {
  Article,
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  LocalBusiness,
  OpeningHoursSpecification,
  Product,
  Service,
  Thing,
  WebPage,
  WebSite,
} from 'schema-dts';
import { absoluteUrl } from '../paths';
import type { FaqItem } from '../schemas/common';
import type { OpeningHours, Site, Weekday } from '../schemas/site';

/*
 * Structured data builders, typed with schema-dts. The content build calls them and writes
 * the result into each page's data file, so no builder code reaches the browser.
 */

/** The company (content/site.yaml) and the absolute URL of its home page, where the company and the site as a whole are. */
export interface JsonLdSite {
  site: Site;
  /** The absolute URL of the default locale's home page, from its place in the content step. */
  homeAbsoluteUrl: string;
}

const abs = (site: Site, url: string) => absoluteUrl(site.url, url);
const organizationId = ({ homeAbsoluteUrl }: JsonLdSite) => `${homeAbsoluteUrl}#organization`;
const websiteId = ({ homeAbsoluteUrl }: JsonLdSite) => `${homeAbsoluteUrl}#website`;

const DAY_NAMES: Record<Weekday, 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday'> = {
  mo: 'Monday',
  tu: 'Tuesday',
  we: 'Wednesday',
  th: 'Thursday',
  fr: 'Friday',
  sa: 'Saturday',
  su: 'Sunday',
};

/** The office hours of content/site.yaml, one specification per opening. */
export function openingHoursSpecification(hours: readonly OpeningHours[]): OpeningHoursSpecification[] {
  return hours.map((h) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: h.days.map((d) => `https://schema.org/${DAY_NAMES[d]}` as const),
    opens: h.opens,
    closes: h.closes,
  }));
}

/** The company with both offices. */
export function organization(ldSite: JsonLdSite, countryNames: Record<'CH' | 'FR', string>): LocalBusiness {
  const { site } = ldSite;
  const [main, ...others] = site.offices;
  const address = (o: Site['offices'][number]) => ({
    '@type': 'PostalAddress' as const,
    streetAddress: o.street,
    postalCode: o.postalCode,
    addressLocality: o.city,
    addressCountry: o.countryCode,
  });
  return {
    '@type': 'HomeAndConstructionBusiness',
    '@id': organizationId(ldSite),
    name: site.name,
    legalName: site.legalName,
    url: ldSite.homeAbsoluteUrl,
    logo: abs(site, site.logo.src),
    image: abs(site, site.defaultImage.src),
    foundingDate: String(site.foundingYear),
    email: main?.email,
    telephone: main?.phone,
    address: main ? address(main) : undefined,
    areaServed: [
      { '@type': 'Country', name: countryNames.CH },
      { '@type': 'Country', name: countryNames.FR },
    ],
    openingHoursSpecification: openingHoursSpecification(site.officeHours),
    department: others.map((o) => ({
      '@type': 'HomeAndConstructionBusiness' as const,
      name: `${site.name} ${countryNames[o.countryCode]}`,
      email: o.email,
      telephone: o.phone,
      address: address(o),
      openingHoursSpecification: openingHoursSpecification(site.officeHours),
    })),
    sameAs: site.social.map((s) => s.url),
  };
}

/** The site, with the search box search engines may show. */
export function website(ldSite: JsonLdSite, searchAbsoluteUrl: string, inLanguage: string): WebSite {
  const { site } = ldSite;
  return {
    '@type': 'WebSite',
    '@id': websiteId(ldSite),
    url: ldSite.homeAbsoluteUrl,
    name: site.name,
    inLanguage,
    publisher: { '@id': organizationId(ldSite) },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${searchAbsoluteUrl}?q={search_term_string}` },
      // schema-dts lacks the query-input property search engines read.
      ...({ 'query-input': 'required name=search_term_string' } as object),
    },
  };
}

export function webPage(
  ldSite: JsonLdSite,
  type: 'WebPage' | 'CollectionPage' | 'ContactPage' | 'SearchResultsPage',
  pageAbsoluteUrl: string,
  name: string,
  description: string,
  inLanguage: string,
): WebPage {
  return {
    '@type': type,
    '@id': `${pageAbsoluteUrl}#webpage`,
    url: pageAbsoluteUrl,
    name,
    description,
    inLanguage,
    isPartOf: { '@id': websiteId(ldSite) },
    about: { '@id': organizationId(ldSite) },
  } as WebPage;
}

/** Category pages: a service the company provides in Switzerland. */
export function service(
  ldSite: JsonLdSite,
  pageAbsoluteUrl: string,
  name: string,
  description: string,
  area: string,
): Service {
  return {
    '@type': 'Service',
    '@id': `${pageAbsoluteUrl}#service`,
    url: pageAbsoluteUrl,
    name,
    description,
    serviceType: name,
    provider: { '@id': organizationId(ldSite) },
    areaServed: { '@type': 'Country', name: area },
  };
}

/**
 * A product page's main entity. Search engines accept a Product only with a priced offer, a
 * review or a rating, and an Offer under a Product only with a price (Google's product snippet
 * rules, enforced by the structured-data gate). The company publishes no prices and
 * has no per-product reviews, so an unpriced product is described as what it is sold as: a
 * made-to-measure supply-and-installation Service by the company, with the same name, image,
 * category, currency and availability. A price in content turns it back into a Product.
 */
export function product(
  ldSite: JsonLdSite,
  pageAbsoluteUrl: string,
  p: {
    name: string;
    description: string;
    /** The product's picture, as its page's head names it (`PageMeta['image']`). */
    imageAbsoluteUrl: string;
    category: string;
    availability: string;
    currency: string;
    price?: number;
  },
): Product | Service {
  const { site } = ldSite;
  const common = {
    '@id': `${pageAbsoluteUrl}#product`,
    url: pageAbsoluteUrl,
    name: p.name,
    description: p.description,
    image: p.imageAbsoluteUrl,
    category: p.category,
    brand: { '@type': 'Brand' as const, name: site.name },
  };
  const offer = {
    '@type': 'Offer' as const,
    url: pageAbsoluteUrl,
    priceCurrency: p.currency,
    availability: `https://schema.org/${p.availability}`,
    seller: { '@id': organizationId(ldSite) },
  };
  if (p.price) {
    return {
      '@type': 'Product',
      ...common,
      manufacturer: { '@id': organizationId(ldSite) },
      offers: { ...offer, price: p.price },
    } as Product;
  }
  return {
    '@type': 'Service',
    ...common,
    serviceType: p.name,
    provider: { '@id': organizationId(ldSite) },
    offers: offer,
  } as Service;
}

export function blogPosting(
  ldSite: JsonLdSite,
  pageAbsoluteUrl: string,
  a: {
    title: string;
    description: string;
    image: string;
    published: string;
    modified?: string;
    author: string;
    section: string;
    keywords: string[];
    inLanguage: string;
    wordCount?: number;
    /** Published comments, oldest first; `date` is the day the visitor wrote, YYYY-MM-DD. */
    comments?: { name: string; date: string; text: string; inLanguage: string }[];
  },
): BlogPosting {
  const { site } = ldSite;
  const comments = a.comments ?? [];
  return {
    '@type': 'BlogPosting',
    '@id': `${pageAbsoluteUrl}#article`,
    mainEntityOfPage: pageAbsoluteUrl,
    headline: a.title,
    description: a.description,
    image: abs(site, a.image),
    datePublished: a.published,
    dateModified: a.modified ?? a.published,
    author: { '@type': 'Person', name: a.author },
    publisher: { '@id': organizationId(ldSite) },
    articleSection: a.section,
    keywords: a.keywords.join(', '),
    inLanguage: a.inLanguage,
    ...(a.wordCount ? { wordCount: a.wordCount } : {}),
    commentCount: comments.length,
    ...(comments.length
      ? {
          comment: comments.map((c) => ({
            '@type': 'Comment' as const,
            author: { '@type': 'Person' as const, name: c.name },
            dateCreated: c.date,
            text: c.text,
            inLanguage: c.inLanguage,
          })),
        }
      : {}),
  } satisfies Article as BlogPosting;
}

export function faqPage(pageAbsoluteUrl: string, items: FaqItem[]): FAQPage {
  return {
    '@type': 'FAQPage',
    '@id': `${pageAbsoluteUrl}#faq`,
    mainEntity: items.map((i) => ({
      '@type': 'Question' as const,
      name: i.question,
      acceptedAnswer: { '@type': 'Answer' as const, text: i.answer },
    })),
  };
}

export function breadcrumbList(crumbs: { name: string; absoluteUrl: string }[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem' as const,
      position: i + 1,
      name: c.name,
      item: c.absoluteUrl,
    })),
  };
}

/** One JSON-LD document per page, its nodes linked by @id. */
export function graph(nodes: Thing[]): { '@context': string; '@graph': Thing[] } {
  return { '@context': 'https://schema.org', '@graph': nodes };
}
