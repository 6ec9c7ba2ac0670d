import { describe, expect, it } from 'vitest';
import { hydrationChunk, withModulePreload } from '../../scripts/hydration-preload';

describe('hydration chunk preload', () => {
  it('finds the chunk the entry imports for hydrateRoot', () => {
    const entry =
      'function Nf(e){Z(async()=>{let{default:{hydrateRoot:e}}=await import(`./client-BkPMwJ2_.js`).then(x=>x);return e})}';
    expect(hydrationChunk(entry)).toBe('client-BkPMwJ2_.js');
    expect(hydrationChunk('import(`./other-1.js`)')).toBeUndefined();
  });

  it('adds one modulepreload after the entry script, once', () => {
    const html = '<head><script type="module" async="" crossorigin="" src="/assets/app-1.js"></script></head>';
    const once = withModulePreload(html, '/assets/client-2.js');
    expect(once).toBe(
      '<head><script type="module" async="" crossorigin="" src="/assets/app-1.js"></script><link rel="modulepreload" crossorigin="" href="/assets/client-2.js"></head>',
    );
    expect(withModulePreload(once, '/assets/client-2.js')).toBe(once);
  });
});
