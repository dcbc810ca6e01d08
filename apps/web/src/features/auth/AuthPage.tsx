export function AuthPage() {
  return <h1>Log in</h1>;
}
