// Placeholder owned by the screens work (issue 4); replaced by the real page.
export function FranchisePage() {
  return <h1>FranchisePage</h1>;
}
