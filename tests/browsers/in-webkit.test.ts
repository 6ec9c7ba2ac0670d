import { fromRunner, visitorSuite } from '../helpers/browsers/visitor';
import { openWebKit } from '../helpers/browsers/webkit';

visitorSuite('WebKit', () => openWebKit(fromRunner('WEBKIT_DRIVER_URL'), fromRunner('BROWSERS_BASE_URL')));
