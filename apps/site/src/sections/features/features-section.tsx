import { SectionShell } from '../../components/section-shell';
import type { TextKey } from '../../i18n/dictionaries';
import { useTexts } from '../../i18n/use-texts';
import { AlertIcon, CalendarIcon, ClockIcon, GlobeIcon, InfinityIcon, MessageIcon } from './feature-icons';

const FEATURES: ReadonlyArray<{ title: TextKey; text: TextKey; Icon: typeof ClockIcon }> = [
  { title: 'features.f1Title', text: 'features.f1Text', Icon: ClockIcon },
  { title: 'features.f2Title', text: 'features.f2Text', Icon: CalendarIcon },
  { title: 'features.f3Title', text: 'features.f3Text', Icon: MessageIcon },
  { title: 'features.f4Title', text: 'features.f4Text', Icon: AlertIcon },
  { title: 'features.f5Title', text: 'features.f5Text', Icon: GlobeIcon },
  { title: 'features.f6Title', text: 'features.f6Text', Icon: InfinityIcon },
];

const SERVICES: ReadonlyArray<{ title: TextKey; text: TextKey }> = [
  { title: 'services.aiAgent', text: 'services.aiAgentText' },
  { title: 'services.smartWebsites', text: 'services.smartWebsitesText' },
  { title: 'services.onlineCalendar', text: 'services.onlineCalendarText' },
];

/** #features: what the receptionist does and the services around it. */
export function FeaturesSection() {
  const { t } = useTexts();
  return (
    <SectionShell id="features" title={t('features.title')} subtitle={t('features.subtitle')}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => (
          <li
            key={feature.title}
            className="rounded-3xl border border-ink/10 bg-white p-6 shadow-sm dark:border-white/10 dark:bg-night-raised"
          >
            <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-soft text-brand-strong dark:bg-brand/30 dark:text-brand-glow">
              <feature.Icon width={24} height={24} />
            </span>
            <h3 className="mt-4 text-xl font-semibold">{t(feature.title)}</h3>
            <p className="mt-2 text-ink-soft dark:text-slate-300">{t(feature.text)}</p>
          </li>
        ))}
      </ul>
      <h3 className="mt-16 text-center text-2xl font-semibold">{t('features.servicesTitle')}</h3>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {SERVICES.map((service) => (
          <li
            key={service.title}
            className="rounded-2xl border-l-4 border-brand bg-paper-deep p-5 dark:border-brand-glow dark:bg-night-raised"
          >
            <p className="font-bold">{t(service.title)}</p>
            <p className="mt-1 text-ink-soft dark:text-slate-300">{t(service.text)}</p>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
