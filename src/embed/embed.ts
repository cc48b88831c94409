// The script-tag entry (`embed.js`): registers the <lk-*> elements; widget code loads on demand.
import { startLoader } from './loader.js';

startLoader();
