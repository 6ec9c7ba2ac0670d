import type { Locator } from '@playwright/test';

/** Replaces a field's text as a visitor does: focus it, select all, delete, then type key by key. */
export async function retype(input: Locator, text: string) {
  await input.focus();
  await input.page().keyboard.press('ControlOrMeta+A');
  await input.page().keyboard.press('Backspace');
  await input.pressSequentially(text);
}
