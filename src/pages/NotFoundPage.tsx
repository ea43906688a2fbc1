export const NotFoundPage = () => <h1>404</h1>;
