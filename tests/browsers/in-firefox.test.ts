import { openFirefox } from './firefox';
import { visitorSuite } from './visitor';

visitorSuite('Firefox', () => openFirefox(process.env.BROWSERS_BASE_URL!));
