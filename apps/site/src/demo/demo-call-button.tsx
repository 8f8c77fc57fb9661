import { useRef } from 'react';
import { PhoneIcon, Spinner } from '../components/icons';
import { useEarlyPress } from '../hooks/use-early-press';
import type { TextKey } from '../i18n/dictionaries';
import { useTexts } from '../i18n/use-texts';
import { useDemoCallTrigger } from './use-demo-call-trigger';

/**
 * A call button outside the demo (hero, mobile bar, final call to action): it scrolls to the demo and asks it for
 * a call (`useDemoCallTrigger`), showing "Calling…" meanwhile. It is never `disabled`: that would drop its focus to
 * the page; a press while calling does nothing, and the call it asked for takes the focus into the demo.
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
  const button = useRef<HTMLButtonElement>(null);
  useEarlyPress(button, trigger);
  return (
    <button
      ref={button}
      type="button"
      onClick={(event) => trigger(event.currentTarget)}
      aria-disabled={calling}
      aria-busy={calling}
      data-calling={calling}
      className={className}
    >
      {calling ? <Spinner /> : <PhoneIcon />}
      {t(calling ? 'hero.calling' : label)}
    </button>
  );
}
