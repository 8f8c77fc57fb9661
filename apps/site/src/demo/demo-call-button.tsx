import { PhoneIcon, Spinner } from '../components/icons';
import type { TextKey } from '../i18n/dictionaries';
import { useTexts } from '../i18n/use-texts';
import { useDemoCallTrigger } from './use-demo-call-trigger';

/**
 * A call button outside the demo (hero, mobile bar, final call to action): it scrolls to the demo and asks it for
 * a call (`useDemoCallTrigger`), showing "Calling…" meanwhile.
 */
export function DemoCallButton({
  label,
  className,
}: {
  readonly label: TextKey;
  readonly className: string;
}) {
  const { t } = useTexts();
  const { calling, trigger } = useDemoCallTrigger();
  return (
    <button
      type="button"
      onClick={trigger}
      disabled={calling}
      aria-busy={calling}
      data-calling={calling}
      className={className}
    >
      {calling ? <Spinner /> : <PhoneIcon />}
      {t(calling ? 'hero.calling' : label)}
    </button>
  );
}
