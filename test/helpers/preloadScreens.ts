/**
 * Resource screens load lazily, each resource's in chunks of their own. A test file that opens
 * screens imports their modules here, before its clock starts (as it did when they loaded
 * eagerly), so that a loaded machine's module transforms do not count against a test's timeout;
 * the screens still go through React.lazy and Suspense.
 */
export const preloadScreens = () =>
  Promise.all([import('../../src/generic/index.tsx'), import('../../src/generic/GenericReport.tsx'), import('../../src/analytics/ReportScreen.tsx'), import('../../src/charts/NivoCharts.tsx'), ...Object.values(import.meta.glob('../../resources/*/index.tsx')).map((load) => load())]);
