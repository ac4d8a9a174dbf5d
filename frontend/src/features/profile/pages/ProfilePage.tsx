// Placeholder owned by the screens work (issue 4); replaced by the real page.
export function ProfilePage() {
  return <h1>ProfilePage</h1>;
}
