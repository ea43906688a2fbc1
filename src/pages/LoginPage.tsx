import { Login } from 'react-admin';
export const LoginPage = () => <Login />;
