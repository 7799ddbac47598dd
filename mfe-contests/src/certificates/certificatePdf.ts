import { PDFDocument } from 'pdf-lib';

/** An A4 landscape PDF holding the canvas picture: shaping was already done by the browser. */
export async function certificatePdf(pngDataUrl: string, title: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('mfe-contests');
  const png = await pdf.embedPng(pngDataUrl);
  const page = pdf.addPage([841.89, 595.28]);
  page.drawImage(png, { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() });
  return pdf.save();
}

export function downloadBytes(bytes: Uint8Array, fileName: string, type: string): void {
  const blob = new Blob([bytes as BlobPart], { type });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
