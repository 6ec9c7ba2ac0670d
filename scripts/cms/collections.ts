/**
 * What an author edits in the editor, one collection per kind of content file, each with the zod schema the
 * content check validates that file against. The fields themselves come from the schema (./zod-fields.ts).
 */
import type { z } from 'zod';
import {
  articleSchema,
  commentFileSchema,
  estimatorSchema,
  solarEstimatorSchema,
  navigationSchema,
  pageSchema,
  productSchema,
  prosePageSchema,
  siteSchema,
} from '../../src/schemas/index';
import { SHARED_BLOCK_SCHEMAS } from '../../src/schemas/shared-blocks';

/**
 * A folder of entries: one file per locale (`<slug>.<locale>.<ext>`), or, when `translated` is false, one file
 * per entry for every language (`<slug>.<ext>`).
 */
export interface FolderCollection {
  kind: 'folder';
  name: string;
  label: string;
  folder: string;
  extension: 'yaml' | 'mdx';
  schema: z.ZodObject;
  translated: boolean;
  /** Authors may add entries (articles, products); fixed pages they only edit. */
  create: boolean;
  /** The folder under public/images/ its pictures are chosen from and uploaded to, if it has any. */
  images?: string;
  description: string;
}

/** Files edited one by one: a single file, or one file of each locale listed side by side. */
export interface FilesCollection {
  kind: 'files';
  name: string;
  label: string;
  description: string;
  files: { name: string; label: string; file: string; schema: z.ZodObject; translation: boolean }[];
}

export type EditorCollection = FolderCollection | FilesCollection;

export function editorCollections(locales: Record<string, { name: string }>): EditorCollection[] {
  const blockFiles = Object.entries(SHARED_BLOCK_SCHEMAS).flatMap(([block, schema]) =>
    Object.entries(locales).map(([locale, { name }]) => ({
      name: `${block}-${locale}`,
      label: `${block[0]!.toUpperCase()}${block.slice(1)} (${name})`,
      file: `content/blocks/${block}.${locale}.yaml`,
      schema,
      translation: true,
    })),
  );
  return [
    {
      kind: 'folder',
      name: 'articles',
      translated: true,
      images: 'articles',
      label: 'Articles',
      folder: 'content/articles',
      extension: 'mdx',
      schema: articleSchema,
      create: true,
      description: 'Advice articles: front matter and body, one file per language.',
    },
    {
      kind: 'folder',
      name: 'products',
      translated: true,
      images: 'products',
      label: 'Products',
      folder: 'content/products',
      extension: 'yaml',
      schema: productSchema,
      create: true,
      description: 'Product pages, one file per language.',
    },
    {
      kind: 'folder',
      name: 'pages',
      translated: true,
      images: 'pages',
      label: 'Pages',
      folder: 'content/pages',
      extension: 'yaml',
      schema: pageSchema,
      create: false,
      description: 'The fixed pages of the site, built from blocks.',
    },
    {
      kind: 'folder',
      name: 'legal',
      translated: true,
      images: 'pages',
      label: 'Legal pages',
      folder: 'content/pages',
      extension: 'mdx',
      schema: prosePageSchema,
      create: false,
      description: 'Legal notice and privacy policy.',
    },
    {
      kind: 'folder',
      name: 'comments',
      translated: false,
      label: 'Comments',
      folder: 'content/comments',
      extension: 'yaml',
      schema: commentFileSchema,
      // New comments come from visitors, published by `npm run comments -- approve`; here they are corrected or removed.
      create: false,
      description:
        "Visitors' published comments, one entry per article (named after it). Correct a comment, or remove it to take it down.",
    },
    {
      kind: 'files',
      name: 'blocks',
      label: 'Shared blocks',
      description: 'Reviews, quality items, services, banner and showcase, shared by every page of a language.',
      files: blockFiles,
    },
    {
      kind: 'files',
      name: 'settings',
      label: 'Site',
      description: 'Company identity, the Solutions menu and the figures of the budget and solar estimators.',
      files: [
        { name: 'site', label: 'Site identity', file: 'content/site.yaml', schema: siteSchema, translation: false },
        {
          name: 'navigation',
          label: 'Navigation',
          file: 'content/navigation.yaml',
          schema: navigationSchema,
          translation: false,
        },
        {
          name: 'estimator',
          label: 'Estimator figures',
          file: 'content/estimator.yaml',
          schema: estimatorSchema,
          translation: false,
        },
        {
          name: 'solar-estimator',
          label: 'Solar estimator figures',
          file: 'content/solar-estimator.yaml',
          schema: solarEstimatorSchema,
          translation: false,
        },
      ],
    },
  ];
}
