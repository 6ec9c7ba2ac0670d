import type { CSSProperties } from 'react';
import { useShell } from '../../hooks/i18n';

/**
 * The Solutions mega dropdown: three columns built from content/navigation.yaml. It shows while the
 * pointer is over its menu item (CSS) or while its toggle says so (`data-open`, set by
 * src/shell/dropdown.ts). Columns appear one after the other, 80 ms apart, unless the visitor prefers
 * reduced motion (CSS).
 */
export function MegaDropdown({ id }: { id: string }) {
  const { dropdown } = useShell();
  return (
    <div id={id} className="mega-dropdown">
      {dropdown.map((column, i) => (
        <div key={column.category} className="mega-dropdown__column" style={{ '--stagger': i } as CSSProperties}>
          <a className="mega-dropdown__title" href={column.url}>
            {column.label}
          </a>
          <ul>
            {column.items.map((item) => (
              <li key={item.url}>
                <a href={item.url}>{item.label}</a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
