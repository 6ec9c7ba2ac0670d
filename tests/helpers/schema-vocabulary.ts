import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The schema.org vocabulary, rebuilt offline from schema-dts.
 *
 * @adobe/structured-data-validator checks types and properties against schema.org's
 * `schemaorg-all-https.jsonld`, which its README fetches from schema.org at run time; the package
 * ships no copy and the test machines have no internet. schema-dts (our JSON-LD type source) is
 * generated from that same file: each class is an `interface <Class>Base extends <Parent>Base…`
 * listing the class's own properties, and a `<Class>Leaf` carrying its `"@type"`. Reading those
 * back gives the classes, their parents and their properties: all the validator reads from the
 * vocabulary (`rdfs:Class`, `rdfs:subClassOf`, `rdf:Property`, `schema:domainIncludes`).
 */
export interface Vocabulary {
  /** Every schema.org class name, e.g. `HomeAndConstructionBusiness`. */
  types: Set<string>;
  /** The same, as the JSON-LD graph the validator's constructor takes. */
  jsonld: { '@graph': object[] };
}

const require = createRequire(import.meta.url);

export function schemaOrgVocabulary(): Vocabulary {
  const source = readFileSync(join(dirname(require.resolve('schema-dts/package.json')), 'dist/schema.d.ts'), 'utf8');

  // `interface FooBase extends ABase, BBase {` … `}`: Foo's own properties and its parents.
  const bases = new Map<string, { parents: string[]; properties: string[] }>();
  for (const m of source.matchAll(/^interface (\w+)Base extends ([^{]+)\{\n([\s\S]*?)^\}/gm)) {
    const parents = m[2]!
      .split(',')
      .map((p) => p.trim())
      .filter((p) => /^\w+Base$/.test(p))
      .map((p) => p.slice(0, -'Base'.length));
    const properties = [...m[3]!.matchAll(/^ {4}"([^"@][^"]*)"\?:/gm)].map((p) => p[1]!);
    bases.set(m[1]!, { parents, properties });
  }

  // `interface FooLeaf extends BarBase { "@type": "Foo"; }`, or the generic form roles use.
  const classes = new Map<string, { parents: string[]; properties: string[] }>();
  const leaves = [
    ...source.matchAll(/^export interface (\w+)Leaf extends (\w+)Base \{\n {4}"@type": "([^"]+)";/gm),
    ...source.matchAll(/^export type (\w+)Leaf<[^>]*> = Omit<(\w+)Base, TProperty> & \{\n {4}"@type": "([^"]+)";/gm),
  ];
  for (const [, leaf, base, type] of leaves) {
    // External vocabularies (gs1:, SNOMED, …) that schema-dts also maps are not schema.org classes.
    if (!type || !/^\w+$/.test(type) || type !== leaf) continue;
    const own = bases.get(type);
    classes.set(type, base === type && own ? own : { parents: [base!], properties: [] });
  }
  if (classes.size < 500 || !classes.has('Thing') || !classes.has('LocalBusiness')) {
    throw new Error(
      `Read only ${classes.size} schema.org classes from schema-dts/dist/schema.d.ts: its format changed; update tests/helpers/schema-vocabulary.ts.`,
    );
  }

  const graph: object[] = [];
  const domains = new Map<string, string[]>();
  for (const [name, { parents, properties }] of classes) {
    const known = parents.filter((p) => classes.has(p));
    graph.push({
      '@id': `schema:${name}`,
      '@type': 'rdfs:Class',
      ...(known.length > 0 && { 'rdfs:subClassOf': known.map((p) => ({ '@id': `schema:${p}` })) }),
    });
    for (const property of properties) domains.set(property, [...(domains.get(property) ?? []), name]);
  }
  for (const [property, types] of domains) {
    graph.push({
      '@id': `schema:${property}`,
      '@type': 'rdf:Property',
      'schema:domainIncludes': types.map((t) => ({ '@id': `schema:${t}` })),
    });
  }
  return { types: new Set(classes.keys()), jsonld: { '@graph': graph } };
}
