import { CERTIFICATE_SIZE, drawCertificate, type CertificateLines } from './drawCertificate';

const lines: CertificateLines = {
  heading: 'சாதனைச் சான்றிதழ்',
  presentedTo: 'இச்சான்றிதழ் வழங்கப்படுவது',
  name: 'மீனா சுப்பிரமணியம்',
  school: 'SJK(T) Ladang Bukit Rajah',
  contest: 'சொல்வல்லார் சொல் போட்டி 2025',
  award: 'தங்க விருது',
  details: 'புள்ளிகள் 30 / 120',
  verify: 'https://example.my/solvallar-certificate?verify=SOLV-1',
  code: 'குறியீடு SOLV-1',
  issuer: 'Kalvi Digital Sdn. Bhd.',
};

function fakeContext() {
  const texts: string[] = [];
  const ctx = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 0,
    font: '',
    textAlign: '',
    textBaseline: '',
    fillRect: jest.fn(),
    strokeRect: jest.fn(),
    fillText: (t: string) => texts.push(t),
    measureText: (t: string) => ({ width: t.length * 20 }),
  };
  return { ctx, texts };
}

describe('drawing a certificate', () => {
  it('hands whole strings to the canvas, so the browser shapes Tamil and Malay itself', () => {
    const canvas = document.createElement('canvas');
    const { ctx, texts } = fakeContext();
    jest.spyOn(canvas, 'getContext').mockReturnValue(ctx as unknown as CanvasRenderingContext2D);
    expect(drawCertificate(canvas, lines)).toBe(true);
    expect(texts).toEqual(
      expect.arrayContaining([lines.heading, lines.name, lines.school, lines.contest, lines.award, lines.details, lines.code, lines.verify, lines.issuer]),
    );
    expect([canvas.width, canvas.height]).toEqual([CERTIFICATE_SIZE.width, CERTIFICATE_SIZE.height]);
  });

  it('shrinks a long name until it fits inside the border', () => {
    const canvas = document.createElement('canvas');
    const { ctx } = fakeContext();
    const fonts: string[] = [];
    Object.defineProperty(ctx, 'font', { set: (f: string) => fonts.push(f), get: () => fonts[fonts.length - 1] ?? '' });
    jest.spyOn(canvas, 'getContext').mockReturnValue(ctx as unknown as CanvasRenderingContext2D);
    drawCertificate(canvas, { ...lines, name: 'அ'.repeat(120) });
    expect(fonts.some((f) => f.startsWith('800 14px'))).toBe(true);
  });

  it('reports that it cannot draw without a 2D context', () => {
    const canvas = document.createElement('canvas');
    jest.spyOn(canvas, 'getContext').mockReturnValue(null);
    expect(drawCertificate(canvas, lines)).toBe(false);
  });
});
