// Placeholder owned by the screens work (issue 4); replaced by the real page.
export function LocationsPage() {
  return <h1>LocationsPage</h1>;
}
