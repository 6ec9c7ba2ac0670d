import { useT } from '../../hooks/i18n';
import { shareOrCopy } from '../../browser/share';
import { useNotify } from '../toasts/use-notify';

/**
 * Share: the device's share sheet with title, subtitle and url; otherwise the
 * url is copied and a notification says so. Failures are only logged. An island woken by the
 * first touch: a press before its script arrived is pressed again once it has (src/islands/loader.ts).
 */
export default function ShareButton({ title, text }: { title: string; text: string }) {
  const t = useT();
  const notify = useNotify();
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
