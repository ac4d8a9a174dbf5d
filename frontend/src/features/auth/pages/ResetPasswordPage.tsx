// Placeholder owned by the screens work (issue 4); replaced by the real page.
export function ResetPasswordPage() {
  return <h1>ResetPasswordPage</h1>;
}
