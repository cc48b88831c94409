// The built-in languages, as the kit negotiates them: each named in itself, with its direction.
import { BUILT_IN_LOCALES, negotiateLocale } from '../../src/i18n/index.js';

/** A list of the built-in locales: tag, name in that language, direction. */
export function Locales() {
  return (
    <ul style={{ columns: '14em', paddingInlineStart: 20 }}>
      {BUILT_IN_LOCALES.map((tag) => (
        <li key={tag} lang={tag}>
          <code>{tag}</code> {new Intl.DisplayNames([tag], { type: 'language' }).of(tag)}
          {negotiateLocale({ requested: tag }).dir === 'rtl' ? ' (right to left)' : ''}
        </li>
      ))}
    </ul>
  );
}
