import { useI18n } from '../../hooks/i18n';
import { notify } from './notify';

/** `notify` for the island it is called in: the notification areas speak the island's language. */
export function useNotify(): (
  ...args: Parameters<typeof notify> extends [unknown, ...infer R] ? R : never
) => Promise<void> {
  const { locale, strings } = useI18n();
  return (...args) => notify({ locale, strings }, ...args);
}
