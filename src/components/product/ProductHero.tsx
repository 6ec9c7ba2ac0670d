import type { ProductEntry } from '../../schemas/product';
import { CtaButton } from '../CtaButton';
import { Island } from '../../islands/Island';
import { Picture, SIZES } from '../Picture';

/**
 * Product hero: picture, title, subtitle, description, three accordions, the optional
 * download or link button (hidden when there is none) and Share.
 */
export function ProductHero({ product }: { product: ProductEntry }) {
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
