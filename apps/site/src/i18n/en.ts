import { ENTERPRISE_MIN_LOCATIONS, FACTS, PREMIUM_LANGUAGES, PRICING_PLANS } from '../data/facts';
import { englishPlural, formatDateEn, formatNumberEn, formatUsdEn } from './format';

/** A dictionary value: a plain text, or a small function for texts that vary with a number or date. */
export type Text = string | ((...args: never[]) => string);

const F = FACTS;
const [standard, premium] = PRICING_PLANS;
const standardTypes = standard?.appointmentTypes ?? 0;
const premiumTypes = premium?.appointmentTypes ?? 0;

/** English texts; their keys and value types define the shape every other language must have. */
export const en = {
  'meta.title': 'ClinicVoice — the AI receptionist for dental clinics',
  'meta.description': `An AI phone receptionist that answers every patient call day and night, books appointments in your practice software and hands emergencies to your team in under ${F.emergencyTransferSeconds} seconds.`,
  'meta.bookTitle': 'Book a demo — ClinicVoice',
  'meta.bookDescription': `Pick a time for a ${F.demo.tileMinutes}-minute demo of the ClinicVoice AI receptionist for dental clinics.`,

  'brand.name': 'ClinicVoice',
  'brand.home': 'ClinicVoice home page',
  'a11y.skipToContent': 'Skip to content',

  'nav.label': 'Sections',
  'nav.howItWorks': 'How It Works',
  'nav.features': 'Features and Integrations',
  'nav.numbers': 'Numbers that Matter',
  'nav.pricing': 'Pricing',
  'nav.faq': 'FAQ',
  'header.trial': `Start ${F.trialDays}-Day Free Trial`,
  'header.trialShort': 'Start Trial',
  'theme.toDark': 'Switch to dark theme',
  'theme.toLight': 'Switch to light theme',
  'language.label': 'Language',
  'language.en': 'English',
  'language.cs': 'Čeština',

  'hero.badge': 'Built for dental clinics',
  'hero.title': 'Every patient call answered.',
  'hero.titleAccent': 'Day and night.',
  'hero.subtitle':
    'ClinicVoice is an AI receptionist that answers every call and books, reschedules or cancels appointments right in your practice software. It sends reminders and hands emergencies to your team.',
  'hero.riskReversal': `Try it free for ${F.trialDays} days. Get ${F.guarantee.extraAppointments}+ extra appointments within ${F.guarantee.withinDays} days, or your first paid month is free.`,
  'hero.callButton': 'Try the AI receptionist',
  'hero.calling': 'Calling…',
  'hero.audioPlay': 'Hear a sample call',
  'hero.audioPlaying': 'Playing…',
  'hero.audioReplay': 'Replay demo',
  'hero.trustLabel': 'Why clinics trust us',
  'hero.trust1': `Usually live within ${F.goLiveHours} hours`,
  'hero.trust2': `${F.containmentPercent}% of calls handled end to end`,
  'hero.trust3': `${F.languagesCount}+ languages`,
  'hero.compliance': `Built for ${F.compliance.join(' and ')} requirements · encrypted call data`,
  'hero.phoneLink': 'Prefer the phone? Call our demo line',
  'hero.seeInAction': 'See it in action',

  'demo.eyebrow': 'Demo call',
  'demo.title': 'Hear how it handles a call',
  'demo.subtitle':
    'Start a call in your browser and talk to the receptionist as a patient would: ask for a cleaning, reschedule an appointment or describe a toothache.',
  'demo.subtitleSimulated':
    'Start the demo call to hear the receptionist book a patient with a toothache, with the conversation written out as it goes.',
  'demo.callButton': 'Start a demo call',
  'demo.connectingButton': 'Connecting…',
  'demo.stopButton': 'End the call',
  'demo.needsScript':
    'The demo call and the sample recording need JavaScript, which is turned off in this browser.',
  'demo.simulatedNote':
    'This is a simulated call: you’ll hear our sample conversation. No microphone is needed, and nothing leaves your browser.',
  'demo.progress.microphone': 'Waiting for your microphone…',
  'demo.progress.preparing': 'Getting the call ready…',
  'demo.progress.reaching': 'Reaching the receptionist…',
  'demo.progress.joining': 'Joining the call…',
  'demo.progress.audio': 'Setting up the audio…',
  'demo.speaking': 'The receptionist is speaking',
  'demo.listening': 'The receptionist is listening',
  'demo.playingSample': 'Playing the sample conversation',
  'demo.error.microphoneBlocked':
    'Your browser blocked the microphone. Allow it for this site (the icon in the address bar) and try again.',
  'demo.error.noMicrophone':
    'We could not find a working microphone. Connect one, or close other apps using it, and try again.',
  'demo.error.platformUnreachable':
    'We could not reach the call service. Check your internet connection and try again in a moment.',
  'demo.error.platformRefused':
    'The call service couldn’t take the call right now. Please try again later, or listen to the sample call.',
  'demo.error.joinFailed': 'The call could not connect. Please try again, or listen to the sample call.',
  'demo.error.callDropped': 'The call dropped. Start a new one whenever you’re ready.',
  'demo.microphoneNote':
    'Your browser will ask for access to your microphone. Our voice platform records and transcribes this call.',
  'demo.visualiserLabel': 'Call audio levels',
  'demo.try1': '“I’d like to book a checkup for next Tuesday morning.”',
  'demo.try2': '“Can I move my appointment to Friday?”',
  'demo.try3': '“My tooth is broken and it really hurts.”',
  'demo.tryTitle': 'Things to try',
  'demo.sampleTitle': 'A sample call',
  'demo.samplePlay': 'Play the sample call',
  'demo.samplePause': 'Pause the sample call',
  'demo.sampleProgress': 'Playback progress',
  'demo.sampleUnavailable': 'The sample call is not available right now.',
  'demo.cancelButton': 'Cancel',
  'demo.error.noAnswer': 'The receptionist didn’t answer. Please try again.',
  'demo.retryButton': 'Try again',
  'demo.transcriptTitle': 'Transcript',
  'demo.transcriptEmpty':
    'The conversation appears here as text during a call, or while the sample call plays.',
  'demo.speaker.assistant': 'Receptionist',
  'demo.speaker.user': 'You',
  'demo.speaker.patient': 'Patient',
  // A line of a conversation (the platform's transcript, a recording's captions), set as this language sets its own
  // texts: a language whose dictionary typesets its texts (Czech) typesets these too.
  'demo.transcriptLine': (text: string) => text,

  'fit.title': 'Is it right for your clinic?',
  'fit.subtitle': 'We’d rather tell you now than after the trial.',
  'fit.forTitle': 'A great fit if',
  'fit.for1': 'your front desk misses calls at peak times, over lunch or after hours',
  'fit.for2': 'you use practice management software with online scheduling',
  'fit.for3': 'new-patient inquiries matter to your growth',
  'fit.for4': 'you run one location or a multi-location group',
  'fit.notForTitle': 'Not the right fit if',
  'fit.notFor1': 'you want every call handled by a person, always',
  'fit.notFor2': 'your appointment schedule lives only on paper',
  'fit.notFor3': 'you expect the receptionist to give clinical advice',

  'features.title': 'Features and integrations',
  'features.subtitle': 'Everything a good receptionist does on the phone, without the hold music.',
  'features.f1Title': 'Answers around the clock',
  'features.f1Text': 'Nights, weekends and holidays included. No patient hears a busy signal or voicemail.',
  'features.f2Title': 'Books in your system',
  'features.f2Text':
    'Books, reschedules and cancels appointments right in your practice management software, following your rules.',
  'features.f3Title': 'Appointment reminders',
  'features.f3Text': `Confirmation calls ${F.reminderHoursAhead} hours before each visit and, on Premium, text messages with the details patients need.`,
  'features.f4Title': 'Emergencies go to people',
  'features.f4Text': `Urgent calls are recognized and transferred to your staff in under ${F.emergencyTransferSeconds} seconds.`,
  'features.f5Title': `${F.languagesCount}+ languages`,
  'features.f5Text': `Patients speak in their own language: two languages on Standard, up to ${PREMIUM_LANGUAGES} on Premium, all of them on Enterprise.`,
  'features.f6Title': 'Unlimited calls',
  'features.f6Text': `No cap on calls per location, and up to ${F.simultaneousCalls} patients can be served at once.`,
  'features.servicesTitle': 'What we set up for you',
  'services.aiAgent': 'AI Agent',
  'services.aiAgentText': 'The voice receptionist that answers, books and triages calls.',
  'services.smartWebsites': 'Smart Websites',
  'services.smartWebsitesText': 'A fast clinic website that turns visitors into booked patients.',
  'services.onlineCalendar': 'Online Calendar',
  'services.onlineCalendarText':
    'Online booking that stays in sync with what the receptionist books by phone.',

  'safety.title': 'Safe by design',
  'safety.subtitle': 'Your patients’ data and well-being come before automation.',
  'safety.s1': `We handle patient data in line with ${F.compliance.join(' and ')} requirements and encrypt it in transit and at rest.`,
  'safety.s2': `Anything urgent is handed to a person in under ${F.emergencyTransferSeconds} seconds.`,
  'safety.s3':
    'The receptionist never diagnoses or gives clinical advice; it books appointments and passes everything else to your team.',
  'safety.s4':
    'You decide what it may say, which appointment types it books and when it brings in your team.',

  'onboarding.title': 'Live in three steps',
  'onboarding.subtitle': `From our first call to go-live, usually within ${F.goLiveHours} hours. Multi-location groups take ${F.multiLocationDays.from} to ${F.multiLocationDays.to} days.`,
  'onboarding.step': (step: number) => `Step ${step}`,
  'onboarding.step1Title': 'Connect',
  'onboarding.step1Time': `${F.onboarding.connectMinutes} minutes`,
  'onboarding.step1Text': 'Together with your team, we connect your practice software and phone line.',
  'onboarding.step2Title': 'Configure',
  'onboarding.step2Time': `${F.onboarding.configureMinutes} minutes`,
  'onboarding.step2Text': 'Office hours, appointment types, prices and the way your clinic greets patients.',
  'onboarding.step3Title': 'Go live',
  'onboarding.step3Time': `Usually within ${F.goLiveHours} hours`,
  'onboarding.step3Text': 'Every call is answered, and you see each conversation and booking in one place.',

  'numbers.title': 'Numbers that matter',
  'numbers.subtitle': 'What clinics see once every call is answered.',
  'numbers.stat1': 'staff hours saved every week across the clinics we serve',
  'numbers.stat2': 'extra appointments per clinic each month',
  'numbers.stat3': 'lower cost than a live answering service',
  'numbers.percent': (value: number) => `${value}%`,
  'numbers.containment': `${F.containmentPercent}% of calls are resolved without anyone from your team stepping in.`,

  'founding.eyebrow': 'Limited offer',
  'founding.title': 'Become one of our founding clinics',
  'founding.subtitle':
    'A small group of clinics that shape the product with us, on terms we won’t offer again.',
  'founding.spots': (total: number, remaining: number) =>
    `${remaining} of ${total} ${englishPlural(total, 'spot', 'spots')} left`,
  'founding.deadline': (isoDate: string) => `Applications close on ${formatDateEn(isoDate)}.`,
  'founding.closed': (isoDate: string) =>
    `Applications closed on ${formatDateEn(isoDate)}, the deadline we announced in advance. Thank you to every clinic that applied.`,
  'founding.perk1': `Your price locked for ${F.founding.priceLockMonths} months`,
  'founding.perk2': `Set up within ${F.founding.setupHours} hours`,
  'founding.perk3': 'Weekly check-ins during the first month',
  'founding.perk4': 'A direct line to the founder',
  'founding.apply': 'Apply for a founding spot',
  'founding.closedCta': 'Book a demo instead',
  'founding.closedTitle': 'Founding clinics',
  'founding.closedSubtitle':
    'A small group of founding clinics shapes the product with us. We’re no longer accepting applications.',

  'pricing.title': 'Simple pricing per location',
  'pricing.subtitle': `Every plan starts with a ${F.trialDays}-day free trial. No setup fee.`,
  'pricing.billingLabel': 'Billing period',
  'pricing.monthly': 'Monthly',
  'pricing.yearly': 'Yearly',
  'pricing.save': (percent: number) => `Save ${percent}%`,
  'pricing.perMonth': 'per location / month',
  'pricing.billedYearly': 'billed yearly',
  'pricing.billedMonthly': 'billed monthly',
  'pricing.regularPrice': (price: string) => `Regular price ${price}`,
  'pricing.price': (amount: number) => formatUsdEn(amount),
  'pricing.popular': 'Most popular',
  'pricing.standardName': 'Standard',
  'pricing.standardDescription': 'For a single clinic that wants every call answered.',
  'pricing.standardF1': `Up to ${standardTypes} appointment types`,
  'pricing.standardF2': 'English and Spanish',
  'pricing.standardF3': `Unlimited calls, up to ${F.simultaneousCalls} at once`,
  'pricing.standardF4': `Confirmation calls ${F.reminderHoursAhead} hours ahead`,
  'pricing.standardF5': 'Emergency transfer to your staff',
  'pricing.premiumName': 'Premium',
  'pricing.premiumDescription': 'For busy clinics with many treatments and international patients.',
  'pricing.premiumF1': `Up to ${premiumTypes} appointment types`,
  'pricing.premiumF2': `Up to ${PREMIUM_LANGUAGES} languages`,
  'pricing.premiumF3': `Unlimited calls, up to ${F.simultaneousCalls} at once`,
  'pricing.premiumF4': 'Text messages and confirmation calls',
  'pricing.premiumF5': 'Call summaries and analytics',
  'pricing.premiumF6': 'Priority support',
  'pricing.enterpriseName': 'Enterprise',
  'pricing.enterpriseDescription': `For multi-location groups with ${ENTERPRISE_MIN_LOCATIONS}+ locations.`,
  'pricing.enterprisePrice': 'Custom',
  'pricing.enterpriseF1': 'Central reporting across locations',
  'pricing.enterpriseF2': `All ${F.languagesCount}+ languages`,
  'pricing.enterpriseF3': `Rollout in ${F.multiLocationDays.from} to ${F.multiLocationDays.to} days`,
  'pricing.enterpriseF4': 'A dedicated success manager',
  'pricing.cta': 'Start free trial',
  'pricing.enterpriseCta': 'Talk to us',
  'pricing.comparison': `${formatUsdEn(standard?.monthlyPrice ?? 0)}–${formatUsdEn(premium?.monthlyPrice ?? 0)} per location per month, compared with ${formatUsdEn(F.receptionistMonthlyCost.from)}–${formatUsdEn(F.receptionistMonthlyCost.to)} a month in pay for one full-time receptionist in the US.`,
  'pricing.guarantee': `Guarantee: ${F.guarantee.extraAppointments}+ extra appointments within your first ${F.guarantee.withinDays} days, or your first paid month is free.`,

  'about.title': 'About the founder',
  'about.photoAlt': 'Portrait of the founder',
  'about.role': 'Founder, ClinicVoice',
  'about.p1':
    'I started ClinicVoice after a week at a friend’s dental practice, watching the phone ring while the only receptionist checked patients in. Every unanswered call was a patient who booked somewhere else.',
  'about.p2':
    'We built a receptionist that never puts anyone on hold, follows each clinic’s rules and knows when to pass a call to a person.',
  'about.p3': 'I still read the feedback from every clinic we work with. If something is missing, tell me.',

  'cta.title': 'Stop missing patient calls',
  'cta.text': `Book a ${F.demo.tileMinutes}-minute demo and hear how the receptionist would answer your patients.`,
  'cta.book': 'Book a demo',
  'cta.try': 'Try the demo call',

  'faq.title': 'Frequently asked questions',
  'faq.q1': 'Will patients know they’re talking to an AI?',
  'faq.a1':
    'Yes. At the start of every call the receptionist introduces itself as your clinic’s AI assistant, so callers know from the first sentence that they’re talking to an AI. It speaks naturally and hands the call to a person on your team whenever asked.',
  'faq.q2': 'Which practice management systems do you work with?',
  'faq.a2':
    'We connect to the most widely used dental practice management systems and online calendars. Tell us which one you use during your demo, and we’ll confirm the integration before you start.',
  'faq.q3': 'What happens with an emergency call?',
  'faq.a3': `The receptionist recognizes urgent situations such as pain, swelling or trauma and transfers the caller to your staff in under ${F.emergencyTransferSeconds} seconds.`,
  'faq.q4': 'How many calls can it handle?',
  'faq.a4': `Calls are unlimited for every location, and up to ${F.simultaneousCalls} patients can be served at once, so nobody is put on hold.`,
  'faq.q5': 'How long does it take to go live?',
  'faq.a5': `About ${F.onboarding.connectMinutes} minutes to connect and ${F.onboarding.configureMinutes} to configure. Most clinics are live within ${F.goLiveHours} hours; multi-location groups within ${F.multiLocationDays.from} to ${F.multiLocationDays.to} days.`,
  'faq.q6': 'Is patient data safe?',
  'faq.a6': `Yes. We handle data in line with ${F.compliance.join(' and ')} requirements, encrypt it in transit and at rest, and you decide how long call recordings are kept.`,
  'faq.q7': 'Which languages does it speak?',
  'faq.a7': `${F.languagesCount}+ languages, Czech and English among them. Standard covers two of them, Premium up to ${PREMIUM_LANGUAGES} and Enterprise all. It answers in the caller’s language, and on Premium it writes the call summary for your team in yours.`,
  'faq.q8': 'Does it send reminders?',
  'faq.a8': `Yes. It calls patients ${F.reminderHoursAhead} hours before their appointment to confirm, and on Premium it also sends text messages with the details.`,
  'faq.q9': 'How long is the free trial?',
  'faq.a9': `${F.trialDays} days, with every feature of the plan you choose. No card needed to start.`,
  'faq.q10': 'What is the guarantee?',
  'faq.a10': `If you don’t get at least ${F.guarantee.extraAppointments} extra appointments within ${F.guarantee.withinDays} days, your first paid month is free. The ${F.trialDays}-day trial is free either way.`,
  'faq.q11': 'Can I change what the receptionist says?',
  'faq.a11':
    'Yes. Greetings, office hours, prices, appointment types and when to involve your team are all yours to set and change at any time.',
  'faq.q12': 'Does it replace my front desk team?',
  'faq.a12':
    'No. It takes the phones off their plate so they can focus on the patients in front of them, and it passes on anything that needs a person.',
  'faq.q13': 'What does it cost compared with a receptionist?',
  'faq.a13': `Plans cost ${formatUsdEn(standard?.monthlyPrice ?? 0)} to ${formatUsdEn(premium?.monthlyPrice ?? 0)} per location per month, however many calls come in. One full-time receptionist in the US costs ${formatUsdEn(F.receptionistMonthlyCost.from)} to ${formatUsdEn(F.receptionistMonthlyCost.to)} a month in pay alone. ClinicVoice doesn’t replace your front desk, though: it takes the calls they can’t get to.`,

  'contact.title': 'Request a consultation',
  'contact.subtitle': `Tell us about your clinic and we’ll reply within ${F.contactReplyHours} hours.`,
  // Without an endpoint the form reaches nobody, so no reply can be promised.
  'contact.subtitleUnsent': 'To talk to us, book a demo.',
  'contact.fullName': 'Full name',
  'contact.email': 'Email',
  'contact.company': 'Clinic or company name',
  'contact.service': 'Service',
  'contact.servicePlaceholder': 'Choose a service',
  'contact.service.ai-agent': 'AI Agent',
  'contact.service.smart-websites': 'Smart Websites',
  'contact.service.crm-integration': 'CRM Integration',
  'contact.problems': 'What can we help you with?',
  'contact.additional': 'Anything else we should know?',
  'contact.optional': '(optional)',
  'contact.consent':
    'I agree to the processing of personal data for the purpose of contacting and providing information about AI automation services.',
  'contact.submit': 'Send',
  'contact.submitting': 'Sending…',
  'contact.success': `Thank you. Your request is saved in our database, and we’ll reply within ${F.contactReplyHours} hours.`,
  'contact.simulatedNote':
    'This site can’t send messages yet: you can fill out the form, but it won’t reach us. To talk to us, book a demo.',
  'contact.notSent':
    'Nothing was sent. This site can’t send messages yet, so we haven’t received it. Everything you typed is still in the form. To reach us, book a demo instead.',
  'contact.notSentLink': 'Book a demo',
  'contact.failure': 'We could not send your request. Everything you typed is still here.',
  'contact.retry': 'Try again',
  'contact.draftRestored': 'We restored what you typed before.',
  'contact.errorsSummary': 'Please correct the highlighted fields.',
  'contact.error.fullName': 'Please enter your full name.',
  'contact.error.email': 'Please enter a valid email address.',
  'contact.error.company': 'Please enter your clinic or company name.',
  'contact.error.service': 'Please choose a service.',
  'contact.error.problems': 'Please tell us briefly what you need help with.',
  'contact.error.consent': 'We need your consent to contact you.',
  'contact.error.tooLong': (max: number) => `Please keep this to ${formatNumberEn(max)} characters or fewer.`,

  'footer.tagline': 'The AI receptionist for dental clinics.',
  'footer.quickLinks': 'Quick links',
  'footer.contactTitle': 'Get in touch',
  'footer.contactText': 'The quickest way to reach our team is a demo at a time that works for you.',
  'footer.book': 'Book a demo',
  'footer.rights': 'All rights reserved.',

  'mobileBar.call': 'Try a demo call',
  'mobileBar.showCall': 'Call in progress: view',
  'mobileBar.label': 'Quick call',

  'error.title': 'Unexpected Application Error!',
  'error.text': 'Something went wrong, or this page does not exist. The home page is one click away.',
  'error.home': 'Back to the home page',
  'error.partial':
    'Part of this page could not load, so what follows is a saved copy: the form and buttons need a reload.',
  'error.reload': 'Reload the page',

  'book.back': 'Back to the home page',
  'book.title': 'Book your demo',
  'book.subtitle':
    'Choose a time that works for you. We’ll show you the receptionist at work for a clinic like yours.',
  'book.tile1Title': `${F.demo.tileMinutes} Minute Demo`,
  'book.tile1Text': 'A short, focused call. No slides, just the receptionist answering.',
  'book.tile2Title': 'Your questions, answered',
  'book.tile2Text': 'Bring your hardest patient calls, and we’ll run them live.',
  'book.tile3Title': 'A plan for your clinic',
  'book.tile3Text': `We’ll agree on a go-live date, usually within ${F.goLiveHours} hours.`,
  'book.widgetLabel': 'Booking calendar',
  'book.loading': 'Loading the booking calendar…',
  'book.fallback': 'The booking calendar could not be loaded here.',
  'book.fallbackLink': 'Open the booking page',

  'image.unavailable': 'Image unavailable',

  'demo.error.microphoneInUse':
    'Another app is using your microphone. Close it or end the other call, then try again.',
  'demo.error.microphoneUnsupported':
    'This browser can’t use a microphone on this page. Open it in an up-to-date Chrome, Edge, Firefox or Safari.',
  'demo.microphoneReadyNote':
    'Your microphone is allowed for this site. Our voice platform records and transcribes this call.',
  'demo.microphoneBlockedNote':
    'Your browser blocks the microphone for this site. To talk with the receptionist, allow it (the icon in the address bar), then start the call.',
  'demo.audioBlocked':
    'Your browser has not let the receptionist’s voice play yet. Use the button below to hear it.',
  'demo.resumeAudio': 'Tap to hear the assistant',
  'demo.micSilent': 'We can’t hear you. Check that your microphone is on and not muted, then speak again.',
  'demo.reconnecting': 'The connection dropped. Reconnecting…',
  'demo.callEnded': 'The receptionist ended the call.',
  'demo.connected': 'Connected to the receptionist.',
  'demo.error.microphoneBlockedBySystem':
    'Your device’s privacy settings keep this browser from using the microphone. Allow it there, then try again.',
  'demo.error.microphoneDismissed':
    'The microphone wasn’t allowed. Start the call again and allow it when asked.',
} satisfies Record<string, Text>;

/** The shape of a dictionary: the English keys, each with a string or the same function type. */
export type Dictionary = typeof en;
