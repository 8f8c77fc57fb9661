import { useTexts } from '../i18n/use-texts';
import { useTheme } from '../settings/settings-provider';
import { buttonStyles } from './button-styles';
import { MoonIcon, SunIcon } from './icons';

/** Flips between light and dark; the name says what pressing it will do. */
export function ThemeToggle() {
  const { t } = useTexts();
  const [theme, setTheme] = useTheme();
  const isDark = theme === 'dark';
  return (
    <button
      type="button"
      className={buttonStyles.icon}
      aria-label={t(isDark ? 'theme.toLight' : 'theme.toDark')}
      data-theme-state={theme}
      onClick={() => setTheme(isDark ? 'light' : 'dark')}
    >
      {isDark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
