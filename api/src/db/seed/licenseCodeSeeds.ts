import type { Seed } from './seedRegistry';
import { schoolKey } from './storeSeeds';
import { hashRedemptionCode } from '../../routes/licenses/licenseCodes';

/** The demo school's licence code (README): demo data only, a real licence gets a random one. */
export const DEMO_LICENSE_CODE = 'DEMO-RAMA-2026';

export const seedDemoLicenseCode: Seed = {
  name: 'demo-license-code',
  demo: true,
  async run(db) {
    await db.query('UPDATE school_licenses SET redemption_code_hash = $2 WHERE school_key = $1 AND redemption_code_hash IS NULL', [
      schoolKey('SJK(T) Ramakrishna', 'Pulau Pinang', 'MY'),
      hashRedemptionCode(DEMO_LICENSE_CODE),
    ]);
  },
};
