/** Outcome of a share attempt: the share sheet was used, the url copied, or neither. */
export type ShareResult = 'shared' | 'copied' | 'failed';

/**
 * Uses the device's share function when there is one, else copies the url.
 * A cancelled share sheet is not an error. Failures are only logged.
 */
export async function shareOrCopy(
  data: { title: string; text: string; url: string },
  nav: Pick<Navigator, 'share' | 'clipboard'> = navigator,
): Promise<ShareResult> {
  try {
    if (typeof nav.share === 'function') {
      await nav.share(data);
      return 'shared';
    }
    await nav.clipboard.writeText(data.url);
    return 'copied';
  } catch (error) {
    if ((error as Error)?.name !== 'AbortError') console.error('Share failed', error);
    return 'failed';
  }
}

/** Social share popups are 600×400. */
export const SHARE_POPUP = { width: 600, height: 400 } as const;

export type ShareNetwork = 'facebook' | 'twitter' | 'pinterest' | 'email';

/** The url each share button opens, with the spec's parameters. */
export function shareUrl(
  network: ShareNetwork,
  page: { absoluteUrl: string; title: string; description: string; image: string },
): string {
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?${q({ u: page.absoluteUrl })}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?${q({ url: page.absoluteUrl, text: page.title })}`;
    case 'pinterest':
      return `https://pinterest.com/pin/create/button/?${q({ url: page.absoluteUrl, media: page.image, description: page.description })}`;
    case 'email':
      return `mailto:?subject=${encodeURIComponent(page.title)}&body=${encodeURIComponent(page.absoluteUrl)}`;
  }
}
