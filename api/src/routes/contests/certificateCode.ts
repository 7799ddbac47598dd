/**
 * A certificate's public code (migration 066, docs/adr/0019): 80 random bits the database makes
 * (certificate_code()), written as 16 Crockford base-32 characters in four groups of four. Nothing
 * in it comes from the child, the contest or the school, so codes cannot be listed by guessing.
 */
export const CERTIFICATE_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

/**
 * The code as stored, from what a person typed or a link carried: case, spaces and dashes do not
 * matter, and the letters Crockford's alphabet leaves out are read as the digits they look like
 * (O as 0, I and L as 1). Anything that is not then 16 characters of the alphabet is no code.
 */
export function normaliseCertificateCode(typed: string): string | null {
  const plain = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (!/^[0-9A-HJKMNP-TV-Z]{16}$/.test(plain)) return null;
  return plain.match(/.{4}/g)!.join('-');
}
