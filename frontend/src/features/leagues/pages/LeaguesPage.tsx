// Placeholder owned by the screens work (issue 4); replaced by the real page.
export function LeaguesPage() {
  return <h1>LeaguesPage</h1>;
}
