import type { ArticleSummary, ContactFormData } from '../../lib/route-data';
import type { SharedBlocks } from '../../schemas/shared-blocks';
import type { Block } from '../../schemas/blocks';
import { EstimatorHere } from '../estimator/estimator-slot';
import { SolarEstimatorHere } from '../solar-estimator/solar-slot';
import { Island } from '../../islands/Island';
import { usePageUrl } from '../page-urls-context';
import { Banner } from './Banner';
import { BlogTeaser } from './BlogTeaser';
import { Faq } from './Faq';
import { Hero } from './Hero';
import { ImageText } from './ImageText';
import { LogoStrip } from './LogoStrip';
import { PartnersStats } from './PartnersStats';
import { NewsletterButtonPage } from './NewsletterButtonPage';
import { OfficeHours } from './OfficeHours';
import { Projects } from './Projects';
import { Quality } from './Quality';
import { Services } from './Services';
import { Showcase } from './Showcase';
import { TextSection } from './TextSection';
import { API_URLS } from '../../paths';

interface Props {
  blocks: Block[];
  shared: Partial<SharedBlocks>;
  articles?: ArticleSummary[];
  /** Whether the first block's title is the page's h1 (false when the page renders its own). */
  firstIsHeading?: boolean;
  /** What the page's contact form reads beside its block (set by the content step on a page with one). */
  contactForm?: ContactFormData;
}

/** Renders a page's blocks in order; the first block's title is the page heading. */
export function BlockRenderer({ blocks, shared, articles = [], firstIsHeading = true, contactForm }: Props) {
  const pageUrl = usePageUrl();
  return (
    <>
      {blocks.map((block, i) => {
        const level = i === 0 && firstIsHeading ? 1 : 2;
        switch (block.type) {
          case 'hero':
            return <Hero key={i} block={block} headingLevel={level} />;
          case 'textSection':
            return <TextSection key={i} block={block} headingLevel={level} />;
          case 'imageText':
            return <ImageText key={i} block={block} />;
          case 'partnersStats':
            return <PartnersStats key={i} block={block} />;
          case 'logoStrip':
            return <LogoStrip key={i} block={block} />;
          case 'beforeAfter':
            return <Island key={i} name="before-after" props={{ block }} />;
          case 'projects':
            return <Projects key={i} block={block} />;
          case 'faq':
            return <Faq key={i} {...block} />;
          case 'reviews':
            return <Island key={i} name="reviews" props={{ reviews: shared.reviews, title: block.title }} />;
          case 'blogTeaser':
            return <BlogTeaser key={i} block={block} articles={articles} />;
          case 'banner':
            return <Banner key={i} block={block} defaults={shared.banner} />;
          case 'quality':
            return <Quality key={i} quality={shared.quality} />;
          case 'services':
            return <Services key={i} services={shared.services} title={block.title} />;
          case 'gallery':
            return <Island key={i} name="gallery" props={{ block }} />;
          case 'showcase':
            return <Showcase key={i} showcase={shared.showcase} title={block.title} />;
          case 'contactForm':
            if (!contactForm)
              throw new Error(
                "A contact form block renders only with its page's contactForm: build the page with the content step (npm run content).",
              );
            return (
              <Island
                key={i}
                name="contact-form"
                props={{ block, pageUrl, required: contactForm.required }}
                shell={{ products: contactForm.products }}
              />
            );
          case 'estimator':
            return <EstimatorHere key={i} preset={block.preset} title={block.title} />;
          case 'solar-estimator':
            return <SolarEstimatorHere key={i} mount={block.mount} title={block.title} />;
          case 'newsletterUnsubscribe':
            return (
              <NewsletterButtonPage
                key={i}
                block={block}
                headingLevel={level}
                action={API_URLS.newsletterUnsubscribe}
              />
            );
          case 'newsletterConfirm':
            return (
              <NewsletterButtonPage key={i} block={block} headingLevel={level} action={API_URLS.newsletterConfirm} />
            );
          case 'officeHours':
            return <OfficeHours key={i} block={block} />;
        }
      })}
    </>
  );
}
