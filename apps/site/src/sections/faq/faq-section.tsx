import { SectionShell } from '../../components/section-shell';
import { FAQ_NUMBERS } from '../../data/facts';
import { useTexts } from '../../i18n/use-texts';
import { FaqAccordion } from './faq-accordion';

/** #faq: 13 questions, one answer open at a time. */
export function FaqSection() {
  const { t } = useTexts();
  const items = FAQ_NUMBERS.map((n) => ({ question: t(`faq.q${n}`), answer: t(`faq.a${n}`) }));
  return (
    <SectionShell id="faq" title={t('faq.title')}>
      <FaqAccordion items={items} />
    </SectionShell>
  );
}
