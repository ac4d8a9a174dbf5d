// Placeholder owned by the screens work (issue 4); replaced by the real page.
export function LessonsPage() {
  return <h1>LessonsPage</h1>;
}
