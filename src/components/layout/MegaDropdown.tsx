import type { CSSProperties } from 'react';
import { Link } from '../Link';
import { useShell } from '../../i18n/context';

/**
 * The Solutions mega dropdown: three columns built from content/navigation.yaml. Columns appear
 * one after the other, 80 ms apart, unless the visitor prefers reduced motion (CSS).
 * Escape inside it returns focus to the button that opened it.
 */
export function MegaDropdown({ id, open, onNavigate }: { id: string; open: boolean; onNavigate: () => void }) {
  const { dropdown } = useShell();
  return (
    <div
      id={id}
      className="mega-dropdown"
      data-open={open}
      hidden={!open}
      onKeyDown={(e) => {
        // Escape closes the dropdown (the header listens too); focus must not vanish with it.
        if (e.key === 'Escape') document.querySelector<HTMLElement>(`[aria-controls="${id}"]`)?.focus();
      }}
    >
      {dropdown.map((column, i) => (
        <div key={column.category} className="mega-dropdown__column" style={{ '--stagger': i } as CSSProperties}>
          <Link to={column.path} className="mega-dropdown__title" onClick={onNavigate}>
            {column.label}
          </Link>
          <ul>
            {column.items.map((item) => (
              <li key={item.path}>
                <Link to={item.path} onClick={onNavigate}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
