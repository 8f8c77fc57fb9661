import { type ImgHTMLAttributes, useEffect, useRef, useState } from 'react';
import { useTexts } from '../i18n/use-texts';

type SafeImageProps = ImgHTMLAttributes<HTMLImageElement> & { width: number; height: number; alt: string };

/**
 * An image with fixed dimensions (no layout shift) that turns into a same-sized placeholder if it fails to
 * load, including a failure that happened before hydration attached the error handler.
 */
export function SafeImage({ width, height, alt, className = '', ...props }: SafeImageProps) {
  const { t } = useTexts();
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0 && image.getAttribute('src')) setFailed(true);
  }, []);

  if (failed) {
    return (
      <div
        role="img"
        aria-label={alt || t('image.unavailable')}
        data-image-placeholder=""
        style={{ aspectRatio: `${width} / ${height}` }}
        className={`flex items-center justify-center bg-brand-soft text-sm text-brand-strong dark:bg-night-line dark:text-slate-200 ${className}`}
      >
        <span aria-hidden="true">{t('image.unavailable')}</span>
      </div>
    );
  }
  return (
    <img
      ref={ref}
      width={width}
      height={height}
      alt={alt}
      className={className}
      onError={() => setFailed(true)}
      {...props}
    />
  );
}
