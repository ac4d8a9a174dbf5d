// @fairway/shared: what the server and the browser must agree on, written once.
export * from './fields.schema.js';
export * from './account.schema.js';
export * from './franchise.schema.js';
export { firstIssue, type FirstIssue } from './issues.js';
export * from './discount.schema.js';
export * from './reminder.schema.js';
export * from './coach.schema.js';
export * from './event.schema.js';
export * from './league.schema.js';
export * from './league-round.js';
export * from './public-api.js';
export * from './api-key.schema.js';
