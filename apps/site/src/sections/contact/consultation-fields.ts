import type { TextKey } from '../../i18n/dictionaries';

/** Longest accepted value of each text field. */
export const FIELD_LIMITS = {
  fullName: 120,
  email: 254,
  company: 160,
  problems: 2000,
  additional: 2000,
} as const;

/** Fields of the consultation form (spec section 3), in display order. */
export const CONSULTATION_FIELDS = [
  'fullName',
  'email',
  'company',
  'service',
  'problems',
  'additional',
  'consent',
] as const;
export type ConsultationField = (typeof CONSULTATION_FIELDS)[number];

/** What the visitor has typed so far (also the session draft). */
export type ConsultationDraft = {
  fullName: string;
  email: string;
  company: string;
  service: string;
  problems: string;
  additional: string;
  consent: boolean;
};

export const EMPTY_DRAFT: ConsultationDraft = {
  fullName: '',
  email: '',
  company: '',
  service: '',
  problems: '',
  additional: '',
  consent: false,
};

/** An error is a dictionary key; 'contact.error.tooLong' takes the field's limit. */
export type FieldError = Extract<TextKey, `contact.error.${string}`> | 'contact.error.tooLong';
