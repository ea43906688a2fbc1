import { Navigate, useParams } from 'react-router-dom';
export const RedirectPage = () => <Navigate to={`/${useParams()['*'] ?? ''}`} replace />;
