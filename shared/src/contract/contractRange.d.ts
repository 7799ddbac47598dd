/** The range a build against `version` needs from the shell: `^version`. */
export function contractRange(version: string): string;
/** The major of a contract version (`1.2.0` → 1); NaN when it has none. */
export function contractMajor(version: string): number;
/** Does a shell providing contract `version` satisfy `range` (`^x.y.z` or exact `x.y.z`)? */
export function contractSatisfies(version: string, range: string): boolean;
