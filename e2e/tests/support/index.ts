export {
  homeAuditAnswers,
  readOutbox,
  registerStaff,
  registerViaApi,
  TEST_PASSWORD,
  uniqueEmail,
  uniquePhone,
  type OutboxMessage,
  type Session,
} from './api';
export { expectNoSeriousAxeViolations } from './axe';
export { SESSION_STORAGE_KEY, signIn } from './session';
export { isDesktop, linesOfText, metaDescription, openPage, thisYearInLagos } from './page';
