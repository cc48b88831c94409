import { useI18n } from '../../i18n/index.js';
import { CountedField } from './CountedField.js';

/** A guest's name and e-mail, as the review and question forms keep them. */
export interface GuestValues {
  guestName: string;
  guestEmail: string;
}

export interface GuestFieldsProps {
  values: GuestValues;
  onChange: (key: keyof GuestValues, value: string) => void;
  /** The message of each field's error, if any. */
  errors: { guestName?: string | undefined; guestEmail?: string | undefined };
}

/** Name and e-mail of a guest who writes a review or asks a question, side by side when wide. */
export function GuestFields({ values, onChange, errors }: GuestFieldsProps) {
  const { t } = useI18n();
  return (
    <div className="lk-fieldset lk-guest-fields">
      <CountedField
        label={t('reviews.form.name')}
        value={values.guestName}
        onChange={(v) => onChange('guestName', v)}
        autoComplete="name"
        required
        error={errors.guestName}
      />
      <CountedField
        label={t('reviews.form.email')}
        value={values.guestEmail}
        onChange={(v) => onChange('guestEmail', v)}
        type="email"
        autoComplete="email"
        required
        hint={t('reviews.form.emailHint')}
        error={errors.guestEmail}
      />
    </div>
  );
}
