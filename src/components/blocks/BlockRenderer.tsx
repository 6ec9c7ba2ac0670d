import type { ArticleSummary } from '../../lib/route-data';
import type { SharedBlocks } from '../../lib/shared-blocks';
import { useContactForm } from '../forms/contact-form-slot';
import type { Block } from '../../schemas/blocks';
import { EstimatorHere } from '../estimator/estimator-slot';
import { Banner } from './Banner';
import { BeforeAfter } from './BeforeAfter';
import { BlogTeaser } from './BlogTeaser';
import { Faq } from './Faq';
import { Gallery } from './Gallery';
import { Hero } from './Hero';
import { ImageText } from './ImageText';
import { LogoStrip } from './LogoStrip';
import { PartnersStats } from './PartnersStats';
import { NewsletterUnsubscribe } from './NewsletterUnsubscribe';
import { OfficeHours } from './OfficeHours';
import { Projects } from './Projects';
import { Quality } from './Quality';
import { Reviews } from './Reviews';
import { Services } from './Services';
import { Showcase } from './Showcase';
import { TextSection } from './TextSection';

interface Props {
  blocks: Block[];
  shared: Partial<SharedBlocks>;
  articles?: ArticleSummary[];
  /** Whether the first block's title is the page's h1 (false when the page renders its own). */
  firstIsHeading?: boolean;
}

/** Renders a page's blocks in order; the first block's title is the page heading. */
export function BlockRenderer({ blocks, shared, articles = [], firstIsHeading = true }: Props) {
  const ContactForm = useContactForm();
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
            return <BeforeAfter key={i} block={block} />;
          case 'projects':
            return <Projects key={i} block={block} />;
          case 'faq':
            return <Faq key={i} {...block} />;
          case 'reviews':
            return <Reviews key={i} reviews={shared.reviews} title={block.title} />;
          case 'blogTeaser':
            return <BlogTeaser key={i} block={block} articles={articles} />;
          case 'banner':
            return <Banner key={i} block={block} defaults={shared.banner} />;
          case 'quality':
            return <Quality key={i} quality={shared.quality} />;
          case 'services':
            return <Services key={i} services={shared.services} title={block.title} />;
          case 'gallery':
            return <Gallery key={i} block={block} />;
          case 'showcase':
            return <Showcase key={i} showcase={shared.showcase} title={block.title} />;
          case 'contactForm':
            // Rendered in place, not lazily: a Suspense boundary would prerender the form hidden until a
            // script reveals it, and the form must work without JavaScript. FormPage provides it.
            return <ContactForm key={i} block={block} />;
          case 'estimator':
            return <EstimatorHere key={i} preset={block.preset} title={block.title} />;
          case 'newsletterUnsubscribe':
            return <NewsletterUnsubscribe key={i} block={block} headingLevel={level} />;
          case 'officeHours':
            return <OfficeHours key={i} block={block} />;
        }
      })}
    </>
  );
}
