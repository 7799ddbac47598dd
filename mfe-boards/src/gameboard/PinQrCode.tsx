import { useEffect, useState } from 'react';
import { qrDataUrl } from '../common/qrDataUrl';

/** A QR code of the join link, drawn in the browser (no third-party service sees the PIN). */
export function PinQrCode({ url, alt, size = 240 }: { url: string; alt: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    qrDataUrl(url, size).then(
      (data) => current && setSrc(data),
      () => current && setSrc(null),
    );
    return () => {
      current = false;
    };
  }, [url, size]);
  return src ? (
    <img src={src} width={size} height={size} alt={alt} data-testid="gameboard-qr" />
  ) : (
    <span style={{ display: 'inline-block', width: size, height: size }} aria-hidden="true" />
  );
}
