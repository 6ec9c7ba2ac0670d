import { useT } from '../../i18n/context';

export interface Source {
  url?: string;
  assumption: boolean;
  read: string;
}

/** Where a figure comes from: a link to the page it was read on, or "our own assumption". */
export function SourceLink({ source }: { source: Source }) {
  const t = useT();
  if (!source.url || source.assumption)
    return (
      <span className="estimator__source">
        {t('solar.source.assumption')}
        {source.url && (
          <>
            {' '}
            <a href={source.url} rel="noopener">
              {t('solar.source.see', { date: source.read })}
            </a>
          </>
        )}
      </span>
    );
  return (
    <a className="estimator__source" href={source.url} rel="noopener">
      {t('solar.source.link', { date: source.read })}
    </a>
  );
}
