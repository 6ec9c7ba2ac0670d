import { useT } from '../../hooks/i18n';
import { SHARE_POPUP, shareUrl, type ShareNetwork } from '../../browser/share';

const NETWORKS: { id: ShareNetwork; name: string }[] = [
  { id: 'facebook', name: 'Facebook' },
  { id: 'twitter', name: 'X (Twitter)' },
  { id: 'pinterest', name: 'Pinterest' },
  { id: 'email', name: 'E-mail' },
];

/**
 * "Share" row: each network opens in a 600×400 window; e-mail opens the mail program.
 * The buttons are real links, so they work without JavaScript too.
 */
export default function ShareRow({
  title,
  description,
  image,
  canonical,
}: {
  title: string;
  description: string;
  image: string;
  /** The page's canonical absolute URL: what the prerendered links share before (or without) JavaScript. */
  canonical: string;
}) {
  const t = useT();
  /** The link for `network` sharing `absoluteUrl`: the canonical one in the prerendered page, the address bar's in the browser. */
  const hrefFor = (network: ShareNetwork, absoluteUrl = window.location.href) =>
    shareUrl(network, { absoluteUrl, title, description, image });
  const open = (e: React.MouseEvent<HTMLAnchorElement>, network: ShareNetwork) => {
    if (network === 'email') return;
    e.preventDefault();
    const href = hrefFor(network);
    window.open(href, 'share', `width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},noopener,noreferrer`);
  };
  return (
    <div className="share-row">
      <p className="share-row__title">{t('blog.share')}</p>
      <ul>
        {NETWORKS.map((n) => (
          <li key={n.id}>
            <a
              className="chip"
              data-network={n.id}
              // A press before the island's script arrives opens the share window once it has.
              data-replay-click={n.id === 'email' ? undefined : ''}
              href={hrefFor(n.id, canonical)}
              onClick={(e) => open(e, n.id)}
              onFocus={(e) => (e.currentTarget.href = hrefFor(n.id))}
              onPointerEnter={(e) => (e.currentTarget.href = hrefFor(n.id))}
              rel="noopener noreferrer"
            >
              {n.id === 'email' ? t('blog.shareByEmail') : t('blog.shareOn', { network: n.name })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
