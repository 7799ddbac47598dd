/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEV_ACCOUNTS, devPlanState } from './devAccounts';

// The accounts the api seeds: the toolbar signs in as them, so they must be the same people.
const SEEDED = readFileSync(resolve(__dirname, '../../../api/src/db/seed/demoUsers.ts'), 'utf8');
const seeded = [...SEEDED.matchAll(/mykad: '(\d{12})',\s*email: '([^']+)'[\s\S]*?plan: '(\w+)'/g)].map(([, mykad, email, plan]) => ({ mykad, email, plan }));

describe("the dev toolbar's accounts", () => {
  it('are the demo accounts the api seeds, each with the plan the api gives it', () => {
    expect(seeded).toHaveLength(5);
    expect(DEV_ACCOUNTS.map(({ mykad, email, plan }) => ({ mykad, email, plan }))).toEqual(seeded);
  });

  it('give an active plan, from a school licence for the school teacher, and none for nobody', () => {
    expect(devPlanState('teacher_pro')).toEqual({
      planId: 'teacher_pro',
      planName: 'Teacher Pro',
      category: 'teacher',
      status: 'active',
      source: 'order',
    });
    expect(devPlanState('teacher_school')).toMatchObject({
      planId: 'teacher_school',
      status: 'active',
      source: 'school-license',
    });
    expect(devPlanState('none')).toMatchObject({ planId: 'none', status: 'none' });
  });
});
