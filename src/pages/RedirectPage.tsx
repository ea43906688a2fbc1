import { Navigate, useLocation, useParams } from 'react-router-dom';

/**
 * /redirect/<path> replaces itself with /<path>: the tags view's Refresh goes through here so
 * that the page it shows mounts afresh. Leading slashes are collapsed so the target stays in the app.
 */
export const RedirectPage = () => {
  const rest = useParams()['*'] ?? '';
  const { search } = useLocation();
  return <Navigate to={`/${rest.replace(/^[/\\]+/, '')}${search}`} replace />;
};
