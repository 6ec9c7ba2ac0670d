import { useState } from 'react';
import { useT } from '../../hooks/i18n';
import type { BlockOf } from '../../schemas/blocks';
import { Picture, SIZES } from '../Picture';

type Category = BlockOf<'gallery'>['images'][number]['category'];

/** Portfolio gallery: category filter, grid up to 4 columns, 400 px tiles, lazy pictures. */
export default function Gallery({ block }: { block: BlockOf<'gallery'> }) {
  const t = useT();
  const [filter, setFilter] = useState<Category | 'all'>('all');
  const categories = [...new Set(block.images.map((i) => i.category))];
  const shown = block.images.filter((i) => filter === 'all' || i.category === filter);
  return (
    <section className="gallery">
      {block.title && <h2>{block.title}</h2>}
      <div className="filter-buttons" role="group" aria-label={t('gallery.filterLabel')}>
        {(['all', ...categories] as const).map((c) => (
          <button key={c} type="button" className="chip" aria-pressed={filter === c} onClick={() => setFilter(c)}>
            {c === 'all' ? t('gallery.all') : t(`gallery.category.${c}`)}
          </button>
        ))}
      </div>
      <ul className="gallery__grid">
        {shown.map((img) => (
          <li key={img.src + img.title} className="gallery__tile">
            <figure>
              <Picture src={img.src} alt={img.alt} sizes={SIZES.card} />
              <figcaption>{img.title}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
