export const TEST_ADMIN_PASSWORD = 'Test-admin-pass1';
/** The PostgreSQL template of one test run: named after the run, so that two runs on one server do not collide. */
export const templateDb = (): string => {
  process.env.SHOWRUNNER_TEST_TEMPLATE ??= `showrunner_test_template_${process.pid}`;
  return process.env.SHOWRUNNER_TEST_TEMPLATE;
};
