import { visitorSuite } from './visitor';
import { openWebKit } from './webkit';

visitorSuite('WebKit', () => openWebKit(process.env.WEBKIT_DRIVER_URL!, process.env.WEBKIT_BASE_URL!));
