import { z } from 'zod';
import { SERVICE_OPTIONS } from '../../data/facts';
import {
  type ConsultationDraft,
  type ConsultationField,
  FIELD_LIMITS,
  type FieldError,
} from './consultation-fields';

// zod is only imported by this module and the simulated endpoint, which the form loads on first submit,
// so the validator stays out of the page's initial JavaScript.

// zod compiles object parsers with `new Function` unless told not to; the site's CSP forbids eval, and even
// zod's guarded probe for it would be reported as a violation. Must run before the first z.object().
z.config({ jitless: true });

const TOO_LONG = 'contact.error.tooLong';
const required = (key: FieldError, max: number) =>
  z.string().trim().min(1, { error: key }).max(max, { error: TOO_LONG });

/** The validated consultation request, as posted to the contact endpoint. */
export const consultationSchema = z.object({
  fullName: required('contact.error.fullName', FIELD_LIMITS.fullName),
  email: z
    .string()
    .trim()
    .max(FIELD_LIMITS.email, { error: TOO_LONG })
    .pipe(z.email({ error: 'contact.error.email' })),
  company: required('contact.error.company', FIELD_LIMITS.company),
  service: z.enum(SERVICE_OPTIONS, { error: 'contact.error.service' }),
  problems: required('contact.error.problems', FIELD_LIMITS.problems),
  additional: z.string().trim().max(FIELD_LIMITS.additional, { error: TOO_LONG }),
  consent: z.literal(true, { error: 'contact.error.consent' }),
});
export type ConsultationRequest = z.infer<typeof consultationSchema>;

export type ValidationResult =
  | { ok: true; request: ConsultationRequest }
  | { ok: false; errors: Partial<Record<ConsultationField, FieldError>> };

/** Validates a draft; on failure gives the first error of every invalid field as a dictionary key. */
export function validateConsultation(draft: ConsultationDraft): ValidationResult {
  const result = consultationSchema.safeParse(draft);
  if (result.success) return { ok: true, request: result.data };
  const errors: Partial<Record<ConsultationField, FieldError>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ConsultationField;
    errors[field] ??= issue.message as FieldError;
  }
  return { ok: false, errors };
}
