/** A PERSONAL_DATA_KEY of the test file's own (netlify/lib/personal.ts), as `npm start` makes one in `.state/`. */
import { randomBytes } from 'node:crypto';

process.env.PERSONAL_DATA_KEY ||= randomBytes(32).toString('hex');
