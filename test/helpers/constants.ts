export const TEST_ADMIN_PASSWORD = 'Test-admin-pass1';
export const TEMPLATE_DB = 'showrunner_test_template';
