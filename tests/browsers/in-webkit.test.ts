import { fromRunner, visitorSuite } from './visitor';
import { openWebKit } from './webkit';

visitorSuite('WebKit', () => openWebKit(fromRunner('WEBKIT_DRIVER_URL'), fromRunner('BROWSERS_BASE_URL')));
