import { SectionShell } from '../../components/section-shell';
import { env } from '../../config/env';
import { useTexts } from '../../i18n/use-texts';
import { ContactForm, type ContactFormProps } from './contact-form';

/** #contact: the consultation form. */
export function ContactSection(props: Partial<ContactFormProps>) {
  const { t } = useTexts();
  const endpoint = 'endpoint' in props ? props.endpoint : env.contactEndpoint;
  return (
    <SectionShell
      id="contact"
      title={t('contact.title')}
      subtitle={t(endpoint ? 'contact.subtitle' : 'contact.subtitleUnsent')}
      tone="tinted"
    >
      <ContactForm endpoint={endpoint} {...props} />
    </SectionShell>
  );
}
