/**
 * The secret a sign-in card's QR code (`#card=…`) or a parent's email link (`#device-link=…`)
 * carries in the URL's fragment, which browsers never send to a server. Null when the fragment
 * holds neither.
 */
export function linkFragment(hash: string): { kind: 'card' | 'device-link'; secret: string } | null {
  const match = /^#(card|device-link)=([A-Za-z0-9_-]{20,200})$/.exec(hash);
  return match ? { kind: match[1] as 'card' | 'device-link', secret: match[2]! } : null;
}
