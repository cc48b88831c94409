// `analytics.js`: the analytics bridge as a classic script (see analytics.ts).
import { startAnalytics } from './analytics.js';

startAnalytics(document, document.currentScript);
