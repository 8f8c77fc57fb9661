import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { BookDemoLink } from '../../components/book-demo-link';
import { buttonStyles } from '../../components/button-styles';
import { Spinner } from '../../components/icons';
import { SERVICE_OPTIONS } from '../../data/facts';
import { useTexts } from '../../i18n/use-texts';
import { clearDraft, loadDraft, saveDraft } from './consultation-draft';
import {
  CONSULTATION_FIELDS,
  type ConsultationDraft,
  type ConsultationField,
  EMPTY_DRAFT,
  type FieldError,
  fieldSpec,
} from './consultation-fields';
import { submitConsultation } from './submit-consultation';

/** Address the form "posts" to when no VITE_CONTACT_ENDPOINT is configured. */
const SIMULATED_CONTACT_ENDPOINT = 'simulated:contact';

// `not-sent`: valid, but this build has no endpoint to deliver it to (no VITE_CONTACT_ENDPOINT).
type Status = 'editing' | 'submitting' | 'failed' | 'sent' | 'not-sent';

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
  const notSentMessage = useRef<HTMLDivElement>(null);
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
      if (simulated) {
        // Nothing reached anyone: the visitor keeps every word, and hears so first.
        setStatus('not-sent');
        return;
      }
      clearDraft(store.current);
      setDraft(EMPTY_DRAFT);
      setStatus('sent');
    } catch {
      setStatus('failed');
    }
  };

  useEffect(() => {
    if (status === 'not-sent') notSentMessage.current?.focus();
  }, [status]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const errorText = (field: ConsultationField): string | undefined => {
    const key = errors[field];
    if (!key) return undefined;
    if (key === 'contact.error.tooLong') {
      return texts['contact.error.tooLong'](fieldSpec(field).max ?? 0);
    }
    return t(key);
  };

  if (status === 'sent') {
    return (
      <div
        role="status"
        data-form-status="sent"
        className="rounded-3xl bg-brand-soft p-8 text-center text-lg font-semibold text-brand-strong dark:bg-brand/25 dark:text-brand-glow"
      >
        {t('contact.success')}
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
        {CONSULTATION_FIELDS.map((field) => (
          <FormField
            key={field}
            field={field}
            id={`${id}-${field}`}
            value={draft[field]}
            error={errorText(field)}
            onChange={(value) => update(field, value as never)}
          />
        ))}
        {status === 'not-sent' && (
          <div
            ref={notSentMessage}
            role="alert"
            tabIndex={-1}
            data-not-sent=""
            className="space-y-3 rounded-2xl border-2 border-coral/50 bg-coral-soft p-4 text-orange-950 sm:col-span-2 dark:border-orange-300/50 dark:bg-coral/20 dark:text-orange-100"
          >
            <p className="font-semibold">{t('contact.notSent')}</p>
            <BookDemoLink variant="small">{t('contact.notSentLink')}</BookDemoLink>
          </div>
        )}
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

type FormFieldProps = {
  field: ConsultationField;
  id: string;
  value: string | boolean;
  error: string | undefined;
  onChange: (value: string | boolean) => void;
};

/** One field of the form, as FIELD_SPECS declares it: label, control and its error note. */
function FormField({ field, id, value, error, onChange }: FormFieldProps) {
  const { t } = useTexts();
  const spec = fieldSpec(field);
  const required = spec.error !== undefined;
  const common = {
    id,
    name: field,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  const note = error ? (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-coral dark:text-orange-300">
      {error}
    </p>
  ) : null;
  const text = typeof value === 'string' ? value : '';

  if (spec.control === 'checkbox') {
    return (
      <div className="sm:col-span-2">
        <div className="flex gap-3">
          <input
            {...common}
            type="checkbox"
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
            className="mt-1 h-5 w-5 shrink-0 accent-brand"
          />
          <label htmlFor={id} className="text-sm">
            {t(spec.label)}
          </label>
        </div>
        {note}
      </div>
    );
  }

  let control: ReactNode;
  if (spec.control === 'select') {
    control = (
      <select
        {...common}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        className={inputStyle}
      >
        <option value="">{t('contact.servicePlaceholder')}</option>
        {SERVICE_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {t(`contact.service.${option}`)}
          </option>
        ))}
      </select>
    );
  } else if (spec.control === 'textarea') {
    control = (
      <textarea
        {...common}
        rows={spec.rows}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        className={inputStyle}
      />
    );
  } else {
    control = (
      <input
        {...common}
        type={spec.control === 'email' ? 'email' : undefined}
        autoComplete={spec.autoComplete}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        className={inputStyle}
      />
    );
  }
  return (
    <div className={spec.wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={id} className="font-semibold">
        {t(spec.label)}
        {!required && (
          <>
            {' '}
            <span className="font-normal">{t('contact.optional')}</span>
          </>
        )}
      </label>
      {control}
      {note}
    </div>
  );
}
