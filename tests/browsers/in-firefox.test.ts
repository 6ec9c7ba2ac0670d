import { openFirefox } from '../helpers/browsers/firefox';
import { fromRunner, visitorSuite } from '../helpers/browsers/visitor';

visitorSuite('Firefox', () => openFirefox(fromRunner('BROWSERS_BASE_URL')));
