import { contractMajor, contractRange, contractSatisfies } from './contractRange';
import { CONTRACT_VERSION } from './version';

describe('the contract range rule', () => {
  it.each([
    // shell provides, remote needs, loads?
    ['1.2.0', '^1.2.0', true],
    ['1.2.3', '^1.2.0', true],
    ['1.3.0', '^1.2.5', true],
    ['1.2.0', '^1.2.1', false],
    ['1.1.9', '^1.2.0', false],
    ['2.0.0', '^1.2.0', false],
    ['1.2.0', '^2.0.0', false],
    ['1.2.0', '1.2.0', true],
    ['1.2.1', '1.2.0', false],
    ['1.2.0', '>=1.0.0', false],
    ['1.2', '^1.2.0', false],
    ['1.2.0', '', false],
  ] as const)('a shell of %s for a remote needing %s: %s', (version, range, ok) => {
    expect(contractSatisfies(version, range)).toBe(ok);
  });

  it('a build needs its own version or a later minor of the same major', () => {
    expect(contractRange(CONTRACT_VERSION)).toBe(`^${CONTRACT_VERSION}`);
    expect(contractSatisfies(CONTRACT_VERSION, contractRange(CONTRACT_VERSION))).toBe(true);
    expect(contractMajor('1.2.0')).toBe(1);
    expect(contractMajor('x')).toBeNaN();
  });
});
