import { ENTERPRISE_MIN_LOCATIONS, FACTS, PREMIUM_LANGUAGES, PRICING_PLANS } from '../data/facts';
import type { Dictionary } from './en';
import {
  czechPlural,
  czechTypography,
  formatDateCs,
  formatNumberCs,
  formatRangeCs,
  formatUsdCs,
  formatUsdRangeCs,
} from './format';

const F = FACTS;
const [standard, premium] = PRICING_PLANS;
const standardTypes = standard?.appointmentTypes ?? 0;
const premiumTypes = premium?.appointmentTypes ?? 0;
// F.compliance names HIPAA and GDPR. A Czech clinic answers to GDPR: the hero's short strip names GDPR alone; the
// safety list and the FAQ keep HIPAA, a US law, as the specification has it, second and named as American. Both are
// stated as requirements the service is run to meet, never as a certificate.
// The US receptionist's pay (F.receptionistMonthlyCost) is an American figure and stays on the English page; the
// Czech page compares the price with what any Czech clinic pays for one full-time receptionist (see docs/).

/** Every text, and every text a function makes, with Czech typography applied (see czechTypography). */
function withCzechTypography(texts: Dictionary): Dictionary {
  return Object.fromEntries(
    Object.entries(texts).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? czechTypography(value)
        : (...args: never[]) => czechTypography((value as (...a: never[]) => string)(...args)),
    ]),
  ) as Dictionary;
}

/**
 * Czech texts, written in Czech (not translated word for word), addressing the reader formally ("vy"); typed as the
 * English shape, so a missing or extra key is a type error. The facts come from data/facts.ts, as in English.
 */
export const cs: Dictionary = withCzechTypography({
  'meta.title': 'ClinicVoice – AI recepční pro zubní ordinace',
  'meta.description': `AI recepční, která ve dne i v noci přijme každý hovor pacienta, zapíše termín přímo do vašeho ordinačního softwaru a akutní případy do ${F.emergencyTransferSeconds} sekund přepojí na váš tým.`,
  'meta.bookTitle': 'Rezervace předvedení – ClinicVoice',
  'meta.bookDescription': `Vyberte si termín ${F.demo.tileMinutes}minutového předvedení AI recepční ClinicVoice pro zubní ordinace.`,

  'brand.name': 'ClinicVoice',
  'brand.home': 'Úvodní stránka ClinicVoice',
  'a11y.skipToContent': 'Přeskočit na obsah',

  'nav.label': 'Sekce',
  'nav.howItWorks': 'Jak to funguje',
  'nav.features': 'Funkce a integrace',
  'nav.numbers': 'Výsledky',
  'nav.pricing': 'Ceník',
  'nav.faq': 'Časté dotazy',
  'header.trial': `Vyzkoušet ${F.trialDays} dní zdarma`,
  'header.trialShort': 'Vyzkoušet',
  'theme.toDark': 'Přepnout na tmavý vzhled',
  'theme.toLight': 'Přepnout na světlý vzhled',
  'language.label': 'Jazyk',
  'language.en': 'English',
  'language.cs': 'Čeština',

  'hero.badge': 'Navrženo pro zubní ordinace',
  'hero.title': 'Každý pacient se dovolá.',
  'hero.titleAccent': 'Ve dne i v noci.',
  'hero.subtitle':
    'ClinicVoice je AI recepční, která přijme každý hovor, objedná pacienty, přesune nebo zruší jejich termíny přímo ve vašem ordinačním softwaru, pošle připomínky a akutní případy předá vašemu týmu.',
  'hero.riskReversal': `${F.trialDays} dní zdarma. Pokud během ${F.guarantee.withinDays} dní nezískáte alespoň ${F.guarantee.extraAppointments} termínů navíc, první placený měsíc vám neúčtujeme.`,
  'hero.callButton': 'Vyzkoušet AI recepční',
  'hero.calling': 'Spojování…',
  'hero.audioPlay': 'Poslechnout si vzorový hovor',
  'hero.audioPlaying': 'Přehrávání…',
  'hero.audioReplay': 'Přehrát znovu',
  'hero.trustLabel': 'Proč nám ordinace věří',
  'hero.trust1': `Spuštění obvykle do ${F.goLiveHours} hodin`,
  'hero.trust2': `${F.containmentPercent} % hovorů vyřeší bez vašeho týmu`,
  'hero.trust3': `${F.languagesCount} a více jazyků`,
  'hero.compliance': 'V souladu s požadavky GDPR · šifrovaná data hovorů',
  'hero.phoneLink': 'Raději telefonicky? Zavolejte na ukázkovou linku',
  'hero.seeInAction': 'Rezervovat předvedení',

  'demo.eyebrow': 'Ukázkový hovor',
  'demo.title': 'Poslechněte si, jak recepční vyřídí hovor',
  'demo.subtitle':
    'Zahajte hovor přímo v prohlížeči a mluvte s recepční jako pacient: objednejte se na dentální hygienu, přesuňte termín nebo popište bolest zubu.',
  'demo.subtitleSimulated':
    'Spusťte ukázkový hovor: uslyšíte, jak recepční objedná pacientku s bolestí zubu, a rozhovor se vám zároveň vypíše jako text.',
  'demo.callButton': 'Spustit ukázkový hovor',
  'demo.connectingButton': 'Spojování…',
  'demo.stopButton': 'Ukončit hovor',
  'demo.needsScript':
    'Ukázkový hovor i vzorová nahrávka potřebují JavaScript, který máte v prohlížeči vypnutý.',
  'demo.simulatedNote':
    'Toto je simulovaný hovor: uslyšíte náš vzorový rozhovor, mikrofon nepotřebujete a nic se neodesílá mimo váš prohlížeč.',
  'demo.progress.microphone': 'Čekání na přístup k mikrofonu…',
  'demo.progress.preparing': 'Příprava hovoru…',
  'demo.progress.reaching': 'Spojování s recepční…',
  'demo.progress.joining': 'Připojování k hovoru…',
  'demo.progress.audio': 'Nastavování zvuku…',
  'demo.speaking': 'Recepční mluví',
  'demo.listening': 'Recepční poslouchá',
  'demo.playingSample': 'Přehrává se ukázkový hovor',
  'demo.error.microphoneBlocked':
    'Prohlížeč zablokoval mikrofon. Povolte ho pro tento web (ikona v adresním řádku) a zkuste to znovu.',
  'demo.error.noMicrophone':
    'Nenašli jsme funkční mikrofon. Připojte mikrofon, případně zavřete aplikace, které ho používají, a zkuste to znovu.',
  'demo.error.platformUnreachable':
    'Nepodařilo se spojit se službou pro hovory. Zkontrolujte připojení k internetu a zkuste to za chvíli znovu.',
  'demo.error.platformRefused':
    'Služba hovor právě teď nepřijala. Zkuste to prosím později, nebo si poslechněte vzorový hovor.',
  'demo.error.joinFailed':
    'Hovor se nepodařilo spojit. Zkuste to prosím znovu, nebo si poslechněte vzorový hovor.',
  'demo.error.callDropped': 'Hovor se přerušil. Nový můžete zahájit, kdykoli budete chtít.',
  'demo.microphoneNote':
    'Prohlížeč vás požádá o přístup k mikrofonu. Naše hlasová platforma tento hovor nahrává a přepisuje.',
  'demo.visualiserLabel': 'Hlasitost hovoru',
  'demo.try1': '„Potřeboval bych se objednat na preventivní prohlídku, nejlépe v úterý dopoledne.“',
  'demo.try2': '„Můžu si přesunout termín na pátek?“',
  'demo.try3': '„Ulomil se mi zub a hodně to bolí.“',
  'demo.tryTitle': 'Zkuste třeba',
  'demo.sampleTitle': 'Vzorový hovor',
  'demo.samplePlay': 'Přehrát vzorový hovor',
  'demo.samplePause': 'Pozastavit vzorový hovor',
  'demo.sampleProgress': 'Průběh přehrávání',
  'demo.sampleUnavailable': 'Vzorový hovor teď není k dispozici.',
  'demo.cancelButton': 'Zrušit',
  'demo.error.noAnswer': 'Recepční se neozvala. Zkuste to prosím znovu.',
  'demo.retryButton': 'Zkusit znovu',
  'demo.transcriptTitle': 'Přepis',
  'demo.transcriptEmpty':
    'Během hovoru nebo při přehrávání vzorového hovoru se tu rozhovor zobrazí jako text.',
  'demo.speaker.assistant': 'Recepční',
  'demo.speaker.user': 'Vy',
  'demo.speaker.patient': 'Pacientka',
  'demo.transcriptLine': (text: string) => text,

  'fit.title': 'Hodí se pro vaši ordinaci?',
  'fit.subtitle': 'Řekneme vám to rovnou, ne až po zkušební době.',
  'fit.forTitle': 'Hodí se, pokud',
  'fit.for1': 'vaše recepce nestíhá hovory ve špičce, o polední pauze nebo mimo ordinační hodiny',
  'fit.for2': 'používáte ordinační software s online objednáváním',
  'fit.for3': 'chcete získávat nové pacienty',
  'fit.for4': 'máte jednu ordinaci nebo celou síť poboček',
  'fit.notForTitle': 'Nehodí se, pokud',
  'fit.notFor1': 'chcete, aby každý hovor vyřídil člověk',
  'fit.notFor2': 'objednáváte pacienty jen do papírového diáře',
  'fit.notFor3': 'čekáte od recepční odborné zdravotní rady',

  'features.title': 'Funkce a integrace',
  'features.subtitle': 'Všechno, co dobrá recepční zvládne po telefonu, jen bez čekání na lince.',
  'features.f1Title': 'Zvedá telefon nonstop',
  'features.f1Text': 'V noci, o víkendu i o svátcích. Žádný pacient neuslyší obsazeno ani záznamník.',
  'features.f2Title': 'Objednává přímo do vašeho systému',
  'features.f2Text':
    'Objednává, přesouvá a ruší termíny přímo ve vašem ordinačním softwaru podle vašich pravidel.',
  'features.f3Title': 'Připomínky termínů',
  'features.f3Text': `Potvrzovací hovor ${F.reminderHoursAhead} hodin před návštěvou a v tarifu Premium také SMS se vším, co pacient potřebuje vědět.`,
  'features.f4Title': 'Akutní případy přebírá člověk',
  'features.f4Text': `Akutní případ pozná a hovor do ${F.emergencyTransferSeconds} sekund přepojí na váš personál.`,
  'features.f5Title': `${F.languagesCount} a více jazyků`,
  'features.f5Text': `Pacient mluví svým jazykem: tarif Standard zvládne dva jazyky, Premium až ${PREMIUM_LANGUAGES} a Enterprise všechny.`,
  'features.f6Title': 'Neomezený počet hovorů',
  'features.f6Text': `Počet hovorů na pobočku není omezený a recepční obslouží až ${F.simultaneousCalls} pacientů najednou.`,
  'features.servicesTitle': 'Co pro vás nastavíme',
  'services.aiAgent': 'AI agent',
  'services.aiAgentText': 'Hlasová recepční, která přijímá hovory, objednává pacienty a pozná, co spěchá.',
  'services.smartWebsites': 'Chytrý web',
  'services.smartWebsitesText': 'Rychlý web ordinace, přes který se návštěvníci rovnou objednají.',
  'services.onlineCalendar': 'Online kalendář',
  'services.onlineCalendarText':
    'Online objednávání, které vždy odpovídá tomu, co recepční domluví po telefonu.',

  'safety.title': 'Bezpečnost na prvním místě',
  'safety.subtitle': 'Data a zdraví vašich pacientů mají přednost před automatizací.',
  'safety.s1':
    'S daty pacientů zacházíme v souladu s požadavky GDPR i amerického zákona HIPAA a šifrujeme je při přenosu i při uložení.',
  'safety.s2': `Cokoli akutního předá do ${F.emergencyTransferSeconds} sekund člověku.`,
  'safety.s3': 'Recepční nikdy nestanovuje diagnózu ani neradí s léčbou – objednává a předává dál.',
  'safety.s4': 'Vy určujete, co smí říkat, jaké typy návštěv objednává a kdy má zapojit váš tým.',

  'onboarding.title': 'Spuštění ve třech krocích',
  'onboarding.subtitle': `Od prvního hovoru s námi k ostrému provozu obvykle do ${F.goLiveHours} hodin. U sítě poboček to trvá ${formatRangeCs(F.multiLocationDays.from, F.multiLocationDays.to)} dní.`,
  'onboarding.step': (step: number) => `${step}. krok`,
  'onboarding.step1Title': 'Propojení',
  'onboarding.step1Time': `${F.onboarding.connectMinutes} minut`,
  'onboarding.step1Text': 'Společně s vaším týmem propojíme ordinační software a telefonní linku.',
  'onboarding.step2Title': 'Nastavení',
  'onboarding.step2Time': `${F.onboarding.configureMinutes} minut`,
  'onboarding.step2Text': 'Ordinační hodiny, typy návštěv, ceny i to, jak má recepční pacienty pozdravit.',
  'onboarding.step3Title': 'Spuštění',
  'onboarding.step3Time': `Obvykle do ${F.goLiveHours} hodin`,
  'onboarding.step3Text':
    'Recepční přijímá hovory a každý rozhovor i domluvený termín máte přehledně na jednom místě.',

  'numbers.title': 'Výsledky',
  'numbers.subtitle': 'Co ordinace získají, když se jim dovolá každý pacient.',
  'numbers.stat1': 'hodin práce personálu ušetří každý týden ordinace, se kterými spolupracujeme',
  'numbers.stat2': 'termínů navíc na ordinaci měsíčně',
  'numbers.stat3': 'nižší náklady než u externí telefonní recepce',
  'numbers.percent': (value: number) => `${value} %`,
  'numbers.containment': `${F.containmentPercent} % hovorů se vyřeší, aniž by musel zasáhnout někdo z vašeho týmu.`,

  'founding.eyebrow': 'Omezená nabídka',
  'founding.title': 'Staňte se jednou ze zakládajících ordinací',
  'founding.subtitle':
    'Pár ordinací, které s námi produkt dotvářejí – za podmínek, které už nikdy nenabídneme.',
  'founding.spots': (total: number, remaining: number) =>
    `${czechPlural(remaining, 'Zbývá', 'Zbývají', 'Zbývá')} ${remaining} ${czechPlural(remaining, 'místo', 'místa', 'míst')} z ${total}`,
  'founding.deadline': (isoDate: string) => `Přihlášky přijímáme do ${formatDateCs(isoDate)}.`,
  'founding.closed': (isoDate: string) =>
    `Příjem přihlášek skončil ${formatDateCs(isoDate)}, v předem ohlášeném termínu. Děkujeme všem ordinacím, které se přihlásily.`,
  'founding.perk1': `Garantovaná cena na ${F.founding.priceLockMonths} měsíců`,
  'founding.perk2': `Nastavení do ${F.founding.setupHours} hodin`,
  'founding.perk3': 'Každotýdenní konzultace během prvního měsíce',
  'founding.perk4': 'Přímá linka na zakladatele',
  'founding.apply': 'Přihlásit svou ordinaci',
  'founding.closedCta': 'Rezervovat předvedení',
  'founding.closedTitle': 'Zakládající ordinace',
  'founding.closedSubtitle':
    'S malou skupinou zakládajících ordinací produkt společně ladíme. Nové přihlášky už nepřijímáme.',

  'pricing.title': 'Jednoduchá cena za každou pobočku',
  'pricing.subtitle': `Každý tarif začíná ${F.trialDays}denní zkušební dobou zdarma, bez zřizovacího poplatku. Ceny uvádíme v amerických dolarech (USD).`,
  'pricing.billingLabel': 'Fakturační období',
  'pricing.monthly': 'Měsíčně',
  'pricing.yearly': 'Ročně',
  'pricing.save': (percent: number) => `Ušetříte ${percent} %`,
  'pricing.perMonth': 'za pobočku a měsíc',
  'pricing.billedYearly': 'při roční platbě',
  'pricing.billedMonthly': 'při měsíční platbě',
  'pricing.regularPrice': (price: string) => `Běžná cena ${price}`,
  'pricing.price': (amount: number) => formatUsdCs(amount),
  'pricing.popular': 'Nejoblíbenější',
  'pricing.standardName': 'Standard',
  'pricing.standardDescription': 'Pro ordinaci, která nechce zmeškat žádný hovor.',
  'pricing.standardF1': `Až ${standardTypes} typů návštěv`,
  'pricing.standardF2': '2 jazyky: čeština a angličtina',
  'pricing.standardF3': `Neomezený počet hovorů, až ${F.simultaneousCalls} současně`,
  'pricing.standardF4': `Potvrzovací hovory ${F.reminderHoursAhead} hodin předem`,
  'pricing.standardF5': 'Přepojení akutních případů na personál',
  'pricing.premiumName': 'Premium',
  'pricing.premiumDescription': 'Pro vytížené ordinace se širokou nabídkou výkonů a pacienty z různých zemí.',
  'pricing.premiumF1': `Až ${premiumTypes} typů návštěv`,
  'pricing.premiumF2': `Až ${PREMIUM_LANGUAGES} jazyků`,
  'pricing.premiumF3': `Neomezený počet hovorů, až ${F.simultaneousCalls} současně`,
  'pricing.premiumF4': 'SMS a potvrzovací hovory',
  'pricing.premiumF5': 'Shrnutí hovorů a statistiky',
  'pricing.premiumF6': 'Přednostní podpora',
  'pricing.enterpriseName': 'Enterprise',
  'pricing.enterpriseDescription': `Pro sítě s ${ENTERPRISE_MIN_LOCATIONS} a více pobočkami.`,
  'pricing.enterprisePrice': 'Na míru',
  'pricing.enterpriseF1': 'Souhrnné přehledy za všechny pobočky',
  'pricing.enterpriseF2': `Všechny jazyky (${F.languagesCount} a více)`,
  'pricing.enterpriseF3': `Zavedení za ${formatRangeCs(F.multiLocationDays.from, F.multiLocationDays.to)} dní`,
  'pricing.enterpriseF4': 'Osobní konzultant pro celou vaši síť',
  'pricing.cta': 'Vyzkoušet zdarma',
  'pricing.enterpriseCta': 'Ozvěte se nám',
  'pricing.comparison': `Tarify za ${formatUsdRangeCs(standard?.monthlyPrice ?? 0, premium?.monthlyPrice ?? 0)} měsíčně za pobočku, bez omezení počtu hovorů: méně, než ordinace měsíčně zaplatí za jednu recepční na plný úvazek.`,
  'pricing.guarantee': `Záruka: pokud během prvních ${F.guarantee.withinDays} dní nezískáte alespoň ${F.guarantee.extraAppointments} termínů navíc, první placený měsíc vám neúčtujeme.`,

  'about.title': 'O zakladateli',
  'about.photoAlt': 'Portrét zakladatele',
  'about.role': 'Zakladatel ClinicVoice',
  'about.p1':
    'ClinicVoice vznikl po týdnu, který jsem strávil v zubní ordinaci svého kamaráda. Sledoval jsem, jak zvoní telefon, zatímco jediná recepční zapisovala pacienty u pultu. Každý nepřijatý hovor znamenal pacienta, který se objednal jinam.',
  'about.p2':
    'Vytvořili jsme recepční, která nikoho nenechá čekat na lince, dodržuje pravidla každé ordinace a ví, kdy hovor předat člověku.',
  'about.p3':
    'Dodnes čtu zpětnou vazbu od každé ordinace, se kterou spolupracujeme. Pokud vám něco chybí, napište mi.',

  'cta.title': 'Už žádné zmeškané hovory pacientů',
  'cta.text': `Rezervujte si ${F.demo.tileMinutes}minutové předvedení a poslechněte si, jak by recepční odpovídala vašim pacientům.`,
  'cta.book': 'Rezervovat předvedení',
  'cta.try': 'Vyzkoušet ukázkový hovor',

  'faq.title': 'Časté dotazy',
  'faq.q1': 'Poznají pacienti, že mluví s umělou inteligencí?',
  'faq.a1':
    'Ano. Recepční na začátku každého hovoru volajícímu řekne, že mluví s umělou inteligencí vaší ordinace, takže to ví hned od první věty. Mluví přirozeně a na požádání hovor předá člověku z vašeho týmu.',
  'faq.q2': 'S jakým ordinačním softwarem umíte pracovat?',
  'faq.a2':
    'Napojíme se na nejrozšířenější ordinační software pro zubaře i na online kalendáře. Při předvedení nám řekněte, který používáte, a napojení ověříme ještě před spuštěním.',
  'faq.q3': 'Co když volá pacient s akutními potížemi?',
  'faq.a3': `Recepční pozná akutní situace, jako je bolest, otok nebo úraz, a do ${F.emergencyTransferSeconds} sekund volajícího přepojí na váš personál.`,
  'faq.q4': 'Kolik hovorů zvládne?',
  'faq.a4': `Počet hovorů na pobočku není omezený a recepční obslouží až ${F.simultaneousCalls} pacientů najednou, takže nikdo nečeká ve frontě.`,
  'faq.q5': 'Jak dlouho trvá spuštění?',
  'faq.a5': `Propojení zabere asi ${F.onboarding.connectMinutes} minut a nastavení ${F.onboarding.configureMinutes} minut. Většina ordinací recepční spustí do ${F.goLiveHours} hodin, sítě poboček za ${formatRangeCs(F.multiLocationDays.from, F.multiLocationDays.to)} dní.`,
  'faq.q6': 'Jsou data pacientů v bezpečí?',
  'faq.a6':
    'Ano. S daty nakládáme v souladu s požadavky GDPR i amerického zákona HIPAA, šifrujeme je při přenosu i uložení a vy rozhodujete, jak dlouho se nahrávky hovorů uchovávají.',
  'faq.q7': 'Jakými jazyky mluví?',
  'faq.a7': `Ovládá ${F.languagesCount} a více jazyků včetně češtiny. Tarif Standard zahrnuje dva z nich, Premium až ${PREMIUM_LANGUAGES} a Enterprise všechny. Odpovídá v jazyce volajícího a v tarifu Premium napíše shrnutí hovoru pro váš tým ve vašem jazyce.`,
  'faq.q8': 'Připomíná pacientům termíny?',
  'faq.a8': `Ano. ${F.reminderHoursAhead} hodin před termínem pacientovi zavolá kvůli potvrzení a v tarifu Premium pošle i SMS s podrobnostmi.`,
  'faq.q9': 'Jak dlouhá je zkušební doba zdarma?',
  'faq.a9': `${F.trialDays} dní se všemi funkcemi zvoleného tarifu. Platební kartu k tomu nepotřebujete.`,
  'faq.q10': 'Jakou dáváte záruku?',
  'faq.a10': `Pokud během ${F.guarantee.withinDays} dní nezískáte alespoň ${F.guarantee.extraAppointments} termínů navíc, první placený měsíc vám neúčtujeme. Zkušebních ${F.trialDays} dní je zdarma tak jako tak.`,
  'faq.q11': 'Můžeme upravit, co recepční říká?',
  'faq.a11':
    'Ano. Pozdrav, ordinační hodiny, ceny, typy návštěv i to, kdy zapojit váš tým, si nastavíte a kdykoli změníte.',
  'faq.q12': 'Nahradí ClinicVoice naši recepční?',
  'faq.a12':
    'Ne. Sejme z ní starost o telefon, aby se mohla věnovat pacientům v ordinaci, a všechno, co musí vyřešit člověk, jí předá.',
  'faq.q13': 'Kolik to stojí ve srovnání s běžnou recepční?',
  'faq.a13': `Tarify stojí ${formatUsdRangeCs(standard?.monthlyPrice ?? 0, premium?.monthlyPrice ?? 0)} měsíčně za pobočku bez ohledu na počet hovorů, tedy méně, než ordinace měsíčně zaplatí za jednu recepční na plný úvazek. ClinicVoice ji ale nenahrazuje: přebírá hovory, na které u pultu nezbývá čas.`,

  'contact.title': 'Požádejte o konzultaci',
  'contact.subtitle': `Napište nám o své ordinaci a do ${F.contactReplyHours} hodin se vám ozveme.`,
  'contact.subtitleUnsent': 'Chcete-li s námi mluvit, rezervujte si předvedení.',
  'contact.fullName': 'Jméno a příjmení',
  'contact.email': 'E-mail',
  'contact.company': 'Název ordinace nebo firmy',
  'contact.service': 'Služba',
  'contact.servicePlaceholder': 'Vyberte službu',
  'contact.service.ai-agent': 'AI agent',
  'contact.service.smart-websites': 'Chytrý web',
  'contact.service.crm-integration': 'Napojení na CRM',
  'contact.problems': 'S čím vám můžeme pomoci?',
  'contact.additional': 'Chcete nám ještě něco sdělit?',
  'contact.optional': '(nepovinné)',
  'contact.consent':
    'Souhlasím se zpracováním osobních údajů za účelem kontaktování a poskytnutí informací o službách automatizace pomocí AI.',
  'contact.submit': 'Odeslat',
  'contact.submitting': 'Odesílání…',
  'contact.success': `Děkujeme. Vaši zprávu jsme uložili do naší databáze a do ${F.contactReplyHours} hodin se vám ozveme.`,
  'contact.simulatedNote':
    'Z tohoto webu se zprávy zatím neodesílají: formulář si můžete vyplnit, ale k nám nic nedorazí. Pokud s námi chcete mluvit, rezervujte si předvedení.',
  'contact.notSent':
    'Nic se neodeslalo. Z tohoto webu se zprávy zatím neodesílají, takže vaše zpráva k nám nedorazila. Vše, co jste napsali, zůstalo ve formuláři. Spojit se s námi můžete přes rezervaci předvedení.',
  'contact.notSentLink': 'Rezervovat předvedení',
  'contact.failure': 'Zprávu se nepodařilo odeslat. Nic z toho, co jste napsali, se neztratilo.',
  'contact.retry': 'Zkusit znovu',
  'contact.draftRestored': 'Obnovili jsme, co jste napsali dříve.',
  'contact.errorsSummary': 'Opravte prosím zvýrazněná pole.',
  'contact.error.fullName': 'Vyplňte prosím jméno a příjmení.',
  'contact.error.email': 'Zadejte prosím platnou e-mailovou adresu.',
  'contact.error.company': 'Vyplňte prosím název ordinace nebo firmy.',
  'contact.error.service': 'Vyberte prosím službu.',
  'contact.error.problems': 'Napište nám prosím stručně, s čím potřebujete pomoci.',
  'contact.error.consent': 'Bez vašeho souhlasu vás nemůžeme kontaktovat.',
  'contact.error.tooLong': (max: number) =>
    `Zkraťte prosím text na nejvýše ${formatNumberCs(max)} ${czechPlural(max, 'znak', 'znaky', 'znaků')}.`,

  'footer.tagline': 'AI recepční pro zubní ordinace.',
  'footer.quickLinks': 'Rychlé odkazy',
  'footer.contactTitle': 'Kontakt',
  'footer.contactText': 'Nejrychleji se s naším týmem spojíte při předvedení v termínu, který vám vyhovuje.',
  'footer.book': 'Rezervovat předvedení',
  'footer.rights': 'Všechna práva vyhrazena.',

  'mobileBar.call': 'Zkusit ukázkový hovor',
  'mobileBar.showCall': 'Probíhá hovor – zobrazit',
  'mobileBar.label': 'Rychlý hovor',

  'error.title': 'Neočekávaná chyba aplikace',
  'error.text':
    'Něco se pokazilo nebo tato stránka neexistuje. Na úvodní stránku se dostanete jedním kliknutím.',
  'error.home': 'Zpět na úvodní stránku',
  'error.partial':
    'Část stránky se nepodařilo načíst, níže je proto uložená kopie: formulář a tlačítka fungují až po novém načtení.',
  'error.reload': 'Načíst stránku znovu',

  'book.back': 'Zpět na úvodní stránku',
  'book.title': 'Rezervujte si předvedení',
  'book.subtitle':
    'Vyberte si čas, který vám vyhovuje. Ukážeme vám recepční při práci v ordinaci, jako je ta vaše.',
  'book.tile1Title': `${F.demo.tileMinutes}minutové předvedení`,
  'book.tile1Text': 'Krátký hovor k věci. Žádné prezentace, jen recepční při práci.',
  'book.tile2Title': 'Odpovědi na vaše otázky',
  'book.tile2Text': 'Připravte si nejtěžší hovory, jaké s pacienty řešíte, a vyzkoušíme je naživo.',
  'book.tile3Title': 'Plán pro vaši ordinaci',
  'book.tile3Text': `Domluvíme termín spuštění – obvykle do ${F.goLiveHours} hodin.`,
  'book.widgetLabel': 'Rezervační kalendář',
  'book.loading': 'Načítání rezervačního kalendáře…',
  'book.fallback': 'Rezervační kalendář se zde nepodařilo načíst.',
  'book.fallbackLink': 'Otevřít rezervační stránku',

  'image.unavailable': 'Obrázek není k dispozici',

  'demo.error.microphoneInUse':
    'Mikrofon právě používá jiná aplikace. Zavřete ji nebo ukončete druhý hovor a zkuste to znovu.',
  'demo.error.microphoneUnsupported':
    'Tento prohlížeč na této stránce mikrofon použít nemůže. Otevřete ji v aktuální verzi Chromu, Edge, Firefoxu nebo Safari.',
  'demo.microphoneReadyNote':
    'Mikrofon máte pro tento web povolený. Naše hlasová platforma tento hovor nahrává a přepisuje.',
  'demo.microphoneBlockedNote':
    'Prohlížeč má pro tento web mikrofon zablokovaný. Chcete-li s recepční mluvit, povolte ho (ikona v adresním řádku) a pak zahajte hovor.',
  'demo.audioBlocked': 'Prohlížeč zatím hlas recepční nepřehrává. Pustíte ho tlačítkem níže.',
  'demo.resumeAudio': 'Klepnutím pustíte asistenta',
  'demo.micSilent':
    'Neslyšíme vás. Zkontrolujte, zda je mikrofon zapnutý a není ztlumený, a promluvte znovu.',
  'demo.reconnecting': 'Spojení se přerušilo. Obnovujeme ho…',
  'demo.callEnded': 'Recepční hovor ukončila.',
  'demo.connected': 'Spojeno s recepční.',
  'demo.error.microphoneBlockedBySystem':
    'Nastavení soukromí v zařízení prohlížeči nedovoluje mikrofon. Povolte ho tam a zkuste to znovu.',
  'demo.error.microphoneDismissed':
    'Mikrofon nebyl povolen. Zahajte hovor znovu a přístup k mikrofonu povolte.',
});
