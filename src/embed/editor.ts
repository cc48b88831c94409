// `editor-contrast.js` (`loyalkit-editor-contrast.js` in the theme app extension): loaded by the
// app embed only in Shopify's theme editor, it checks the widgets' colours and warns in the
// console (src/embed/editorContrast.ts).
import { watchContrast } from './editorContrast.js';

watchContrast();
