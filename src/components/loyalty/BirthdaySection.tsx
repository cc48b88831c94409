import { useId, useState, type FormEvent, type ReactNode } from 'react';
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

/** Birthday form: day and month, validated, saved once. */
export function BirthdaySection({ birthday, onSave, points }: BirthdaySectionProps) {
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
  return (
    <section className="lk-rewards-drawer__section" aria-labelledby={headingId}>
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
          <div className="lk-field">
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
          <button type="submit" className="lk-button" disabled={state.status === 'saving'}>
            {t('loyalty.birthday.save')}
          </button>
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
}

function toneOf(state: SaveState): string | undefined {
  if (state.status === 'saved') return 'success';
  if (state.status === 'invalid' || state.status === 'error') return 'error';
  return undefined;
}
