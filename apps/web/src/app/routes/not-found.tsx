import { Link } from 'react-router';

export function Component() {
  return (
    <section>
      <h1>Page not found</h1>
      <p>
        There is nothing at this address. <Link to="/dashboard">Go to your dashboard</Link>
      </p>
    </section>
  );
}
