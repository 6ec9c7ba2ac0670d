import { Banner } from '../components/blocks/Banner';
import { Faq } from '../components/blocks/Faq';
import { ImageText } from '../components/blocks/ImageText';
import { Quality } from '../components/blocks/Quality';
import { Services } from '../components/blocks/Services';
import { Showcase } from '../components/blocks/Showcase';
import { CtaButton } from '../components/CtaButton';
import { EstimatorHere } from '../components/estimator/estimator-slot';
import { SolarEstimatorHere } from '../components/solar-estimator/solar-slot';
import { PageFrame } from '../components/PageFrame';
import { Picture, SIZES } from '../components/Picture';
import { Island } from '../islands/Island';
import { useT } from '../hooks/i18n';
import type { PageProps, ProductRoute } from '../lib/route-data';

/** The shared product page, its sections always in the same order. */
export default function ProductPage({ route }: PageProps<ProductRoute>) {
  const t = useT();
  const p = route.data;
  return (
    <PageFrame route={route}>
      <ProductHero product={p} />
      {route.paragraphs.map((block) => (
        <ImageText key={block.title} block={block} />
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

/**
 * Product hero: picture, title, subtitle, description, three accordions, the optional
 * download or link button (hidden when there is none) and Share.
 */
export function ProductHero({ product }: { product: ProductRoute['data'] }) {
  const hero = product.heroBanner;
  return (
    <section className="product-hero">
      <Picture
        className="product-hero__image"
        src={hero.image.src}
        alt={hero.image.alt}
        sizes={SIZES.half}
        loading="eager"
      />
      <div className="product-hero__content">
        <p className="eyebrow">{hero.subtitle}</p>
        <h1>{hero.title}</h1>
        <p>{hero.description}</p>
        <div className="accordions">
          {product.accordions.map((a) => (
            <details key={a.title} className="accordion" open={a.isOpen || undefined}>
              <summary>{a.title}</summary>
              <div className="accordion__content">
                <p>{a.content}</p>
              </div>
            </details>
          ))}
        </div>
        <div className="product-hero__actions">
          <CtaButton cta={hero.cta} />
          <Island name="share-button" props={{ title: hero.title, text: hero.subtitle }} />
        </div>
      </div>
    </section>
  );
}
