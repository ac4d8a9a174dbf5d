// Placeholder owned by the screens work (issue 4); replaced by the real page.
export function MembershipsPage() {
  return <h1>MembershipsPage</h1>;
}
