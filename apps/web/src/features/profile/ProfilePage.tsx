export function ProfilePage() {
  return <h1>Researcher</h1>;
}
