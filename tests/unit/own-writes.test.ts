import { describe, expect, it } from 'vitest';
import { OwnWrites } from '../../src/lib/own-writes';

describe('OwnWrites', () => {
  it('recognises late echoes of a field typed faster than the url follows', () => {
    const writes = new OwnWrites();
    for (const value of ['c', 'ca', 'car']) writes.wrote(value);
    // The url shows 'c' while the field already holds 'car': an echo, not a change.
    expect(writes.isEcho('c')).toBe(true);
    expect(writes.isEcho('car')).toBe(true);
    // Once seen, an older value coming back is a change of its own (Back).
    expect(writes.isEcho('ca')).toBe(false);
  });

  it('treats a value it never wrote as a change, and forgets the echoes still on their way', () => {
    const writes = new OwnWrites();
    writes.wrote('pergola');
    expect(writes.isEcho('carport')).toBe(false);
    writes.forget();
    expect(writes.isEcho('pergola')).toBe(false);
  });
});
