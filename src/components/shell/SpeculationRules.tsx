import { SPECULATION_RULES_SCRIPT } from '../../lib/speculation-rules';

/** The page's Speculation Rules (src/lib/speculation-rules.ts says what they do). */
export function SpeculationRules() {
  return <script type="speculationrules" dangerouslySetInnerHTML={{ __html: SPECULATION_RULES_SCRIPT }} />;
}
