/**
 * Decap's greys for secondary text (the header's buttons, the collection list, descriptions, the loading
 * message) reach 3.4 to 3.9:1 on its white and light grey backgrounds, and its teal 3.0:1 under white text,
 * all under WCAG's 4.5:1. Its styles are compiled into the bundle, so the copy that dist/admin/ serves has each
 * colour darkened in place. A Decap version without one of them fails the build, naming the colour, so a change
 * in its styles is looked at, not missed.
 */
export const DARKER_COLOURS: [from: string, to: string][] = [
  ['"#798291"', '"#5f6775"'],
  ['color:#7b8290;', 'color:#5f6775;'],
  ['color:#767676;', 'color:#5f5f5f;'],
  // Teal, under white text on the Publish button (3.0:1) and as text on light teal.
  ['"#17a2b8"', '"#0f7282"'],
];

export function withDarkerColours(bundle: string, file: string): string {
  let text = bundle;
  for (const [from, to] of DARKER_COLOURS) {
    const count = text.split(from).length - 1;
    if (count !== 1)
      throw new Error(
        `${file} holds ${from} ${count} times, not once: check the colours of this Decap version and update DARKER_COLOURS in scripts/cms/admin/contrast.ts`,
      );
    text = text.replace(from, to);
  }
  return text;
}
