// Placeholder owned by the screens work (issue 4); replaced by the real page.
export function SelectLocationPage() {
  return <h1>SelectLocationPage</h1>;
}
