export function VerifyEmailPage() {
  return <h1>Verify</h1>;
}
