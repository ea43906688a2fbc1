import type { ReactNode } from 'react';
import { Layout } from 'react-admin';

export const AppLayout = ({ children }: { children: ReactNode }) => <Layout>{children}</Layout>;
