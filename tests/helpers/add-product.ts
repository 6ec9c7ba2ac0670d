import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';

/**
 * Adds a product to the content of `dir` the way an author does: its files in every language (here a
 * copy of carports-v with " 2" added to its menu name, a mark no language translates) and its key in the Solutions menu. No code.
 */
export function addProduct(dir: string, key: string): void {
  const products = join(dir, 'content/products');
  for (const name of readdirSync(products).filter((f) => f.startsWith('carports-v.'))) {
    const data = parse(readFileSync(join(products, name), 'utf8')) as Record<string, unknown> & { navLabel: string };
    data.navLabel = `${data.navLabel} 2`;
    writeFileSync(join(products, name.replace('carports-v.', `${key}.`)), stringify(data));
  }
  const nav = join(dir, 'content/navigation.yaml');
  const menu = parse(readFileSync(nav, 'utf8')) as { dropdown: { category: string; products: string[] }[] };
  menu.dropdown.find((c) => c.category === 'carports')!.products.push(key);
  writeFileSync(nav, stringify(menu));
}
