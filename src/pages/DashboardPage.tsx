export const DashboardPage = (_: { permissions: string[] }) => <h1>Dashboard</h1>;
