// Placeholder owned by the screens work (issue 4); replaced by the real page.
export function EventsPage() {
  return <h1>EventsPage</h1>;
}
