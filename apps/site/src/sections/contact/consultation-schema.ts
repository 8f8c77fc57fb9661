import { z } from 'zod';
import { SERVICE_OPTIONS, type ServiceOption } from '../../data/facts';
import {
  CONSULTATION_FIELDS,
  type ConsultationDraft,
  type ConsultationField,
  type FieldError,
  fieldSpec,
} from './consultation-fields';

// zod is only imported by this module and the simulated endpoint, which the form loads on first submit,
// so the validator stays out of the page's initial JavaScript.

// zod compiles object parsers with `new Function` unless told not to; the site's CSP forbids eval, and even
// zod's guarded probe for it would be reported as a violation. Must run before the first z.object().
z.config({ jitless: true });

const TOO_LONG = 'contact.error.tooLong';

/** The validator of one field, from its declaration in FIELD_SPECS. */
function fieldSchema(field: ConsultationField): z.ZodType {
  const { control, error, max = Number.POSITIVE_INFINITY } = fieldSpec(field);
  if (control === 'checkbox') return z.literal(true, { error });
  if (control === 'select') return z.enum(SERVICE_OPTIONS, { error });
  const text = z.string().trim().max(max, { error: TOO_LONG });
  if (control === 'email') return text.pipe(z.email({ error }));
  return error ? text.min(1, { error }) : text;
}

/** The validated consultation request, as posted to the contact endpoint. */
export const consultationSchema = z.object(
  Object.fromEntries(CONSULTATION_FIELDS.map((field) => [field, fieldSchema(field)])),
);

/** A draft that passed: the same fields, trimmed, with a known service and the consent given. */
export type ConsultationRequest = Omit<ConsultationDraft, 'service' | 'consent'> & {
  service: ServiceOption;
  consent: true;
};

export type ValidationResult =
  | { ok: true; request: ConsultationRequest }
  | { ok: false; errors: Partial<Record<ConsultationField, FieldError>> };

/** Validates a draft; on failure gives the first error of every invalid field as a dictionary key. */
export function validateConsultation(draft: ConsultationDraft): ValidationResult {
  const result = consultationSchema.safeParse(draft);
  if (result.success) return { ok: true, request: result.data as ConsultationRequest };
  const errors: Partial<Record<ConsultationField, FieldError>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ConsultationField;
    errors[field] ??= issue.message as FieldError;
  }
  return { ok: false, errors };
}
