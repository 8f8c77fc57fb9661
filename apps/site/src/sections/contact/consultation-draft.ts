import { CONSULTATION_FIELDS, type ConsultationDraft, EMPTY_DRAFT } from './consultation-fields';

/** Session-storage key of the unsent form (lost when the tab closes, kept across reloads). */
export const DRAFT_KEY = 'consultation-draft';

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Reads a saved draft, keeping only known fields of the right type. */
export function loadDraft(storage: DraftStorage | undefined): ConsultationDraft | null {
  try {
    const raw = storage?.getItem(DRAFT_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const record = parsed as Record<string, unknown>;
    const draft: Record<string, string | boolean> = { ...EMPTY_DRAFT };
    for (const field of CONSULTATION_FIELDS) {
      const value = record[field];
      // Each field keeps the type of its empty value: a checkbox only ever true or false, text only text.
      if (typeof EMPTY_DRAFT[field] === 'boolean') draft[field] = value === true;
      else if (typeof value === 'string') draft[field] = value;
    }
    return draft as ConsultationDraft;
  } catch {
    return null;
  }
}

/** Saves the draft; an empty form removes it. Storage errors are ignored: the form still works. */
export function saveDraft(storage: DraftStorage | undefined, draft: ConsultationDraft): void {
  try {
    const empty = CONSULTATION_FIELDS.every((field) => draft[field] === EMPTY_DRAFT[field]);
    if (empty) storage?.removeItem(DRAFT_KEY);
    else storage?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // private mode or quota: nothing to do
  }
}

/** Forgets the draft (after a successful send). */
export function clearDraft(storage: DraftStorage | undefined): void {
  try {
    storage?.removeItem(DRAFT_KEY);
  } catch {
    // see saveDraft
  }
}
