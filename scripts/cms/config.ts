/**
 * The editor's whole configuration (Decap CMS's `config.yml`), made from the collections of ./collections.ts,
 * the fields of their zod schemas (./zod-fields.ts) and the languages of `content/locales.yaml`. Nothing here
 * repeats a field: change a schema and the editor changes with it at the next build.
 */
import { IMAGE_FOLDERS } from '../../src/paths';
import { KEPT_FORMATS } from './admin/names';
import { editorCollections, type EditorCollection } from './collections';
import { objectFields, type CmsField } from './zod-fields';

export interface Repository {
  /** `owner/name` on GitHub. */
  repo: string;
  branch: string;
  /** The Netlify site's own domain, which Netlify's OAuth provider knows the site by. */
  siteDomain?: string;
  /** A private repository: the editor then needs GitHub's `repo` scope; a public one needs only `public_repo`. */
  private?: boolean;
}

/** Bookkeeping of translations (scripts/content/checks/freshness.ts): kept as it is, never shown. */
const SOURCE_FIELD: CmsField = { name: 'source', label: 'Source', widget: 'hidden', required: false, i18n: true };

const BODY_FIELD: CmsField = {
  name: 'body',
  label: 'Body',
  widget: 'markdown',
  i18n: true,
  hint: 'Sections start at "##". Pictures, notes and the estimator are in the "+" menu of the toolbar.',
};

export function cmsConfig(locales: Record<string, { name: string }>, repository: Repository) {
  const codes = Object.keys(locales);
  return {
    backend: {
      name: 'github',
      repo: repository.repo,
      branch: repository.branch,
      // Netlify's OAuth provider for GitHub (the site's settings > Access control > OAuth).
      base_url: 'https://api.netlify.com',
      auth_endpoint: 'auth',
      // Decap keeps the token in the browser's localStorage on the site's origin: ask for the narrowest scope
      // the repository allows (write to public repositories only, unless it is private).
      auth_scope: repository.private ? 'repo' : 'public_repo',
      ...(repository.siteDomain ? { site_domain: repository.siteDomain } : {}),
      commit_messages: {
        create: 'Content: add {{collection}} "{{slug}}"',
        update: 'Content: update {{collection}} "{{slug}}"',
        delete: 'Content: delete {{collection}} "{{slug}}"',
        uploadMedia: 'Content: add picture "{{path}}"',
        deleteMedia: 'Content: delete picture "{{path}}"',
      },
    },
    // Saving opens a pull request; the content check and its report run on it before anything is published.
    publish_mode: 'editorial_workflow',
    media_folder: `public${IMAGE_FOLDERS.pictures}`,
    public_folder: IMAGE_FOLDERS.pictures,
    locale: 'en',
    i18n: { structure: 'multiple_files', locales: codes, default_locale: codes[0] },
    collections: editorCollections(locales).map(collectionConfig),
  };
}

export interface FolderConfig {
  name: string;
  label: string;
  description: string;
  folder: string;
  extension: string;
  format: string;
  create: boolean;
  delete: boolean;
  slug: string;
  /** Translated collections: what names an entry and makes a new entry's file name. */
  identifier_field?: string;
  /** Untranslated collections: entries are named after their file. */
  summary?: string;
  i18n: boolean;
  media_folder?: string;
  public_folder?: string;
  fields: CmsField[];
}
interface FilesConfig {
  name: string;
  label: string;
  description: string;
  format: string;
  files: { name: string; label: string; file: string; fields: CmsField[] }[];
}

function collectionConfig(collection: EditorCollection): FolderConfig | FilesConfig {
  if (collection.type === 'folder') {
    const mdx = collection.extension === 'mdx';
    const fields = objectFields(collection.schema.shape, collection.name);
    const common = {
      name: collection.name,
      label: collection.label,
      description: collection.description,
      folder: collection.folder,
      extension: collection.extension,
      format: mdx ? KEPT_FORMATS.frontMatter : KEPT_FORMATS.yaml,
      create: collection.create,
      delete: false,
      slug: '{{slug}}',
      ...(collection.images
        ? {
            media_folder: `/public${IMAGE_FOLDERS.pictures}/${collection.images}`,
            public_folder: `${IMAGE_FOLDERS.pictures}/${collection.images}`,
          }
        : {}),
    };
    if (!collection.translated)
      return {
        ...common,
        i18n: false,
        summary: '{{filename}}',
        fields: withoutI18n([...fields, ...(mdx ? [BODY_FIELD] : [])]),
      };
    return {
      ...common,
      // What names an entry in the lists and makes a new entry's file name: its title, else its first text field.
      identifier_field: identifierOf(fields),
      i18n: true,
      fields: [SOURCE_FIELD, ...fields, ...(mdx ? [BODY_FIELD] : [])],
    };
  }
  return {
    name: collection.name,
    label: collection.label,
    description: collection.description,
    format: KEPT_FORMATS.yaml,
    files: collection.files.map((file) => ({
      name: file.name,
      label: file.label,
      file: file.file,
      // Decap keeps one language per file only in folder collections; here each language is its own file.
      fields: withoutI18n([...(file.translation ? [SOURCE_FIELD] : []), ...objectFields(file.schema.shape, file.name)]),
    })),
  };
}

function identifierOf(fields: CmsField[]): string {
  const named =
    fields.find((f) => f.name === 'title') ?? fields.find((f) => f.widget === 'string' && f.required !== false);
  if (!named) throw new Error('a collection needs a required text field to name its entries');
  return named.name;
}

function withoutI18n(fields: CmsField[]): CmsField[] {
  return fields.map(({ i18n: _, ...field }) => ({
    ...field,
    ...(field.fields ? { fields: withoutI18n(field.fields) } : {}),
    ...(field.field ? { field: withoutI18n([field.field])[0] } : {}),
    ...(field.types ? { types: withoutI18n(field.types) } : {}),
  }));
}
