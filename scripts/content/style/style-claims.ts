import type { Site, StyleGuide } from '../../../src/schemas/index';
import type { CompiledRule } from './style-rules';
import { singleFile } from '../collections';

const SITE_FILE = singleFile('site');

/**
 * The claims of a style guide (`claims:` in content/style/<locale>.yaml) as rules, given what the
 * company's data states (content/site.yaml): a "full" warranty is a rule only while the warranty
 * covers defects alone, and a duration is a rule for every number of years but the stated one.
 */
export function claimRules(guide: StyleGuide, site: Site | undefined): CompiledRule[] {
  const rules: CompiledRule[] = [];
  const warranty = site?.warranty ?? { scope: 'defects' as const };
  const { fullWarranty, warrantyYears } = guide.claims;
  if (fullWarranty && warranty.scope !== 'full')
    rules.push({
      id: 'claims.full-warranty',
      regex: new RegExp(fullWarranty.find, 'giu'),
      replacement: () => fullWarranty.write,
    });
  if (warrantyYears) {
    const stated = warranty.years;
    const source =
      stated === undefined
        ? warrantyYears.find
        : warrantyYears.find.replace('(?<years>', `(?<years>(?!${stated}(?!\\d))`);
    rules.push({
      id: 'claims.warranty-years',
      regex: new RegExp(source, 'giu'),
      replacement: () =>
        stated === undefined
          ? `no duration (${SITE_FILE} states none in warranty.years)`
          : `${stated} (warranty.years in ${SITE_FILE})`,
    });
  }
  return rules;
}
