/**
 * What an author edits in the editor: one editor collection per collection of content/ or group of single files,
 * each with the zod schema the content check validates that file against, and of one of Decap's two types, a
 * folder of entries or a list of files. The fields themselves come from the schema (./zod-fields.ts).
 */
import type { z } from 'zod';
import { COMMENT_FILES, ENTRY_COLLECTIONS, SHARED_BLOCK_SCHEMAS, SINGLE_FILES } from '../content/collections';

/**
 * A folder of entries: one file per locale (`<slug>.<locale>.<ext>`), or, when `translated` is false, one file
 * per entry for every language (`<slug>.<ext>`).
 */
export interface FolderCollection {
  type: 'folder';
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
  type: 'files';
  name: string;
  label: string;
  description: string;
  files: { name: string; label: string; file: string; schema: z.ZodObject; translation: boolean }[];
}

export type EditorCollection = FolderCollection | FilesCollection;

export function editorCollections(locales: Record<string, { name: string }>): EditorCollection[] {
  return [...entryFolders(), commentsFolder(), sharedBlockFiles(locales), settingsFiles()];
}

/** Each translated collection with an editor of its own (scripts/content/collections.ts), one file per language. */
function entryFolders(): FolderCollection[] {
  return ENTRY_COLLECTIONS.flatMap(({ folder, extension, schemaOf, editor }) =>
    editor
      ? [
          {
            type: 'folder' as const,
            name: editor.name,
            translated: true,
            ...(editor.images ? { images: editor.images } : {}),
            label: editor.label,
            folder: `content/${folder}`,
            extension,
            schema: schemaOf('') as unknown as z.ZodObject,
            create: editor.create,
            description: editor.description,
          },
        ]
      : [],
  );
}

/** Published comments: one file per article, for every language. */
function commentsFolder(): FolderCollection {
  const { folder, schema, editor } = COMMENT_FILES;
  return {
    type: 'folder',
    name: editor.name,
    translated: false,
    label: editor.label,
    folder: `content/${folder}`,
    extension: 'yaml',
    schema,
    create: editor.create,
    description: editor.description,
  };
}

/** The shared blocks, one file per block and language, listed side by side. */
function sharedBlockFiles(locales: Record<string, { name: string }>): FilesCollection {
  const { folder, extension } = ENTRY_COLLECTIONS.find((c) => c.key === 'blocks')!;
  const files = Object.entries(SHARED_BLOCK_SCHEMAS).flatMap(([block, schema]) =>
    Object.entries(locales).map(([locale, { name }]) => ({
      name: `${block}-${locale}`,
      label: `${block[0]!.toUpperCase()}${block.slice(1)} (${name})`,
      file: `content/${folder}/${block}.${locale}.${extension}`,
      schema,
      translation: true,
    })),
  );
  return {
    type: 'files',
    name: 'blocks',
    label: 'Shared blocks',
    description: 'Reviews, quality items, services, banner and showcase, shared by every page of a language.',
    files,
  };
}

/** The single files authors edit (scripts/content/collections.ts): company identity, menu, estimators' figures. */
function settingsFiles(): FilesCollection {
  return {
    type: 'files',
    name: 'settings',
    label: 'Site',
    description: 'Company identity, the Solutions menu and the figures of the budget and solar estimators.',
    files: SINGLE_FILES.flatMap((single) =>
      'editor' in single
        ? [
            {
              name: single.editor.name,
              label: single.editor.label,
              file: `content/${single.file}`,
              schema: single.schema as z.ZodObject,
              translation: false,
            },
          ]
        : [],
    ),
  };
}
