import { useId, useMemo, useState, type FormEvent } from 'react';
import type { CustomerAddress, GiftRegistry } from '../../api/index.js';
import { useI18n, type MessageKey } from '../../i18n/index.js';
import { ErrorState } from '../shared/ErrorState.js';
import { LIMITS } from '../../api/formLimits.generated.js';
import {
  REGISTRY_TYPE_IDS,
  countryFields,
  countryOptions,
  fromAddress,
  initialDraft,
  registryTypeKey,
  toFormValues,
  validateDraft,
  type RegistrantDraft,
  type RegistryDraft,
  type RegistryFormValues,
} from './registryModel.js';
import { SelectField } from '../shared/SelectField.js';
import { TextField } from '../shared/TextField.js';

export interface RegistryFormProps {
  /** The registry to edit; a new one when absent. */
  registry?: GiftRegistry;
  /** The customer's saved addresses (E42): the first prefills a new registry. */
  addresses: CustomerAddress[];
  /** Called with valid E43/E48 bodies. */
  onSubmit: (values: RegistryFormValues) => void;
  onCancel: () => void;
  /** Disables the form while saving. */
  pending?: boolean;
  /** The last failed save. */
  error?: unknown;
}

type AddressField = Exclude<
  keyof RegistrantDraft,
  'coRegistrants' | 'firstName' | 'lastName' | 'country' | 'countryCode'
>;
const ADDRESS_FIELDS: [AddressField, MessageKey, string][] = [
  ['address', 'registry.field.address', 'street-address'],
  ['city', 'registry.field.city', 'address-level2'],
  ['state', 'registry.field.state', 'address-level1'],
  ['postalCode', 'registry.field.postalCode', 'postal-code'],
];

/** Creates or edits a registry: occasion, title, date, registrant, co-registrants, address. */
export function RegistryForm({
  registry,
  addresses,
  onSubmit,
  onCancel,
  pending,
  error,
}: RegistryFormProps) {
  const { t, locale } = useI18n();
  const typeId = useId();
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const prefillId = useId();
  const [draft, setDraft] = useState<RegistryDraft>(() => initialDraft(registry, addresses));
  const [errors, setErrors] = useState<Record<string, MessageKey>>({});
  const err = (path: string) => (errors[path] ? t(errors[path]) : undefined);
  const setRegistrant = (patch: Partial<RegistrantDraft>) =>
    setDraft((d) => ({ ...d, registrant: { ...d.registrant, ...patch } }));
  const coRegistrants = draft.registrant.coRegistrants ?? [];
  const setCo = (index: number, patch: Partial<{ firstName: string; lastName: string }>) =>
    setRegistrant({
      coRegistrants: coRegistrants.map((c, i) => (i === index ? { ...c, ...patch } : c)),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateDraft(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(toFormValues(draft));
  };

  return (
    <form className="lk-registry-form" onSubmit={submit} noValidate>
      <div className="lk-field">
        <label className="lk-field__label" htmlFor={typeId}>
          {t('registry.field.type')}
        </label>
        <select
          id={typeId}
          className="lk-input"
          value={draft.typeId}
          onChange={(e) => setDraft((d) => ({ ...d, typeId: Number(e.target.value) }))}
        >
          {REGISTRY_TYPE_IDS.map((id) => (
            <option key={id} value={id}>
              {t(registryTypeKey(id))}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t('registry.field.title')}
        value={draft.title}
        onChange={(title) => setDraft((d) => ({ ...d, title }))}
        maxLength={LIMITS.registryTitle}
        required
        error={err('title')}
      />
      <TextField
        label={t('registry.field.date')}
        type="date"
        value={draft.date}
        onChange={(date) => setDraft((d) => ({ ...d, date }))}
        required
        error={err('date')}
      />
      <fieldset className="lk-registry-form__fieldset">
        <legend className="lk-registry-form__legend">{t('registry.field.registrant')}</legend>
        {addresses.length > 0 && (
          <div className="lk-field">
            <label className="lk-field__label" htmlFor={prefillId}>
              {t('registry.field.prefill')}
            </label>
            <select
              id={prefillId}
              className="lk-input"
              defaultValue=""
              onChange={(e) => {
                const address = addresses[Number(e.target.value)];
                if (address) setRegistrant(fromAddress(address));
              }}
            >
              <option value="" disabled>
                {t('registry.field.prefillNone')}
              </option>
              {addresses.map((a, i) => (
                <option key={i} value={i}>
                  {[`${a.firstName} ${a.lastName}`, a.address, a.city].filter(Boolean).join(', ')}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="lk-registry-form__row">
          <TextField
            label={t('registry.field.firstName')}
            value={draft.registrant.firstName}
            onChange={(firstName) => setRegistrant({ firstName })}
            maxLength={LIMITS.registrant.firstName}
            autoComplete="given-name"
            required
            error={err('registrant.firstName')}
          />
          <TextField
            label={t('registry.field.lastName')}
            value={draft.registrant.lastName}
            onChange={(lastName) => setRegistrant({ lastName })}
            maxLength={LIMITS.registrant.lastName}
            autoComplete="family-name"
            error={err('registrant.lastName')}
          />
        </div>
        <div className="lk-registry-form__row">
          {ADDRESS_FIELDS.map(([field, label, autoComplete]) => (
            <TextField
              key={field}
              label={t(label)}
              value={draft.registrant[field]}
              onChange={(value) => setRegistrant({ [field]: value })}
              maxLength={LIMITS.registrant[field]}
              autoComplete={autoComplete}
              error={err(`registrant.${field}`)}
            />
          ))}
          {/* One list of countries: the name and the code the API wants come from the choice. */}
          <SelectField
            label={t('registry.field.country')}
            value={draft.registrant.countryCode}
            onChange={(code) => setRegistrant(countryFields(code))}
            options={[{ value: '', label: '—', disabled: true }, ...countries]}
            autoComplete="country"
            required
            error={err('registrant.countryCode') ?? err('registrant.country')}
          />
        </div>
      </fieldset>
      <fieldset className="lk-registry-form__fieldset">
        <legend className="lk-registry-form__legend">{t('registry.coRegistrants')}</legend>
        {coRegistrants.map((co, i) => (
          <div className="lk-registry-form__row" key={i}>
            <TextField
              label={t('registry.coRegistrant.firstName', { index: i + 1 })}
              value={co.firstName}
              onChange={(firstName) => setCo(i, { firstName })}
              maxLength={LIMITS.registrant.firstName}
              required
              error={err(`registrant.coRegistrants.${i}.firstName`)}
            />
            <TextField
              label={t('registry.coRegistrant.lastName', { index: i + 1 })}
              value={co.lastName}
              onChange={(lastName) => setCo(i, { lastName })}
              maxLength={LIMITS.registrant.lastName}
            />
            <button
              type="button"
              className="lk-button lk-button--secondary"
              onClick={() =>
                setRegistrant({ coRegistrants: coRegistrants.filter((_, j) => j !== i) })
              }
            >
              {t('registry.coRegistrant.remove', { index: i + 1 })}
            </button>
          </div>
        ))}
        {coRegistrants.length < LIMITS.coRegistrants && (
          <button
            type="button"
            className="lk-button lk-button--secondary"
            onClick={() =>
              setRegistrant({ coRegistrants: [...coRegistrants, { firstName: '', lastName: '' }] })
            }
          >
            {t('registry.coRegistrant.add')}
          </button>
        )}
      </fieldset>
      {error !== undefined && error !== null && <ErrorState error={error} />}
      <div className="lk-registry-form__actions">
        <button type="button" className="lk-button lk-button--secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="lk-button" disabled={pending}>
          {t('common.save')}
        </button>
      </div>
    </form>
  );
}
