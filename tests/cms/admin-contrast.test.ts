import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DARKER_COLOURS, withDarkerColours } from '../../scripts/cms/admin/contrast';

/** Contrast of two #rrggbb colours, as WCAG computes it. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
const hex = (s: string) => /#[0-9a-f]{6}/i.exec(s)![0];

describe("the editor's darker colours", () => {
  it("each reaches 4.5:1 on white and on Decap's light grey, where the original did not", () => {
    for (const [from, to] of DARKER_COLOURS) {
      expect(Math.min(contrast(hex(from), '#ffffff'), contrast(hex(from), '#eff0f4')), from).toBeLessThan(4.5);
      expect(contrast(hex(to), '#ffffff'), to).toBeGreaterThanOrEqual(4.5);
      expect(contrast(hex(to), '#eff0f4'), to).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("replaces each once in Decap's installed bundle", () => {
    const file = 'node_modules/decap-cms/dist/decap-cms.js';
    const bundle = readFileSync(file, 'utf8');
    const darker = withDarkerColours(bundle, file);
    for (const [from, to] of DARKER_COLOURS) {
      expect(darker).not.toContain(from);
      expect(darker).toContain(to);
    }
  });

  it('fails, naming the colour and the file to update, when a Decap version no longer holds one', () => {
    const [from] = DARKER_COLOURS[0]!;
    expect(() => withDarkerColours('no colours here', 'decap-cms.js')).toThrow(
      `decap-cms.js holds ${from} 0 times, not once: check the colours of this Decap version and update DARKER_COLOURS in scripts/cms/admin/contrast.ts`,
    );
  });
});
