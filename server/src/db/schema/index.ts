export * from './accounts.ts';
export * from './purchases.ts';
export * from './beneficiaries.ts';
export * from './audits.ts';
export * from './messages.ts';
export * from './ops.ts';
export * from './instances.ts';
export * from './limits.ts';
