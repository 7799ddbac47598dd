import { cardSheetHtml, type CardSheetText, type PrintableCard } from './cardSheetHtml';

const TEXT: CardSheetText = {
  language: 'ta',
  title: 'உள்நுழைவு அட்டைகள்',
  scan: 'கைப்பேசியின் கேமராவால் இந்த QR குறியீட்டை வருடுங்கள்.',
  orType: 'அல்லது MyKad எண்ணுக்குப் பிறகு இந்தக் குறியீட்டைத் தட்டச்சு செய்யுங்கள்.',
  keep: 'இந்த அட்டையைப் பத்திரமாக வைத்திருங்கள்',
  issued: 'வழங்கியது',
};
const card = (i: number): PrintableCard => ({
  user_id: i,
  first_name: `Kavin<${i}>`,
  last_name: 'Raj',
  card: `secret-${i}`,
  code: 'K7P4MX',
  issued_at: '2026-11-28T04:00:00.000Z',
  issuedOn: '28 நவ. 2026',
  qr: `data:image/png;base64,QR${i}`,
});

describe('cardSheetHtml: a printable A4 page of sign-in cards', () => {
  const html = cardSheetHtml([1, 2, 3, 4, 5, 6, 7, 8, 9].map(card), '3 மல்லிகை', TEXT);

  it('prints one card per pupil, with the QR code, the code in two groups and the Tamil words', () => {
    expect(html.match(/<section class="card">/g)).toHaveLength(9);
    expect(html).toContain('data:image/png;base64,QR9');
    expect(html).toContain('K7P-4MX');
    expect(html).toContain(TEXT.scan);
    expect(html).toContain('<html lang="ta">');
  });

  it('is A4 with eight cards to a sheet', () => {
    expect(html).toContain('@page { size: A4');
    expect(html).toContain('.card:nth-child(8n) { break-after: page; }');
  });

  it("brings the app's Tamil font, so a computer without one prints Tamil", () => {
    const withFont = cardSheetHtml([card(1)], '3 மல்லிகை', TEXT, ['https://app.my/assets/noto-sans-tamil-tamil-700-normal.8cbe.woff2']);
    expect(withFont).toContain("font-family: 'Noto Sans Tamil'; font-weight: 700;");
    expect(withFont).toContain('src: url("https://app.my/assets/noto-sans-tamil-tamil-700-normal.8cbe.woff2")');
  });

  it('escapes names, so a name cannot change the page', () => {
    expect(html).toContain('Kavin&lt;1&gt; Raj');
    expect(html).not.toContain('<1>');
  });

  it("does not print the link's secret as text (only inside the QR code)", () => {
    expect(html).not.toContain('secret-1');
  });
});
