export function Component() {
  return <h1>Meal Timeline</h1>;
}
