import { Navigate, useSearchParams } from 'react-router-dom';
import { inAppPath } from '../providers/redirect.ts';

/** Public re-entry point: follows `?redirect=` when it is a path of this app, else goes home. */
export const AuthRedirectPage = () => {
  const [params] = useSearchParams();
  return <Navigate to={inAppPath(params.get('redirect')) ?? '/'} replace />;
};
