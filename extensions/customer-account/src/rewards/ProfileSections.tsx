import { useState } from 'preact/hooks';
import type { CustomerProfile } from '../../../../src/api/index.js';
import type { StorefrontClient } from '../../../../src/client/index.js';
import { errorMessageKey } from '../../../../src/components/shared/errorMessageKey.js';
import type { I18n } from '../../../../src/i18n/translator.js';

/** The referral link, copyable (Shopify's clipboard item), where the program has referrals. */
export function ReferralSection({ customer, i18n }: { customer: CustomerProfile; i18n: I18n }) {
  const { t } = i18n;
  if (!customer.isReferralProgramAvailable || !customer.referralLink) return null;
  return (
    <s-section heading={t('loyalty.referral.title')}>
      <s-stack gap="base">
        <s-paragraph>{t('loyalty.referral.body')}</s-paragraph>
        <s-text type="strong">{t('loyalty.referral.link')}</s-text>
        <s-text>{customer.referralLink}</s-text>
        <s-clipboard-item id="lk-referral-link" text={customer.referralLink} />
        <s-button variant="secondary" commandFor="lk-referral-link" command="--copy">
          {t('loyalty.referral.copy')}
        </s-button>
      </s-stack>
    </s-section>
  );
}

/** The value a select's change event carries (Shopify's `s-select` holds it as `value`). */
function selected(event: Event): string {
  return (event.currentTarget as { value?: string } | null)?.value ?? '';
}

/** A day and month as the shopper's locale writes them (the year is not asked). */
function dayAndMonth(i18n: I18n, day: number, month: number): string {
  return i18n.date(Date.UTC(2000, month - 1, day), { day: 'numeric', month: 'long' });
}

/** The birthday on file, or a day and month to give once (the service keeps the first). */
export function BirthdaySection({
  customer,
  client,
  i18n,
  onSaved,
}: {
  customer: CustomerProfile;
  client: StorefrontClient;
  i18n: I18n;
  onSaved: () => Promise<void>;
}) {
  const { t } = i18n;
  const [day, setDay] = useState(1);
  const [month, setMonth] = useState(1);
  const [state, setState] = useState<
    { status: 'idle' | 'working' | 'invalid' } | { status: 'error'; error: unknown }
  >({ status: 'idle' });
  if (customer.birthday) {
    const [d = 1, m = 1] = customer.birthday.split('-').map(Number);
    return (
      <s-section heading={t('loyalty.birthday.title')}>
        <s-text>{t('loyalty.birthday.current', { date: dayAndMonth(i18n, d, m) })}</s-text>
      </s-section>
    );
  }
  const save = async () => {
    // 2000 is a leap year: 29 February is a day, 31 April is not.
    if (new Date(Date.UTC(2000, month - 1, day)).getUTCDate() !== day) {
      setState({ status: 'invalid' });
      return;
    }
    setState({ status: 'working' });
    try {
      await client.call('updateBirthday', { day, month });
      setState({ status: 'idle' });
      await onSaved();
    } catch (error) {
      setState({ status: 'error', error });
    }
  };
  return (
    <s-section heading={t('loyalty.birthday.title')}>
      <s-stack gap="base">
        <s-paragraph>{t('loyalty.birthday.body')}</s-paragraph>
        <s-stack direction="inline" gap="base">
          <s-select
            label={t('loyalty.birthday.day')}
            value={String(day)}
            onChange={(event) => setDay(Number(selected(event)))}
          >
            {Array.from({ length: 31 }, (_, i) => (
              <s-option key={i} value={String(i + 1)}>
                {i18n.number(i + 1)}
              </s-option>
            ))}
          </s-select>
          <s-select
            label={t('loyalty.birthday.month')}
            value={String(month)}
            onChange={(event) => setMonth(Number(selected(event)))}
          >
            {Array.from({ length: 12 }, (_, i) => (
              <s-option key={i} value={String(i + 1)}>
                {i18n.date(Date.UTC(2000, i, 1), { month: 'long' })}
              </s-option>
            ))}
          </s-select>
        </s-stack>
        {state.status === 'invalid' && (
          <s-text tone="critical">{t('loyalty.birthday.invalid')}</s-text>
        )}
        {state.status === 'error' && (
          <s-text tone="critical">{t(errorMessageKey(state.error))}</s-text>
        )}
        <s-button loading={state.status === 'working'} onClick={() => void save()}>
          {t('loyalty.birthday.save')}
        </s-button>
      </s-stack>
    </s-section>
  );
}
