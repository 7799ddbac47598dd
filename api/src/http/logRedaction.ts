/**
 * A URL as the log may keep it: the value of any query parameter whose name mentions a MyKad
 * (older clients send `check-mykad?mykad=`, `school-license/status?mykad_number=`) is replaced,
 * so the number never reaches a log file (docs/adr/0018).
 */
export function redactMykadsInUrl(rawUrl: string): string {
  let url = rawUrl;
  // and anything shaped like a MyKad anywhere in it (a path, a misnamed parameter)
  url = url.replace(/\d{6}(-|%2D)?\d{2}(-|%2D)?\d{4}/gi, '[redacted]');
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // a malformed name is kept as sent
      }
      return /mykad|\bic\b|nric/i.test(decoded) && eq >= 0 ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}
