import type { TextKey } from '../../i18n/dictionaries';

/** How one field of the consultation form is shown and checked. */
type FieldSpec = {
  label: TextKey;
  control: 'input' | 'email' | 'select' | 'textarea' | 'checkbox';
  /** The error shown when the field is empty (or, for the e-mail, not an address; for the select, no choice). */
  error?: Extract<TextKey, `contact.error.${string}`>;
  /** Longest accepted value (text fields). */
  max?: number;
  autoComplete?: string;
  rows?: number;
  /** Spans both columns of the form. */
  wide?: boolean;
};

/**
 * The consultation form's fields (spec section 3), in display order: the one declaration the draft type, the empty
 * draft, the validation schema and the rendered controls are all derived from.
 */
export const FIELD_SPECS = {
  fullName: {
    label: 'contact.fullName',
    control: 'input',
    error: 'contact.error.fullName',
    max: 120,
    autoComplete: 'name',
  },
  email: {
    label: 'contact.email',
    control: 'email',
    error: 'contact.error.email',
    max: 254,
    autoComplete: 'email',
  },
  company: {
    label: 'contact.company',
    control: 'input',
    error: 'contact.error.company',
    max: 160,
    autoComplete: 'organization',
  },
  service: { label: 'contact.service', control: 'select', error: 'contact.error.service' },
  problems: {
    label: 'contact.problems',
    control: 'textarea',
    error: 'contact.error.problems',
    max: 2000,
    rows: 4,
    wide: true,
  },
  // No `error`: the one optional field.
  additional: { label: 'contact.additional', control: 'textarea', max: 2000, rows: 3, wide: true },
  consent: { label: 'contact.consent', control: 'checkbox', error: 'contact.error.consent', wide: true },
} as const satisfies Record<string, FieldSpec>;

export type ConsultationField = keyof typeof FIELD_SPECS;

/** The fields in display order. */
export const CONSULTATION_FIELDS = Object.keys(FIELD_SPECS) as ConsultationField[];

/** The spec of a field, widened to the common shape. */
export function fieldSpec(field: ConsultationField): FieldSpec {
  return FIELD_SPECS[field];
}

/** What the visitor has typed so far (also the session draft): the checkbox a boolean, every other field text. */
export type ConsultationDraft = {
  [K in ConsultationField]: (typeof FIELD_SPECS)[K]['control'] extends 'checkbox' ? boolean : string;
};

export const EMPTY_DRAFT: ConsultationDraft = Object.fromEntries(
  CONSULTATION_FIELDS.map((field) => [field, fieldSpec(field).control === 'checkbox' ? false : '']),
) as ConsultationDraft;

/** An error is a dictionary key; 'contact.error.tooLong' takes the field's limit. */
export type FieldError = Extract<TextKey, `contact.error.${string}`> | 'contact.error.tooLong';
