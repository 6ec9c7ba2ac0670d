import type { ComponentType, ReactNode } from 'react';
import { SmartLink } from '../SmartLink';
import { Picture, SIZES } from '../Picture';
import { EstimatorHere } from '../estimator/estimator-slot';
import { SolarEstimatorHere } from '../solar-estimator/solar-slot';
import type { EstimatorType } from '../../schemas/estimator-types';
import { CompanyDetails, OfficeDetails } from './CompanyDetails';
import { Amount } from './Amount';
import { EstimateAmount } from './EstimateAmount';
import { EstimateHours } from './EstimateHours';

/** A picture with its caption. */
function Figure({ src, alt, caption }: { src: string; alt: string; caption?: string }) {
  return (
    <figure className="figure">
      <Picture src={src} alt={alt} sizes={SIZES.prose} />
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}

/** A highlighted note beside the text. */
function Callout({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <aside className="callout">
      {title && <p className="callout__title">{title}</p>}
      {children}
    </aside>
  );
}

/** Markdown links, each site link already its page's url in the page's locale (scripts/content/page-builders/link-urls.ts). */
function A({ href = '', children }: { href?: string; children: ReactNode }) {
  return <SmartLink href={href}>{children}</SmartLink>;
}

/** Wide tables scroll inside their own box on small screens. */
function Table({ children }: { children: ReactNode }) {
  return (
    <div className="table-scroll" tabIndex={0}>
      <table>{children}</table>
    </div>
  );
}

/** The pergola budget estimator; `type="bioclimatic"` chooses a pergola type when the page opens. */
function Estimator({ type }: { type?: string }) {
  // An unknown type falls back to the first one (src/lib/estimate.ts): the estimator's chunk checks it,
  // so the list of types stays out of every article's code.
  return <EstimatorHere preset={type as EstimatorType | undefined} />;
}

/** The solar estimator; `mount="carport"` opens it on a carport. */
function SolarEstimator({ mount }: { mount?: string }) {
  return <SolarEstimatorHere mount={mount === 'carport' ? 'carport' : undefined} />;
}

/** An MDX body as the prerender renders it: the component made from the tree the content step compiled (./body-from-tree.ts). */
export type BodyComponent = ComponentType<{ components?: Record<string, ComponentType<never>> }>;

/** The components MDX content may use (src/schemas/mdx-component-names.ts), plus overrides of Markdown elements. */
export const mdxComponents: Record<string, ComponentType<never>> = {
  Figure,
  Callout,
  Estimator,
  SolarEstimator,
  CompanyDetails,
  OfficeDetails,
  Amount,
  EstimateAmount,
  EstimateHours,
  a: A,
  table: Table,
} as never;
