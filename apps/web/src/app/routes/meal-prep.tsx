export function Component() {
  return <h1>Create New Hearth</h1>;
}
