import { useT } from '../../i18n/context';
import { shareOrCopy } from '../../lib/share';
import { notify } from '../../lib/toasts';

/**
 * Share: the device's share sheet with title, subtitle and address; otherwise the
 * address is copied and a notification says so. Failures are only logged.
 */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const t = useT();
  const share = async () => {
    const result = await shareOrCopy({ title, text, url: window.location.href });
    if (result === 'copied') await notify('success', t('product.share'), t('product.shareCopied'));
  };
  return (
    <button type="button" className="button button--outline" onClick={share}>
      {t('product.share')}
    </button>
  );
}
