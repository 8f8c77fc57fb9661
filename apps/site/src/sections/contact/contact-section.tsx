import { SectionShell } from '../../components/section-shell';
import { env } from '../../config/env';
import { useTexts } from '../../i18n/use-texts';
import { ContactForm, type ContactFormProps } from './contact-form';

/** #contact: the consultation form. */
export function ContactSection(props: Partial<ContactFormProps>) {
  const { t } = useTexts();
  return (
    <SectionShell id="contact" title={t('contact.title')} subtitle={t('contact.subtitle')} tone="tinted">
      <ContactForm endpoint={env.contactEndpoint} {...props} />
    </SectionShell>
  );
}
