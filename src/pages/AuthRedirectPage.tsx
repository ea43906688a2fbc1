import { Navigate } from 'react-router-dom';
export const AuthRedirectPage = () => <Navigate to="/" replace />;
