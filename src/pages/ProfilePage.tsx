export const ProfilePage = () => <h1>Profile</h1>;
