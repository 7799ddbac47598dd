/**
 * The certificate is drawn on a canvas because the browser shapes Tamil and Malay text correctly
 * there; pdf-lib cannot shape Tamil, so the PDF embeds this picture (certificatePdf.ts).
 */
export interface CertificateLines {
  heading: string;
  presentedTo: string;
  name: string;
  school: string;
  contest: string;
  award: string;
  details: string;
  verify: string;
  code: string;
  issuer: string;
}

export const CERTIFICATE_SIZE = { width: 1754, height: 1240 } as const; // A4 landscape at 150 dpi
const FONT = "'Noto Sans Tamil', 'Noto Sans', 'Segoe UI', Arial, sans-serif";

/** Waits for the Tamil webfont (the shell loads it) so the first drawing is not in a fallback face. */
export async function fontsReady(): Promise<void> {
  const fonts = (document as Document & { fonts?: FontFaceSet }).fonts;
  if (!fonts) return;
  try {
    await Promise.all([fonts.load(`700 40px ${FONT}`, 'தமிழ்'), fonts.load(`400 40px ${FONT}`, 'தமிழ்')]);
  } catch {
    // a missing font only changes the look, never the text
  }
}

function fitText(ctx: CanvasRenderingContext2D, text: string, weight: number, size: number, maxWidth: number): void {
  let s = size;
  ctx.font = `${weight} ${s}px ${FONT}`;
  while (ctx.measureText(text).width > maxWidth && s > 14) {
    s -= 2;
    ctx.font = `${weight} ${s}px ${FONT}`;
  }
}

/** Draws the certificate; returns false when the canvas cannot draw (old browser, jsdom). */
export function drawCertificate(canvas: HTMLCanvasElement, lines: CertificateLines, accent = '#b8860b'): boolean {
  const { width, height } = CERTIFICATE_SIZE;
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return false;
  ctx.fillStyle = '#fffdf6';
  ctx.fillRect(0, 0, width, height);
  ctx.strokeStyle = accent;
  ctx.lineWidth = 18;
  ctx.strokeRect(40, 40, width - 80, height - 80);
  ctx.lineWidth = 3;
  ctx.strokeRect(80, 80, width - 160, height - 160);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const max = width - 260;
  const rows: [string, number, number, string, number][] = [
    // text, weight, size, colour, y
    [lines.heading, 800, 76, '#10316b', 230],
    [lines.presentedTo, 400, 36, '#333', 350],
    [lines.name, 800, 88, '#111', 460],
    [lines.school, 400, 40, '#333', 560],
    [lines.contest, 700, 46, '#10316b', 680],
    [lines.award, 800, 58, accent, 800],
    [lines.details, 400, 36, '#333', 900],
  ];
  for (const [text, weight, size, colour, y] of rows) {
    if (!text) continue;
    fitText(ctx, text, weight, size, max);
    ctx.fillStyle = colour;
    ctx.fillText(text, width / 2, y);
  }
  ctx.textAlign = 'left';
  fitText(ctx, lines.issuer, 400, 26, max / 2);
  ctx.fillStyle = '#444';
  ctx.fillText(lines.issuer, 140, height - 150);
  ctx.textAlign = 'right';
  fitText(ctx, `${lines.code}`, 700, 30, max / 2);
  ctx.fillText(lines.code, width - 140, height - 170);
  fitText(ctx, lines.verify, 400, 22, max / 2);
  ctx.fillText(lines.verify, width - 140, height - 130);
  return true;
}
