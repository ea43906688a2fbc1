export const ForbiddenPage = () => <h1>401</h1>;
