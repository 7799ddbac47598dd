/** The demo accounts seeded by the api (api/src/db/seed/demoUsers.ts). */
export const DEMO_MYKAD = {
  student: '120315101234',
  teacher_free: '850612145671',
  teacher_plus: '800101085523',
  teacher_pro: '790923105337',
  teacher_school: '880707075541',
} as const;
export type DemoUser = keyof typeof DEMO_MYKAD;
export const DEMO_GATE_PASSWORD = 'preview-tamil';
