import { forwardRef, useId, useState, type FormEvent, type ReactNode } from 'react';
import { isValidDayOfMonth } from '../../api/index.js';
import { useI18n } from '../../i18n/index.js';
import { errorMessageKey } from '../shared/ErrorState.js';

export interface BirthdaySectionProps {
  /** The birthday on file, `DD-MM`, or null. */
  birthday: string | null;
  /** Saves the birthday (E5). */
  onSave: (input: { day: number; month: number }) => Promise<unknown>;
  /** What a birthday earns ("Earn 250 points on your birthday"), above the form. */
  points?: ReactNode;
}

type SaveState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved' }
  | { status: 'invalid' }
  | { status: 'error'; error: unknown };

/**
 * Birthday form: day and month in the order the shopper's language writes them, on one row with
 * Save, validated, saved once. The ref is the section, for a "Add your birthday" elsewhere to
 * bring the shopper here.
 */
export const BirthdaySection = forwardRef<HTMLElement, BirthdaySectionProps>(function Birthday(
  { birthday, onSave, points },
  ref,
) {
  const { t, date, locale } = useI18n();
  const id = useId();
  const [day, setDay] = useState('');
  const [month, setMonth] = useState('');
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const months = Array.from({ length: 12 }, (_, i) =>
    new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(
      Date.UTC(2000, i, 1),
    ),
  );
  const dayMonth = (d: number, m: number) =>
    date(Date.UTC(2000, m - 1, d), { day: 'numeric', month: 'long' });
  // "June 12" or "12 June": the fields follow the language's own order.
  const parts = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long' })
    .formatToParts(Date.UTC(2000, 5, 12))
    .map((p) => p.type);
  const monthFirst = parts.indexOf('month') < parts.indexOf('day');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const d = Number(day);
    const m = Number(month);
    if (!isValidDayOfMonth(d, m)) {
      setState({ status: 'invalid' });
      return;
    }
    setState({ status: 'saving' });
    try {
      await onSave({ day: d, month: m });
      setState({ status: 'saved' });
    } catch (error) {
      setState({ status: 'error', error });
    }
  };

  const headingId = `${id}-heading`;
  const monthField = (
    <div className="lk-field">
      <label className="lk-field__label" htmlFor={`${id}-month`}>
        {t('loyalty.birthday.month')}
      </label>
      <select
        id={`${id}-month`}
        className="lk-input"
        required
        value={month}
        onChange={(event) => setMonth(event.target.value)}
      >
        <option value="" disabled>
          —
        </option>
        {months.map((name, i) => (
          <option key={name} value={i + 1}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <section
      ref={ref}
      className="lk-rewards-drawer__section"
      aria-labelledby={headingId}
      tabIndex={-1}
    >
      <h3 className="lk-rewards-drawer__heading" id={headingId}>
        {t('loyalty.birthday.title')}
      </h3>
      {birthday && state.status !== 'saved' ? (
        <p className="lk-rewards-drawer__text">
          {t('loyalty.birthday.current', {
            date: dayMonth(Number(birthday.slice(0, 2)), Number(birthday.slice(3, 5))),
          })}
        </p>
      ) : state.status === 'saved' ? null : (
        <form className="lk-rewards-drawer__birthday" onSubmit={(e) => void submit(e)} noValidate>
          {points}
          <p className="lk-rewards-drawer__text">{t('loyalty.birthday.body')}</p>
          <div className="lk-rewards-drawer__birthday-row">
            {monthFirst && monthField}
            <div className="lk-field lk-rewards-drawer__day">
              <label className="lk-field__label" htmlFor={`${id}-day`}>
                {t('loyalty.birthday.day')}
              </label>
              <input
                id={`${id}-day`}
                className="lk-input"
                type="number"
                inputMode="numeric"
                min={1}
                max={31}
                required
                value={day}
                aria-invalid={state.status === 'invalid' || undefined}
                aria-describedby={state.status === 'invalid' ? `${id}-error` : undefined}
                onChange={(event) => setDay(event.target.value)}
              />
            </div>
            {!monthFirst && monthField}
            <button type="submit" className="lk-button" disabled={state.status === 'saving'}>
              {t('loyalty.birthday.save')}
            </button>
          </div>
        </form>
      )}
      <p className="lk-rewards-drawer__message" role="status" data-tone={toneOf(state)}>
        {state.status === 'saved' &&
          t('loyalty.birthday.saved', { date: dayMonth(Number(day), Number(month)) })}
        {state.status === 'invalid' && (
          <span id={`${id}-error`}>{t('loyalty.birthday.invalid')}</span>
        )}
        {state.status === 'error' && t(errorMessageKey(state.error))}
      </p>
    </section>
  );
});

/** Brings the shopper to the birthday form: its first field, or the section once it is set. */
export function focusBirthday(section: HTMLElement | null): void {
  const field = section?.querySelector<HTMLElement>('input, select') ?? section;
  field?.focus();
  field?.scrollIntoView?.({ block: 'center' });
}

function toneOf(state: SaveState): string | undefined {
  if (state.status === 'saved') return 'success';
  if (state.status === 'invalid' || state.status === 'error') return 'error';
  return undefined;
}
