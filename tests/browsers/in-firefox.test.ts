import { openFirefox } from './firefox';
import { fromRunner, visitorSuite } from './visitor';

visitorSuite('Firefox', () => openFirefox(fromRunner('BROWSERS_BASE_URL')));
