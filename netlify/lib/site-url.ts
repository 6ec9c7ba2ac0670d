/**
 * The site's own origin, for links in mails. Netlify sets `URL` to the site's main URL in every
 * deploy context (a deploy preview included) and `netlify dev` to the local one; `SITE_URL` overrides it.
 * Only where neither is set (plain Node, tests) is the request's own origin used: a request through a
 * preview or another host name must not choose where a subscriber's links point.
 */
export function siteOrigin(req: Request, env: NodeJS.ProcessEnv = process.env): string {
  for (const value of [env.SITE_URL, env.URL]) {
    const origin = httpOrigin(value);
    if (origin) return origin;
  }
  return new URL(req.url).origin;
}

function httpOrigin(value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}
