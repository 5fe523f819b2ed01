export function Component() {
  return <h1>Dishes</h1>;
}
