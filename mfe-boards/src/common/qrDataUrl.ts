import QRCode from 'qrcode';

/**
 * A QR code of `url` as a data: URL, drawn in the browser: no third-party service sees a PIN game's
 * link or a sign-in card's. Medium error correction survives a creased, smudged printout.
 */
export function qrDataUrl(url: string, size = 240): Promise<string> {
  return QRCode.toDataURL(url, { margin: 1, width: size, errorCorrectionLevel: 'M' });
}
