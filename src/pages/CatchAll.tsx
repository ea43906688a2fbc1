import { Navigate } from 'react-router-dom';
export const CatchAll = () => <Navigate to="/404" replace />;
