// Placeholder owned by the screens work (issue 4); replaced by the real page.
export function ForgotPasswordPage() {
  return <h1>ForgotPasswordPage</h1>;
}
