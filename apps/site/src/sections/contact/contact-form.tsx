import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { buttonStyles } from '../../components/button-styles';
import { Spinner } from '../../components/icons';
import { SERVICE_OPTIONS } from '../../data/facts';
import { useTexts } from '../../i18n/use-texts';
import { clearDraft, loadDraft, saveDraft } from './consultation-draft';
import {
  type ConsultationDraft,
  type ConsultationField,
  EMPTY_DRAFT,
  FIELD_LIMITS,
  type FieldError,
} from './consultation-fields';
import { submitConsultation } from './submit-consultation';

/** Address the form "posts" to when no VITE_CONTACT_ENDPOINT is configured. */
const SIMULATED_CONTACT_ENDPOINT = 'simulated:contact';

type Status = 'editing' | 'submitting' | 'failed' | 'sent';

export type ContactFormProps = {
  /** VITE_CONTACT_ENDPOINT; undefined = the in-page simulated endpoint, announced beside the form. */
  endpoint: string | undefined;
  /** Network seam for tests; defaults to the browser's fetch (or the simulated one). */
  fetch?: typeof fetch;
  /** Where the draft is kept; defaults to sessionStorage. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
};

const sessionStore = () => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

const inputStyle =
  'mt-1 block w-full rounded-xl border border-ink/25 bg-white px-4 py-3 text-ink placeholder:text-ink-soft aria-[invalid=true]:border-coral dark:border-white/25 dark:bg-night dark:text-slate-100';

/** The consultation form: validated in the visitor's language, never losing what was typed. */
export function ContactForm({ endpoint, fetch: fetchImpl, storage }: ContactFormProps) {
  const { t, texts } = useTexts();
  const id = useId();
  const simulated = endpoint === undefined;
  const [draft, setDraft] = useState<ConsultationDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<Partial<Record<ConsultationField, FieldError>>>({});
  const [status, setStatus] = useState<Status>('editing');
  const [restored, setRestored] = useState(false);
  const store = useRef(storage);
  const simulatedFetch = useRef<typeof fetch | null>(null);
  const simulatedTransport = async () => {
    const { createSimulatedContactFetch } = await import('./simulated-endpoint');
    simulatedFetch.current ??= createSimulatedContactFetch();
    return simulatedFetch.current;
  };

  // The draft is read after hydration: the prerendered form is always empty.
  useEffect(() => {
    store.current ??= sessionStore();
    const saved = loadDraft(store.current);
    if (saved) {
      setDraft(saved);
      setRestored(true);
    }
  }, []);

  const update = <K extends keyof ConsultationDraft>(field: K, value: ConsultationDraft[K]) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    saveDraft(store.current, next);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const send = async () => {
    const { validateConsultation } = await import('./consultation-schema');
    const result = validateConsultation(draft);
    if (!result.ok) {
      setErrors(result.errors);
      setStatus('editing');
      const first = Object.keys(result.errors)[0];
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    setStatus('submitting');
    try {
      const transport = fetchImpl ?? (simulated ? await simulatedTransport() : window.fetch.bind(window));
      await submitConsultation(result.request, {
        endpoint: endpoint ?? SIMULATED_CONTACT_ENDPOINT,
        fetch: transport,
      });
      clearDraft(store.current);
      setDraft(EMPTY_DRAFT);
      setStatus('sent');
    } catch {
      setStatus('failed');
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const errorText = (field: ConsultationField): string | undefined => {
    const key = errors[field];
    if (!key) return undefined;
    if (key === 'contact.error.tooLong') {
      return texts['contact.error.tooLong'](FIELD_LIMITS[field as keyof typeof FIELD_LIMITS] ?? 0);
    }
    return t(key);
  };

  const fieldProps = (field: ConsultationField) => {
    const message = errorText(field);
    return {
      id: `${id}-${field}`,
      name: field,
      'aria-invalid': message ? true : undefined,
      'aria-describedby': message ? `${id}-${field}-error` : undefined,
    };
  };

  const errorNote = (field: ConsultationField) => {
    const message = errorText(field);
    return message ? (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm font-medium text-coral dark:text-orange-300">
        {message}
      </p>
    ) : null;
  };

  if (status === 'sent') {
    return (
      <div
        role="status"
        data-form-status="sent"
        className="rounded-3xl bg-brand-soft p-8 text-center text-lg font-semibold text-brand-strong dark:bg-brand/25 dark:text-brand-glow"
      >
        {simulated ? t('contact.simulatedSuccess') : t('contact.success')}
      </div>
    );
  }

  const submitting = status === 'submitting';
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_2fr]">
      <aside className="space-y-4 text-ink-soft dark:text-slate-300">
        {simulated && (
          <p
            data-simulated-note=""
            className="rounded-2xl border-2 border-coral/50 bg-coral-soft p-4 font-semibold text-orange-950 dark:border-orange-300/50 dark:bg-coral/20 dark:text-orange-100"
          >
            {t('contact.simulatedNote')}
          </p>
        )}
        {restored && <p>{t('contact.draftRestored')}</p>}
      </aside>
      <form
        noValidate
        onSubmit={onSubmit}
        data-form-status={status}
        aria-busy={submitting}
        className="grid gap-5 rounded-3xl bg-white p-6 ring-1 ring-ink/10 sm:grid-cols-2 sm:p-8 dark:bg-night-raised dark:ring-white/10"
      >
        {Object.keys(errors).some((field) => errors[field as ConsultationField]) && (
          <p role="alert" className="font-semibold text-coral sm:col-span-2 dark:text-orange-300">
            {t('contact.errorsSummary')}
          </p>
        )}
        <div>
          <label htmlFor={`${id}-fullName`} className="font-semibold">
            {t('contact.fullName')}
          </label>
          <input
            {...fieldProps('fullName')}
            autoComplete="name"
            required
            value={draft.fullName}
            onChange={(event) => update('fullName', event.target.value)}
            className={inputStyle}
          />
          {errorNote('fullName')}
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="font-semibold">
            {t('contact.email')}
          </label>
          <input
            {...fieldProps('email')}
            type="email"
            autoComplete="email"
            required
            value={draft.email}
            onChange={(event) => update('email', event.target.value)}
            className={inputStyle}
          />
          {errorNote('email')}
        </div>
        <div>
          <label htmlFor={`${id}-company`} className="font-semibold">
            {t('contact.company')}
          </label>
          <input
            {...fieldProps('company')}
            autoComplete="organization"
            required
            value={draft.company}
            onChange={(event) => update('company', event.target.value)}
            className={inputStyle}
          />
          {errorNote('company')}
        </div>
        <div>
          <label htmlFor={`${id}-service`} className="font-semibold">
            {t('contact.service')}
          </label>
          <select
            {...fieldProps('service')}
            required
            value={draft.service}
            onChange={(event) => update('service', event.target.value)}
            className={inputStyle}
          >
            <option value="">{t('contact.servicePlaceholder')}</option>
            {SERVICE_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {t(`contact.service.${option}`)}
              </option>
            ))}
          </select>
          {errorNote('service')}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-problems`} className="font-semibold">
            {t('contact.problems')}
          </label>
          <textarea
            {...fieldProps('problems')}
            required
            rows={4}
            value={draft.problems}
            onChange={(event) => update('problems', event.target.value)}
            className={inputStyle}
          />
          {errorNote('problems')}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-additional`} className="font-semibold">
            {t('contact.additional')} <span className="font-normal">{t('contact.optional')}</span>
          </label>
          <textarea
            {...fieldProps('additional')}
            rows={3}
            value={draft.additional}
            onChange={(event) => update('additional', event.target.value)}
            className={inputStyle}
          />
          {errorNote('additional')}
        </div>
        <div className="sm:col-span-2">
          <div className="flex gap-3">
            <input
              {...fieldProps('consent')}
              type="checkbox"
              required
              checked={draft.consent}
              onChange={(event) => update('consent', event.target.checked)}
              className="mt-1 h-5 w-5 shrink-0 accent-brand"
            />
            <label htmlFor={`${id}-consent`} className="text-sm">
              {t('contact.consent')}
            </label>
          </div>
          {errorNote('consent')}
        </div>
        {status === 'failed' && (
          <p role="alert" className="font-semibold text-coral sm:col-span-2 dark:text-orange-300">
            {t('contact.failure')}
          </p>
        )}
        <div className="sm:col-span-2">
          <button type="submit" className={buttonStyles.primary} disabled={submitting}>
            {submitting && <Spinner />}
            {submitting
              ? t('contact.submitting')
              : status === 'failed'
                ? t('contact.retry')
                : t('contact.submit')}
          </button>
        </div>
      </form>
    </div>
  );
}
