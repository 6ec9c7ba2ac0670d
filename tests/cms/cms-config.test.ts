import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { editorComponent } from '../../scripts/cms/admin/editor-components';
import { canonical, keptFrontMatter, keptYaml } from '../../scripts/cms/admin/kept-formats';
import { editorCollections } from '../../scripts/cms/collections';
import { cmsConfig, type FolderConfig } from '../../scripts/cms/config';
import { editorComponents, type EditorComponent } from '../../scripts/cms/mdx-components';
import { componentAttributeErrors } from '../../scripts/content/mdx/component-attributes';
import { checkMdxBody } from '../../scripts/content/mdx/mdx';
import { bundleFiles, githubRepo, repository } from '../../scripts/cms/write-admin';
import { fieldOf, labelOf, objectFields, type CmsField } from '../../scripts/cms/zod-fields';
import { estimatorSchema, textSectionBlock } from '../../src/schemas/index';

/**
 * The editor's configuration (scripts/cms/) against the zod schemas it is made from, read a second way: zod's
 * own JSON Schema of each collection. Where the two could disagree (a field left out, a required field the
 * editor lets go, an enum, a pattern, a bound), a test fails.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const locales = parse(readFileSync(join(ROOT, 'content/locales.yaml'), 'utf8')) as Record<string, { name: string }>;
const config = cmsConfig(locales, { repo: 'terraluce/website', branch: 'main' });

type Json = {
  type?: string;
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  oneOf?: Json[];
  anyOf?: Json[];
  enum?: string[];
  const?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  title?: string;
  description?: string;
  additionalProperties?: unknown;
  propertyNames?: Json;
};

/** Every way the editor field and the JSON Schema of the same value disagree, as `path: what`. */
function disagreements(json: Json, field: CmsField, path: string, required: boolean): string[] {
  const out: string[] = [];
  const say = (what: string) => out.push(`${path}: ${what}`);
  if ((field.required !== false) !== required)
    say(`required ${required} in the schema, ${field.required} in the editor`);
  if (json.title && field.label !== json.title) say(`label "${field.label}", schema title "${json.title}"`);
  if (json.description && field.hint !== json.description) say(`hint "${field.hint}", schema "${json.description}"`);
  if (json.enum && JSON.stringify(field.options) !== JSON.stringify(json.enum)) say(`options ${field.options}`);
  if (json.pattern && field.widget !== 'image' && field.pattern?.[0] !== json.pattern) say(`pattern ${field.pattern}`);
  if (json.minimum !== undefined && field.min !== json.minimum) say(`min ${field.min}, schema ${json.minimum}`);
  if (json.maximum !== undefined && json.maximum < Number.MAX_SAFE_INTEGER && field.max !== json.maximum)
    say(`max ${field.max}, schema ${json.maximum}`);
  if (json.type === 'array') {
    if (field.widget !== 'list') say(`a list in the schema, widget ${field.widget}`);
    if (json.minItems !== undefined && field.min !== json.minItems) say(`min items ${field.min}`);
    if (json.maxItems !== undefined && field.max !== json.maxItems) say(`max items ${field.max}`);
    const items = json.items!;
    if (items.oneOf)
      for (const option of items.oneOf) {
        const name = option.properties!.type!.const!;
        const type = field.types?.find((t) => t.name === name);
        if (!type) say(`no editor type "${name}"`);
        else out.push(...objectDisagreements(option, type.fields!, `${path}[${name}]`, required, ['type']));
      }
    else if (items.type === 'object')
      out.push(...objectDisagreements(items, field.fields ?? [], `${path}[]`, required));
    else if (field.field) out.push(...disagreements(items, field.field, `${path}[]`, required));
  } else if (json.type === 'object' && json.properties)
    out.push(...objectDisagreements(json, field.fields ?? [], path, required));
  else if (json.type === 'object' && json.propertyNames?.enum) {
    const names = (field.fields ?? []).map((f) => f.name);
    if (JSON.stringify(names) !== JSON.stringify(json.propertyNames.enum)) say(`keys ${names}`);
  }
  return out;
}

function objectDisagreements(json: Json, fields: CmsField[], path: string, required: boolean, skip: string[] = []) {
  const out: string[] = [];
  const properties = Object.keys(json.properties ?? {}).filter((k) => !skip.includes(k));
  const names = fields.map((f) => f.name).filter((n) => !skip.includes(n));
  if (JSON.stringify(names) !== JSON.stringify(properties))
    out.push(`${path}: fields [${names}] in the editor, [${properties}] in the schema`);
  for (const key of properties) {
    const field = fields.find((f) => f.name === key);
    if (field)
      out.push(
        ...disagreements(
          json.properties![key]!,
          field,
          `${path}.${key}`,
          required && (json.required ?? []).includes(key),
        ),
      );
  }
  return out;
}

describe('the editor configuration generated from the schemas', () => {
  const collections = editorCollections(locales);
  const generated = new Map(config.collections.map((c) => [c.name, c] as const));

  for (const collection of collections) {
    const schemas =
      collection.type === 'folder'
        ? [{ name: collection.name, schema: collection.schema }]
        : collection.files.map((f) => ({ name: f.name, schema: f.schema }));
    for (const { name, schema } of schemas)
      it(`${collection.label}: ${name} has the schema's fields, required flags, options, patterns and bounds`, () => {
        const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as Json;
        const made = generated.get(collection.name)!;
        const fields = ('files' in made ? made.files.find((f) => f.name === name)!.fields : made.fields).filter(
          (f: CmsField) => f.name !== 'source' && f.name !== 'body',
        );
        expect(objectDisagreements(json, fields, name, true)).toEqual([]);
      });
  }

  it('keeps every field of every content file, so saving loses nothing', () => {
    const missing: string[] = [];
    const walk = (data: unknown, fields: CmsField[], where: string, typeKey?: string) => {
      if (!data || typeof data !== 'object') return;
      for (const [key, value] of Object.entries(data)) {
        if (key === typeKey) continue;
        const field = fields.find((f) => f.name === key);
        if (!field) {
          missing.push(`${where}.${key}`);
          continue;
        }
        if (Array.isArray(value))
          value.forEach((item, i) => {
            const type = field.types?.find((t) => t.name === (item as { type?: string }).type);
            walk(item, type?.fields ?? field.fields ?? [], `${where}.${key}[${i}]`, field.typeKey);
          });
        else walk(value, field.fields ?? [], `${where}.${key}`);
      }
    };
    for (const made of config.collections) {
      if ('files' in made)
        for (const file of made.files) walk(parse(readFileSync(join(ROOT, file.file), 'utf8')), file.fields, file.file);
      else
        for (const name of (existsSync(join(ROOT, made.folder)) ? readdirSync(join(ROOT, made.folder)) : []).filter(
          (n) => n.endsWith(`.${made.extension}`),
        )) {
          const raw = readFileSync(join(ROOT, made.folder, name), 'utf8');
          const yaml = made.extension === 'mdx' ? /^---\n([\s\S]*?)\n---/.exec(raw)![1]! : raw;
          walk(parse(yaml), made.fields, `${made.folder}/${name}`);
        }
    }
    expect(missing).toEqual([]);
  });

  it('edits every language of content/locales.yaml, one file each, English first', () => {
    expect(config.i18n).toEqual({ structure: 'multiple_files', locales: Object.keys(locales), default_locale: 'en' });
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(config.backend).toMatchObject({
      name: 'github',
      base_url: 'https://api.netlify.com',
      auth_endpoint: 'auth',
    });
  });

  it('asks GitHub for the narrowest scope the repository allows: public_repo, or repo when it is private', () => {
    const env = { REPOSITORY_URL: 'https://github.com/terraluce/website' };
    const origin = () => undefined;
    expect(cmsConfig(locales, repository(env, origin)).backend.auth_scope).toBe('public_repo');
    expect(cmsConfig(locales, repository({ ...env, CMS_PRIVATE_REPO: '1' }, origin)).backend.auth_scope).toBe('repo');
  });

  it('names each entry by a field its collection has, or by its file when it has one file for every language', () => {
    const names = config.collections.flatMap((c) =>
      'folder' in c ? [[c.name, c.identifier_field ?? c.summary, c.i18n]] : [],
    );
    expect(names).toEqual([
      ['articles', 'title', true],
      ['products', 'navLabel', true],
      ['pages', 'title', true],
      ['legal', 'title', true],
      ['comments', '{{filename}}', false],
    ]);
  });

  it("edits an article's published comments as one list, in no language of its own", () => {
    const comments = generated.get('comments') as FolderConfig;
    expect(comments).toMatchObject({ folder: 'content/comments', extension: 'yaml', create: false, delete: false });
    expect(comments).not.toHaveProperty('media_folder');
    const [list] = comments.fields;
    expect(list).toMatchObject({ name: 'comments', widget: 'list', summary: '{{fields.name}}', allow_add: false });
    expect(list!.fields!.map((f) => [f.name, f.widget])).toEqual([
      ['id', 'string'],
      ['name', 'string'],
      ['date', 'string'],
      ['locale', 'select'],
      ['message', 'text'],
    ]);
    expect(JSON.stringify(comments.fields)).not.toContain('"i18n"');
  });

  it('asks for a picture under public/images/ with its alt text required', () => {
    const articles = generated.get('articles') as FolderConfig;
    expect(articles).toMatchObject({ media_folder: '/public/images/articles', public_folder: '/images/articles' });
    const picture = articles.fields.find((f) => f.name === 'featuredImage')!;
    expect(picture.fields).toMatchObject([
      { name: 'src', widget: 'image', label: 'Picture' },
      { name: 'alt', widget: 'string', label: 'Alternative text' },
    ]);
    expect(picture.fields!.every((f) => f.required !== false)).toBe(true);
  });

  it('refuses a zod type it has no widget for, naming the field and where to teach it', () => {
    expect(() => fieldOf('when', z.strictObject({ at: z.bigint() }), 'articles.when')).toThrow(
      'articles.when.at: zod type "bigint" has no editor widget; teach scripts/cms/zod-fields.ts to map it',
    );
  });

  it("labels a record's keys by the titles their enum gives, keeping the keys the file uses", () => {
    const pages = generated.get('pages') as FolderConfig;
    const form = pages.fields.find((f) => f.name === 'blocks')!.types!.find((t) => t.name === 'contactForm')!;
    const fields = form.fields!.find((f) => f.name === 'fields')!.fields!;
    expect(fields.slice(0, 3).map((f) => [f.name, f.label])).toEqual([
      ['nom', 'Last name'],
      ['prenom', 'First name'],
      ['email', 'E-mail address'],
    ]);
  });

  it('labels a field from its name when the schema gives no title', () => {
    expect(labelOf('heroBanner')).toBe('Hero banner');
    expect(labelOf('faqData')).toBe('Faq data');
  });
});

/**
 * Field names whose label, made from the name, says all an author needs to know, on every page that has them.
 * Every other field an author sees needs a hint or a title of its own. Keep the list short: a name such as
 * `title` or `subtitle` is not here, since where it shows (above or below what, defaulting to what) differs.
 */
const SELF_EXPLANATORY = new Set(['city', 'postalCode']);

/** Every field an author sees that has neither a hint nor a title of its own, as its path. */
function unexplained(fields: CmsField[], path: string): string[] {
  const out: string[] = [];
  const explained = (f: CmsField) => Boolean(f.hint) || f.label !== labelOf(f.name) || SELF_EXPLANATORY.has(f.name);
  for (const field of fields) {
    if (field.widget === 'hidden') continue;
    const at = `${path}.${field.name}`;
    if (!explained(field)) out.push(at);
    out.push(...unexplained(field.fields ?? [], at));
    for (const type of field.types ?? []) {
      if (!explained(type)) out.push(`${at}[${type.name}]`);
      out.push(...unexplained(type.fields ?? [], `${at}[${type.name}]`));
    }
    // One value per item (a keyword, a day): the list's own hint explains its items.
    if (field.field && !field.hint && !explained(field.field)) out.push(`${at}[]`);
  }
  return out;
}

describe("the editor's labels and hints", () => {
  const fieldsOf = (collection: string, file?: string) => {
    const made = config.collections.find((c) => c.name === collection)!;
    return 'files' in made ? made.files.find((f) => f.name === file)!.fields : made.fields;
  };
  const find = (fields: CmsField[], ...names: string[]) =>
    names.reduce<CmsField | undefined>((field, name) => {
      const [own, type] = name.split(':');
      const next = (field ? (field.fields ?? []) : fields).find((f) => f.name === own);
      return type ? next?.types?.find((t) => t.name === type) : next;
    }, undefined)!;

  it('explain every field an author sees, by a hint or a title of its own', () => {
    const paths = config.collections.flatMap((c) =>
      'files' in c
        ? c.files.flatMap((f) => unexplained(f.fields, `${c.name}/${f.name}`))
        : unexplained(c.fields, c.name),
    );
    expect(paths).toEqual([]);
  });

  it('find a field that has neither, wherever it is nested', () => {
    const bare = z.strictObject({
      city: z.string(),
      blocks: z.array(
        z.discriminatedUnion('type', [
          z.strictObject({ type: z.literal('plain'), showPhone: z.boolean() }).meta({ title: 'Plain block' }),
        ]),
      ),
      office: z.strictObject({ street: z.string().describe('Street and number.'), zip: z.string() }),
      tags: z.array(z.string()),
      hidden: z.literal('x'),
    });
    expect(unexplained(objectFields(bare.shape, 'bare'), 'bare')).toEqual([
      'bare.blocks',
      'bare.blocks[plain].showPhone',
      'bare.office',
      'bare.office.zip',
      'bare.tags',
      'bare.tags[]',
    ]);
  });

  it("show a block field's description from the schema as its hint, under its title", () => {
    const own = z.globalRegistry.get(textSectionBlock.shape.showPhone)!;
    expect(own.description).toMatch(/phone number/);
    const field = find(fieldsOf('pages'), 'blocks:textSection', 'showPhone');
    expect(field).toMatchObject({ label: own.title, hint: own.description, widget: 'boolean' });
    const type = find(fieldsOf('pages'), 'blocks:textSection');
    expect(type).toMatchObject({ label: 'Text section', hint: textSectionBlock.description });
  });

  it("show an estimator figure's description from the schema as its hint", () => {
    const wooden = estimatorSchema.shape.types.shape.wooden.shape;
    expect(wooden.hoursPerM2.description).toMatch(/per m² of roof/);
    expect(find(fieldsOf('settings', 'estimator'), 'types', 'wooden', 'hoursPerM2')).toMatchObject({
      label: 'Hours per m²',
      hint: wooden.hoursPerM2.description,
    });
    expect(find(fieldsOf('settings', 'estimator'), 'hourlyRate', 'min').hint).toBe('Lowest amount, CHF.');
  });
});

describe('the MDX components of the toolbar', () => {
  const components = editorComponents();

  /** A value an author may give a field: its first option, or a text its pattern and the schema accept. */
  const EXAMPLES: Record<string, string> = { src: '/images/articles/x.svg', chf: '10550', width: '4.5', depth: '3' };
  const valueOf = (field: CmsField) => field.options?.[0] ?? EXAMPLES[field.name] ?? 'A few words';
  /** The component's fields filled in, all of them or only those the editor requires. */
  const filled = (component: EditorComponent, which: 'all' | 'required') =>
    Object.fromEntries(
      component.fields
        .filter((field) => which === 'all' || field.required !== false)
        .map((field) => [field.name, valueOf(field)]),
    );
  /** The components the content check finds in a body, and what it finds wrong: syntax, then attributes. */
  const checked = async (body: string) => {
    const facts = await checkMdxBody(`${body}\n`, 0);
    const problems = [...facts.errors, ...componentAttributeErrors(facts.components)].map((e) => e.message);
    return { components: facts.components.map((c) => c.name), problems };
  };

  it('insert what the content check accepts, every field filled in or only the required ones', async () => {
    for (const component of components)
      for (const which of ['all', 'required'] as const) {
        const body = editorComponent(component).toBlock(filled(component, which));
        expect(await checked(body), body).toEqual({ components: [component.id], problems: [] });
      }
  });

  it('require of the author each attribute the content check requires, and no other', async () => {
    for (const component of components)
      for (const name of component.attributes) {
        const data = Object.fromEntries(Object.entries(filled(component, 'all')).filter(([field]) => field !== name));
        const { problems } = await checked(editorComponent(component).toBlock(data));
        const required = component.fields.find((field) => field.name === name)!.required !== false;
        expect(problems.length > 0, `<${component.id}> without ${name}: ${problems.join('; ')}`).toBe(required);
      }
  });

  it('ask for the attributes of each component, its options and which are required', () => {
    const figure = components.find((c) => c.id === 'Figure')!;
    expect(figure.fields.filter((f) => f.required !== false).map((f) => f.name)).toEqual(['src', 'alt']);
    expect(components.find((c) => c.id === 'Estimator')!.fields[0]!.options).toEqual([
      'wooden',
      'aluminium',
      'bioclimatic',
    ]);
    const office = components.find((c) => c.id === 'OfficeDetails')!.fields[0]!;
    expect([office.name, office.required, office.options]).toEqual(['country', undefined, ['CH', 'FR']]);
    expect(components.find((c) => c.id === 'CompanyDetails')!.fields).toEqual([]);
  });

  it('write what they read, quotes included', () => {
    for (const [id, text] of [
      ['Figure', '<Figure src="/images/articles/x.svg" alt="A &quot;V&quot; roof" caption="Seen from the road" />'],
      ['Estimator', '<Estimator type="bioclimatic" />'],
      ['Estimator', '<Estimator />'],
      ['Callout', '<Callout title="Good to know">\nA short tip.\n</Callout>'],
      ['CompanyDetails', '<CompanyDetails />'],
      ['OfficeDetails', '<OfficeDetails country="FR" />'],
      [
        'EstimateAmount',
        '<EstimateAmount type="bioclimatic" width="4" depth="3" part="total" bound="max" permit="yes" delivery="yes" />',
      ],
      ['EstimateAmount', '<EstimateAmount type="aluminium" part="pricePerM2" bound="min" />'],
    ] as const) {
      const component = editorComponent(components.find((c) => c.id === id)!);
      const match = component.pattern.exec(text);
      expect(match, text).not.toBeNull();
      expect(component.toBlock(component.fromBlock(match!))).toBe(text);
    }
  });
});

describe('the formats the editor saves with', () => {
  it('write an unchanged file back byte for byte, comments and line breaks included', () => {
    const format = keptYaml();
    const text = '# The menu\nsource: abc\ntitle: >-\n  A long title\n  on two lines\nitems: [a, b]\n';
    const data = format.fromFile(text);
    expect(format.toFile({ items: ['a', 'b'], title: 'A long title on two lines', source: 'abc' })).toBe(text);
    expect(format.toFile({ ...data, title: 'Changed' })).toBe('source: abc\ntitle: Changed\nitems:\n  - a\n  - b\n');
  });

  it('write MDX front matter and body, and an untouched new language as an empty file', () => {
    const format = keptFrontMatter();
    const text = '---\ntitle: T\n---\n\nBody.\n';
    expect(format.fromFile(text)).toEqual({ title: 'T', body: '\nBody.\n' });
    expect(format.toFile({ title: 'T', body: '\nBody.\n' })).toBe(text);
    expect(format.toFile({ title: 'U', body: 'New.\n' })).toBe('---\ntitle: U\n---\nNew.\n');
    expect(format.toFile({ body: '' })).toBe('');
    // Cut where the content step cuts, whatever ends its lines: a file saved with CR or CRLF opens with its fields.
    for (const eol of ['\r', '\r\n'])
      expect(keptFrontMatter().fromFile(['---', 'title: T', 'date: 2026-01-01', '---', 'Body.', ''].join(eol))).toEqual(
        {
          title: 'T',
          date: '2026-01-01',
          body: `Body.${eol}`,
        },
      );
    expect(canonical({ b: 1, a: { d: null, c: '' } })).toBe('{"a":{},"b":1}');
  });
});

describe('what the build copies and where the editor saves', () => {
  it('copies the bundle, its chunks and WebAssembly, not source maps or the other build', () => {
    expect(
      bundleFiles(['decap-cms.js', '103.decap-cms.js', '103.cms.js', 'cms.js', 'a.wasm', 'decap-cms.js.map']),
    ).toEqual(['decap-cms.js', '103.decap-cms.js', 'a.wasm']);
  });

  it("reads the repository from Netlify's build, CMS_REPO or the origin remote", () => {
    expect(githubRepo('https://github.com/terraluce/website')).toBe('terraluce/website');
    expect(githubRepo('git@github.com:terraluce/website.git')).toBe('terraluce/website');
    expect(
      repository({ REPOSITORY_URL: 'https://github.com/a/b', URL: 'https://terraluce.netlify.app' }, () => undefined),
    ).toEqual({
      repo: 'a/b',
      branch: 'main',
      siteDomain: 'terraluce.netlify.app',
    });
    expect(repository({}, () => 'https://github.com/c/d.git').repo).toBe('c/d');
    expect(repository({ CMS_REPO: 'e/f', CMS_BRANCH: 'content' }, () => undefined)).toMatchObject({
      repo: 'e/f',
      branch: 'content',
    });
  });
});
