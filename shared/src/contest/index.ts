export * from './contestWindow';
export * from './contestRules';
export * from './contestPayment';
export * from './contestGuard';
export * from './levelTiming';
export * from './contestRanking';
