/**
 * What an author edits in the editor: one editor collection per collection of content/ or group of single files,
 * each with the zod schema the content check validates that file against, and of one of Decap's two types, a
 * folder of entries or a list of files. The fields themselves come from the schema (./zod-fields.ts).
 */
import type { z } from 'zod';
import {
  COMMENT_FILES,
  ENTRY_COLLECTIONS,
  LOCALE_FILES,
  SINGLE_FILES,
  type EditorFiles,
  type EditorFolder,
} from '../content/collections';

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
  return [...entryFolders(), commentsFolder(), ...entryFiles(locales), ...localeFiles(locales), settingsFiles()];
}

const isFolder = (editor: EditorFolder | EditorFiles | undefined): editor is EditorFolder =>
  editor !== undefined && !('files' in editor);

/** Each translated collection the editor shows as a folder (scripts/content/collections.ts), one file per language. */
function entryFolders(): FolderCollection[] {
  return ENTRY_COLLECTIONS.flatMap(({ folder, extension, schemaOf, editor }) =>
    isFolder(editor)
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

const capitalised = (word: string) => `${word[0]!.toUpperCase()}${word.slice(1)}`;

/** Each collection of a fixed set of entries the editor shows file by file (the shared blocks), in every language. */
function entryFiles(locales: Record<string, { name: string }>): FilesCollection[] {
  return ENTRY_COLLECTIONS.flatMap(({ folder, extension, schemaOf, known, editor }) => {
    if (!editor || isFolder(editor)) return [];
    const files = (known ?? []).flatMap((id) =>
      Object.entries(locales).map(([locale, { name }]) => ({
        name: `${id}-${locale}`,
        label: `${capitalised(id)} (${name})`,
        file: `content/${folder}/${id}.${locale}.${extension}`,
        schema: schemaOf(id) as unknown as z.ZodObject,
        translation: true,
      })),
    );
    return [{ type: 'files' as const, name: editor.name, label: editor.label, description: editor.description, files }];
  });
}

/** Each file per language the editor offers (scripts/content/collections.ts), the languages side by side. */
function localeFiles(locales: Record<string, { name: string }>): FilesCollection[] {
  return LOCALE_FILES.flatMap(({ folder, schema, editor }) => {
    if (!editor) return [];
    const files = Object.entries(locales).map(([locale, { name }]) => ({
      name: `${editor.name}-${locale}`,
      label: name,
      file: `content/${folder}/${locale}.yaml`,
      schema: schema as unknown as z.ZodObject,
      translation: true,
    }));
    return [{ type: 'files' as const, name: editor.name, label: editor.label, description: editor.description, files }];
  });
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
