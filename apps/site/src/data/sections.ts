import type { TextKey } from '../i18n/dictionaries';

/** Section ids on "/" (contract). */
export const SECTION_IDS = [
  'how-it-works',
  'features',
  'numbers',
  'pricing',
  'about',
  'faq',
  'contact',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/** The section the hero button and the mobile bar call into. */
export const DEMO_SECTION_ID: SectionId = 'how-it-works';

type SectionLink = { id: SectionId; label: TextKey };

/** The header's five navigation buttons, in order. */
export const NAV_LINKS: readonly SectionLink[] = [
  { id: 'how-it-works', label: 'nav.howItWorks' },
  { id: 'features', label: 'nav.features' },
  { id: 'numbers', label: 'nav.numbers' },
  { id: 'pricing', label: 'nav.pricing' },
  { id: 'faq', label: 'nav.faq' },
];

/** The footer's quick links. */
export const FOOTER_LINKS: readonly SectionLink[] = NAV_LINKS.filter((link) => link.id !== 'numbers');
