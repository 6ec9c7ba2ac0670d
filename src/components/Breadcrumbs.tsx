import { useT } from '../hooks/i18n';
import type { Breadcrumb } from '../lib/route-data';

export function Breadcrumbs({ items }: { items: Breadcrumb[] }) {
  const t = useT();
  return (
    <nav className="breadcrumbs" aria-label={t('nav.breadcrumb')}>
      <ol>
        {items.map((c, i) => (
          <li key={c.url}>
            {i === items.length - 1 ? <span aria-current="page">{c.name}</span> : <a href={c.url}>{c.name}</a>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
