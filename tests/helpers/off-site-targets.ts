/**
 * `to` values that look like a path of the site but that a browser or the URL parser reads as another
 * host: dot segments removed after the check, percent-encoded dots and slashes, backslashes, and the tabs
 * and newlines the URL parser drops.
 */
export const OFF_SITE_TARGETS = [
  '/.//evil.com',
  '/..//evil.com',
  '/%2e%2e//evil.com',
  '/%2E%2E//evil.com',
  '/%2e//evil.com',
  '/.%2e//evil.com',
  '/de/..//evil.com',
  '/de/../..//evil.com',
  '/./\\evil.com',
  '/.\\/evil.com',
  '/\\evil.com',
  '/%5Cevil.com',
  '/%5cevil.com',
  '/.%2F/evil.com',
  '/.%2f/evil.com',
  '/%2F/evil.com',
  '/%2e%2e%2F%2Fevil.com',
  '/.%5C/evil.com',
  '/\t/evil.com',
  '/.\t//evil.com',
  '/\n/evil.com',
  '/.\r\n//evil.com',
  '/%09/evil.com',
  '/%0a/evil.com',
  '/./%2F%2Fevil.com',
  '/%252e%252e//evil.com',
];
