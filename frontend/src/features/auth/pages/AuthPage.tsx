// Placeholder owned by the screens work (issue 4); replaced by the real page.
export function AuthPage() {
  return <h1>AuthPage</h1>;
}
