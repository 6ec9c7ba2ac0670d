import { Banner } from '../components/blocks/Banner';
import { Faq } from '../components/blocks/Faq';
import { ImageText } from '../components/blocks/ImageText';
import { Quality } from '../components/blocks/Quality';
import { Services } from '../components/blocks/Services';
import { Showcase } from '../components/blocks/Showcase';
import { EstimatorHere } from '../components/estimator/estimator-slot';
import { SolarEstimatorHere } from '../components/solar-estimator/solar-slot';
import { PageFrame } from '../components/PageFrame';
import { Island } from '../islands/Island';
import { ProductHero } from '../components/product/ProductHero';
import { useT } from '../i18n/context';
import type { PageProps, ProductRoute } from '../lib/route-data';
import { PAGE_PATHS } from '../paths';
import { productQuoteParams } from '../lib/quote-link';

/** The shared product page, its sections always in the same order. */
export default function ProductPage({ id, route }: PageProps<ProductRoute>) {
  const t = useT();
  const p = route.data;
  const quoteLink = `${PAGE_PATHS.contact}?${new URLSearchParams(productQuoteParams(id))}`;
  return (
    <PageFrame route={route}>
      <ProductHero product={p} />
      {p.imageParagraphs.map((para) => (
        <ImageText
          key={para.title}
          block={{
            type: 'imageText',
            subtitle: para.subtitle,
            title: para.title,
            description: para.description,
            italicInfo: para.italicInfo,
            items: [],
            image: para.image,
            reverse: para.reverseLayout,
            cta: { label: para.ctaText, link: para.ctaLink ?? quoteLink },
          }}
        />
      ))}
      {route.estimator && <EstimatorHere />}
      {route.solarEstimator && <SolarEstimatorHere />}
      {p.faqData.length > 0 && (
        <Faq
          title={p.faqSection.title}
          subtitle={p.faqSection.subtitle ?? t('product.faqSubtitle')}
          description={p.faqSection.description}
          items={p.faqData}
        />
      )}
      <Showcase showcase={route.shared.showcase} />
      <Island name="reviews" props={{ reviews: route.shared.reviews }} />
      <Services services={route.shared.services} />
      <Banner defaults={route.shared.banner} />
      <Quality quality={route.shared.quality} />
    </PageFrame>
  );
}
